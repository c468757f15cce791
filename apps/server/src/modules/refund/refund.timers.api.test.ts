import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ComplainInfo, Envelope, RefundDetailResult, RefundOrderGoods } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { goods, goodsSku } from '../goods';
import { createMember, member, memberAccount } from '../member';
import { order, orderGoods, OrderStatus } from '../order';
import { placeTestOrder } from '../order/testing';
import { createPayRecordTx, markPayPaidTx, payRefund } from '../pay';
import { root } from '..';
import { shop } from '../shop';
import { verify } from '../verify';
import { runRefundSweepsOnce } from './refund.jobs';
import { orderComplain, orderRefundLog, orderRefundTransfer } from './refund.tables';

let api: TestApi;
let siteId: number;
let seq = 0;
const ADMIN_KEY = 'test-operator-key-refund-timers-0123456789';
const REASON = '拍错/多拍/不喜欢';
const DAY = 86_400;

const db = () => api.database.db;
const sweep = (now: number) => runRefundSweepsOnce(api.deps, now);

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `rt_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

/** A goods of its own (one SKU, stock 50, 10 sold) so no other test moves its counters. */
const newSku = async (isVirtual = 0): Promise<{ skuId: number; goodsId: number }> => {
  const [g] = await db()
    .insert(goods)
    .values({ siteId, goodsName: `售后计时商品${++seq}`, isVirtual, saleNum: 10 })
    .returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({
      goodsId: g!.id,
      siteId,
      skuName: `售后计时商品${seq} 规格`,
      price: 1250,
      discountPrice: 1250,
      stock: 50,
      saleNum: 10,
      isDefault: 1,
    })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k!.id, price: 1250, discountPrice: 1250 }).where(eq(goods.goodsId, g!.id));
  return { skuId: k!.id, goodsId: g!.id };
};

const counters = async (k: { skuId: number; goodsId: number }) => {
  const [s] = await db().select({ stock: goodsSku.stock, sold: goodsSku.saleNum }).from(goodsSku).where(eq(goodsSku.skuId, k.skuId));
  const [g] = await db().select({ sold: goods.saleNum }).from(goods).where(eq(goods.goodsId, k.goodsId));
  return { stock: s!.stock, skuSold: s!.sold, goodsSold: g!.sold };
};

const place = (
  memberId: number,
  status: number,
  lines: { skuId: number; num: number }[],
  orderType?: 1 | 2 | 3 | 4,
  deliveryCode?: string,
) => placeTestOrder(db(), { memberId, status: status as never, lines, orderType, deliveryCode });

const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;
const lineRow = async (id: number) => (await db().select().from(orderGoods).where(eq(orderGoods.orderGoodsId, id)))[0]!;
const balanceOf = async (id: number) => {
  const [m] = await db().select({ b: member.balance, bm: member.balanceMoney }).from(member).where(eq(member.memberId, id));
  return m!.b + m!.bm;
};
const refundLedger = (memberId: number) =>
  db()
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, 'order_refund')));
const transfersOf = (orderGoodsId: number) =>
  db().select().from(orderRefundTransfer).where(eq(orderRefundTransfer.orderGoodsId, orderGoodsId));
const logsOf = (orderGoodsId: number) =>
  db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, orderGoodsId)).orderBy(asc(orderRefundLog.id));

const admin = async <T>(path: string, params: Params): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<Envelope<T>>;

/** Applies through the API and answers the time the request was recorded (refund_action_time). */
const apply = async (token: string, id: number, type: 1 | 2 = 1): Promise<number> => {
  const res = await api.post<RefundOrderGoods>('/api/orderrefund/refund', {
    token,
    order_goods_id: id,
    refund_type: type,
    refund_reason: REASON,
  });
  expect(res.code, res.message).toBe(0);
  return (await lineRow(id)).refundActionTime;
};

/** Refused by the shop; answers the time of the refusal. */
const refuse = async (id: number): Promise<number> => {
  expect((await admin('orderrefund/refuse', { order_goods_id: id, refund_refuse_reason: '不符合退款条件' })).code).toBe(0);
  return (await lineRow(id)).refundActionTime;
};

beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = ADMIN_KEY;
  const [s] = await db().select({ id: shop.siteId }).from(shop).orderBy(asc(shop.siteId)).limit(1);
  siteId = s!.id;
});
afterAll(() => api?.close());

describe('auto_refund_confirm: the shop does not answer', () => {
  it('refund only of an unshipped line is agreed and paid back once; stock and sales go back; a line not yet due waits', async () => {
    const m = await newMember();
    const a = await newSku();
    const b = await newSku();
    const o = await place(m.id, OrderStatus.WAIT_SEND, [
      { skuId: a.skuId, num: 2 },
      { skuId: b.skuId, num: 3 },
    ]);
    const [la, lb] = o.orderGoodsIds as [number, number];
    const ta = await apply(m.token, la);
    await apply(m.token, lb);
    // B was requested an hour later.
    await db()
      .update(orderGoods)
      .set({ refundActionTime: ta + 3600 })
      .where(eq(orderGoods.orderGoodsId, lb));
    const start = await balanceOf(m.id);
    const money = (await lineRow(la)).refundApplyMoney;
    const beforeA = await counters(a);
    const beforeB = await counters(b);

    await sweep(ta + 7 * DAY - 1);
    expect((await lineRow(la)).refundStatus).toBe(1);
    expect(await balanceOf(m.id)).toBe(start);

    const r = await sweep(ta + 7 * DAY);
    expect(r.agreed).toBeGreaterThanOrEqual(1);
    const done = await lineRow(la);
    expect(done).toMatchObject({ refundStatus: 3, refundRealMoney: money, refundTime: ta + 7 * DAY, refundActionTime: ta + 7 * DAY });
    expect((await lineRow(lb)).refundStatus).toBe(1);
    expect(await balanceOf(m.id)).toBe(start + money);
    expect(await refundLedger(m.id)).toHaveLength(1);
    expect(await transfersOf(la)).toHaveLength(1);
    expect(await counters(a)).toEqual({ stock: beforeA.stock + 2, skuSold: beforeA.skuSold - 2, goodsSold: beforeA.goodsSold - 2 });
    expect(await counters(b)).toEqual(beforeB);
    expect(await orderRow(o.orderId)).toMatchObject({ orderStatus: OrderStatus.WAIT_SEND, refundMoney: money, isLock: 1 });

    // Logged as the system (way 3), in the reader's language.
    expect((await logsOf(la)).map((l) => [l.refundStatus, l.actionWay])).toEqual([
      [1, 1],
      [2, 3],
      [3, 3],
    ]);
    const zh = await api.get<RefundDetailResult>('/api/orderrefund/detail', { token: m.token, order_goods_id: la });
    expect(zh.data.refund_log_list.map((l) => l.action)).toEqual(['退款完成', '商家超时未处理，系统自动同意退款', '买家申请退款']);
    const en = await api.get<RefundDetailResult>('/api/orderrefund/detail', { token: m.token, order_goods_id: la, lang: 'en-us' });
    expect(en.data.refund_log_list[1]!.action).toBe('The shop did not answer in time; the system agreed to the refund');

    // Running again changes nothing for A.
    await sweep(ta + 7 * DAY);
    await sweep(ta + 7 * DAY + 1800);
    expect(await balanceOf(m.id)).toBe(start + money);
    expect(await refundLedger(m.id)).toHaveLength(1);
    expect((await counters(a)).stock).toBe(beforeA.stock + 2);

    // B's turn: every line refunded, the order closes.
    await sweep(ta + 3600 + 7 * DAY);
    expect((await lineRow(lb)).refundStatus).toBe(3);
    const closed = await orderRow(o.orderId);
    expect(closed).toMatchObject({ orderStatus: OrderStatus.CLOSED, refundStatus: 2, isLock: 0, refundMoney: closed.orderMoney });
    expect(await balanceOf(m.id)).toBe(start + closed.orderMoney);
    expect((await counters(b)).stock).toBe(beforeB.stock + 3);
  });

  it('return and refund waits for the parcel; after the buyer ships, the system receives it and pays back; the goods go back to stock', async () => {
    const m = await newMember();
    const k = await newSku();
    const o = await place(m.id, OrderStatus.SHIPPED, [{ skuId: k.skuId, num: 2 }]);
    const id = o.orderGoodsIds[0]!;
    const t = await apply(m.token, id, 2);
    const start = await balanceOf(m.id);
    const before = await counters(k);

    await sweep(t + 7 * DAY);
    const agreed = await lineRow(id);
    expect(agreed.refundStatus).toBe(4);
    expect(agreed.refundAddress).not.toBe('');
    expect(await balanceOf(m.id)).toBe(start);
    expect(await counters(k)).toEqual(before);

    const shipped = await api.post<RefundOrderGoods>('/api/orderrefund/delivery', {
      token: m.token,
      order_goods_id: id,
      refund_delivery_name: '顺丰',
      refund_delivery_no: 'SF9001',
    });
    expect(shipped.data.refund_status).toBe(5);
    const ts = (await lineRow(id)).refundActionTime;

    await sweep(ts + 7 * DAY - 1);
    expect((await lineRow(id)).refundStatus).toBe(5);
    const r = await sweep(ts + 7 * DAY);
    expect(r.received).toBeGreaterThanOrEqual(1);
    const done = await lineRow(id);
    expect(done.refundStatus).toBe(3);
    expect(await balanceOf(m.id)).toBe(start + done.refundApplyMoney);
    expect(await refundLedger(m.id)).toHaveLength(1);
    expect(await counters(k)).toEqual({ stock: before.stock + 2, skuSold: before.skuSold - 2, goodsSold: before.goodsSold - 2 });
    expect((await logsOf(id)).map((l) => [l.refundStatus, l.actionWay])).toEqual([
      [1, 1],
      [4, 3],
      [5, 1],
      [6, 3],
      [3, 3],
    ]);
    const en = await api.get<RefundDetailResult>('/api/orderrefund/detail', { token: m.token, order_goods_id: id, lang: 'en-us' });
    expect(en.data.refund_log_list.map((l) => l.action)).toContain(
      'The shop did not confirm in time; the system confirmed the return as received',
    );
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.CLOSED);

    // Done once: later sweeps pay nothing more.
    await sweep(ts + 30 * DAY);
    expect(await refundLedger(m.id)).toHaveLength(1);
    expect((await counters(k)).stock).toBe(before.stock + 2);
  });

  it('refund only after shipping pays back but leaves stock alone (the buyer keeps the goods); sales go down', async () => {
    const m = await newMember();
    const k = await newSku();
    const o = await place(m.id, OrderStatus.SHIPPED, [{ skuId: k.skuId, num: 2 }]);
    const id = o.orderGoodsIds[0]!;
    const t = await apply(m.token, id, 1);
    const start = await balanceOf(m.id);
    const before = await counters(k);
    await sweep(t + 7 * DAY);
    const done = await lineRow(id);
    expect(done.refundStatus).toBe(3);
    expect(await balanceOf(m.id)).toBe(start + done.refundApplyMoney);
    expect(await counters(k)).toEqual({ stock: before.stock, skuSold: before.skuSold - 2, goodsSold: before.goodsSold - 2 });
  });

  it('follows auto_refund_confirm of ORDER_EVENT_TIME_CONFIG', async () => {
    const m = await newMember();
    const k = await newSku();
    const o = await place(m.id, OrderStatus.WAIT_SEND, [{ skuId: k.skuId, num: 1 }]);
    const id = o.orderGoodsIds[0]!;
    const t = await apply(m.token, id);
    await putSetting(db(), 'ORDER_EVENT_TIME_CONFIG', { auto_close: 30, auto_take_delivery: 14, auto_complete: 7, auto_refund_confirm: 2 });
    try {
      await sweep(t + 2 * DAY - 1);
      expect((await lineRow(id)).refundStatus).toBe(1);
      await sweep(t + 2 * DAY);
      expect((await lineRow(id)).refundStatus).toBe(3);
    } finally {
      await putSetting(db(), 'ORDER_EVENT_TIME_CONFIG', { auto_close: 30, auto_take_delivery: 14, auto_complete: 7 });
    }
  });
});

describe('auto_refund_cancel: a refused request the buyer leaves alone', () => {
  it('is closed (back to no refund); no complaint may be raised any more; the order unlocks', async () => {
    const m = await newMember();
    const k = await newSku();
    const o = await place(m.id, OrderStatus.SHIPPED, [{ skuId: k.skuId, num: 1 }]);
    const id = o.orderGoodsIds[0]!;
    await apply(m.token, id);
    const tr = await refuse(id);
    const complainParams = { token: m.token, order_goods_id: id, complain_reason: '商家拒绝' };

    await sweep(tr + 7 * DAY - 1);
    expect((await lineRow(id)).refundStatus).toBe(-1);
    const r = await sweep(tr + 7 * DAY);
    expect(r.closed).toBeGreaterThanOrEqual(1);
    const line = await lineRow(id);
    expect(line).toMatchObject({ refundStatus: 0, refundActionTime: tr + 7 * DAY });
    expect(await orderRow(o.orderId)).toMatchObject({ isLock: 0, refundStatus: 0, orderStatus: OrderStatus.SHIPPED });
    expect((await api.post('/api/ordercomplain/complain', complainParams)).message).toBe('当前状态不能申请平台维权');
    const logs = await logsOf(id);
    expect(logs.at(-1)).toMatchObject({ refundStatus: 0, actionWay: 3 });
    const en = await api.get<RefundDetailResult>('/api/orderrefund/detail', { token: m.token, order_goods_id: id, lang: 'en-us' });
    expect(en.data.refund_log_list[0]!.action).toBe('The buyer did not act in time; the system closed the refused request');
    expect(en.data.refund_action.map((a) => a.event)).toEqual(['orderRefundApply']);
    expect(await transfersOf(id)).toHaveLength(0);
  });

  it('a complaint keeps it open while the platform handles it; a complaint the platform refused restarts the wait and is withdrawn with it', async () => {
    const m = await newMember();
    const k = await newSku();
    const o = await place(m.id, OrderStatus.SHIPPED, [
      { skuId: k.skuId, num: 1 },
      { skuId: (await newSku()).skuId, num: 1 },
    ]);
    const [open, refused] = o.orderGoodsIds as [number, number];
    await apply(m.token, open);
    await apply(m.token, refused);
    const t1 = await refuse(open);
    const t2 = await refuse(refused);
    for (const id of [open, refused]) {
      const c = await api.post<ComplainInfo>('/api/ordercomplain/complain', {
        token: m.token,
        order_goods_id: id,
        complain_reason: '商家拒绝',
      });
      expect(c.code, c.message).toBe(0);
    }
    // The platform refuses the second complaint five days after the shop refused.
    expect(
      (await admin('ordercomplain/audit', { order_goods_id: refused, action: 'refuse', complain_refuse_reason: '证据不足' })).code,
    ).toBe(0);
    await db()
      .update(orderComplain)
      .set({ complainTime: t2 + 5 * DAY })
      .where(eq(orderComplain.orderGoodsId, refused));

    await sweep(Math.max(t1, t2) + 7 * DAY);
    expect((await lineRow(open)).refundStatus).toBe(-1);
    expect((await lineRow(refused)).refundStatus).toBe(-1);
    await sweep(t2 + 12 * DAY - 1);
    expect((await lineRow(refused)).refundStatus).toBe(-1);
    await sweep(t2 + 12 * DAY);
    expect((await lineRow(refused)).refundStatus).toBe(0);
    const [c] = await db().select().from(orderComplain).where(eq(orderComplain.orderGoodsId, refused));
    expect(c!.complainStatus).toBe(0);
    // The open complaint still holds its line a month later.
    await sweep(t1 + 30 * DAY);
    expect((await lineRow(open)).refundStatus).toBe(-1);
  });
});

describe('concurrent sweeps', () => {
  it('two sweeps at once move every due line once: one transfer, one ledger row, one channel refund each; stock back once', async () => {
    const m = await newMember();
    const k = await newSku();
    const before = await counters(k);
    const start = await balanceOf(m.id);
    const ids: number[] = [];
    const channelOrders: number[] = [];
    let latest = 0;
    // Six unshipped orders, refund only: three paid from the balance, three through the sandbox channel.
    for (let i = 0; i < 6; i++) {
      const viaChannel = i % 2 === 1;
      const o = await place(m.id, viaChannel ? OrderStatus.WAIT_PAY : OrderStatus.WAIT_SEND, [{ skuId: k.skuId, num: 1 }]);
      if (viaChannel) {
        const row = await orderRow(o.orderId);
        await db().update(order).set({ balanceMoney: 0, payMoney: row.orderMoney }).where(eq(order.orderId, o.orderId));
        await db().transaction(async (tx) => {
          const tradeNo = await createPayRecordTx(tx, { memberId: m.id, payMoney: row.orderMoney, relateIds: [o.orderId], body: 'timers' });
          await tx.update(order).set({ outTradeNo: tradeNo }).where(eq(order.orderId, o.orderId));
          expect(await markPayPaidTx(tx, root.paidHandlers, tradeNo, { payType: 'sandbox', tradeNo: `SBT${tradeNo}` })).toBe(true);
        });
        channelOrders.push(o.orderId);
      }
      ids.push(o.orderGoodsIds[0]!);
      latest = Math.max(latest, await apply(m.token, o.orderGoodsIds[0]!));
    }
    // Two returns the buyer already shipped.
    for (let i = 0; i < 2; i++) {
      const o = await place(m.id, OrderStatus.SHIPPED, [{ skuId: k.skuId, num: 2 }]);
      const id = o.orderGoodsIds[0]!;
      await apply(m.token, id, 2);
      await admin('orderrefund/agree', { order_goods_id: id });
      await api.post('/api/orderrefund/delivery', {
        token: m.token,
        order_goods_id: id,
        refund_delivery_name: '顺丰',
        refund_delivery_no: `SF${i}`,
      });
      ids.push(id);
      latest = Math.max(latest, (await lineRow(id)).refundActionTime);
    }
    const afterPay = await counters(k);
    const at = latest + 7 * DAY;
    const [r1, r2] = await Promise.all([sweep(at), sweep(at)]);
    expect(r1.agreed + r2.agreed).toBeGreaterThanOrEqual(6);
    expect(r1.received + r2.received).toBeGreaterThanOrEqual(2);

    const lines = await db().select().from(orderGoods).where(inArray(orderGoods.orderGoodsId, ids));
    expect(lines.every((l) => l.refundStatus === 3)).toBe(true);
    const transfers = await db().select().from(orderRefundTransfer).where(inArray(orderRefundTransfer.orderGoodsId, ids));
    expect(transfers).toHaveLength(ids.length);
    const total = lines.reduce((s, l) => s + l.refundApplyMoney, 0);
    expect(transfers.reduce((s, t) => s + t.onlineMoney + t.balanceMoney, 0)).toBe(total);
    const online = transfers.filter((t) => t.onlineMoney > 0);
    expect(online).toHaveLength(3);
    const outTradeNos = (await db().select({ no: order.outTradeNo }).from(order).where(inArray(order.orderId, channelOrders))).map(
      (r) => r.no,
    );
    const channel = await db().select().from(payRefund).where(inArray(payRefund.outTradeNo, outTradeNos));
    expect(channel).toHaveLength(3);
    expect(await refundLedger(m.id)).toHaveLength(ids.length - 3);
    expect(await balanceOf(m.id)).toBe(start + total - online.reduce((s, t) => s + t.onlineMoney, 0));
    // Unshipped (6 × 1) and returned (2 × 2) goods come back once; the sales the payments added go away.
    expect((await counters(k)).stock).toBe(before.stock + 10);
    expect((await counters(k)).skuSold).toBe(afterPay.skuSold - 10);
    const logs = await db()
      .select()
      .from(orderRefundLog)
      .where(and(inArray(orderRefundLog.orderGoodsId, ids), eq(orderRefundLog.refundStatus, 3)));
    expect(logs).toHaveLength(ids.length);
  });
});

describe('stock on the operator paths', () => {
  it('agree + transfer puts unshipped and picked-up-never goods back, not goods the buyer kept', async () => {
    const m = await newMember();
    const unshipped = await newSku();
    const kept = await newSku();
    const pickup = await newSku();
    const o1 = await place(m.id, OrderStatus.WAIT_SEND, [{ skuId: unshipped.skuId, num: 3 }]);
    const o2 = await place(m.id, OrderStatus.SHIPPED, [{ skuId: kept.skuId, num: 3 }]);
    const o3 = await place(m.id, OrderStatus.WAIT_PICKUP, [{ skuId: pickup.skuId, num: 3 }], 2, `PK${process.pid % 1000}${++seq}T`);
    const before = await Promise.all([counters(unshipped), counters(kept), counters(pickup)]);
    for (const o of [o1, o2, o3]) {
      const id = o.orderGoodsIds[0]!;
      await apply(m.token, id, 1);
      expect((await admin<RefundOrderGoods>('orderrefund/agree', { order_goods_id: id })).data.refund_status).toBe(2);
      expect((await admin<RefundOrderGoods>('orderrefund/transfer', { order_goods_id: id })).data.refund_status).toBe(3);
      // A second transfer is refused and changes nothing.
      expect((await admin('orderrefund/transfer', { order_goods_id: id })).code).toBe(-1);
    }
    const after = await Promise.all([counters(unshipped), counters(kept), counters(pickup)]);
    expect(after[0]).toEqual({ stock: before[0]!.stock + 3, skuSold: before[0]!.skuSold - 3, goodsSold: before[0]!.goodsSold - 3 });
    expect(after[1]).toEqual({ stock: before[1]!.stock, skuSold: before[1]!.skuSold - 3, goodsSold: before[1]!.goodsSold - 3 });
    expect(after[2]!.stock).toBe(before[2]!.stock + 3);
  });

  it('a virtual line goes back to stock only while its code is unused', async () => {
    const m = await newMember();
    const k = await newSku(1);
    const codes = [`VT${process.pid % 1000}${++seq}A`, `VT${process.pid % 1000}${++seq}B`];
    const orders = [];
    for (const c of codes) {
      const o = await place(m.id, OrderStatus.RECEIVED, [{ skuId: k.skuId, num: 1 }], 4, c);
      // Virtual lines are delivered by code, not shipped.
      await db().update(orderGoods).set({ deliveryStatus: 0 }).where(eq(orderGoods.orderId, o.orderId));
      orders.push(o);
    }
    await db().update(verify).set({ isVerify: 1, verifyTime: 1 }).where(eq(verify.verifyCode, codes[1]!));
    const before = await counters(k);
    for (const o of orders) {
      const id = o.orderGoodsIds[0]!;
      await apply(m.token, id, 1);
      await admin('orderrefund/agree', { order_goods_id: id });
      expect((await admin('orderrefund/transfer', { order_goods_id: id })).code).toBe(0);
    }
    expect(await counters(k)).toEqual({ stock: before.stock + 1, skuSold: before.skuSold - 2, goodsSold: before.goodsSold - 2 });
  });
});
