import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Envelope,
  OrderDetail,
  OrderInfo,
  OrderNum,
  OrderPackage,
  OrderEvaluateInfo,
  Paged,
  OrderAdminDeliveryResult,
} from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { goods, goodsSku } from '../goods';
import { markPayPaidTx, pay } from '../pay';
import { root } from '..';
import { createMember } from '../member';
import { runSweepsOnce } from './order.jobs';
import { OrderStatus } from './order.state';
import { order, orderGoods, orderLog, orderPackage } from './order.tables';
import { placeTestOrder } from './testing';

let api: TestApi;
let skus: { skuId: number; siteId: number; stock: number }[];
let seq = 0;
const ADMIN_KEY = 'test-operator-key-orders-0123456789';
const DAY = 86_400;

const db = () => api.database.db;

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `od_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const place = (memberId: number, status: number, extra: { orderType?: 1 | 2 | 3 | 4; deliveryCode?: string; lines?: number } = {}) =>
  placeTestOrder(db(), {
    memberId,
    status: status as never,
    orderType: extra.orderType,
    deliveryCode: extra.deliveryCode,
    lines: skus.slice(0, extra.lines ?? 1).map((s) => ({ skuId: s.skuId, num: 2 })),
  });

const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;
const stockOf = async (skuId: number) => (await db().select({ s: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!.s;

const admin = async <T>(path: string, params: Params, key: string | null = ADMIN_KEY): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/order/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<Envelope<T>>;

beforeAll(async () => {
  api = await startTestApi();
  // Two SKUs of one shop with stock.
  const rows = await db()
    .select({ skuId: goodsSku.skuId, siteId: goodsSku.siteId, stock: goodsSku.stock })
    .from(goodsSku)
    .where(sql`${goodsSku.stock} > 100`)
    .orderBy(asc(goodsSku.siteId), asc(goodsSku.skuId))
    .limit(20);
  const site = rows[0]!.siteId;
  skus = rows.filter((r) => r.siteId === site).slice(0, 2);
  expect(skus.length).toBe(2);
});
afterAll(() => api?.close());
beforeEach(() => {
  api.deps.config.adminApiKey = ADMIN_KEY;
});

describe('lists, tabs and counts', () => {
  it('lists by tab, newest first, with lines, actions and status names; counts match', async () => {
    const m = await newMember();
    const unpaid = await place(m.id, OrderStatus.WAIT_PAY, { lines: 2 });
    const toShip = await place(m.id, OrderStatus.WAIT_SEND);
    const shipped = await place(m.id, OrderStatus.SHIPPED);
    const received = await place(m.id, OrderStatus.RECEIVED);
    await place(m.id, OrderStatus.CLOSED);

    const all = await api.get<Paged<OrderInfo>>('/api/order/lists', { token: m.token });
    expect(all.code).toBe(0);
    expect(all.data.count).toBe(5);
    expect(all.data.list.map((o) => o.order_id)).toEqual([...all.data.list.map((o) => o.order_id)].sort((a, b) => b - a));
    const first = all.data.list.find((o) => o.order_id === unpaid.orderId)!;
    expect(first.order_goods).toHaveLength(2);
    expect(first.order_status_name).toBe('待支付');
    expect(first.order_money).toMatch(/^\d+\.\d{2}$/);
    expect(first.order_goods[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.action.map((a) => a.action)).toEqual(['orderClose', 'orderPay']);

    const tab = async (s: string) =>
      (await api.get<Paged<OrderInfo>>('/api/order/lists', { token: m.token, order_status: s })).data.list.map((o) => o.order_id);
    expect(await tab('waitpay')).toEqual([unpaid.orderId]);
    expect(await tab('waitsend')).toEqual([toShip.orderId]);
    expect(await tab('waitconfirm')).toEqual([shipped.orderId]);
    expect(await tab('waitrate')).toEqual([received.orderId]);

    const shippedInfo = all.data.list.find((o) => o.order_id === shipped.orderId)!;
    expect(shippedInfo.action.map((a) => a.action)).toEqual(['trace', 'extendTakeDelivery', 'memberTakeDelivery']);
    const receivedInfo = all.data.list.find((o) => o.order_id === received.orderId)!;
    expect(receivedInfo.action.map((a) => a.action)).toContain('memberOrderEvaluation');
    expect(receivedInfo.order_goods[0]!.refund_action.map((a) => a.event)).toEqual(['orderRefundApply']);

    // Paging
    const p = await api.get<Paged<OrderInfo>>('/api/order/lists', { token: m.token, page: 2, page_size: 2 });
    expect(p.data).toMatchObject({ count: 5, page_count: 3 });
    expect(p.data.list).toHaveLength(2);

    await db().update(orderGoods).set({ refundStatus: 1 }).where(eq(orderGoods.orderId, toShip.orderId));
    const num = await api.get<OrderNum>('/api/order/num', { token: m.token });
    expect(num.data).toEqual({ waitpay: 1, waitsend: 1, waitconfirm: 1, waitrate: 1, refunding: 1 });
    const some = await api.get<OrderNum>('/api/order/num', { token: m.token, order_status: 'waitpay,refunding' });
    expect(some.data).toEqual({ waitpay: 1, refunding: 1 });
    expect((await api.get('/api/order/num', { token: m.token, order_status: 'bogus' })).code).toBe(-1);
    expect((await api.get('/api/order/lists', { token: m.token, order_status: 'nope' })).code).toBe(-1);
  });

  it('needs a login; English names follow the language', async () => {
    expect((await api.get('/api/order/lists')).code).toBe(-1);
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_SEND);
    const en = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: o.orderId, lang: 'en-us' });
    expect(en.data.order_status_name).toBe('To be shipped');
  });

  it('rejects bad order ids', async () => {
    const m = await newMember();
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '']) {
      expect((await api.post('/api/order/detail', { token: m.token, order_id: bad })).code).toBe(-1);
      expect((await api.post('/api/order/close', { token: m.token, order_id: bad })).code).toBe(-1);
    }
  });
});

describe('isolation', () => {
  it("another member's order answers 'not found' and nothing changes", async () => {
    const owner = await newMember();
    const other = await newMember();
    const unpaid = await place(owner.id, OrderStatus.WAIT_PAY);
    const shipped = await place(owner.id, OrderStatus.SHIPPED);
    const missing = await api.post('/api/order/detail', { token: other.token, order_id: 99_999_999 });
    expect(missing).toMatchObject({ code: -1, message: '订单不存在' });
    for (const path of ['detail', 'close', 'takedelivery', 'extendtakedelivery', 'package', 'evluateinfo']) {
      for (const id of [unpaid.orderId, shipped.orderId]) {
        const res = await api.post(`/api/order/${path}`, { token: other.token, order_id: id });
        expect(res).toMatchObject({ code: -1, message: missing.message });
      }
    }
    expect((await orderRow(unpaid.orderId)).orderStatus).toBe(OrderStatus.WAIT_PAY);
    const s = await orderRow(shipped.orderId);
    expect(s.orderStatus).toBe(OrderStatus.SHIPPED);
    expect(s.isExtendTakeDelivery).toBe(0);
    expect((await api.get<Paged<OrderInfo>>('/api/order/lists', { token: other.token })).data.count).toBe(0);
    expect((await api.get<OrderNum>('/api/order/num', { token: other.token })).data.waitpay).toBe(0);
  });
});

describe('close, receive, extend', () => {
  it('closes an unpaid order once; stock comes back; paid orders cannot be closed', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_PAY);
    const before = await stockOf(skus[0]!.skuId);
    const results = await Promise.all([0, 1, 2].map(() => api.post('/api/order/close', { token: m.token, order_id: o.orderId })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code < 0).every((r) => r.message === '只有待支付的订单可以取消')).toBe(true);
    const row = await orderRow(o.orderId);
    expect(row.orderStatus).toBe(OrderStatus.CLOSED);
    expect(row.closeTime).toBeGreaterThan(0);
    expect(await stockOf(skus[0]!.skuId)).toBe(before + 2);
    const paid = await place(m.id, OrderStatus.WAIT_SEND);
    expect(await api.post('/api/order/close', { token: m.token, order_id: paid.orderId })).toMatchObject({ code: -1 });
    expect((await orderRow(paid.orderId)).orderStatus).toBe(OrderStatus.WAIT_SEND);
  });

  it('confirms receipt 3 → 4 with sign_time, review allowed and auto-complete time; not for other statuses', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    expect(await api.post('/api/order/takedelivery', { token: m.token, order_id: o.orderId })).toMatchObject({ code: 0, data: 1 });
    const row = await orderRow(o.orderId);
    expect(row.orderStatus).toBe(OrderStatus.RECEIVED);
    expect(row.signTime).toBeGreaterThan(0);
    expect(row.isEvaluate).toBe(1);
    expect(row.autoCompleteTime - row.signTime).toBe(7 * DAY);
    const lines = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o.orderId));
    expect(lines.every((l) => l.deliveryStatus === 2)).toBe(true);
    expect(await api.post('/api/order/takedelivery', { token: m.token, order_id: o.orderId })).toMatchObject({
      code: -1,
      message: '订单当前状态不能确认收货',
    });
    const send = await place(m.id, OrderStatus.WAIT_SEND);
    expect((await api.post('/api/order/takedelivery', { token: m.token, order_id: send.orderId })).code).toBe(-1);
    const info = await api.get<OrderEvaluateInfo>('/api/order/evluateinfo', { token: m.token, order_id: o.orderId });
    expect(info.data).toMatchObject({ order_id: o.orderId, evaluate_status: 0 });
    expect(info.data.list).toHaveLength(1);
    expect((await api.get('/api/order/evluateinfo', { token: m.token, order_id: send.orderId })).code).toBe(-1);
    await db().update(order).set({ evaluateStatus: 2 }).where(eq(order.orderId, o.orderId));
    expect(await api.get('/api/order/evluateinfo', { token: m.token, order_id: o.orderId })).toMatchObject({
      code: -1,
      message: '该订单已评价',
    });
  });

  it('an open after-sale request locks receipt and extension', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    await db().update(orderGoods).set({ refundStatus: 1 }).where(eq(orderGoods.orderId, o.orderId));
    const d = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: o.orderId });
    expect(d.data.is_lock).toBe(1);
    expect(d.data.action.map((a) => a.action)).toEqual(['trace']);
    expect(d.data.order_goods[0]!.refund_action.map((a) => a.event)).toEqual(['orderRefundDetail', 'orderRefundCancel']);
    for (const path of ['takedelivery', 'extendtakedelivery']) {
      expect(await api.post(`/api/order/${path}`, { token: m.token, order_id: o.orderId })).toMatchObject({
        code: -1,
        message: '您正在维权中，请等待维权结束后再操作',
      });
    }
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.SHIPPED);
    // The sweeper leaves it too.
    await db()
      .update(order)
      .set({ takeDeliveryExecuteTime: nowSeconds() - 10, isLock: 1 })
      .where(eq(order.orderId, o.orderId));
    await runSweepsOnce(api.deps);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.SHIPPED);
  });

  it('extends the receive deadline once by 3 days', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const t0 = nowSeconds() + 14 * DAY;
    await db().update(order).set({ takeDeliveryExecuteTime: t0 }).where(eq(order.orderId, o.orderId));
    const both = await Promise.all([0, 1].map(() => api.post('/api/order/extendtakedelivery', { token: m.token, order_id: o.orderId })));
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect(both.find((r) => r.code < 0)).toMatchObject({ message: '每个订单只能延长一次收货时间' });
    const row = await orderRow(o.orderId);
    expect(row.takeDeliveryExecuteTime).toBe(t0 + 3 * DAY);
    expect(row.isExtendTakeDelivery).toBe(1);
    const d = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: o.orderId });
    expect(d.data.take_delivery_execute_time).toBe(t0 + 3 * DAY);
    expect(d.data.action.map((a) => a.action)).not.toContain('extendTakeDelivery');
    const send = await place(m.id, OrderStatus.WAIT_SEND);
    expect(await api.post('/api/order/extendtakedelivery', { token: m.token, order_id: send.orderId })).toMatchObject({ code: -1 });
  });
});

describe('detail per type', () => {
  it('pickup: store, code and QR; virtual: codes; none before payment', async () => {
    const m = await newMember();
    const p = await place(m.id, OrderStatus.WAIT_PICKUP, { orderType: 2, deliveryCode: 'PK12345678' });
    await db()
      .update(order)
      .set({
        deliveryStoreName: '一号店',
        deliveryStoreInfo: { store_name: '一号店', telphone: '010-1', full_address: '北京市东城区', address: '1 号' },
      })
      .where(eq(order.orderId, p.orderId));
    const d = (await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: p.orderId })).data;
    expect(d.order_status_name).toBe('待提货');
    expect(d.store_info).toMatchObject({ store_name: '一号店', telphone: '010-1' });
    expect(d.code_info).toMatchObject({ code: 'PK12345678', is_verify: 0 });
    expect(d.code_info!.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(d.action).toEqual([]);

    const v = await place(m.id, OrderStatus.RECEIVED, { orderType: 4, deliveryCode: 'VC99887766' });
    const vd = (await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: v.orderId })).data;
    expect(vd.virtual_goods).toHaveLength(1);
    expect(vd.virtual_goods[0]).toMatchObject({ code: 'VC99887766', is_verify: 0 });

    const unpaid = await place(m.id, OrderStatus.WAIT_PAY, { orderType: 2, deliveryCode: 'PK00000001' });
    const ud = (await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: unpaid.orderId })).data;
    expect(ud.code_info).toBeNull();
  });
});

describe('timers (sweeps)', () => {
  it('auto-closes unpaid orders past auto_close_time, exactly once under two concurrent sweeps', async () => {
    const m = await newMember();
    const due = await place(m.id, OrderStatus.WAIT_PAY);
    const fresh = await place(m.id, OrderStatus.WAIT_PAY);
    const now = nowSeconds();
    await db()
      .update(order)
      .set({ autoCloseTime: now - 1 })
      .where(eq(order.orderId, due.orderId));
    await db()
      .update(order)
      .set({ autoCloseTime: now + 1800 })
      .where(eq(order.orderId, fresh.orderId));
    const before = await stockOf(skus[0]!.skuId);
    const [a, b] = await Promise.all([runSweepsOnce(api.deps, now), runSweepsOnce(api.deps, now)]);
    expect(a.closed + b.closed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(due.orderId)).orderStatus).toBe(OrderStatus.CLOSED);
    expect((await orderRow(fresh.orderId)).orderStatus).toBe(OrderStatus.WAIT_PAY);
    expect(await stockOf(skus[0]!.skuId)).toBe(before + 2);
    const logs = await db().select().from(orderLog).where(eq(orderLog.orderId, due.orderId));
    expect(logs.filter((l) => l.orderStatus === OrderStatus.CLOSED)).toHaveLength(1);
    // Later the fresh one goes too; an order without auto_close_time closes after create_time + 30 min.
    const legacy = await place(m.id, OrderStatus.WAIT_PAY);
    await db()
      .update(order)
      .set({ createTime: now - 31 * 60 })
      .where(eq(order.orderId, legacy.orderId));
    await runSweepsOnce(api.deps, now + 1801);
    expect((await orderRow(fresh.orderId)).orderStatus).toBe(OrderStatus.CLOSED);
    expect((await orderRow(legacy.orderId)).orderStatus).toBe(OrderStatus.CLOSED);
  });

  it('three concurrent sweeps and a buyer racing them close each of 20 due orders exactly once', async () => {
    const m = await newMember();
    const now = nowSeconds();
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await place(m.id, OrderStatus.WAIT_PAY)).orderId);
    await db()
      .update(order)
      .set({ autoCloseTime: now - 5 })
      .where(inArray(order.orderId, ids));
    const before = await stockOf(skus[0]!.skuId);
    const results = await Promise.all([
      runSweepsOnce(api.deps, now),
      runSweepsOnce(api.deps, now),
      runSweepsOnce(api.deps, now),
      api.post('/api/order/close', { token: m.token, order_id: ids[7]! }),
    ]);
    const rows = await db().select().from(order).where(inArray(order.orderId, ids));
    expect(rows.every((r) => r.orderStatus === OrderStatus.CLOSED)).toBe(true);
    const closedLogs = await db()
      .select()
      .from(orderLog)
      .where(and(inArray(orderLog.orderId, ids), eq(orderLog.orderStatus, OrderStatus.CLOSED)));
    expect(closedLogs).toHaveLength(20);
    expect(await stockOf(skus[0]!.skuId)).toBe(before + 40);
    const swept = results.slice(0, 3).reduce((a, r) => a + (r as { closed: number }).closed, 0);
    expect(swept).toBeGreaterThanOrEqual(19);
    expect(swept).toBeLessThanOrEqual(20);
  });

  it('a payment racing the auto-close sweep: the order ends either paid or closed, never half of each', async () => {
    const m = await newMember();
    const [v] = await db()
      .select({ skuId: goodsSku.skuId })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(and(eq(goods.isVirtual, 1), sql`${goodsSku.stock} > 20`, sql`${goods.minBuy} <= 1`))
      .limit(1);
    expect(v).toBeDefined();
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const created = await api.post<string>('/api/ordercreate/create', {
        token: m.token,
        sku_id: v!.skuId,
        num: 1,
        member_address: JSON.stringify({ mobile: '13700000001' }),
      });
      expect(created.code).toBe(0);
      const code = created.data;
      const [o] = await db().select().from(order).where(eq(order.outTradeNo, code));
      await Promise.all([
        runSweepsOnce(api.deps, o!.autoCloseTime + 1),
        db()
          .transaction((tx) => markPayPaidTx(tx, root.paidHandlers, code, { payType: 'sandbox', tradeNo: `race-${i}` }))
          .catch(() => false),
      ]);
      const after = await orderRow(o!.orderId);
      const [p] = await db().select().from(pay).where(eq(pay.outTradeNo, code));
      if (after.orderStatus === OrderStatus.CLOSED) expect(p!.payStatus).toBe(-1);
      else {
        expect(after.orderStatus).toBe(OrderStatus.RECEIVED);
        expect(p!.payStatus).toBe(2);
      }
      outcomes.add(String(after.orderStatus));
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('auto-receives past take_delivery_execute_time and auto-completes 7 days later; follows ORDER_EVENT_TIME_CONFIG', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const now = nowSeconds();
    await db()
      .update(order)
      .set({ takeDeliveryExecuteTime: now + 100 })
      .where(eq(order.orderId, o.orderId));
    await runSweepsOnce(api.deps, now);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.SHIPPED);
    await runSweepsOnce(api.deps, now + 100);
    const r = await orderRow(o.orderId);
    expect(r.orderStatus).toBe(OrderStatus.RECEIVED);
    expect(r.signTime).toBe(now + 100);
    expect(r.autoCompleteTime).toBe(now + 100 + 7 * DAY);
    await runSweepsOnce(api.deps, now + 100 + 7 * DAY - 1);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.RECEIVED);
    await runSweepsOnce(api.deps, now + 100 + 7 * DAY);
    const c = await orderRow(o.orderId);
    expect(c.orderStatus).toBe(OrderStatus.COMPLETE);
    expect(c.finishTime).toBe(now + 100 + 7 * DAY);

    await putSetting(db(), 'ORDER_EVENT_TIME_CONFIG', { auto_close: 30, auto_take_delivery: 14, auto_complete: 2 });
    try {
      const o2 = await place(m.id, OrderStatus.SHIPPED);
      await db()
        .update(order)
        .set({ takeDeliveryExecuteTime: now - 1 })
        .where(eq(order.orderId, o2.orderId));
      await runSweepsOnce(api.deps, now);
      expect((await orderRow(o2.orderId)).autoCompleteTime).toBe(now + 2 * DAY);
    } finally {
      await putSetting(db(), 'ORDER_EVENT_TIME_CONFIG', { auto_close: 30, auto_take_delivery: 14, auto_complete: 7 });
    }
  });
});

describe('operator shipping', () => {
  it('needs the key', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_SEND);
    const res = await admin(
      'delivery',
      { order_id: o.orderId, order_goods_ids: o.orderGoodsIds.join(','), express_company_name: 'SF', delivery_no: '1' },
      null,
    );
    expect(res.code).toBeLessThan(0);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.WAIT_SEND);
  });

  it('ships parcels; the order moves 1 → 3 when every line is shipped; the member sees parcels and traces', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_SEND, { lines: 2 });
    const [l1, l2] = o.orderGoodsIds as [number, number];
    expect((await admin('delivery', { order_id: o.orderId, order_goods_ids: String(l1), delivery_type: 1 })).code).toBe(-1);
    const first = await admin<OrderAdminDeliveryResult>('delivery', {
      order_id: o.orderId,
      order_goods_ids: String(l1),
      package_name: '包裹A',
      express_company_name: '顺丰速运',
      delivery_no: 'SF1001',
      trace: JSON.stringify([{ datetime: '2026-11-20 10:00:00', remark: '已揽收' }]),
    });
    expect(first).toMatchObject({ code: 0, data: { order_status: OrderStatus.WAIT_SEND } });
    // The same line cannot ship twice.
    expect(
      (await admin('delivery', { order_id: o.orderId, order_goods_ids: String(l1), express_company_name: 'SF', delivery_no: 'SF1002' }))
        .message,
    ).toBe('发货商品不存在或已发货');
    const second = await admin<OrderAdminDeliveryResult>('delivery', {
      order_id: o.orderId,
      order_goods_ids: String(l2),
      express_company_name: '中通快递',
      delivery_no: 'ZT2002',
    });
    expect(second).toMatchObject({ code: 0, data: { order_status: OrderStatus.SHIPPED } });
    const row = await orderRow(o.orderId);
    expect(row.deliveryTime).toBeGreaterThan(0);
    expect(row.takeDeliveryExecuteTime - row.deliveryTime).toBe(14 * DAY);
    await admin('trace', {
      package_id: second.data.package_id,
      status: 2,
      trace: JSON.stringify([{ datetime: '2026-11-21 09:00:00', remark: '运输中' }]),
    });

    const pk = await api.get<OrderPackage[]>('/api/order/package', { token: m.token, order_id: o.orderId });
    expect(pk.data).toHaveLength(2);
    expect(pk.data[0]).toMatchObject({ package_name: '包裹A', express_company_name: '顺丰速运', delivery_no: 'SF1001' });
    expect(pk.data[0]!.goods_list.map((g) => g.order_goods_id)).toEqual([l1]);
    expect(pk.data[0]!.trace.list[0]!.remark).toBe('已揽收');
    expect(pk.data[1]).toMatchObject({ package_name: '包裹2', trace: { success: true, status: 2 } });
    const d = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: o.orderId });
    expect(d.data.take_delivery_execute_time).toBe(row.takeDeliveryExecuteTime);
    expect(d.data.package_list).toHaveLength(2);
    // Shipping again is refused; the wrong type is refused.
    expect(
      (await admin('delivery', { order_id: o.orderId, order_goods_ids: String(l1), express_company_name: 'X', delivery_no: '1' })).code,
    ).toBe(-1);
    expect((await db().select().from(orderPackage).where(eq(orderPackage.orderId, o.orderId))).length).toBe(2);
  });

  it('starts local delivery 1 → 3; refuses other types and statuses', async () => {
    const m = await newMember();
    const local = await place(m.id, OrderStatus.WAIT_SEND, { orderType: 3 });
    const express = await place(m.id, OrderStatus.WAIT_SEND);
    expect((await admin('localdelivery', { order_id: express.orderId })).message).toBe('该订单不是外卖配送订单');
    const res = await admin<OrderAdminDeliveryResult>('localdelivery', {
      order_id: local.orderId,
      deliverer: '张师傅',
      deliverer_mobile: '13900000000',
    });
    expect(res).toMatchObject({ code: 0, data: { order_status: OrderStatus.SHIPPED } });
    expect((await admin('localdelivery', { order_id: local.orderId })).code).toBe(-1);
    const d = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: local.orderId });
    expect(d.data.order_status_name).toBe('配送中');
    expect(d.data.package_list[0]).toMatchObject({ express_company_name: '张师傅', delivery_no: '13900000000' });
    expect(d.data.action.map((a) => a.action)).toEqual(['extendTakeDelivery', 'memberTakeDelivery']);
  });
});

describe('operator confirms delivery', () => {
  it('confirms a delivered local order (3 → 4) and a pickup handed over (2 → 4); refuses other statuses', async () => {
    const m = await newMember();
    const local = await place(m.id, OrderStatus.WAIT_SEND, { orderType: 3 });
    expect((await admin('takedelivery', { order_id: local.orderId })).message).toBe('订单当前状态不能确认收货');
    await admin('localdelivery', { order_id: local.orderId });
    expect(await admin('takedelivery', { order_id: local.orderId })).toMatchObject({ code: 0, data: 1 });
    const l = await orderRow(local.orderId);
    expect(l.orderStatus).toBe(OrderStatus.RECEIVED);
    expect(l.autoCompleteTime - l.signTime).toBe(7 * DAY);
    const pickup = await place(m.id, OrderStatus.WAIT_PICKUP, { orderType: 2, deliveryCode: 'PK55556666' });
    expect(await admin('takedelivery', { order_id: pickup.orderId })).toMatchObject({ code: 0 });
    const p = await orderRow(pickup.orderId);
    expect(p.orderStatus).toBe(OrderStatus.RECEIVED);
    expect(p.isEvaluate).toBe(1);
    const lines = await db().select().from(orderGoods).where(eq(orderGoods.orderId, pickup.orderId));
    expect(lines.every((x) => x.deliveryStatus === 2)).toBe(true);
    const d = await api.get<OrderDetail>('/api/order/detail', { token: m.token, order_id: pickup.orderId });
    expect(d.data).toMatchObject({ order_status_name: '已提货', code_info: { is_verify: 1 } });
    expect((await admin('takedelivery', { order_id: 99_999_999 })).message).toBe('订单不存在');
  });
});

describe('account cancellation', () => {
  it('open orders block cancelling; finished ones do not', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_SEND);
    const res = await api.post('/membercancel/api/membercancel/apply', { token: m.token });
    expect(res).toMatchObject({ code: -1, message: '您还有未完成的订单，请等订单完成后再申请注销' });
    const info = await api.get<{ order_delivery_count: number }>('/membercancel/api/membercancel/accountInfo', { token: m.token });
    expect(info.data.order_delivery_count).toBe(1);
    await db().update(order).set({ orderStatus: OrderStatus.COMPLETE }).where(eq(order.orderId, o.orderId));
    expect((await api.post('/membercancel/api/membercancel/apply', { token: m.token })).code).toBe(0);
  });
});

describe('background sweeper', () => {
  it('the server started with JOBS_INTERVAL_SECONDS closes a due order by itself and stops on close', async () => {
    const own = await startTestApi({ env: { JOBS_INTERVAL_SECONDS: '1' } });
    try {
      const id = await createMember(own.database.db, { username: `od_bg_${process.pid}` });
      const o = await placeTestOrder(own.database.db, {
        memberId: id,
        status: OrderStatus.WAIT_PAY,
        lines: [{ skuId: skus[0]!.skuId, num: 1 }],
      });
      await own.database.db
        .update(order)
        .set({ autoCloseTime: nowSeconds() - 1 })
        .where(eq(order.orderId, o.orderId));
      await expect
        .poll(async () => (await own.database.db.select().from(order).where(eq(order.orderId, o.orderId)))[0]!.orderStatus, {
          timeout: 8000,
          interval: 250,
        })
        .toBe(OrderStatus.CLOSED);
    } finally {
      await own.close();
    }
  });
});
