import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  nowSeconds,
  type Paged,
  type PresaleAdminActivity,
  type PresaleDepositCalculateResult,
  type PresaleDetailResult,
  type PresaleFinalPaymentResult,
  type PresaleGoodsItem,
  type PresaleOrder,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { goods } from '../../goods';
import { member } from '../../member';
import { order, orderGoods, OrderStatus } from '../../order';
import { pay, payRefund } from '../../pay';
import { promotionActivitySku } from '../engine';
import { sandboxNotifyFields } from '../../pay/testing';
import { runPresaleTimersOnce } from './presale.close';
import { presaleOrder } from './presale.tables';

const ADMIN_KEY = 'test-operator-key-presale-0123456789';
const DAY = 86_400;
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'presale', prefix: 'ps' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (t: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t * 1000);
};

/**
 * A presale of a fresh goods (¥100, free shipping unless `shipping`): deposit window now−1h…now+1d, final window
 * now+1d…now+3d, `deposit` yuan per unit.
 */
const newPresale = async (
  o: { deposit?: string; price?: string; stock?: number; back?: 0 | 1; maxBuy?: number; shipping?: boolean } = {},
) => {
  const g = await newTestGoods(db(), { shopName: `预售店${++seq}`, goodsName: `预售商品${seq}`, stock: 1000, specs: ['红', '蓝'] });
  if (!o.shipping) await db().update(goods).set({ isFreeShipping: 1 }).where(eq(goods.goodsId, g.goodsId));
  const now = nowSeconds();
  const res = await admin<PresaleAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: now - 3600,
    end_time: now + DAY,
    pay_start_time: now + DAY,
    pay_end_time: now + 3 * DAY,
    deliver_type: 1,
    deliver_time: 5,
    is_deposit_back: o.back ?? 0,
    max_buy: o.maxBuy ?? 0,
    sku_list: JSON.stringify([
      { sku_id: g.skuId, presale_price: o.price ?? '100.00', presale_deposit: o.deposit ?? '20.00', stock: o.stock ?? 10 },
    ]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, id: res.data.presale_id, now, activity: res.data };
};

const deposit = (token: string, id: number, skuId: number, extra: Params = {}) =>
  api.post<string>('/presale/api/ordercreate/depositCreate', { token, presale_id: id, sku_id: skuId, num: 1, ...extra });
const final = (token: string, id: number, extra: Params = {}) =>
  api.post<string>('/presale/api/ordercreate/finalCreate', { token, id, ...extra });
const booking = async (outTradeNo: string) =>
  (await db().select().from(presaleOrder).where(eq(presaleOrder.depositOutTradeNo, outTradeNo)))[0]!;
