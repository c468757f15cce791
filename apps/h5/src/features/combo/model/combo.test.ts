import { describe, expect, it } from 'vitest';
import type { BundlingGoods, BundlingItem } from '@mall/contract';
import { comboBuyable, comboSaving, comboTotal, isGoodsOff } from './combo';

const goods = (over: Partial<BundlingGoods> = {}): BundlingGoods => ({
  sku_id: 1,
  goods_id: 1,
  sku_name: '商品',
  price: '33.33',
  promotion_price: '25.08',
  sku_image: '',
  stock: 5,
  unit: '件',
  goods_state: 1,
  verify_state: 1,
  ...over,
});
const combo = (list: BundlingGoods[], over: Partial<BundlingItem> = {}): BundlingItem => ({
  bl_id: 1,
  bl_name: '套餐',
  site_id: 1,
  bl_price: '77.77',
  goods_money: '103.34',
  shipping_fee_type: 1,
  status: 1,
  bundling_goods: list,
  ...over,
});

describe('combo model', () => {
  it('saving and totals are exact to the fen', () => {
    expect(comboSaving({ goods_money: '103.34', bl_price: '77.77' })).toBe('25.57');
    expect(comboSaving({ goods_money: '10.00', bl_price: '12.00' })).toBe('0.00');
    expect(comboTotal('77.77', 3)).toBe('233.31');
    expect(comboTotal('0.10', 3)).toBe('0.30');
  });

  it('a goods is off when off the shelf or not approved', () => {
    expect(isGoodsOff(goods())).toBe(false);
    expect(isGoodsOff(goods({ goods_state: 0 }))).toBe(true);
    expect(isGoodsOff(goods({ verify_state: 0 }))).toBe(true);
  });

  it('buyable up to the smallest stock; off, goods off and sold out refuse', () => {
    expect(comboBuyable(combo([goods({ stock: 5 }), goods({ sku_id: 2, stock: 3 })]))).toEqual({ state: 'ok', max: 3 });
    expect(comboBuyable(combo([goods()], { status: 0 })).state).toBe('off');
    expect(comboBuyable(combo([])).state).toBe('off');
    expect(comboBuyable(combo([goods(), goods({ sku_id: 2, goods_state: 0 })])).state).toBe('goodsOff');
    expect(comboBuyable(combo([goods(), goods({ sku_id: 2, stock: 0 })])).state).toBe('soldOut');
  });
});
