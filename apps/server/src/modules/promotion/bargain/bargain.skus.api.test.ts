import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  nowSeconds,
  type BargainAdminActivity,
  type BargainDetailResult,
  type BargainInfoAgain,
  type BargainLaunchInfo,
  type BargainSkuDetail,
  type GoodsSpecGroup,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { activitySkuOf, goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { order } from '../../order';
import { promotionBargainLaunch } from './index';

const ADMIN_KEY = 'test-operator-key-bargain-skus-0123456789';
let api: TestApi;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'bargain', prefix: 'bgs' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

/**
 * A running bargain (two fixed cuts, bought only at the floor) of a fresh goods with three colours (¥100, ¥120, ¥90):
 * 红 down to ¥10 (10 units) and 蓝 down to ¥30 (5 units) are in it, 绿 is not.
 */
const newTwoSkuBargain = async () => {
  const g = await newTestGoods(db(), {
    shopName: '多规格砍价店',
    goodsName: '多规格砍价商品',
    specs: ['红', '蓝', '绿'],
    prices: [10_000, 12_000, 9_000],
    specFormat: true,
  });
  const [red, blue, green] = g.skuIds as [number, number, number];
  const now = nowSeconds();
  const res = await admin<BargainAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: now - 3600,
    end_time: now + 30 * 86_400,
    buy_type: 1,
    bargain_type: 0,
    bargain_num: 2,
    bargain_time: 24,
    is_own: 0,
    sku_list: JSON.stringify([
      { sku_id: red, floor_price: '10.00', first_bargain_price: '0', bargain_stock: 10 },
      { sku_id: blue, floor_price: '30.00', first_bargain_price: '0', bargain_stock: 5 },
    ]),
  });
  expect(res.code, res.message).toBe(0);
  const rowOf = (skuId: number) => res.data.sku_list.find((r) => r.sku_id === skuId)!.id;
  return { ...g, id: res.data.bargain_id, red, blue, green, redRow: rowOf(red), blueRow: rowOf(blue) };
};

const valuesOf = (format: string) => (JSON.parse(format) as GoodsSpecGroup[])[0]!.value;

describe('bargain: a goods with several SKUs', () => {
  it('detail offers both bargain SKUs and disables the other; info switches, or answers again outside the bargain', async () => {
    const s = await newTwoSkuBargain();
    const detail = await api.get<BargainDetailResult>('/bargain/api/goods/detail', { bargain_id: s.id });
    expect(detail.code, detail.message).toBe(0);
    const d = detail.data.goods_sku_detail;
    expect(d).toMatchObject({ id: s.redRow, sku_id: s.red, floor_price: '10.00', price: '100.00', bargain_stock: 10 });
    expect(valuesOf(d.goods_spec_format).map((v) => [v.spec_value_name, v.sku_id, v.selected, v.disabled])).toEqual([
      ['红', s.red, true, false],
      ['蓝', s.blue, false, false],
      ['绿', 0, false, true],
    ]);

    const info = await api.get<BargainSkuDetail>('/bargain/api/goods/info', { bargain_id: s.id, sku_id: s.blue });
    expect(info.code, info.message).toBe(0);
    expect(info.data).toMatchObject({ id: s.blueRow, sku_id: s.blue, floor_price: '30.00', price: '120.00', bargain_stock: 5 });
    expect(valuesOf(info.data.goods_spec_format).find((v) => v.selected)?.spec_value_name).toBe('蓝');

    const again = await api.get<BargainInfoAgain>('/bargain/api/goods/info', { bargain_id: s.id, sku_id: s.green });
    expect(again.data).toEqual({ type: 'again', sku_id: s.red });
  });

  it('launching the second SKU starts at its price, takes its bargain stock and is bought at its floor', async () => {
    const s = await newTwoSkuBargain();
    const b = await newBuyer();
    const l = await api.post<number>('/bargain/api/bargain/launch', { token: b.token, id: s.blueRow });
    expect(l.code, l.message).toBe(0);
    expect(await activitySkuOf(db(), s.blueRow)).toMatchObject({ stock: 4, saleNum: 1 });
    expect((await activitySkuOf(db(), s.redRow)).stock).toBe(10);
    const [row] = await db().select().from(promotionBargainLaunch).where(eq(promotionBargainLaunch.launchId, l.data));
    expect(row).toMatchObject({ skuId: s.blue, activitySkuId: s.blueRow, price: 12_000, floorPrice: 3_000 });
    const info = await api.get<BargainLaunchInfo>('/bargain/api/bargain/info', { token: b.token, id: l.data });
    expect(info.data).toMatchObject({ price: '120.00', floor_price: '30.00', curr_price: '120.00' });

    for (const h of await manyBuyers(2)) {
      const c = await api.post('/bargain/api/bargain/bargain', { token: h.token, id: l.data });
      expect(c.code, c.message).toBe(0);
    }
    const created = await api.post<string>('/bargain/api/ordercreate/create', { token: b.token, launch_id: l.data });
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'bargain', goodsMoney: 3_000 });
    expect(await goodsStockOf(db(), s.blue)).toBe(999);
    expect(await goodsStockOf(db(), s.red)).toBe(1000);

    // The SKU outside the bargain has no row to launch: a made-up row id is refused and nothing moves.
    const outside = await api.post('/bargain/api/bargain/launch', { token: b.token, id: 99_999_999 });
    expect(outside.code).toBe(-1);
    expect(await goodsStockOf(db(), s.green)).toBe(1000);
  });
});