const bookingById = async (id: number) => (await db().select().from(presaleOrder).where(eq(presaleOrder.id, id)))[0]!;
const balanceOf = async (id: number) => {
  const [m] = await db().select({ b: member.balance, bm: member.balanceMoney }).from(member).where(eq(member.memberId, id));
  return m!.b + m!.bm;
};
const payRecord = async (outTradeNo: string) => (await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo)))[0]!;
const notify = async (outTradeNo: string) => {
  const fields = await sandboxNotifyFields(db(), await payRecord(outTradeNo));
  return fetch(`${api.url}/api/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.text());
};
const stockRow = async (activityId: number, skuId: number) => {
  const [r] = await db()
    .select()
    .from(promotionActivitySku)
    .where(and(eq(promotionActivitySku.activityId, activityId), eq(promotionActivitySku.skuId, skuId)));
  return r!;
};

describe('presale: what the shopper sees', () => {
  it('lists the presale and shows its detail with deposit, full price and both windows', async () => {
    const s = await newPresale();
    const page = await api.get<Paged<PresaleGoodsItem>>('/presale/api/goods/page', { site_id: s.siteId });
    expect(page.code, page.message).toBe(0);
    expect(page.data.list[0]).toMatchObject({
      presale_id: s.id,
      sku_id: s.skuId,
      presale_price: '100.00',
      presale_deposit: '20.00',
      stock: 10,
      status: 1,
      pay_start_time: s.now + DAY,
    });
    const detail = await api.get<PresaleDetailResult>('/presale/api/goods/detail', { id: s.id });
    expect(detail.data.goods_sku_detail).toMatchObject({
      presale_id: s.id,
      presale_deposit: '20.00',
      promotion_type: 'presale',
      is_buy: 1,
    });
    const again = await api.get<{ type: string; sku_id: number }>('/presale/api/goods/info', { id: s.id, sku_id: s.skuIds[1]! });
    expect(again.data).toEqual({ type: 'again', sku_id: s.skuId });
    expect(await api.get('/presale/api/goods/detail', { id: 99_999_999 })).toMatchObject({ code: -1, message: '预售商品不存在' });
    expect((await api.get('/presale/api/goods/detail', { id: 99_999_999, lang: 'en-us' })).message).toBe('The presale goods do not exist');
  });
});

describe('presale: deposit then final', () => {
  it('pays the deposit and then the rest with balance; the final payment creates the paid normal order', async () => {
    const s = await newPresale({ shipping: true });
    const b = await newBuyer();
    const before = await balanceOf(b.id);
    const calc = await api.post<PresaleDepositCalculateResult>('/presale/api/ordercreate/depositCalculate', {
      token: b.token,
      presale_id: s.id,
      sku_id: s.skuId,
      num: 1,
      is_balance: 1,
    });
    expect(calc.code, calc.message).toBe(0);
    // ¥100 + ¥8 shipping: ¥20 now, ¥88 later.
    expect(calc.data).toMatchObject({ order_money: '108.00', presale_deposit_money: '20.00', final_money: '88.00', pay_money: '0.00' });
    // A booking takes no platform coupon, so none is offered.
    expect(calc.data.platform_coupon_list).toEqual([]);
    const out = await deposit(b.token, s.id, s.skuId, { is_balance: 1 });
    expect(out.code, out.message).toBe(0);
    let r = await booking(out.data);
    expect(r).toMatchObject({ orderStatus: 1, balanceDepositMoney: 2000, payDepositMoney: 0, orderMoney: 10_800, finalMoney: 8800 });
    expect(r.presaleDepositMoney + r.finalMoney).toBe(r.orderMoney);
    expect(await balanceOf(b.id)).toBe(before - 2000);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(9);
    expect(await goodsStockOf(db(), s.skuId)).toBe(999);
    // Too early for the rest.
    expect((await final(b.token, r.id, { is_balance: 1 })).message).toBe('尾款支付尚未开始');
    at(s.now + DAY + 60);
    const fp = await api.post<PresaleFinalPaymentResult>('/presale/api/ordercreate/finalPayment', {
      token: b.token,
      id: r.id,
      is_balance: 1,
    });
    expect(fp.data).toMatchObject({ balance_final_money: '88.00', pay_final_money: '0.00' });
    const fin = await final(b.token, r.id, { is_balance: 1 });
    expect(fin.code, fin.message).toBe(0);
    r = await bookingById(r.id);
    expect(r).toMatchObject({ orderStatus: 2, balanceFinalMoney: 8800, finalPayType: 'BALANCE' });
    expect(await balanceOf(b.id)).toBe(before - 10_800);
    const [o] = await db().select().from(order).where(eq(order.orderId, r.orderId));
    expect(o).toMatchObject({ orderNo: r.orderNo, orderStatus: OrderStatus.WAIT_SEND, orderMoney: 10_800, promotionType: 'presale' });
    // No second unit left the stocks.
    expect((await stockRow(s.id, s.skuId)).stock).toBe(9);
    expect(await goodsStockOf(db(), s.skuId)).toBe(999);
    const detail = await api.get<PresaleOrder>('/presale/api/order/detail', { token: b.token, order_id: r.id });
    expect(detail.data).toMatchObject({ order_status: 2, order_status_name: '已完成', order_id: o!.orderId });
  });

  it('pays both parts online through the pay flow', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const out = await deposit(b.token, s.id, s.skuId);
    expect(out.code, out.message).toBe(0);
    expect((await payRecord(out.data)).event).toBe('presale_deposit');
    const pending = await api.post<string>('/presale/api/order/pay', { token: b.token, id: (await booking(out.data)).id });
    expect(pending.data).toBe(out.data);
    await notify(out.data);
    const r = await booking(out.data);
    expect(r.orderStatus).toBe(1);
    expect(r.depositPayType).toBe('sandbox');
    at(s.now + DAY + 60);
    const fin = await api.post<string>('/presale/api/order/pay', { token: b.token, id: r.id });
    expect(fin.code, fin.message).toBe(0);
    expect(await payRecord(fin.data)).toMatchObject({ event: 'presale_final', payMoney: 8000 });
    await notify(fin.data);
    const done = await bookingById(r.id);
    expect(done.orderStatus).toBe(2);
    const [o] = await db().select().from(order).where(eq(order.orderId, done.orderId));
    expect(o).toMatchObject({ orderStatus: OrderStatus.WAIT_SEND, payType: 'sandbox', orderMoney: 10_000 });
  });

  it('an after-sale refund of the normal order goes back the ways it was paid, each no more than it took', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const out = await deposit(b.token, s.id, s.skuId);
    await notify(out.data);
    const r = await booking(out.data);
    // ¥30 of balance for the ¥80 left: ¥50 online.
    await db().update(member).set({ balance: 3000, balanceMoney: 0 }).where(eq(member.memberId, b.id));
    at(s.now + DAY + 60);
    const fin = await final(b.token, r.id, { is_balance: 1 });
    expect(fin.code, fin.message).toBe(0);
    await notify(fin.data);
    const done = await bookingById(r.id);
    expect(done).toMatchObject({ orderStatus: 2, balanceFinalMoney: 3000, payFinalMoney: 5000, payDepositMoney: 2000 });
    const [o] = await db().select().from(order).where(eq(order.orderId, done.orderId));
    expect(o).toMatchObject({ orderMoney: 10_000, balanceMoney: 3000, payMoney: 7000 });
    vi.useRealTimers();

    const [line] = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o!.orderId));
    const operator = (path: string) =>
      fetch(`${api.url}/admin/api/orderrefund/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
        body: new URLSearchParams({ order_goods_id: String(line!.orderGoodsId) }),
      }).then((x) => x.json() as Promise<{ code: number; message: string }>);
    const applied = await api.post('/api/orderrefund/refund', {
      token: b.token,
      order_goods_id: line!.orderGoodsId,
      refund_type: 1,
      refund_reason: '拍错/多拍/不喜欢',
    });
    expect(applied.code, applied.message).toBe(0);
    expect((await operator('agree')).code).toBe(0);
    const sent = await operator('transfer');
    expect(sent.code, sent.message).toBe(0);
    const refunds = await db()
      .select()
      .from(payRefund)
      .where(inArray(payRefund.outTradeNo, [done.finalOutTradeNo, done.depositOutTradeNo]));
    const byRecord = Object.fromEntries(refunds.map((x) => [x.outTradeNo, x.refundMoney]));
    expect(byRecord).toEqual({ [done.finalOutTradeNo]: 5000, [done.depositOutTradeNo]: 2000 });
    expect(await balanceOf(b.id)).toBe(3000);
  });

  it('completes on the deposit when nothing is left (final_money 0)', async () => {
    const s = await newPresale({ deposit: '100.00' });
    const b = await newBuyer();
    const out = await deposit(b.token, s.id, s.skuId, { is_balance: 1 });
    expect(out.code, out.message).toBe(0);
    const r = await booking(out.data);
    expect(r).toMatchObject({ orderStatus: 2, finalMoney: 0, presaleDepositMoney: 10_000, orderMoney: 10_000 });
    expect(r.orderId).toBeGreaterThan(0);
  });
});

