import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  nowSeconds,
  type GoodsSkuDetailResult,
  type GroupbuyAdminActivity,
  type GroupbuyDetailResult,
  type GroupbuyGoodsItem,
  type GroupbuyInfoAgain,
  type GroupbuySkuDetail,
  type OrderCalculateResult,
  type Paged,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { type Envelope, goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { order, OrderStatus, runSweepsOnce } from '../../order';
import { promotionActivity, promotionActivitySku } from '../engine';

const ADMIN_KEY = 'test-operator-key-groupbuy-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'groupbuy', prefix: 'gb' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

/** A goods of a fresh shop with two SKUs at ¥100 and `stock` units each. */
const newGoods = async (stock = 1000) => {
  const g = await newTestGoods(db(), { shopName: `团购店${++seq}`, goodsName: `团购商品${seq}`, stock, specs: ['红', '蓝'] });
  return { siteId: g.siteId, goodsId: g.goodsId, skuId: g.skuId, otherSkuId: g.skuIds[1]! };
};

/** A running groupbuy of a fresh goods's first SKU: ¥80, `stock` units, at least `buyNum` per order. */
const newGroupbuy = async (opts: { stock?: number; buyNum?: number; start?: number; end?: number } = {}) => {
  const g = await newGoods();
  const now = nowSeconds();
  const res = await admin<GroupbuyAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: opts.start ?? now - 3600,
    end_time: opts.end ?? now + 30 * 86_400,
    buy_num: opts.buyNum ?? 1,
    sku_list: JSON.stringify([{ sku_id: g.skuId, groupbuy_price: '80.00', stock: opts.stock ?? 100 }]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, activity: res.data, id: res.data.groupbuy_id };
};

const skuRow = async (id: number, skuId: number) =>
  (await db().select().from(promotionActivitySku).where(eq(promotionActivitySku.activityId, id))).find((r) => r.skuId === skuId)!;
const goodsStock = (skuId: number) => goodsStockOf(db(), skuId);

const create = (token: string, id: number, skuId: number, num: number | string = 1, extra: Params = {}) =>
  api.post<string>('/groupbuy/api/ordercreate/create', { token, groupbuy_id: id, sku_id: skuId, num, ...extra });

describe('groupbuy: what the shopper sees', () => {
  it('lists the groupbuy, its detail at the groupbuy price with only its SKUs, and info for another SKU', async () => {
    const s = await newGroupbuy({ stock: 30, buyNum: 2 });
    const page = await api.get<Paged<GroupbuyGoodsItem>>('/groupbuy/api/goods/page', { site_id: s.siteId, page: 1, page_size: 10 });
    expect(page.code, page.message).toBe(0);
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      groupbuy_id: s.id,
      goods_id: s.goodsId,
      sku_id: s.skuId,
      groupbuy_price: '80.00',
      price: '100.00',
      buy_num: 2,
      stock: 30,
      sell_num: 0,
      status: 2,
    });
    const only = await api.get<Paged<GroupbuyGoodsItem>>('/groupbuy/api/goods/page', { goods_id_arr: String(s.goodsId) });
    expect(only.data.list.map((r) => r.groupbuy_id)).toEqual([s.id]);

    const detail = await api.get<GroupbuyDetailResult>('/groupbuy/api/goods/detail', { groupbuy_id: s.id });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.goods_sku_detail).toMatchObject({
      groupbuy_id: s.id,
      sku_id: s.skuId,
      groupbuy_price: '80.00',
      buy_num: 2,
      stock: 30,
      goods_stock: 1000,
      status: 2,
      promotion_type: 'groupbuy',
    });
    expect(detail.data.shop_info.site_id).toBe(s.siteId);

    // The other SKU of the goods is not in the groupbuy: reload with the groupbuy's SKU.
    const again = await api.get<GroupbuyInfoAgain>('/groupbuy/api/goods/info', { groupbuy_id: s.id, sku_id: s.otherSkuId });
    expect(again.data).toEqual({ type: 'again', sku_id: s.skuId });
    const info = await api.get<GroupbuySkuDetail>('/groupbuy/api/goods/info', { groupbuy_id: s.id, sku_id: s.skuId });
    expect(info.data.groupbuy_price).toBe('80.00');

    const unknown = await api.get('/groupbuy/api/goods/detail', { groupbuy_id: 99_999_999 });
    expect(unknown).toMatchObject({ code: -1, message: '团购商品不存在' });
    const unknownEn = await api.get('/groupbuy/api/goods/detail', { groupbuy_id: 99_999_999, lang: 'en-us' });
    expect(unknownEn.message).toBe('The groupbuy goods do not exist');
    expect((await api.get('/groupbuy/api/goods/detail', { groupbuy_id: 'x' })).code).toBeLessThan(0);
  });

  it('the goods detail lists the running groupbuy of its goods until the operator closes it', async () => {
    const s = await newGroupbuy({ stock: 10 });
    const promos = async () =>
      (await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: s.skuId })).data.goods_sku_detail.goods_promotion;
    expect(await promos()).toEqual([
      expect.objectContaining({ promotion_type: 'groupbuy', activity_id: s.id, sku_id: s.skuId, promotion_price: '80.00' }),
    ]);
    expect((await admin('close', { groupbuy_id: s.id })).code).toBe(0);
    expect(await promos()).toEqual([]);
  });

  it('refuses an order below buy_num, then prices and creates one at buy_num taking both stocks', async () => {
    const s = await newGroupbuy({ stock: 10, buyNum: 3 });
    const b = await newBuyer();
    const below = await api.post('/groupbuy/api/ordercreate/calculate', { token: b.token, groupbuy_id: s.id, sku_id: s.skuId, num: 2 });
    expect(below).toMatchObject({ code: -1, message: '该商品限制购买不能少于3件' });
    const belowEn = await create(b.token, s.id, s.skuId, 2, { lang: 'en-us' });
    expect(belowEn.message).toBe('At least 3 pieces must be bought');
    expect((await skuRow(s.id, s.skuId)).stock).toBe(10);

    const pay1 = await api.post<OrderCalculateResult>('/groupbuy/api/ordercreate/payment', {
      token: b.token,
      groupbuy_id: s.id,
      sku_id: s.skuId,
      num: 3,
    });
    expect(pay1.code, pay1.message).toBe(0);
    expect(pay1.data.goods_money).toBe('240.00');
    expect(pay1.data.shop_goods_list[String(s.siteId)]!.coupon_list).toEqual([]);
    const created = await create(b.token, s.id, s.skuId, 3);
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'groupbuy', promotionId: s.id, goodsMoney: 24_000, memberId: b.id });
    expect(await skuRow(s.id, s.skuId)).toMatchObject({ stock: 7, saleNum: 3 });
    expect(await goodsStock(s.skuId)).toBe(997);
    const detail = await api.get<GroupbuyDetailResult>('/groupbuy/api/goods/detail', { groupbuy_id: s.id });
    expect(detail.data.goods_sku_detail.sell_num).toBe(3);

    // Closing the unpaid order gives both stocks back once; a sweep afterwards gives nothing more.
    const closed = await api.post('/api/order/close', { token: b.token, order_id: o!.orderId });
    expect(closed.code, closed.message).toBe(0);
    expect(await skuRow(s.id, s.skuId)).toMatchObject({ stock: 10, saleNum: 0 });
    expect(await goodsStock(s.skuId)).toBe(1000);
    await runSweepsOnce(api.deps, o!.autoCloseTime + 10);
    expect((await skuRow(s.id, s.skuId)).stock).toBe(10);
    expect((await api.post('/api/order/close', { token: b.token, order_id: o!.orderId })).code).toBeLessThan(0);
    expect((await skuRow(s.id, s.skuId)).stock).toBe(10);
  });

  it('an unpaid order closed by the sweep gives the groupbuy stock back once', async () => {
    const s = await newGroupbuy({ stock: 5, buyNum: 2 });
    const b = await newBuyer();
    const created = await create(b.token, s.id, s.skuId, 2);
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect((await skuRow(s.id, s.skuId)).stock).toBe(3);
    await Promise.all([runSweepsOnce(api.deps, o!.autoCloseTime + 1), runSweepsOnce(api.deps, o!.autoCloseTime + 1)]);
    await runSweepsOnce(api.deps, o!.autoCloseTime + 5);
    const [after] = await db().select().from(order).where(eq(order.orderId, o!.orderId));
    expect(after!.orderStatus).toBe(OrderStatus.CLOSED);
    expect(await skuRow(s.id, s.skuId)).toMatchObject({ stock: 5, saleNum: 0 });
  });
});

