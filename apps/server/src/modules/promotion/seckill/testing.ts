import { expect } from 'vitest';
import { mallSecondOfDay, nowSeconds, type SeckillAdminActivity, type SeckillSlot } from '@mall/contract';
import type { Params, TestApi } from '../../../test/harness';
import { activitySkuOf, goodsStockOf, newTestGoods, type Envelope } from '../../../test/promotion';

/** The seckill API tests' helpers over a running test API and its operator caller (`promotionTestKit().admin`). */
export const seckillTestKit = (getApi: () => TestApi, admin: <T>(path: string, params: Params) => Promise<Envelope<T>>) => {
  let seq = 0;
  const db = () => getApi().database.db;

  /** A goods of a fresh shop with one SKU at ¥100 and `stock` units. */
  const newGoods = async (stock = 1000) => {
    const g = await newTestGoods(db(), { shopName: `秒杀店${process.pid}_${++seq}`, goodsName: `秒杀商品${seq}`, stock });
    return { siteId: g.siteId, goodsId: g.goodsId, skuId: g.skuId };
  };

  /** The seeded slot selling now. */
  const slotNow = async (): Promise<SeckillSlot> => {
    const slots = await admin<SeckillSlot[]>('timelists', {});
    const s = mallSecondOfDay(nowSeconds());
    return slots.data.find((t) => t.seckill_start_time <= s && t.seckill_end_time > s)!;
  };

  /** A running seckill of a fresh goods in the slot selling now: ¥60, `stock` units, `maxBuy` per member. */
  const newSeckill = async (opts: { stock?: number; maxBuy?: number; goodsStock?: number } = {}) => {
    const g = await newGoods(opts.goodsStock ?? 1000);
    const slot = await slotNow();
    const now = nowSeconds();
    const res = await admin<SeckillAdminActivity>('add', {
      site_id: g.siteId,
      seckill_name: `秒杀${seq}`,
      start_time: now - 3600,
      end_time: now + 30 * 86_400,
      time_ids: String(slot.id),
      goods: JSON.stringify([{ sku_id: g.skuId, seckill_price: '60.00', stock: opts.stock ?? 100, max_buy: opts.maxBuy ?? 0 }]),
    });
    expect(res.code, res.message).toBe(0);
    return { ...g, slot, activity: res.data, rowId: res.data.goods[0]!.id };
  };

  const activityStock = (rowId: number) => activitySkuOf(db(), rowId);
  const goodsStock = (skuId: number) => goodsStockOf(db(), skuId);

  const create = (token: string, rowId: number, skuId: number, num: number | string = 1, extra: Params = {}) =>
    getApi().post<string>('/seckill/api/ordercreate/create', { token, seckill_id: rowId, sku_id: skuId, num, ...extra });

  return { newGoods, slotNow, newSeckill, activityStock, goodsStock, create };
};