describe('presale: refunds and timers', () => {
  it('refunds a deposit on the operator approval: balance back, stock back, order closed', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const before = await balanceOf(b.id);
    const out = await deposit(b.token, s.id, s.skuId, { is_balance: 1 });
    const r = await booking(out.data);
    const applied = await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r.id });
    expect(applied.code, applied.message).toBe(0);
    expect((await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r.id })).message).toBe(
      '已申请退款，请勿重复申请',
    );
    const agreed = await admin<PresaleOrder>('refundAgree', { order_id: r.id });
    expect(agreed.code, agreed.message).toBe(0);
    expect(agreed.data).toMatchObject({ order_status: -1, refund_status: 2, refund_money: '20.00', close_reason: 3 });
    expect(await balanceOf(b.id)).toBe(before);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(10);
    expect(await goodsStockOf(db(), s.skuId)).toBe(1000);
    expect((await admin('refundAgree', { order_id: r.id })).code).toBe(-1);
  });

  it('refunds an online deposit by its channel; refuses a refund of a deposit that is not refundable', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const out = await deposit(b.token, s.id, s.skuId);
    await notify(out.data);
    const r = await booking(out.data);
    expect((await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r.id })).code).toBe(0);
    expect((await api.post('/presale/api/refund/cancelRefund', { token: b.token, order_id: r.id })).code).toBe(0);
    expect((await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r.id })).code).toBe(0);
    const agreed = await admin<PresaleOrder>('refundAgree', { order_id: r.id });
    expect(agreed.code, agreed.message).toBe(0);
    expect(agreed.data.refund_status).toBe(2);
    const kept = await newPresale({ back: 1 });
    const out2 = await deposit(b.token, kept.id, kept.skuId, { is_balance: 1 });
    const r2 = await booking(out2.data);
    expect((await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r2.id })).message).toBe('该订单不支持退定金');
    expect((await bookingById(r2.id)).refundStatus).toBe(0);
  });

  it('closes an unpaid deposit at the auto-close time and gives its stock back once', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const out = await deposit(b.token, s.id, s.skuId);
    const r = await booking(out.data);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(9);
    await runPresaleTimersOnce(api.deps, r.autoCloseTime + 1);
    await runPresaleTimersOnce(api.deps, r.autoCloseTime + 2);
    expect(await bookingById(r.id)).toMatchObject({ orderStatus: -1, closeReason: 1 });
    expect((await stockRow(s.id, s.skuId)).stock).toBe(10);
    expect(await goodsStockOf(db(), s.skuId)).toBe(1000);
    expect((await payRecord(out.data)).payStatus).toBe(-1);
    const del = await api.post('/presale/api/order/delete', { token: b.token, order_id: r.id });
    expect(del.code, del.message).toBe(0);
  });

  it('an unpaid final window closes the order and keeps the deposit', async () => {
    const s = await newPresale();
    const b = await newBuyer();
    const before = await balanceOf(b.id);
    const out = await deposit(b.token, s.id, s.skuId, { is_balance: 1 });
    const r = await booking(out.data);
    at(s.now + DAY + 60);
    // A final record with balance, left unpaid: its balance goes back when the window closes.
    const fin = await final(b.token, r.id, { is_balance: 0 });
    expect(fin.code, fin.message).toBe(0);
    await runPresaleTimersOnce(api.deps, s.now + 3 * DAY);
    const closed = await bookingById(r.id);
    expect(closed).toMatchObject({ orderStatus: -1, closeReason: 2, refundStatus: 0 });
    expect(await balanceOf(b.id)).toBe(before - 2000);
    expect((await payRecord(fin.data)).payStatus).toBe(-1);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(10);
    const detail = await api.get<PresaleOrder>('/presale/api/order/detail', { token: b.token, order_id: r.id });
    expect(detail.data.close_reason_name).toBe('尾款未在支付时间内支付，订单已关闭，定金不退');
    expect(detail.data.action.map((a) => a.action)).toEqual(['deleteOrder']);
  });

  it('a final payment racing the window timer has one outcome', async () => {
    for (let i = 0; i < 4; i++) {
      const s = await newPresale();
      const b = await newBuyer();
      const out = await deposit(b.token, s.id, s.skuId, { is_balance: 1 });
      const r = await booking(out.data);
      at(s.now + DAY + 60);
      const fin = await final(b.token, r.id);
      vi.useRealTimers();
      await Promise.all([notify(fin.data), runPresaleTimersOnce(api.deps, s.now + 3 * DAY)]);
      const after = await bookingById(r.id);
      const rec = await payRecord(fin.data);
      const orders = await db().select().from(order).where(eq(order.orderNo, r.orderNo));
      if (after.orderStatus === 2) {
        expect(rec.payStatus).toBe(2);
        expect(orders).toHaveLength(1);
      } else {
        expect(after).toMatchObject({ orderStatus: -1, closeReason: 2 });
        expect(rec.payStatus).toBe(-1);
        expect(orders).toHaveLength(0);
      }
      // A later timer run changes nothing.
      await runPresaleTimersOnce(api.deps, s.now + 4 * DAY);
      expect((await bookingById(r.id)).orderStatus).toBe(after.orderStatus);
    }
  });
});

