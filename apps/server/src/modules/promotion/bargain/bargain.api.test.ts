import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  nowSeconds,
  type BargainAdminActivity,
  type BargainCutResult,
  type BargainDetailResult,
  type BargainGoodsItem,
  type BargainLaunch,
  type BargainLaunchInfo,
  type BargainRecord,
  type OrderCalculateResult,
  type Paged,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { activitySkuOf, goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { order, OrderStatus } from '../../order';
import { promotionBargainLaunch, promotionBargainRecord, runBargainExpiryOnce, setBargainRandom } from './index';

const ADMIN_KEY = 'test-operator-key-bargain-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'bargain', prefix: 'bg' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

type Terms = {
  buyType?: number;
  type?: number;
  num?: number;
  hours?: number;
  isOwn?: number;
  stock?: number;
  first?: string;
  floor?: string;
};

/** A running bargain of a fresh goods (¥100, one SKU): floor ¥10 unless told. */
const newBargain = async (t: Terms = {}) => {
  const g = await newTestGoods(db(), { shopName: `砍价店${++seq}`, goodsName: `砍价商品${seq}`, price: 10_000 });
  const now = nowSeconds();
  const res = await admin<BargainAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: now - 3600,
    end_time: now + 30 * 86_400,
    buy_type: t.buyType ?? 1,
    bargain_type: t.type ?? 0,
    bargain_num: t.num ?? 3,
    bargain_time: t.hours ?? 24,
    is_own: t.isOwn ?? 0,
    sku_list: JSON.stringify([
      { sku_id: g.skuId, floor_price: t.floor ?? '10.00', first_bargain_price: t.first ?? '0', bargain_stock: t.stock ?? 10 },
    ]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, id: res.data.bargain_id, rowId: res.data.sku_list[0]!.id };
};

const launch = (token: string, rowId: number) => api.post<number>('/bargain/api/bargain/launch', { token, id: rowId });
const cut = (token: string, launchId: number) => api.post<BargainCutResult>('/bargain/api/bargain/bargain', { token, id: launchId });
const launchRow = async (id: number) =>
  (await db().select().from(promotionBargainLaunch).where(eq(promotionBargainLaunch.launchId, id)))[0]!;
const create = (token: string, launchId: number) => api.post<string>('/bargain/api/ordercreate/create', { token, launch_id: launchId });
const orderOf = async (outTradeNo: string) => (await db().select().from(order).where(eq(order.outTradeNo, outTradeNo)))[0]!;

describe('bargain: shopper reads and the operator', () => {
  it('lists the bargain, its detail with the terms, the launch info, records and the member launch page', async () => {
    const s = await newBargain({ first: '20.00', num: 4, isOwn: 1 });
    const page = await api.get<Paged<BargainGoodsItem>>('/bargain/api/goods/page', { site_id: s.siteId });
    expect(page.code, page.message).toBe(0);
    expect(page.data.list[0]).toMatchObject({
      bargain_id: s.id,
      id: s.rowId,
      price: '100.00',
      floor_price: '10.00',
      first_bargain_price: '20.00',
      bargain_stock: 10,
      bargain_num: 4,
      is_own: 1,
      status: 1,
    });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    expect(l.code, l.message).toBe(0);
    const detail = await api.get<BargainDetailResult>('/bargain/api/goods/detail', { bargain_id: s.id, token: b.token });
    expect(detail.data.goods_sku_detail.launch_info).toMatchObject({ launch_id: l.data, curr_price: '80.00', curr_num: 1, status: 0 });
    expect(detail.data.goods_sku_detail.bargain_stock).toBe(9);
    const info = await api.get<BargainLaunchInfo>('/bargain/api/bargain/info', { token: b.token, id: l.data });
    expect(info.data).toMatchObject({ self: 1, cut: 1, price: '100.00', floor_price: '10.00', need_num: 4, can_buy: 0 });
    const rec = await api.get<Paged<BargainRecord>>('/bargain/api/bargain/record', { token: b.token, id: l.data });
    expect(rec.data.list.map((r) => r.money)).toEqual(['20.00']);
    const mine = await api.get<Paged<BargainLaunch>>('/bargain/api/bargain/launchPage', { token: b.token, status: 0 });
    expect(mine.data.list.map((x) => x.launch_id)).toEqual([l.data]);
    expect((await api.get<Paged<BargainLaunch>>('/bargain/api/bargain/launchPage', { token: b.token, status: 2 })).data.count).toBe(0);
    const adminLaunches = await admin<Paged<BargainLaunch>>('launches', { bargain_id: s.id });
    expect(adminLaunches.data.list.map((x) => x.launch_id)).toEqual([l.data]);
    // A second launch of the same SKU while one is going: refused, pointing at it.
    const again = await launch(b.token, s.rowId);
    expect(again.code).toBe(-1);
    expect(again.data).toMatchObject({ launch_id: l.data });
  });

  it('refuses bad operator input with a clear message and changes nothing', async () => {
    const g = await newTestGoods(db(), { shopName: `砍价店${++seq}`, goodsName: `砍价商品${seq}`, price: 10_000 });
    const now = nowSeconds();
    const base = { goods_id: g.goodsId, start_time: now, end_time: now + 86_400, bargain_num: 3, bargain_time: 24 };
    const floorHigh = await admin('add', {
      ...base,
      sku_list: JSON.stringify([{ sku_id: g.skuId, floor_price: '100.00', bargain_stock: 1 }]),
    });
    expect(floorHigh.code).toBe(-1);
    expect(floorHigh.message).toContain('底价');
    const firstHigh = await admin('add', {
      ...base,
      sku_list: JSON.stringify([{ sku_id: g.skuId, floor_price: '10.00', first_bargain_price: '95.00', bargain_stock: 1 }]),
    });
    expect(firstHigh.code).toBe(-1);
    const badHours = await admin('add', {
      ...base,
      bargain_time: 0,
      sku_list: JSON.stringify([{ sku_id: g.skuId, floor_price: '1', bargain_stock: 1 }]),
    });
    expect(badHours.code).toBe(-1);
    const list = await admin<Paged<BargainAdminActivity>>('lists', { site_id: g.siteId });
    expect(list.data.count).toBe(0);
    const b = await newBuyer();
    expect((await launch(b.token, 2_000_000_000)).code).toBe(-1);
    expect((await cut(b.token, 2_000_000_000)).code).toBe(-1);
    expect((await api.post('/bargain/api/bargain/launch', { token: b.token, id: 'x' })).code).toBe(-1);
    expect((await create(b.token, 2_000_000_000)).code).toBe(-1);
  });

  it('close stops launches; edit changes the terms of new launches only', async () => {
    const s = await newBargain();
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    const now = nowSeconds();
    const edit = await admin<BargainAdminActivity>('edit', {
      bargain_id: s.id,
      start_time: now - 3600,
      end_time: now + 86_400,
      bargain_num: 9,
      bargain_time: 1,
      sku_list: JSON.stringify([{ sku_id: s.skuId, floor_price: '5.00', bargain_stock: 20 }]),
    });
    expect(edit.code, edit.message).toBe(0);
    expect((await launchRow(l.data)).needNum).toBe(3);
    expect((await admin('close', { bargain_id: s.id })).code).toBe(0);
    const c = await newBuyer();
    expect((await launch(c.token, s.rowId)).code).toBe(-1);
    expect((await cut(c.token, l.data)).code).toBe(-1);
  });
});

describe('bargain: cutting', () => {
  it('30 helpers cutting at once: each helps once, the price lands exactly on the floor and never passes it', async () => {
    const s = await newBargain({ num: 30, type: 1, floor: '10.00' });
    setBargainRandom(api.deps, (min, max) => max);
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    const helpers = await manyBuyers(30);
    const results = await Promise.all(helpers.map((h) => cut(h.token, l.data)));
    expect(results.map((r) => r.message).filter((m, i) => results[i]!.code !== 0)).toEqual([]);
    const row = await launchRow(l.data);
    expect(row.currPrice).toBe(1_000);
    expect(row.currNum).toBe(30);
    expect(row.status).toBe(1);
    const recs = await db().select().from(promotionBargainRecord).where(eq(promotionBargainRecord.launchId, l.data));
    expect(recs.length).toBe(30);
    expect(new Set(recs.map((r) => r.memberId)).size).toBe(30);
    expect(recs.reduce((a, r) => a + r.money, 0)).toBe(9_000);
    expect(results.filter((r) => r.data.status === 1).length).toBe(1);
    // Over: a 31st helper is refused.
    const [late] = await manyBuyers(1);
    expect((await cut(late!.token, l.data)).code).toBe(-1);
  });

  it('a member helping twice (even at once) is refused; the launcher cannot cut without is_own', async () => {
    const s = await newBargain({ num: 5 });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    expect((await cut(b.token, l.data)).code).toBe(-1);
    const h = await newBuyer();
    const both = await Promise.all([cut(h.token, l.data), cut(h.token, l.data)]);
    expect(both.map((r) => r.code).sort()).toEqual([-1, 0]);
    expect(both.find((r) => r.code === -1)!.message).toBe('您已经帮忙砍过价了');
    const row = await launchRow(l.data);
    expect(row.currNum).toBe(1);
    expect(row.currPrice).toBe(10_000 - Math.floor(9_000 / 5));
  });

  it('launches of the last unit at once: only one takes it', async () => {
    const s = await newBargain({ stock: 1 });
    const buyers = await manyBuyers(5);
    const res = await Promise.all(buyers.map((b) => launch(b.token, s.rowId)));
    expect(res.filter((r) => r.code === 0).length).toBe(1);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(0);
  });
});

describe('bargain: expiry and the order', () => {
  it('expiry below the floor with buy_type 1: failed, the unit back exactly once with two sweeps at once', async () => {
    const s = await newBargain({ buyType: 1, num: 3 });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(9);
    const end = (await launchRow(l.data)).endTime;
    await Promise.all([runBargainExpiryOnce(api.deps, end + 1), runBargainExpiryOnce(api.deps, end + 1)]);
    await runBargainExpiryOnce(api.deps, end + 5);
    expect((await launchRow(l.data)).status).toBe(2);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(10);
    const r = await create(b.token, l.data);
    expect(r.code).toBe(-1);
    expect(r.message).toBe('砍价未成功，不能购买');
  });

  it('buy_type 1: refused before the floor; at the floor the launcher buys at it, one order per launch', async () => {
    const s = await newBargain({ buyType: 1, num: 2 });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    const notYet = await create(b.token, l.data);
    expect(notYet.message).toBe('砍到底价才能购买');
    for (const h of await manyBuyers(2)) expect((await cut(h.token, l.data)).code).toBe(0);
    const other = await newBuyer();
    expect((await create(other.token, l.data)).message).toBe('只有发起人可以购买');
    const pay = await api.post<OrderCalculateResult>('/bargain/api/ordercreate/payment', { token: b.token, launch_id: l.data });
    expect(pay.code, pay.message).toBe(0);
    expect(pay.data.goods_money).toBe('10.00');
    const stockBefore = await goodsStockOf(db(), s.skuId);
    const both = await Promise.all([create(b.token, l.data), create(b.token, l.data)]);
    expect(both.map((r) => r.code).sort()).toEqual([-1, 0]);
    const o = await orderOf(both.find((r) => r.code === 0)!.data);
    expect(o.promotionType).toBe('bargain');
    expect(o.goodsMoney).toBe(1_000);
    expect((await launchRow(l.data)).orderId).toBe(o.orderId);
    expect(await goodsStockOf(db(), s.skuId)).toBe(stockBefore - 1);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(9);
    // Closed unpaid: the launch is free again (its unit stays reserved), and may be ordered again.
    const closed = await api.post('/api/order/close', { token: b.token, order_id: o.orderId });
    expect(closed.code, closed.message).toBe(0);
    expect((await launchRow(l.data)).orderId).toBe(0);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(9);
    expect(await goodsStockOf(db(), s.skuId)).toBe(stockBefore);
    const again = await create(b.token, l.data);
    expect(again.code, again.message).toBe(0);
    expect((await orderOf(again.data)).orderStatus).toBe(OrderStatus.WAIT_PAY);
  });

  it('a launch expiring while its order is created (buy_type 0): one order, succeeded, the unit not given back', async () => {
    const s = await newBargain({ buyType: 0, num: 5 });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    const [h] = await manyBuyers(1);
    await cut(h!.token, l.data);
    const now = nowSeconds();
    await db().update(promotionBargainLaunch).set({ endTime: now }).where(eq(promotionBargainLaunch.launchId, l.data));
    const [made] = await Promise.all([create(b.token, l.data), runBargainExpiryOnce(api.deps, now + 1)]);
    await runBargainExpiryOnce(api.deps, now + 2);
    expect(made.code, made.message).toBe(0);
    const row = await launchRow(l.data);
    expect(row.status).toBe(1);
    expect(row.orderId).toBe((await orderOf(made.data)).orderId);
    expect((await orderOf(made.data)).goodsMoney).toBe(row.currPrice);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(9);
    const orders = await db().select().from(order).where(eq(order.memberId, b.id));
    expect(orders.length).toBe(1);
  });

  it('a succeeded launch left unordered: buyable until its buy end, then failed with its unit back once; an ordered one stays', async () => {
    const s = await newBargain({ buyType: 1, num: 2 });
    const [b, o] = await manyBuyers(2);
    const l = await launch(b!.token, s.rowId);
    const ordered = await launch(o!.token, s.rowId);
    for (const h of await manyBuyers(2)) {
      expect((await cut(h.token, l.data)).code).toBe(0);
      expect((await cut(h.token, ordered.data)).code).toBe(0);
    }
    expect((await launchRow(l.data)).status).toBe(1);
    const made = await create(o!.token, ordered.data);
    expect(made.code, made.message).toBe(0);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(8);

    // An hour before its buy end (its time ran out 23 hours ago) it may still be bought.
    const now = nowSeconds();
    const info = (id: number, token: string) => api.post<BargainLaunchInfo>('/bargain/api/bargain/info', { token, id });
    await db()
      .update(promotionBargainLaunch)
      .set({ endTime: now - 23 * 3600 })
      .where(eq(promotionBargainLaunch.launchId, l.data));
    const before = await info(l.data, b!.token);
    expect([before.data.status, before.data.can_buy, before.data.buy_end_time]).toEqual([1, 1, now + 3600]);

    // Past it: it reads failed and cannot be ordered; two sweeps at once give the unit back once.
    for (const id of [l.data, ordered.data]) {
      await db()
        .update(promotionBargainLaunch)
        .set({ endTime: now - 24 * 3600 - 1 })
        .where(eq(promotionBargainLaunch.launchId, id));
    }
    const after = await info(l.data, b!.token);
    expect([after.data.status, after.data.can_buy]).toEqual([2, 0]);
    const refused = await create(b!.token, l.data);
    expect(refused.code).toBe(-1);
    expect(refused.message).toBe('砍价成功后未在规定时间内下单，已失效');
    const page = (status: number) => api.post<Paged<BargainLaunch>>('/bargain/api/bargain/launchPage', { token: b!.token, status });
    expect((await page(2)).data.list.map((x) => x.launch_id)).toContain(l.data);
    expect((await page(1)).data.list.map((x) => x.launch_id)).not.toContain(l.data);
    await Promise.all([runBargainExpiryOnce(api.deps, now), runBargainExpiryOnce(api.deps, now)]);
    await runBargainExpiryOnce(api.deps, now + 5);
    expect((await launchRow(l.data)).status).toBe(2);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(9);
    // The ordered launch keeps its status and its unit went with the order.
    expect((await launchRow(ordered.data)).status).toBe(1);
  });

  it('a launch expiring below the floor while its order is tried (buy_type 1): no order, failed, the unit back once', async () => {
    const s = await newBargain({ buyType: 1, num: 5 });
    const b = await newBuyer();
    const l = await launch(b.token, s.rowId);
    const now = nowSeconds();
    await db().update(promotionBargainLaunch).set({ endTime: now }).where(eq(promotionBargainLaunch.launchId, l.data));
    const [made] = await Promise.all([
      create(b.token, l.data),
      runBargainExpiryOnce(api.deps, now + 1),
      runBargainExpiryOnce(api.deps, now + 1),
    ]);
    expect(made.code).toBe(-1);
    expect((await launchRow(l.data)).status).toBe(2);
    expect((await activitySkuOf(db(), s.rowId)).stock).toBe(10);
  });
});
