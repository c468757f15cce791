import { describe, expect, it } from 'vitest';
import { seckillOfGoods } from './goodsPromotion';

const NOW = 1_800_000_000;
const entry = (over: Record<string, unknown>) => ({
  promotion_type: 'seckill',
  promotion_name: '限时秒杀',
  id: 12,
  activity_id: 4,
  sku_id: 100,
  promotion_price: '6.00',
  start_time: NOW - 10,
  end_time: NOW + 10,
  ...over,
});

describe('seckillOfGoods', () => {
  it("takes the shown SKU's seckill row, else the goods' first", () => {
    const list = [{ promotion_type: 'discount', id: 3 }, entry({}), entry({ id: 13, sku_id: 101, promotion_price: '7.00' })];
    expect(seckillOfGoods(list, 101, NOW)).toEqual({ id: 13, price: '7.00' });
    expect(seckillOfGoods(list, 999, NOW)).toEqual({ id: 12, price: '6.00' });
  });
  it('leaves out a seckill not yet open or already over', () => {
    expect(seckillOfGoods([entry({ start_time: NOW + 1 })], 100, NOW)).toBeNull();
    expect(seckillOfGoods([entry({ end_time: NOW })], 100, NOW)).toBeNull();
  });
  it('is null without one, or with an unusable row', () => {
    expect(seckillOfGoods([], 1, NOW)).toBeNull();
    expect(seckillOfGoods(undefined, 1, NOW)).toBeNull();
    expect(seckillOfGoods([entry({ id: 0 }), null, 'x'], 100, NOW)).toBeNull();
  });
});
