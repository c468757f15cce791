import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type {
  ComplainDetailResult,
  ComplainInfo,
  Envelope,
  Paged,
  RefundDataResult,
  RefundDetailResult,
  RefundListItem,
  RefundOrderGoods,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { goodsSku } from '../goods';
import { createMember, member, memberAccount } from '../member';
import { order, orderGoods, orderLog, OrderStatus } from '../order';
import { placeTestOrder } from '../order/testing';
import { createPayRecordTx, markPayPaidTx, payRefund } from '../pay';
import { root } from '..';
import { moveRefund, RefundStatus } from './refund.state';
import { orderComplain, orderRefundLog, orderRefundTransfer } from './refund.tables';

let api: TestApi;
let skus: { skuId: number; siteId: number }[];
let seq = 0;
const ADMIN_KEY = 'test-operator-key-refund-0123456789';
const REASON = '拍错/多拍/不喜欢';

const db = () => api.database.db;

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `rf_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

/** An order of `lines` SKUs of the first shop in `status` (2 of each). */
const place = (memberId: number, status: number, lines = 1) =>
  placeTestOrder(db(), { memberId, status: status as never, lines: skus.slice(0, lines).map((s) => ({ skuId: s.skuId, num: 2 })) });

const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;
const lineRow = async (id: number) => (await db().select().from(orderGoods).where(eq(orderGoods.orderGoodsId, id)))[0]!;
const balanceOf = async (id: number) => {
  const [m] = await db().select({ b: member.balance, bm: member.balanceMoney }).from(member).where(eq(member.memberId, id));
  return m!.b + m!.bm;
};

const admin = async <T>(path: string, params: Params, key: string | null = ADMIN_KEY): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<Envelope<T>>;

const apply = (token: string, id: number, type = 1, reason = REASON) =>
  api.post<RefundOrderGoods>('/api/orderrefund/refund', {
    token,
    order_goods_id: id,
    refund_type: type,
    refund_reason: reason,
    refund_remark: '不想要了',
  });

beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = ADMIN_KEY;
  const rows = await db()
    .select({ skuId: goodsSku.skuId, siteId: goodsSku.siteId })
    .from(goodsSku)
    .where(gt(goodsSku.stock, 10))
    .orderBy(asc(goodsSku.siteId), asc(goodsSku.skuId));
  const first = rows[0]!.siteId;
  skus = rows.filter((r) => r.siteId === first).slice(0, 3);
  expect(skus.length).toBe(3);
});
afterAll(() => api?.close());

describe('/api/orderrefund/refundData', () => {
  it('answers the line, the most refundable, allowed types and reasons', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED, 2);
    const line = await lineRow(o.orderGoodsIds[0]!);
    const res = await api.get<RefundDataResult>('/api/orderrefund/refundData', { token: m.token, order_goods_id: line.orderGoodsId });
    expect(res.code).toBe(0);
    expect(res.data.order_goods_info).toMatchObject({ order_goods_id: line.orderGoodsId, refund_status: 0, sku_name: line.skuName });
    expect(res.data.refund_money).toBe((line.realGoodsMoney / 100).toFixed(2));
    expect(res.data.refund_delivery_money).toBe('0.00');
    expect(res.data.refund_type).toEqual([1, 2]);
    expect(res.data.refund_reason_type).toEqual(['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他']);
    expect(res.data.order_goods_info.refund_action.map((a) => a.event)).toEqual(['orderRefundApply']);
    const en = await api.get<RefundDataResult>('/api/orderrefund/refundData', {
      token: m.token,
      order_goods_id: line.orderGoodsId,
      lang: 'en-us',
    });
    expect(en.data.refund_reason_type[3]).toBe('Other');
  });

  it('offers refund only for unshipped and virtual lines', async () => {
    const m = await newMember();
    const unshipped = await place(m.id, OrderStatus.WAIT_SEND);
    const r1 = await api.get<RefundDataResult>('/api/orderrefund/refundData', {
      token: m.token,
      order_goods_id: unshipped.orderGoodsIds[0]!,
    });
    expect(r1.data.refund_type).toEqual([1]);
    const shipped = await place(m.id, OrderStatus.SHIPPED);
    await db().update(orderGoods).set({ isVirtual: 1 }).where(eq(orderGoods.orderGoodsId, shipped.orderGoodsIds[0]!));
    const r2 = await api.get<RefundDataResult>('/api/orderrefund/refundData', {
      token: m.token,
      order_goods_id: shipped.orderGoodsIds[0]!,
    });
    expect(r2.data.refund_type).toEqual([1]);
    expect((await apply(m.token, unshipped.orderGoodsIds[0]!, 2)).message).toBe('该商品只能申请仅退款');
    expect((await apply(m.token, shipped.orderGoodsIds[0]!, 2)).message).toBe('该商品只能申请仅退款');
  });

  it('refuses unpaid orders and gifts', async () => {
    const m = await newMember();
    const unpaid = await place(m.id, OrderStatus.WAIT_PAY);
    expect((await api.get('/api/orderrefund/refundData', { token: m.token, order_goods_id: unpaid.orderGoodsIds[0]! })).message).toBe(
      '该订单不支持退款',
    );
    expect((await apply(m.token, unpaid.orderGoodsIds[0]!)).message).toBe('该订单不支持退款');
    const gift = await place(m.id, OrderStatus.SHIPPED);
    await db().update(orderGoods).set({ isPresent: 1 }).where(eq(orderGoods.orderGoodsId, gift.orderGoodsIds[0]!));
    expect((await api.get('/api/orderrefund/refundData', { token: m.token, order_goods_id: gift.orderGoodsIds[0]! })).message).toBe(
      '赠品不支持退款',
    );
    expect((await apply(m.token, gift.orderGoodsIds[0]!)).message).toBe('赠品不支持退款');
    expect((await lineRow(gift.orderGoodsIds[0]!)).refundStatus).toBe(0);
  });

  it.each([
    [{}, 'missing'],
    [{ order_goods_id: 0 }, 'zero'],
    [{ order_goods_id: -4 }, 'negative'],
    [{ order_goods_id: 1.5 }, 'fractional'],
    [{ order_goods_id: 'abc' }, 'text'],
    [{ order_goods_id: '99999999999' }, 'huge'],
  ])('validates order_goods_id (%j, %s)', async (params, _label) => {
    const m = await newMember();
    const res = await api.get('/api/orderrefund/refundData', { token: m.token, ...(params as Params) });
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/order_goods_id/);
  });

  it('needs a login', async () => {
    expect((await api.get('/api/orderrefund/refundData', { order_goods_id: 1 })).code).toBe(-1);
  });
});

describe('applying, withdrawing and refusing', () => {
  it('applies once: status 1, amount from the server, the order locked, a log line; a second apply is refused', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED, 2);
    const id = o.orderGoodsIds[0]!;
    const res = await apply(m.token, id);
    expect(res.code).toBe(0);
    const line = await lineRow(id);
    expect(res.data).toMatchObject({
      refund_status: 1,
      refund_status_name: '申请维权',
      refund_type: 1,
      refund_reason: REASON,
      refund_remark: '不想要了',
    });
    expect(res.data.refund_apply_money).toBe((line.realGoodsMoney / 100).toFixed(2));
    expect(res.data.refund_action.map((a) => a.event)).toEqual(['orderRefundCancel']);
    expect(res.data.complain_action).toBe(1);
    expect(await orderRow(o.orderId)).toMatchObject({ isLock: 1, refundStatus: 1 });
    expect((await apply(m.token, id)).message).toBe('您正在维权中');
    const en = await api.post('/api/orderrefund/refund', {
      token: m.token,
      order_goods_id: id,
      refund_type: 1,
      refund_reason: 'Other',
      lang: 'en-us',
    });
    expect(en.message).toBe('An after-sale request for this item is already in progress');
    const logs = await db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ refundStatus: 1, actionWay: 1, actionUserid: m.id });
  });

  it('accepts a reason in English and refuses unknown reasons and bad types', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    expect((await apply(m.token, id, 1, '随便写的')).message).toBe('请选择退款原因');
    for (const t of [0, 3, -1, 'x', 1.5])
      expect(
        (await api.post('/api/orderrefund/refund', { token: m.token, order_goods_id: id, refund_type: t, refund_reason: REASON })).code,
      ).toBe(-1);
    expect((await api.post('/api/orderrefund/refund', { token: m.token, order_goods_id: id, refund_type: 1 })).message).toMatch(
      /refund_reason/,
    );
    expect(
      (
        await api.post('/api/orderrefund/refund', {
          token: m.token,
          order_goods_id: id,
          refund_type: 1,
          refund_reason: REASON,
          refund_remark: 'x'.repeat(501),
        })
      ).code,
    ).toBe(-1);
    expect((await lineRow(id)).refundStatus).toBe(0);
    const ok = await apply(m.token, id, 1, 'Refund agreed with the shop');
    expect(ok.code).toBe(0);
    expect(ok.data.refund_reason).toBe('协商一致退款');
  });

  it('two concurrent requests for one line make one refund', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    const results = await Promise.all([apply(m.token, id), apply(m.token, id), apply(m.token, id, 2)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code < 0).every((r) => r.message === '您正在维权中')).toBe(true);
    const logs = await db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, id));
    expect(logs).toHaveLength(1);
  });

  it('withdraws (status 0, order unlocked) and cannot withdraw twice', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    await apply(m.token, id);
    const res = await api.post<RefundOrderGoods>('/api/orderrefund/cancel', { token: m.token, order_goods_id: id });
    expect(res.code).toBe(0);
    expect(res.data.refund_status).toBe(0);
    expect(await orderRow(o.orderId)).toMatchObject({ isLock: 0, refundStatus: 0 });
    expect((await api.post('/api/orderrefund/cancel', { token: m.token, order_goods_id: id })).message).toBe('当前状态不能撤销维权');
    // It may be requested again afterwards.
    expect((await apply(m.token, id)).code).toBe(0);
  });

  it('the shop refuses with a reason (order unlocked); the buyer may apply again', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    await apply(m.token, id);
    expect((await admin('orderrefund/refuse', { order_goods_id: id })).message).toMatch(/refund_refuse_reason/);
    const res = await admin<RefundOrderGoods>('orderrefund/refuse', { order_goods_id: id, refund_refuse_reason: '商品已使用' });
    expect(res.data).toMatchObject({ refund_status: -1, refund_refuse_reason: '商品已使用', refund_status_name: '卖家拒绝' });
    expect(res.data.refund_action.map((a) => a.event)).toEqual(['orderRefundCancel', 'orderRefundAsk']);
    expect((await orderRow(o.orderId)).isLock).toBe(0);
    expect((await admin('orderrefund/refuse', { order_goods_id: id, refund_refuse_reason: 'x' })).message).toBe(
      '维权状态已变化，请刷新后重试',
    );
    const again = await apply(m.token, id);
    expect(again.data).toMatchObject({ refund_status: 1, refund_refuse_reason: '' });
  });

  it('a refused request answered twice more in parallel (agree and refuse) moves nothing and logs nothing', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    await apply(m.token, id);
    expect((await admin('orderrefund/refuse', { order_goods_id: id, refund_refuse_reason: '商品已使用' })).code).toBe(0);
    const before = await lineRow(id);
    const logsBefore = await db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, id));
    const results = await Promise.all([
      admin('orderrefund/agree', { order_goods_id: id }),
      admin('orderrefund/agree', { order_goods_id: id }),
      admin('orderrefund/refuse', { order_goods_id: id, refund_refuse_reason: 'x' }),
      admin('orderrefund/transfer', { order_goods_id: id }),
    ]);
    expect(results.map((r) => r.message)).toEqual(Array(4).fill('维权状态已变化，请刷新后重试'));
    // A move the table does not allow is refused even when the line is in the given status.
    expect(await moveRefund(db(), id, [RefundStatus.refused], RefundStatus.done, { way: 3, action: 'x' })).toBeNull();
    expect(await lineRow(id)).toEqual(before);
    expect(await db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, id))).toHaveLength(logsBefore.length);
  });

  it('another member’s line is "not found" everywhere and nothing changes', async () => {
    const owner = await newMember();
    const other = await newMember();
    const o = await place(owner.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    await apply(owner.token, id);
    const before = await lineRow(id);
    const calls: [string, Params][] = [
      ['/api/orderrefund/refundData', {}],
      ['/api/orderrefund/refund', { refund_type: 1, refund_reason: REASON }],
      ['/api/orderrefund/cancel', {}],
      ['/api/orderrefund/delivery', { refund_delivery_name: '顺丰', refund_delivery_no: 'SF1' }],
      ['/api/orderrefund/detail', {}],
      ['/api/ordercomplain/detail', {}],
      ['/api/ordercomplain/complain', { complain_reason: '商家不处理' }],
      ['/api/ordercomplain/cancel', {}],
    ];
    for (const [path, extra] of calls) {
      const res = await api.post(path, { token: other.token, order_goods_id: id, ...extra });
      expect(res, path).toMatchObject({ code: -1, message: '订单项不存在' });
      const missing = await api.post(path, { token: other.token, order_goods_id: 99999999, ...extra });
      expect(missing.message).toBe(res.message);
    }
    expect(await lineRow(id)).toEqual(before);
    expect((await api.get<Paged<RefundListItem>>('/api/orderrefund/lists', { token: other.token })).data.count).toBe(0);
    expect(await db().select().from(orderComplain).where(eq(orderComplain.orderGoodsId, id))).toHaveLength(0);
  });
});

describe('return and refund to the end', () => {
  it('apply → agree → ship back → receive → transfer: balance restored, order closes when every line is refunded', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED, 2);
    // Shipping is paid too: the last line refunds it.
    await db()
      .update(order)
      .set({ deliveryMoney: 800, orderMoney: sql`${order.orderMoney} + 800`, balanceMoney: sql`${order.balanceMoney} + 800` })
      .where(eq(order.orderId, o.orderId));
    const [a, b] = o.orderGoodsIds as [number, number];
    const la = await lineRow(a);
    const lb = await lineRow(b);
    const start = await balanceOf(m.id);

    expect((await apply(m.token, a, 2)).code).toBe(0);
    expect(
      (
        await api.post('/api/orderrefund/delivery', {
          token: m.token,
          order_goods_id: a,
          refund_delivery_name: '顺丰',
          refund_delivery_no: 'SF100',
        })
      ).message,
    ).toBe('当前状态不能填写退货物流');
    const agreed = await admin<RefundOrderGoods>('orderrefund/agree', { order_goods_id: a });
    expect(agreed.data).toMatchObject({ refund_status: 4, refund_status_name: '买家待退货' });
    expect(agreed.data.refund_address).not.toBe('');
    expect(agreed.data.refund_action.map((x) => x.event)).toEqual(['orderRefundDelivery', 'orderRefundCancel']);
    expect((await admin('orderrefund/transfer', { order_goods_id: a })).message).toBe('维权状态已变化，请刷新后重试');
    expect(
      (
        await api.post('/api/orderrefund/delivery', {
          token: m.token,
          order_goods_id: a,
          refund_delivery_name: '顺丰',
          refund_delivery_no: 'SF 1;drop',
        })
      ).code,
    ).toBe(-1);
    const shipped = await api.post<RefundOrderGoods>('/api/orderrefund/delivery', {
      token: m.token,
      order_goods_id: a,
      refund_delivery_name: '顺丰',
      refund_delivery_no: 'SF100',
      refund_delivery_remark: '已寄出',
    });
    expect(shipped.data).toMatchObject({ refund_status: 5, refund_delivery_no: 'SF100' });
    expect((await admin<RefundOrderGoods>('orderrefund/receive', { order_goods_id: a })).data.refund_status).toBe(6);
    const paid = await admin<RefundOrderGoods>('orderrefund/transfer', { order_goods_id: a });
    expect(paid.data).toMatchObject({ refund_status: 3, refund_status_name: '维权结束' });
    expect(paid.data.refund_real_money).toBe((la.realGoodsMoney / 100).toFixed(2));
    expect(await balanceOf(m.id)).toBe(start + la.realGoodsMoney);
    expect(await orderRow(o.orderId)).toMatchObject({
      refundMoney: la.realGoodsMoney,
      orderStatus: OrderStatus.SHIPPED,
      isLock: 0,
      refundStatus: 1,
    });

    // The last line brings the shipping along; refunding it closes the order.
    const data = await api.get<RefundDataResult>('/api/orderrefund/refundData', { token: m.token, order_goods_id: b });
    expect(data.data.refund_money).toBe(((lb.realGoodsMoney + 800) / 100).toFixed(2));
    expect(data.data.refund_delivery_money).toBe('8.00');
    await apply(m.token, b, 1);
    expect((await admin<RefundOrderGoods>('orderrefund/agree', { order_goods_id: b })).data.refund_status).toBe(2);
    const [t1, t2] = await Promise.all([
      admin('orderrefund/transfer', { order_goods_id: b }),
      admin('orderrefund/transfer', { order_goods_id: b }),
    ]);
    expect([t1.code, t2.code].filter((c) => c === 0)).toHaveLength(1);
    expect(await balanceOf(m.id)).toBe(start + la.realGoodsMoney + lb.realGoodsMoney + 800);
    const closed = await orderRow(o.orderId);
    expect(closed).toMatchObject({ orderStatus: OrderStatus.CLOSED, refundStatus: 2, isLock: 0, refundMoney: closed.orderMoney });
    expect(closed.closeTime).toBeGreaterThan(0);
    const logs = await db().select().from(orderLog).where(eq(orderLog.orderId, o.orderId));
    expect(logs.at(-1)).toMatchObject({ orderStatus: -1, actionWay: 'system' });
    const ledger = await db()
      .select()
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, m.id), eq(memberAccount.fromType, 'order_refund')));
    expect(ledger.reduce((s, r) => s + r.accountData, 0)).toBe(la.realGoodsMoney + lb.realGoodsMoney + 800);
    expect(await db().select().from(orderRefundTransfer).where(eq(orderRefundTransfer.orderId, o.orderId))).toHaveLength(2);

    // Detail shows the whole history, newest first, and the return address.
    const detail = await api.get<RefundDetailResult>('/api/orderrefund/detail', { token: m.token, order_goods_id: a });
    expect(detail.data.refund_log_list.map((l) => l.refund_status)).toEqual([3, 6, 5, 4, 1]);
    expect(detail.data.refund_log_list.map((l) => l.action_way)).toEqual([2, 2, 1, 2, 1]);
    expect(detail.data.shop_address.site_name).not.toBe('');
    expect(detail.data.refund_action).toEqual([]);
    // A finished line cannot be requested again.
    expect((await apply(m.token, a)).code).toBe(-1);
  });

  it('an online payment that cannot go back through its channel goes to the balance with a remark', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_SEND);
    const row = await orderRow(o.orderId);
    await db().update(order).set({ payType: 'sandbox', payMoney: row.orderMoney, balanceMoney: 0 }).where(eq(order.orderId, o.orderId));
    const start = await balanceOf(m.id);
    await apply(m.token, o.orderGoodsIds[0]!);
    await admin('orderrefund/agree', { order_goods_id: o.orderGoodsIds[0]! });
    expect((await admin('orderrefund/transfer', { order_goods_id: o.orderGoodsIds[0]! })).code).toBe(0);
    expect(await balanceOf(m.id)).toBe(start + row.orderMoney);
    const [t] = await db().select().from(orderRefundTransfer).where(eq(orderRefundTransfer.orderId, o.orderId));
    expect(t).toMatchObject({ balanceMoney: row.orderMoney, onlineMoney: 0 });
    expect(t!.remark).toMatch(/余额/);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.CLOSED);
  });

  it('an order paid through a channel gets the online part back through it, the balance part to the balance', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.WAIT_PAY, 2);
    const row = await orderRow(o.orderId);
    // 3.00 of the order came from the balance, the rest through the sandbox channel.
    const balancePart = 300;
    const online = row.orderMoney - balancePart;
    await db().update(order).set({ balanceMoney: balancePart, payMoney: online }).where(eq(order.orderId, o.orderId));
    await db().transaction(async (tx) => {
      const tradeNo = await createPayRecordTx(tx, { memberId: m.id, payMoney: online, relateIds: [o.orderId], body: 'test' });
      await tx.update(order).set({ outTradeNo: tradeNo }).where(eq(order.orderId, o.orderId));
      expect(await markPayPaidTx(tx, root.paidHandlers, tradeNo, { payType: 'sandbox', tradeNo: `SB${tradeNo}` })).toBe(true);
    });
    expect((await orderRow(o.orderId)).payType).toBe('sandbox');
    const [a, b] = o.orderGoodsIds as [number, number];
    const start = await balanceOf(m.id);
    for (const id of [a, b]) {
      expect((await apply(m.token, id)).code).toBe(0);
      await admin('orderrefund/agree', { order_goods_id: id });
      expect((await admin('orderrefund/transfer', { order_goods_id: id })).code).toBe(0);
    }
    const transfers = await db()
      .select()
      .from(orderRefundTransfer)
      .where(eq(orderRefundTransfer.orderId, o.orderId))
      .orderBy(asc(orderRefundTransfer.id));
    expect(transfers.reduce((s, t) => s + t.onlineMoney, 0)).toBe(online);
    expect(transfers.reduce((s, t) => s + t.balanceMoney, 0)).toBe(balancePart);
    expect(transfers[0]).toMatchObject({ payType: 'sandbox', remark: '' });
    expect(transfers[0]!.refundTradeNo).not.toBe('');
    const sent = await db()
      .select()
      .from(payRefund)
      .where(eq(payRefund.outTradeNo, (await orderRow(o.orderId)).outTradeNo));
    expect(sent.reduce((s, r) => s + r.refundMoney, 0)).toBe(online);
    expect(sent.every((r) => r.status === 1)).toBe(true);
    expect(await balanceOf(m.id)).toBe(start + balancePart);
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.CLOSED);
  });

  it('operator calls need the key and a known line', async () => {
    expect((await admin('orderrefund/agree', { order_goods_id: 1 }, null)).code).toBe(-10009);
    expect((await admin('orderrefund/agree', { order_goods_id: 1 }, 'wrong-key-wrong-key')).code).toBe(-10009);
    expect((await admin('orderrefund/agree', { order_goods_id: 99999999 })).message).toBe('订单项不存在');
    expect((await admin('orderrefund/agree', { order_goods_id: 'x' })).code).toBe(-1);
  });
});

describe('/api/orderrefund/lists', () => {
  it('lists the caller’s lines in after-sale, newest action first, paged', async () => {
    const m = await newMember();
    const o1 = await place(m.id, OrderStatus.SHIPPED);
    const o2 = await place(m.id, OrderStatus.SHIPPED, 2);
    await apply(m.token, o1.orderGoodsIds[0]!);
    await apply(m.token, o2.orderGoodsIds[1]!);
    await db()
      .update(orderGoods)
      .set({ refundActionTime: sql`${orderGoods.refundActionTime} + 5` })
      .where(eq(orderGoods.orderGoodsId, o1.orderGoodsIds[0]!));
    const res = await api.get<Paged<RefundListItem>>('/api/orderrefund/lists', { token: m.token, page_size: 1 });
    expect(res.data).toMatchObject({ count: 2, page_count: 2 });
    expect(res.data.list[0]).toMatchObject({ order_goods_id: o1.orderGoodsIds[0], order_no: o1.orderNo, refund_status: 1 });
    expect(res.data.list[0]!.site_name).not.toBe('');
    const p2 = await api.get<Paged<RefundListItem>>('/api/orderrefund/lists', { token: m.token, page: 2, page_size: 1 });
    expect(p2.data.list[0]!.order_goods_id).toBe(o2.orderGoodsIds[1]);
    expect((await api.get('/api/orderrefund/lists', { token: m.token, page_size: 0 })).code).toBe(-1);
  });
});

describe('platform complaints', () => {
  it('only while a refund is open; once at a time; withdraw and raise again; the platform decides', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    const params = { token: m.token, order_goods_id: id, complain_reason: '商家不处理', complain_remark: '三天没有回复' };
    expect((await api.post('/api/ordercomplain/complain', params)).message).toBe('当前状态不能申请平台维权');
    const empty = await api.get<ComplainDetailResult>('/api/ordercomplain/detail', { token: m.token, order_goods_id: id });
    expect(empty.data.complain_info).toBeNull();
    await apply(m.token, id);
    const c = await api.post<ComplainInfo>('/api/ordercomplain/complain', params);
    expect(c.data).toMatchObject({ complain_status: 1, complain_reason: '商家不处理', complain_status_name: '申请维权' });
    expect((await api.post('/api/ordercomplain/complain', params)).message).toBe('平台维权处理中');
    const detail = await api.get<ComplainDetailResult>('/api/ordercomplain/detail', { token: m.token, order_goods_id: id });
    expect(detail.data.complain_info).toMatchObject({ complain_status: 1 });
    expect(detail.data.refund_money).toBe(detail.data.order_goods_info.refund_apply_money);
    expect((await api.post<ComplainInfo>('/api/ordercomplain/cancel', { token: m.token, order_goods_id: id })).data.complain_status).toBe(
      0,
    );
    expect((await api.post('/api/ordercomplain/cancel', { token: m.token, order_goods_id: id })).message).toBe('当前状态不能撤销平台维权');
    expect((await api.post<ComplainInfo>('/api/ordercomplain/complain', params)).data.complain_status).toBe(1);
    const refused = await admin<ComplainInfo>('ordercomplain/audit', {
      order_goods_id: id,
      action: 'refuse',
      complain_refuse_reason: '证据不足',
    });
    expect(refused.data).toMatchObject({ complain_status: -1, complain_refuse_reason: '证据不足' });
    // Withdrawing the refund withdraws the complaint too.
    await api.post('/api/orderrefund/cancel', { token: m.token, order_goods_id: id });
    expect((await db().select().from(orderComplain).where(eq(orderComplain.orderGoodsId, id)))[0]!.complainStatus).toBe(0);
    expect((await api.post('/api/ordercomplain/cancel', { token: m.token, order_goods_id: 99999999 })).message).toBe('订单项不存在');
  });

  it('the platform decides once: agree and refuse in parallel, one wins; an upheld complaint cannot be withdrawn', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.SHIPPED);
    const id = o.orderGoodsIds[0]!;
    await apply(m.token, id);
    await api.post('/api/ordercomplain/complain', {
      token: m.token,
      order_goods_id: id,
      complain_reason: '商家不处理',
      complain_remark: '',
    });
    const decided = await Promise.all([
      admin<ComplainInfo>('ordercomplain/audit', { order_goods_id: id, action: 'agree' }),
      admin<ComplainInfo>('ordercomplain/audit', { order_goods_id: id, action: 'refuse', complain_refuse_reason: '证据不足' }),
    ]);
    expect(decided.filter((r) => r.code === 0)).toHaveLength(1);
    const won = decided.find((r) => r.code === 0)!.data.complain_status;
    expect((await db().select().from(orderComplain).where(eq(orderComplain.orderGoodsId, id)))[0]!.complainStatus).toBe(won);
    const logs = await db().select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, id));
    expect(logs.filter((l) => l.action === 'rfLogComplainAgree' || l.action === 'rfLogComplainRefuse')).toHaveLength(1);
    if (won === 2) {
      expect((await api.post('/api/ordercomplain/cancel', { token: m.token, order_goods_id: id })).message).toBe(
        '当前状态不能撤销平台维权',
      );
      expect((await db().select().from(orderComplain).where(eq(orderComplain.orderGoodsId, id)))[0]!.complainStatus).toBe(2);
    }
  });
});

describe('account cancellation', () => {
  it('counts open refunds and blocks the application until they finish', async () => {
    const m = await newMember();
    // A completed order: nothing but the refund keeps the account open.
    const o = await place(m.id, OrderStatus.COMPLETE);
    expect((await apply(m.token, o.orderGoodsIds[0]!)).code).toBe(0);
    const info = await api.get<{ order_refund_count: number }>('/membercancel/api/membercancel/accountInfo', { token: m.token });
    expect(info.data.order_refund_count).toBe(1);
    const res = await api.post('/membercancel/api/membercancel/apply', { token: m.token });
    expect(res.message).toBe('您还有未完成的售后，请处理完成后再申请注销');
    await api.post('/api/orderrefund/cancel', { token: m.token, order_goods_id: o.orderGoodsIds[0]! });
    const after = await api.get<{ order_refund_count: number }>('/membercancel/api/membercancel/accountInfo', { token: m.token });
    expect(after.data.order_refund_count).toBe(0);
  });
});