describe('groupbuy: the last units', () => {
  it('50 buyers for the last 3 units: exactly 3 orders, groupbuy stock 0, never below', async () => {
    const s = await newGroupbuy({ stock: 3 });
    const buyers = await manyBuyers(50);
    const answers = await Promise.all(buyers.map((b) => create(b.token, s.id, s.skuId, 1)));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.message).toBe('团购商品库存不足');
    expect(await skuRow(s.id, s.skuId)).toMatchObject({ stock: 0, saleNum: 3 });
    expect(await goodsStock(s.skuId)).toBe(997);
    expect(await db().select().from(order).where(eq(order.promotionId, s.id))).toHaveLength(3);
  });
});

describe('groupbuy: bad input changes nothing', () => {
  it('refuses unknown, not started, ended and closed groupbuys, other SKUs and malformed quantities', async () => {
    const s = await newGroupbuy({ stock: 3 });
    const b = await newBuyer();
    const expectUnchanged = async () => {
      expect((await skuRow(s.id, s.skuId)).stock).toBe(3);
      expect(await goodsStock(s.skuId)).toBe(1000);
    };
    expect((await create(b.token, 99_999_999, s.skuId)).message).toBe('团购商品不存在');
    expect((await create(b.token, s.id, s.otherSkuId)).message).toBe('团购商品不存在');
    expect((await create(b.token, s.id, s.skuId, 4)).message).toBe('团购商品库存不足');
    for (const num of [0, -1, 1.5, 10_000_000, 'abc', '']) {
      expect((await create(b.token, s.id, s.skuId, num)).code, `num=${num}`).toBeLessThan(0);
    }
    expect((await api.post('/groupbuy/api/ordercreate/create', { groupbuy_id: s.id, sku_id: s.skuId, num: 1 })).code).toBeLessThan(0);
    await expectUnchanged();

    // Ended: the operator moved the window into the past.
    const ended = await admin<GroupbuyAdminActivity>('edit', {
      groupbuy_id: s.id,
      start_time: nowSeconds() - 7200,
      end_time: nowSeconds() - 60,
      buy_num: 1,
      sku_list: JSON.stringify([{ sku_id: s.skuId, groupbuy_price: '80.00', stock: 3 }]),
    });
    expect(ended.code, ended.message).toBe(0);
    expect(ended.data.status).toBe(3);
    expect((await create(b.token, s.id, s.skuId)).message).toBe('团购活动未开始或已结束');
    expect((await create(b.token, s.id, s.skuId, 1, { lang: 'en-us' })).message).toBe('This groupbuy is not on right now');

    // Not started.
    const later = await newGroupbuy({ stock: 3, start: nowSeconds() + 3600, end: nowSeconds() + 7200 });
    expect(later.activity.status).toBe(1);
    expect((await create(b.token, later.id, later.skuId)).message).toBe('团购活动未开始或已结束');

    // Closed by the operator.
    const t = await newGroupbuy({ stock: 3 });
    const closed = await admin<GroupbuyAdminActivity>('close', { groupbuy_id: t.id });
    expect(closed.data).toMatchObject({ status: 3, is_closed: 1 });
    expect((await create(b.token, t.id, t.skuId)).message).toBe('团购活动未开始或已结束');
    expect((await admin('close', { groupbuy_id: t.id })).message).toBe('团购活动已关闭');
    expect((await skuRow(t.id, t.skuId)).stock).toBe(3);
    await expectUnchanged();
  });
});