describe('presale: bad input changes nothing', () => {
  it('refuses unknown presales, other SKUs, bad quantities, the wrong phase and the limit', async () => {
    const s = await newPresale({ stock: 2, maxBuy: 1 });
    const b = await newBuyer();
    const before = await balanceOf(b.id);
    expect((await deposit(b.token, 99_999_999, s.skuId)).message).toBe('预售商品不存在');
    expect((await deposit(b.token, s.id, s.skuIds[1]!)).code).toBe(-1);
    for (const num of [0, -1, 1.5, 'abc']) expect((await deposit(b.token, s.id, s.skuId, { num })).code, `num=${num}`).toBeLessThan(0);
    expect((await deposit(b.token, s.id, s.skuId, { num: 3 })).message).toBe('预售商品库存不足');
    expect((await api.post('/presale/api/ordercreate/depositCreate', { presale_id: s.id, sku_id: s.skuId, num: 1 })).code).toBeLessThan(0);
    expect((await final(b.token, 99_999_999)).message).toBe('预售订单不存在');
    expect((await api.post('/presale/api/order/close', { token: b.token, order_id: 'x' })).code).toBeLessThan(0);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(2);
    expect(await balanceOf(b.id)).toBe(before);
    const ok = await deposit(b.token, s.id, s.skuId);
    expect(ok.code, ok.message).toBe(0);
    expect((await deposit(b.token, s.id, s.skuId)).message).toBe('每人限购1件，您已购买1件');
    const r = await booking(ok.data);
    expect((await api.post('/presale/api/refund/applyRefund', { token: b.token, order_id: r.id })).message).toBe('订单不是待付尾款状态');
    expect((await final(b.token, r.id)).message).toBe('订单不是待付尾款状态');
    expect((await api.post('/presale/api/order/delete', { token: b.token, order_id: r.id, lang: 'en-us' })).message).toBe(
      'Only closed orders can be deleted',
    );
    // Another member sees nothing of it.
    const other = await newBuyer();
    expect((await api.get('/presale/api/order/detail', { token: other.token, order_id: r.id })).message).toBe('预售订单不存在');
    // After the deposit window, no more bookings.
    at(s.now + DAY + 10);
    expect((await deposit(other.token, s.id, s.skuId)).message).toBe('预售活动未开始或已结束');
    vi.useRealTimers();
    const close = await api.post('/presale/api/order/close', { token: b.token, order_id: r.id });
    expect(close.code, close.message).toBe(0);
    expect((await stockRow(s.id, s.skuId)).stock).toBe(2);
  });

  it('the operator: refuses bad presales, lists and closes one', async () => {
    const g = await newTestGoods(db(), { shopName: `预售店${++seq}`, goodsName: `预售商品${seq}` });
    const now = nowSeconds();
    const base = {
      goods_id: g.goodsId,
      start_time: now,
      end_time: now + DAY,
      pay_start_time: now + DAY,
      pay_end_time: now + 2 * DAY,
      deliver_time: 3,
    };
    const sku = (x: Record<string, unknown> = {}) =>
      JSON.stringify([{ sku_id: g.skuId, presale_price: '50.00', presale_deposit: '5.00', stock: 5, ...x }]);
    expect((await admin('add', { ...base, sku_list: sku({ presale_deposit: '60.00' }) })).message).toBe(
      `商品规格${g.skuId}的定金不能高于预售价`,
    );
    expect((await admin('add', { ...base, pay_start_time: now, sku_list: sku() })).message).toBe(
      '尾款支付时间必须在定金结束之后且结束时间晚于开始时间',
    );
    expect((await admin('add', { ...base, sku_list: 'x' })).code).toBeLessThan(0);
    const added = await admin<PresaleAdminActivity>('add', { ...base, sku_list: sku() });
    expect(added.code, added.message).toBe(0);
    expect(added.data.sku_list[0]).toMatchObject({ presale_price: '50.00', presale_deposit: '5.00', stock: 5 });
    expect((await admin('add', { ...base, sku_list: sku() })).message).toBe('该商品已有未结束的预售活动');
    const list = await admin<Paged<PresaleAdminActivity>>('lists', { site_id: added.data.site_id });
    expect(list.data.count).toBe(1);
    const closed = await admin<PresaleAdminActivity>('close', { presale_id: added.data.presale_id });
    expect(closed.data.is_closed).toBe(1);
    const orders = await admin<Paged<PresaleOrder>>('orders', { page: 1 });
    expect(orders.code, orders.message).toBe(0);
  });

  it('the demo seed has a presale taking deposits and a demo booking awaiting its final payment', async () => {
    const page = await api.get<Paged<PresaleGoodsItem>>('/presale/api/goods/page', {});
    expect(page.data.list.some((p) => p.status === 1)).toBe(true);
    const flags = await api.get<Record<string, number>>('/api/addon/addonisexit');
    expect(flags.data.presale).toBe(1);
    const demo = await db().select().from(presaleOrder).where(eq(presaleOrder.orderStatus, 1));
    expect(demo.some((d) => d.payStartTime <= nowSeconds() && d.payEndTime > nowSeconds())).toBe(true);
  });
});
