import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  nowSeconds,
  type GoodsSpecGroup,
  type PintuanAdminActivity,
  type PintuanDetailResult,
  type PintuanInfoAgain,
  type PintuanSkuDetail,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { activitySkuOf, goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { order } from '../../order';
import { promotionPintuanOrder } from './pintuan.tables';

const ADMIN_KEY = 'test-operator-key-pintuan-skus-0123456789';
let api: TestApi;
const db = () => api.database.db;
const { admin, newBuyer } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'pintuan', prefix: 'pts' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

/**
 * A running pintuan of a fresh goods with three colours (¥100, ¥120, ¥90): 红 at ¥80 (leader ¥70, 10 units) and 蓝 at
 * ¥95 (leader ¥90, 5 units) are in it, 绿 is not.
 */
const newTwoSkuPintuan = async () => {
  const g = await newTestGoods(db(), {
    shopName: '多规格拼团店',
    goodsName: '多规格拼团商品',
    specs: ['红', '蓝', '绿'],
    prices: [10_000, 12_000, 9_000],
    specFormat: true,
  });
  const [red, blue, green] = g.skuIds as [number, number, number];
  const now = nowSeconds();
  const res = await admin<PintuanAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: now - 3600,
    end_time: now + 30 * 86_400,
    pintuan_num: 2,
    pintuan_time: 60,
    is_virtual_buy: 0,
    is_promotion: 1,
    is_single_buy: 1,
    buy_num: 3,
    sku_list: JSON.stringify([
      { sku_id: red, pintuan_price: '80.00', promotion_price: '70.00', stock: 10 },
      { sku_id: blue, pintuan_price: '95.00', promotion_price: '90.00', stock: 5 },
    ]),
  });
  expect(res.code, res.message).toBe(0);
  const rowOf = (skuId: number) => res.data.sku_list.find((r) => r.sku_id === skuId)!.id;
  return { ...g, id: res.data.pintuan_id, red, blue, green, redRow: rowOf(red), blueRow: rowOf(blue) };
};

const valuesOf = (format: string) => (JSON.parse(format) as GoodsSpecGroup[])[0]!.value;

describe('pintuan: a goods with several SKUs', () => {
  it('detail offers both activity SKUs and disables the other; info switches, or answers again outside the pintuan', async () => {
    const s = await newTwoSkuPintuan();
    const detail = await api.get<PintuanDetailResult>('/pintuan/api/goods/detail', { pintuan_id: s.id });
    expect(detail.code, detail.message).toBe(0);
    const d = detail.data.goods_sku_detail;
    expect(d).toMatchObject({ id: s.redRow, sku_id: s.red, pintuan_price: '80.00', promotion_price: '70.00', stock: 10, buy_num: 3 });
    expect(valuesOf(d.goods_spec_format).map((v) => [v.spec_value_name, v.sku_id, v.selected, v.disabled])).toEqual([
      ['红', s.red, true, false],
      ['蓝', s.blue, false, false],
      ['绿', 0, false, true],
    ]);

    const info = await api.get<PintuanSkuDetail>('/pintuan/api/goods/info', { pintuan_id: s.id, sku_id: s.blue });
    expect(info.code, info.message).toBe(0);
    expect(info.data).toMatchObject({
      id: s.blueRow,
      sku_id: s.blue,
      pintuan_price: '95.00',
      promotion_price: '90.00',
      price: '120.00',
      stock: 5,
    });
    expect(valuesOf(info.data.goods_spec_format).find((v) => v.selected)?.spec_value_name).toBe('蓝');

    const again = await api.get<PintuanInfoAgain>('/pintuan/api/goods/info', { pintuan_id: s.id, sku_id: s.green });
    expect(again.data).toEqual({ type: 'again', sku_id: s.red });
  });

  it('opening a group on the second SKU charges its leader price and takes its pintuan stock', async () => {
    const s = await newTwoSkuPintuan();
    const [a, b] = [await newBuyer(), await newBuyer()];
    const pay = await api.post<{ goods_money: string }>('/pintuan/api/ordercreate/payment', {
      token: a.token,
      pintuan_goods_id: s.blueRow,
      num: 2,
      group_id: 0,
    });
    expect(pay.code, pay.message).toBe(0);
    expect(pay.data.goods_money).toBe('180.00');
    const tooMany = await api.post('/pintuan/api/ordercreate/create', { token: a.token, pintuan_goods_id: s.blueRow, num: 4, group_id: 0 });
    expect(tooMany.code).toBe(-1);

    const created = await api.post<string>('/pintuan/api/ordercreate/create', {
      token: a.token,
      pintuan_goods_id: s.blueRow,
      num: 2,
      group_id: 0,
    });
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'pintuan', goodsMoney: 18_000 });
    const [row] = await db().select().from(promotionPintuanOrder).where(eq(promotionPintuanOrder.orderId, o!.orderId));
    expect(row).toMatchObject({ pintuanGoodsId: s.blueRow, skuId: s.blue, num: 2 });
    expect(await activitySkuOf(db(), s.blueRow)).toMatchObject({ stock: 3, saleNum: 2 });
    expect((await activitySkuOf(db(), s.redRow)).stock).toBe(10);
    expect(await goodsStockOf(db(), s.blue)).toBe(998);
    expect(await goodsStockOf(db(), s.red)).toBe(1000);

    // Another row of the pintuan with `sku_id` reaches the same SKU at its own leader price.
    const viaSku = await api.post<{ goods_money: string }>('/pintuan/api/ordercreate/payment', {
      token: b.token,
      pintuan_goods_id: s.redRow,
      sku_id: s.blue,
      num: 1,
      group_id: 0,
    });
    expect(viaSku.code, viaSku.message).toBe(0);
    expect(viaSku.data.goods_money).toBe('90.00');
    // A SKU outside the pintuan is refused and takes nothing.
    const outside = await api.post('/pintuan/api/ordercreate/create', {
      token: b.token,
      pintuan_goods_id: s.redRow,
      sku_id: s.green,
      num: 1,
      group_id: 0,
    });
    expect(outside.code).toBe(-1);
    expect(await goodsStockOf(db(), s.green)).toBe(1000);
  });
});