describe('groupbuy: the operator', () => {
  it('refuses bad groupbuys and changes nothing; lists, edits and closes one', async () => {
    const g = await newGoods();
    const foreign = await newGoods();
    const now = nowSeconds();
    const base = { goods_id: g.goodsId, start_time: now - 60, end_time: now + 3600, buy_num: 2 };
    const sku = (skuId: number, extra: Record<string, unknown> = {}) =>
      JSON.stringify([{ sku_id: skuId, groupbuy_price: '50.00', stock: 5, ...extra }]);
    const countOf = async () => (await db().select().from(promotionActivity).where(eq(promotionActivity.kind, 'groupbuy'))).length;
    const before = await countOf();

    expect((await admin('add', { ...base, sku_list: sku(foreign.skuId) })).message).toBe(`商品规格${foreign.skuId}不属于该商品`);
    const twice = JSON.stringify([
      { sku_id: g.skuId, groupbuy_price: '1.00', stock: 1 },
      { sku_id: g.skuId, groupbuy_price: '1.00', stock: 1 },
    ]);
    expect((await admin('add', { ...base, sku_list: twice })).message).toBe(`商品规格${g.skuId}重复`);
    expect((await admin('add', { ...base, end_time: now - 120, sku_list: sku(g.skuId) })).message).toBe('活动结束时间必须晚于开始时间');
    expect((await admin('add', { ...base, goods_id: 99_999_999, sku_list: sku(g.skuId) })).message).toBe('商品不存在或已删除');
    for (const bad of [
      { ...base, sku_list: 'not json' },
      { ...base, sku_list: '[]' },
      { ...base, buy_num: 0, sku_list: sku(g.skuId) },
      { ...base, sku_list: sku(g.skuId, { groupbuy_price: '-1' }) },
      { ...base, sku_list: sku(g.skuId, { stock: -1 }) },
      { ...base, start_time: 'soon', sku_list: sku(g.skuId) },
    ]) {
      const r = await admin('add', bad);
      expect(r.code, JSON.stringify(bad)).toBeLessThan(0);
      expect(r.message.length).toBeGreaterThan(0);
    }
    const en = await fetch(`${api.url}/admin/api/groupbuy/add?lang=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams({ ...base, sku_list: sku(foreign.skuId) } as unknown as Record<string, string>).toString(),
    });
    expect(((await en.json()) as Envelope<unknown>).message).toBe(`SKU ${foreign.skuId} is not of this goods`);
    const unauth = await fetch(`${api.url}/admin/api/groupbuy/lists`, { method: 'POST' });
    expect(((await unauth.json()) as Envelope<unknown>).code).toBeLessThan(0);
    expect(await countOf()).toBe(before);

    const added = await admin<GroupbuyAdminActivity>('add', { ...base, sku_list: sku(g.skuId), rule: '两件起购' });
    expect(added.code, added.message).toBe(0);
    expect(added.data).toMatchObject({ site_id: g.siteId, goods_id: g.goodsId, buy_num: 2, status: 2, is_closed: 0, rule: '两件起购' });
    // One open groupbuy per goods over a window.
    expect((await admin('add', { ...base, sku_list: sku(g.skuId) })).message).toBe('该商品已有未结束的团购活动');

    const list = await admin<Paged<GroupbuyAdminActivity>>('lists', { site_id: g.siteId });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]!.sku_list).toEqual([expect.objectContaining({ sku_id: g.skuId, groupbuy_price: '50.00', stock: 5 })]);
    expect((await admin<Paged<GroupbuyAdminActivity>>('lists', { site_id: g.siteId, status: 1 })).data.count).toBe(0);

    // A bad edit changes nothing.
    const badEdit = await admin('edit', { groupbuy_id: added.data.groupbuy_id, ...base, sku_list: sku(foreign.skuId) });
    expect(badEdit.code).toBe(-1);
    expect((await admin('edit', { groupbuy_id: 99_999_999, ...base, sku_list: sku(g.skuId) })).message).toBe('团购活动不存在');
    expect((await skuRow(added.data.groupbuy_id, g.skuId)).price).toBe(5000);

    const edited = await admin<GroupbuyAdminActivity>('edit', {
      groupbuy_id: added.data.groupbuy_id,
      ...base,
      buy_num: 3,
      sku_list: JSON.stringify([
        { sku_id: g.skuId, groupbuy_price: '45.00', stock: 9 },
        { sku_id: g.otherSkuId, groupbuy_price: '46.00', stock: 4 },
      ]),
    });
    expect(edited.code, edited.message).toBe(0);
    expect(edited.data.buy_num).toBe(3);
    expect(edited.data.sku_list.map((s) => [s.sku_id, s.groupbuy_price, s.stock])).toEqual([
      [g.skuId, '45.00', 9],
      [g.otherSkuId, '46.00', 4],
    ]);
    expect((await skuRow(added.data.groupbuy_id, g.otherSkuId)).minBuy).toBe(3);

    const closed = await admin<GroupbuyAdminActivity>('close', { groupbuy_id: added.data.groupbuy_id });
    expect(closed.data.is_closed).toBe(1);
    expect((await admin('edit', { groupbuy_id: added.data.groupbuy_id, ...base, sku_list: sku(g.skuId) })).message).toBe('团购活动已关闭');
    expect((await admin('close', { groupbuy_id: 'x' })).code).toBeLessThan(0);
  });

  it('draws a poster of a groupbuy', async () => {
    const s = await newGroupbuy();
    const poster = await api.post<{ path: string }>('/groupbuy/api/goods/poster', { qrcode_param: JSON.stringify({ groupbuy_id: s.id }) });
    expect(poster.code, poster.message).toBe(0);
    expect(poster.data.path).toMatch(/^upload\/poster\/groupbuy_\d+_0_[0-9a-f]+\.png$/);
    expect((await api.post('/groupbuy/api/goods/poster', { qrcode_param: '{"groupbuy_id":"x"}' })).message).toBe('海报参数错误');
  });

  it('the demo seed has at least three running groupbuys, one needing two pieces', async () => {
    const page = await api.get<Paged<GroupbuyGoodsItem>>('/groupbuy/api/goods/page', { site_id: 1, page: 1, page_size: 20 });
    expect(page.data.list.length).toBeGreaterThanOrEqual(3);
    expect(page.data.list.every((g) => g.status === 2)).toBe(true);
    expect(page.data.list.some((g) => g.buy_num >= 2)).toBe(true);
    const flags = await api.get<Record<string, number>>('/api/addon/addonisexit');
    expect(flags.data.groupbuy).toBe(1);
  });
});
