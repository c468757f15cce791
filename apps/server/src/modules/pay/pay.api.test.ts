import { nowSeconds } from '@mall/contract';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Envelope, PayAdminConfig, PayInfo, PayPayResult, PayStatusResult, PayTypeResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { goodsSku } from '../goods';
import { createMember, member } from '../member';
import { placeTestOrder } from '../order/testing';
import { closeOrderTx, order, orderLog } from '../order';
import { channelSetting, putChannelSetting } from './pay.channel';
import { aesGcmEncrypt, canonicalFields, rsaSign } from './pay.crypto';
import { refundOnlinePay } from './pay.service';
import { movePayRecords, movePayRefund, PayRefundStatus, PayStatus } from './pay.state';
import { pay, payNotify } from './pay.tables';
import { payRefund } from './payrefund.tables';
import { sandboxNotifyFields, sandboxSecret, signFields } from './channels/sandbox';

let api: TestApi;
const ADMIN_API_KEY = 'pay-admin-key-0123456789';
let skuIds: number[];
let seq = 0;

const db = () => api.database.db;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `pay_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

/** An unpaid order (status 0) whose whole amount is left for an online channel. */
const unpaidOrder = async (memberId: number, skuId = skuIds[0]!, num = 1) => {
  const o = await placeTestOrder(db(), { memberId, lines: [{ skuId, num }], status: 0 });
  await db()
    .update(order)
    .set({ payMoney: sql`${order.orderMoney}`, balanceMoney: 0, outTradeNo: '' })
    .where(eq(order.orderId, o.orderId));
  const [row] = await db().select().from(order).where(eq(order.orderId, o.orderId));
  return row!;
};

const orderPay = (token: string | undefined, order_ids: string | number) => api.post<string>('/api/order/pay', { token, order_ids });
const payRow = async (outTradeNo: string) => (await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo)))[0]!;
const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;
const notifyRows = async (outTradeNo: string) => db().select().from(payNotify).where(eq(payNotify.outTradeNo, outTradeNo));
const payLogs = async (orderId: number) =>
  db()
    .select()
    .from(orderLog)
    .where(and(eq(orderLog.orderId, orderId), eq(orderLog.action, 'pay')));

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const waitPaid = async (outTradeNo: string, token: string) => {
  for (let i = 0; i < 100; i++) {
    const s = await api.post<PayStatusResult>('/api/pay/status', { token, out_trade_no: outTradeNo });
    if (s.data?.pay_status === 2) return true;
    await sleep(50);
  }
  return false;
};

/** A fresh unpaid order of a new member with its pay record (via /api/order/pay). */
const checkout = async (num = 1) => {
  const m = await newMember();
  const o = await unpaidOrder(m.id, skuIds[0], num);
  const res = await orderPay(m.token, o.orderId);
  expect(res.code).toBe(0);
  return { m, o, outTradeNo: res.data };
};

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY } });
  skuIds = (await db().select({ id: goodsSku.skuId }).from(goodsSku).orderBy(asc(goodsSku.skuId)).limit(3)).map((r) => r.id);
  expect(skuIds).toHaveLength(3);
});
afterAll(() => api?.close());

describe('/api/order/pay', () => {
  it('makes one record for the orders, reuses it while it covers exactly them, and replaces it otherwise', async () => {
    const m = await newMember();
    const a = await unpaidOrder(m.id, skuIds[0], 2);
    const b = await unpaidOrder(m.id, skuIds[1], 1);
    const first = await orderPay(m.token, `${a.orderId},${b.orderId}`);
    expect(first.code).toBe(0);
    const rec = await payRow(first.data);
    expect(rec).toMatchObject({ memberId: m.id, payMoney: a.payMoney + b.payMoney, payStatus: 0 });
    expect([...(rec.relateIds as number[])].sort()).toEqual([a.orderId, b.orderId].sort());
    expect((await orderRow(a.orderId)).outTradeNo).toBe(first.data);
    // Same set (any order of ids, duplicates): same record.
    expect((await orderPay(m.token, `${b.orderId},${a.orderId},${a.orderId}`)).data).toBe(first.data);
    // Only one of them: the old record is cancelled, a new one covers just that order.
    const single = await orderPay(m.token, a.orderId);
    expect(single.code).toBe(0);
    expect(single.data).not.toBe(first.data);
    expect((await payRow(first.data)).payStatus).toBe(-1);
    expect(await payRow(single.data)).toMatchObject({ payMoney: a.payMoney, relateIds: [a.orderId], payStatus: 0 });
    expect((await orderRow(a.orderId)).outTradeNo).toBe(single.data);
  });

  it('concurrent calls for the same orders agree on one record', async () => {
    const m = await newMember();
    const a = await unpaidOrder(m.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => orderPay(m.token, a.orderId)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(new Set(results.map((r) => r.data)).size).toBe(1);
    const open = await db()
      .select()
      .from(pay)
      .where(and(eq(pay.memberId, m.id), eq(pay.payStatus, 0)));
    expect(open).toHaveLength(1);
  });

  it("refuses another member's order exactly like a missing one and changes nothing", async () => {
    const owner = await newMember();
    const other = await newMember();
    const a = await unpaidOrder(owner.id);
    const mine = await orderPay(owner.token, a.orderId);
    const foreign = await orderPay(other.token, a.orderId);
    const missing = await orderPay(other.token, 2_000_000_000);
    expect(foreign).toMatchObject({ code: -1, message: '订单不存在' });
    expect(missing).toMatchObject({ code: -1, message: '订单不存在' });
    // Mixed with one of the caller's own orders: still refused.
    const own = await unpaidOrder(other.id);
    expect((await orderPay(other.token, `${own.orderId},${a.orderId}`)).code).toBe(-1);
    expect((await payRow(mine.data)).payStatus).toBe(0);
    expect((await orderRow(a.orderId)).outTradeNo).toBe(mine.data);
    expect(await db().select().from(pay).where(eq(pay.memberId, other.id))).toHaveLength(0);
  });

  it('refuses paid orders, bad ids and visitors', async () => {
    const m = await newMember();
    const paid = await placeTestOrder(db(), { memberId: m.id, lines: [{ skuId: skuIds[0]!, num: 1 }] });
    expect(await orderPay(m.token, paid.orderId)).toMatchObject({ code: -1, message: '订单不是待支付状态' });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '']) expect((await orderPay(m.token, bad)).code).toBe(-1);
    expect((await orderPay(undefined, 1)).code).toBe(-1);
    expect((await api.post('/api/order/pay', { token: m.token, order_ids: '1', lang: 'en-us' })).code).toBe(-1);
    const en = await api.post('/api/order/pay', { token: m.token, order_ids: paid.orderId, lang: 'en-us' });
    expect(en.message).toBe('The order is not waiting for payment');
  });
});

describe('/api/pay/info, /api/pay/status, /api/pay/type', () => {
  it('answers the owner with the reference fields and money strings; others get "not found"', async () => {
    const { m, o, outTradeNo } = await checkout(2);
    const info = await api.post<PayInfo>('/api/pay/info', { token: m.token, out_trade_no: outTradeNo });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      out_trade_no: outTradeNo,
      pay_status: 0,
      pay_type: '',
      pay_money: (o.payMoney / 100).toFixed(2),
      event: 'order',
      order_type: 1,
      order_ids: [o.orderId],
      return_url: `/h5/pages/pay/result/result?code=${outTradeNo}`,
    });
    for (const k of ['id', 'site_id', 'trade_no', 'pay_no', 'pay_body', 'pay_detail', 'pay_addon', 'create_time', 'pay_time'])
      expect(info.data).toHaveProperty(k);
    expect((await api.post<PayStatusResult>('/api/pay/status', { token: m.token, out_trade_no: outTradeNo })).data).toEqual({
      pay_status: 0,
    });
    const other = await newMember();
    expect(await api.post('/api/pay/info', { token: other.token, out_trade_no: outTradeNo })).toMatchObject({
      code: -1,
      message: '支付单据不存在',
    });
    expect(await api.post('/api/pay/status', { token: other.token, out_trade_no: outTradeNo })).toMatchObject({
      code: -1,
      message: '支付单据不存在',
    });
    expect((await api.post('/api/pay/info', { out_trade_no: outTradeNo })).code).toBe(-1);
    expect((await api.post('/api/pay/info', { token: m.token, out_trade_no: "1' or 1=1" })).code).toBe(-1);
  });

  it('lists enabled channels per client type; alipay never inside WeChat', async () => {
    const types = async (app_type: string) => (await api.get<PayTypeResult>('/api/pay/type', { app_type })).data.pay_type;
    expect(await types('h5')).toBe('sandbox');
    expect(await types('wechat')).toBe('sandbox');
    await putChannelSetting(db(), 'alipay', alipaySettings(), 1);
    await putChannelSetting(db(), 'wechatpay', wechatSettings(), 1);
    try {
      expect(await types('h5')).toBe('wechatpay,alipay,sandbox');
      expect(await types('wechat')).toBe('wechatpay,sandbox');
      await putChannelSetting(db(), 'sandbox', { secret: await sandboxSecret(db()) }, 0);
      expect(await types('h5')).toBe('wechatpay,alipay');
    } finally {
      await putChannelSetting(db(), 'sandbox', { secret: await sandboxSecret(db()) }, 1);
      await putChannelSetting(db(), 'alipay', alipaySettings(), 0);
      await putChannelSetting(db(), 'wechatpay', wechatSettings(), 0);
    }
    expect(await types('h5')).toBe('sandbox');
  });
});

describe('sandbox: cashier → asynchronous notify → paid', () => {
  it('pays through the cashier page', async () => {
    const { m, o, outTradeNo } = await checkout(2);
    const saleBefore = (await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuIds[0]!)))[0]!.saleNum;
    const started = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'sandbox',
      app_type: 'h5',
    });
    expect(started.code).toBe(0);
    expect(started.data.type).toBe('url');
    const url = new URL((started.data as { url: string }).url);
    expect(url.pathname).toBe('/pay/sandbox/cashier');
    expect((await payRow(outTradeNo)).payStatus).toBe(1);

    // The cashier page: amount, shop, buttons, in the shopper's language.
    const page = await (await fetch(`${api.url}${url.pathname}${url.search}`)).text();
    expect(page).toContain('确认支付');
    expect(page).toContain('取消');
    expect(page).toContain((o.payMoney / 100).toFixed(2));
    expect(page).toContain(o.siteName);
    const en = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'sandbox',
      lang: 'en-us',
    });
    const enUrl = new URL((en.data as { url: string }).url);
    const enPage = await (await fetch(`${api.url}${enUrl.pathname}${enUrl.search}`)).text();
    expect(enPage).toContain('Confirm payment');
    expect(enPage).toContain('Cancel');

    // A tampered link shows the invalid page and pays nothing.
    const bad = new URLSearchParams(url.search);
    bad.set('sign', '0'.repeat(64));
    const badPage = await fetch(`${api.url}/pay/sandbox/cashier?${bad}`);
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain('支付链接无效');
    expect((await postForm('/pay/sandbox/confirm', Object.fromEntries(bad))).status).toBe(400);

    // A GET of the confirm address never pays.
    await fetch(`${api.url}/pay/sandbox/confirm${url.search}`);
    await sleep(200);
    expect((await payRow(outTradeNo)).payStatus).toBe(1);

    // Confirm: straight back to the result page; the notify arrives on its own.
    const confirm = await postForm('/pay/sandbox/confirm', Object.fromEntries(url.searchParams));
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`/h5/pages/pay/result/result?code=${outTradeNo}`);
    expect(await waitPaid(outTradeNo, m.token)).toBe(true);

    const rec = await payRow(outTradeNo);
    expect(rec).toMatchObject({ payStatus: 2, payType: 'sandbox', tradeNo: `SB${outTradeNo}` });
    expect(await orderRow(o.orderId)).toMatchObject({ orderStatus: 1, payStatus: 1, payType: 'sandbox', isEnableRefund: 1 });
    expect(await notifyRows(outTradeNo)).toHaveLength(1);
    expect((await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuIds[0]!)))[0]!.saleNum).toBe(saleBefore + 2);
    const info = await api.post<PayInfo>('/api/pay/info', { token: m.token, out_trade_no: outTradeNo });
    expect(info.data).toMatchObject({ pay_status: 2, pay_type: 'sandbox', pay_type_name: '模拟支付' });

    // Confirming again (double click, back button) changes nothing; the page says it is paid.
    const again = await postForm('/pay/sandbox/confirm', Object.fromEntries(url.searchParams));
    expect(await again.text()).toContain('该单据已支付');
    expect(await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' })).toMatchObject({
      code: -1,
      message: '该订单已支付',
    });
    expect(await notifyRows(outTradeNo)).toHaveLength(1);
  });

  it('cancel goes back to the result page unpaid', async () => {
    const { m, outTradeNo } = await checkout();
    const started = await api.post<PayPayResult>('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
    const url = new URL((started.data as { url: string }).url);
    const res = await postForm('/pay/sandbox/cancel', Object.fromEntries(url.searchParams));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/h5/pages/pay/result/result?code=${outTradeNo}`);
    await sleep(200);
    expect((await payRow(outTradeNo)).payStatus).toBe(1);
  });

  it('a notify replayed 50 times at once changes state once and keeps one notify row', async () => {
    const { m, o, outTradeNo } = await checkout(3);
    await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
    const saleBefore = (await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuIds[0]!)))[0]!.saleNum;
    const fields = await sandboxNotifyFields(db(), await payRow(outTradeNo));
    const answers = await Promise.all(Array.from({ length: 50 }, () => postForm('/api/pay/notify/sandbox', fields).then((r) => r.text())));
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect(await notifyRows(outTradeNo)).toHaveLength(1);
    expect(await payLogs(o.orderId)).toHaveLength(1);
    expect((await orderRow(o.orderId)).orderStatus).toBe(1);
    expect((await payRow(outTradeNo)).payStatus).toBe(2);
    expect((await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuIds[0]!)))[0]!.saleNum).toBe(saleBefore + 3);
  });

  it('refuses a tampered signature, a wrong amount and an unknown out_trade_no, changing nothing', async () => {
    const { o, outTradeNo } = await checkout();
    const secret = await sandboxSecret(db());
    const fields = await sandboxNotifyFields(db(), await payRow(outTradeNo));
    const send = async (f: Record<string, string>) => (await postForm('/api/pay/notify/sandbox', f)).text();
    // Tampered: amount changed after signing; signature of another secret; no signature.
    expect(await send({ ...fields, total_amount: '1' })).toBe('fail');
    const foreign = { ...fields };
    foreign.sign = signFields('z'.repeat(64), { ...fields, sign: '' });
    expect(await send(foreign)).toBe('fail');
    expect(await send({ ...fields, sign: '' })).toBe('fail');
    // No body at all (GET, empty POST, JSON garbage).
    expect(await (await fetch(`${api.url}/api/pay/notify/sandbox`)).text()).toBe('fail');
    expect(await (await fetch(`${api.url}/api/pay/notify/sandbox`, { method: 'POST' })).text()).toBe('fail');
    expect(
      (await fetch(`${api.url}/api/pay/notify/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":' }))
        .status,
    ).toBe(200);
    // Correctly signed but for the wrong amount.
    const cheap: Record<string, string> = { ...fields, total_amount: '1', sign: '' };
    cheap.sign = signFields(secret, cheap);
    expect(await send(cheap)).toBe('fail');
    // Correctly signed for a record that does not exist.
    const ghost: Record<string, string> = { ...fields, out_trade_no: '99999999999999999999', trade_no: 'SB99999999999999999999', sign: '' };
    ghost.sign = signFields(secret, ghost);
    expect(await send(ghost)).toBe('fail');
    // Correctly signed but not a success status.
    const waiting: Record<string, string> = { ...fields, trade_status: 'WAIT_BUYER_PAY', sign: '' };
    waiting.sign = signFields(secret, waiting);
    expect(await send(waiting)).toBe('fail');
    expect((await payRow(outTradeNo)).payStatus).toBe(0);
    expect((await orderRow(o.orderId)).orderStatus).toBe(0);
    expect(await notifyRows(outTradeNo)).toHaveLength(0);
    expect(await db().select().from(payNotify).where(eq(payNotify.outTradeNo, '99999999999999999999'))).toHaveLength(0);
    // The genuine notify still works afterwards.
    expect(await send(fields)).toBe('success');
    expect((await payRow(outTradeNo)).payStatus).toBe(2);
  });

  it('a cancelled record cannot be paid: pay refused, cashier closed, a late notify is sent back', async () => {
    const { m, o, outTradeNo } = await checkout();
    const started = await api.post<PayPayResult>('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
    const url = new URL((started.data as { url: string }).url);
    const late = await sandboxNotifyFields(db(), await payRow(outTradeNo));
    await db().update(pay).set({ payStatus: -1 }).where(eq(pay.outTradeNo, outTradeNo));
    expect(await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' })).toMatchObject({
      code: -1,
      message: '支付单据已关闭，请重新发起支付',
    });
    const confirm = await postForm('/pay/sandbox/confirm', Object.fromEntries(url.searchParams));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('该单据已关闭');
    // The channel took money anyway (a notify in flight): acknowledged, not applied, given back once.
    expect(await (await postForm('/api/pay/notify/sandbox', late)).text()).toBe('success');
    expect(await (await postForm('/api/pay/notify/sandbox', late)).text()).toBe('success');
    expect((await payRow(outTradeNo)).payStatus).toBe(-1);
    expect((await orderRow(o.orderId)).orderStatus).toBe(0);
    const refunds = await db().select().from(payRefund).where(eq(payRefund.outTradeNo, outTradeNo));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 1, refundMoney: o.payMoney, payType: 'sandbox' });
  });

  it('a paid record is final: closing its order, opening a channel or cancelling it moves nothing', async () => {
    const { m, o, outTradeNo } = await checkout();
    await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
    expect(await (await postForm('/api/pay/notify/sandbox', await sandboxNotifyFields(db(), await payRow(outTradeNo)))).text()).toBe(
      'success',
    );
    const paid = await payRow(outTradeNo);
    const results = await Promise.all([
      api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' }),
      db().transaction((tx) => closeOrderTx(tx, o.orderId, { way: 'system', action: 'close' })),
      movePayRecords(db(), eq(pay.outTradeNo, outTradeNo), [PayStatus.PAID], PayStatus.CANCELLED),
    ]);
    expect(results[0]).toMatchObject({ code: -1, message: '该订单已支付' });
    expect(results[1]).toBe(false);
    expect(results[2]).toEqual([]);
    expect(await payRow(outTradeNo)).toEqual(paid);
    expect((await orderRow(o.orderId)).orderStatus).toBe(1);
  });

  it('an order closed while its cashier was open stays closed; the late payment goes back', async () => {
    const { m, o, outTradeNo } = await checkout();
    await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
    const late = await sandboxNotifyFields(db(), await payRow(outTradeNo));
    expect(await db().transaction((tx) => closeOrderTx(tx, o.orderId, { way: 'system', action: 'auto close' }))).toBe(true);
    expect((await payRow(outTradeNo)).payStatus).toBe(-1);
    expect(await (await postForm('/api/pay/notify/sandbox', late)).text()).toBe('success');
    expect((await orderRow(o.orderId)).orderStatus).toBe(-1);
    expect(await payLogs(o.orderId)).toHaveLength(0);
    expect(await db().select().from(payRefund).where(eq(payRefund.outTradeNo, outTradeNo))).toHaveLength(1);
    // Re-paying a closed order is refused.
    expect(await orderPay(m.token, o.orderId)).toMatchObject({ code: -1, message: '订单不是待支付状态' });
  });

  it('refuses bad pay requests', async () => {
    const { m, outTradeNo } = await checkout();
    const other = await newMember();
    expect(await api.post('/api/pay/pay', { token: other.token, out_trade_no: outTradeNo, pay_type: 'sandbox' })).toMatchObject({
      code: -1,
      message: '支付单据不存在',
    });
    expect(await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'alipay' })).toMatchObject({
      code: -1,
      message: '当前支付方式不可用',
    });
    expect((await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'paypal' })).code).toBe(-1);
    // Another host is never a return target: the result page is used instead.
    for (const return_url of ['//evil.example.com/x', 'https://evil.example.com/', '/\\evil.example.com', 'javascript:alert(1)']) {
      expect((await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'sandbox', return_url })).code).toBe(0);
      expect((await payRow(outTradeNo)).returnUrl).toBe('');
    }
    const ok = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'sandbox',
      return_url: '/h5/pages/order/list/list',
    });
    expect(ok.code).toBe(0);
    expect((await payRow(outTradeNo)).returnUrl).toBe('/h5/pages/order/list/list');
    // An absolute URL on this host keeps its path.
    const host = new URL(api.url).host;
    await api.post('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'sandbox',
      return_url: `http://${host}/h5/pages/pay/result/result?code=${outTradeNo}`,
    });
    expect((await payRow(outTradeNo)).returnUrl).toBe(`/h5/pages/pay/result/result?code=${outTradeNo}`);
    expect((await api.post('/api/pay/pay', { out_trade_no: outTradeNo, pay_type: 'sandbox' })).code).toBe(-1);
    expect((await payRow(outTradeNo)).payStatus).toBe(1);
  });
});

describe('refunds through the original channel', () => {
  it('sends sandbox refunds, once per refund_no, never more than was paid', async () => {
    const { o, outTradeNo } = await checkout(2);
    const fields = await sandboxNotifyFields(db(), await payRow(outTradeNo));
    expect(await (await postForm('/api/pay/notify/sandbox', fields)).text()).toBe('success');
    const ord = { outTradeNo, payType: 'sandbox' };
    const half = Math.floor(o.payMoney / 2);
    expect(await refundOnlinePay(db(), ord, half, 'RFT1')).toMatchObject({ ok: true, payType: 'sandbox' });
    // Same refund number again: the first outcome, no second row.
    expect(await refundOnlinePay(db(), ord, half, 'RFT1')).toMatchObject({ ok: true });
    expect(await refundOnlinePay(db(), ord, o.payMoney, 'RFT2')).toEqual({ ok: false, reason: 'exceeds' });
    expect(await refundOnlinePay(db(), ord, o.payMoney - half, 'RFT3')).toMatchObject({ ok: true });
    expect(await refundOnlinePay(db(), ord, 1, 'RFT4')).toEqual({ ok: false, reason: 'exceeds' });
    const rows = await db().select().from(payRefund).where(eq(payRefund.outTradeNo, outTradeNo));
    expect(rows.map((r) => r.refundNo).sort()).toEqual(['RFT1', 'RFT3']);
    expect(rows.reduce((a, r) => a + r.refundMoney, 0)).toBe(o.payMoney);
    // Concurrent requests with one number: one refund.
    const c = await checkout();
    await postForm('/api/pay/notify/sandbox', await sandboxNotifyFields(db(), await payRow(c.outTradeNo)));
    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        db().transaction((tx) => refundOnlinePay(tx, { outTradeNo: c.outTradeNo, payType: 'sandbox' }, c.o.payMoney, 'RFC1')),
      ),
    );
    expect(many.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(payRefund).where(eq(payRefund.outTradeNo, c.outTradeNo))).toHaveLength(1);
  });

  it('a failed channel refund is sent again with its number; a done one never moves back', async () => {
    const { o, outTradeNo } = await checkout();
    await postForm('/api/pay/notify/sandbox', await sandboxNotifyFields(db(), await payRow(outTradeNo)));
    await db().insert(payRefund).values({
      refundNo: 'RFF1',
      outTradeNo,
      payType: 'sandbox',
      refundMoney: o.payMoney,
      status: PayRefundStatus.FAILED,
      failReason: 'timeout',
      createTime: 1,
    });
    expect(await refundOnlinePay(db(), { outTradeNo, payType: 'sandbox' }, o.payMoney, 'RFF1')).toMatchObject({
      ok: true,
      payType: 'sandbox',
    });
    const row = async () => (await db().select().from(payRefund).where(eq(payRefund.refundNo, 'RFF1')))[0]!;
    expect(await row()).toMatchObject({ status: PayRefundStatus.DONE, failReason: '' });
    expect(await movePayRefund(db(), 'RFF1', PayRefundStatus.DONE, PayRefundStatus.SENDING)).toBe(false);
    expect(await movePayRefund(db(), 'RFF1', PayRefundStatus.FAILED, PayRefundStatus.SENDING)).toBe(false);
    expect((await row()).status).toBe(PayRefundStatus.DONE);
  });

  it('refuses unpaid records', async () => {
    const { outTradeNo } = await checkout();
    expect(await refundOnlinePay(db(), { outTradeNo, payType: 'sandbox' }, 100, 'RFU1')).toMatchObject({ ok: false });
  });
});

// ---------------------------------------------------------------- WeChat Pay and Alipay over HTTP (local keys, local stand-in)

const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayApp = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayServer = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: crypto.KeyObject, type: 'pkcs8' | 'spki') => k.export({ format: 'pem', type } as never) as string;
const API_V3_KEY = 'k'.repeat(32);
const wechatSettings = (v: Record<string, unknown> = {}) => ({
  appid: 'wx0000000000000001',
  mchid: '1900000001',
  serial_no: 'MERCHANTSERIAL01',
  private_key: pem(merchant.privateKey, 'pkcs8'),
  api_v3_key: API_V3_KEY,
  platform_public_key: pem(platform.publicKey, 'spki'),
  platform_serial: 'PLATFORMSERIAL01',
  ...v,
});
const alipaySettings = () => ({
  app_id: '2021000000000001',
  private_key: pem(alipayApp.privateKey, 'pkcs8'),
  alipay_public_key: pem(alipayServer.publicKey, 'spki'),
});

const wechatHeaders = (body: string) => {
  const ts = String(nowSeconds());
  const n = crypto.randomBytes(8).toString('hex');
  return {
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': n,
    'wechatpay-serial': 'PLATFORMSERIAL01',
    'wechatpay-signature': rsaSign(`${ts}\n${n}\n${body}\n`, platform.privateKey),
  };
};

describe('WeChat Pay and Alipay adapters end to end (no network)', () => {
  let standIn: http.Server;
  let base = '';
  beforeAll(async () => {
    standIn = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const answer = JSON.stringify(
          req.url === '/v3/pay/transactions/jsapi'
            ? { prepay_id: 'wx2026112200000001' }
            : { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2' },
        );
        res.writeHead(200, { 'content-type': 'application/json', ...wechatHeaders(answer) });
        res.end(answer);
      });
    });
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    await putChannelSetting(db(), 'wechatpay', wechatSettings({ api_base: base }), 1);
    await putChannelSetting(db(), 'alipay', alipaySettings(), 1);
  });
  afterAll(async () => {
    await putChannelSetting(db(), 'wechatpay', wechatSettings(), 0);
    await putChannelSetting(db(), 'alipay', alipaySettings(), 0);
    await new Promise<void>((r) => standIn.close(() => r()));
  });

  it('WeChat H5: signed order, mweb url with redirect; a signed, encrypted notify (raw JSON body) pays once', async () => {
    const { m, o, outTradeNo } = await checkout();
    const started = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'wechatpay',
      app_type: 'h5',
    });
    expect(started.code).toBe(0);
    expect(started.data.type).toBe('url');
    const url = (started.data as { url: string }).url;
    expect(url.startsWith('https://wx.tenpay.com/')).toBe(true);
    expect(decodeURIComponent(url.split('redirect_url=')[1]!)).toMatch(new RegExp(`/h5/pages/pay/result/result\\?code=${outTradeNo}$`));
    // Inside WeChat without a bound openid: asked to sign in with WeChat; with one: JSAPI bridge data.
    expect(
      await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'wechatpay', app_type: 'wechat' }),
    ).toMatchObject({ code: -1, message: '请先使用微信授权登录' });
    await db()
      .update(member)
      .set({ wxOpenid: `openid_${m.id}` })
      .where(eq(member.memberId, m.id));
    const js = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'wechatpay',
      app_type: 'wechat',
    });
    expect(js.data).toMatchObject({
      type: 'jsapi',
      data: { appId: 'wx0000000000000001', package: 'prepay_id=wx2026112200000001', signType: 'RSA' },
    });
    const d = (js.data as Extract<PayPayResult, { type: 'jsapi' }>).data;
    expect(
      crypto.verify(
        'RSA-SHA256',
        Buffer.from(`${d.appId}\n${d.timeStamp}\n${d.nonceStr}\n${d.package}\n`),
        merchant.publicKey,
        Buffer.from(d.paySign, 'base64'),
      ),
    ).toBe(true);

    const tx = {
      appid: 'wx0000000000000001',
      mchid: '1900000001',
      out_trade_no: outTradeNo,
      transaction_id: `4200${outTradeNo}`,
      trade_state: 'SUCCESS',
      amount: { total: o.payMoney, payer_total: o.payMoney, currency: 'CNY' },
    };
    // Pretty-printed on purpose: the signature covers the exact bytes, not a re-serialisation.
    const body = JSON.stringify(
      {
        id: 'EV-1',
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        resource: {
          algorithm: 'AEAD_AES_256_GCM',
          original_type: 'transaction',
          associated_data: 'transaction',
          nonce: 'abcdefghijkl',
          ciphertext: aesGcmEncrypt(API_V3_KEY, 'abcdefghijkl', 'transaction', JSON.stringify(tx)),
        },
      },
      null,
      2,
    );
    const send = (headers: Record<string, string>, b = body) =>
      fetch(`${api.url}/api/pay/notify/wechatpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: b,
      });
    const forged = await send({ ...wechatHeaders(body), 'wechatpay-signature': rsaSign('x', merchant.privateKey) });
    expect(forged.status).toBe(400);
    expect((await payRow(outTradeNo)).payStatus).toBe(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(wechatHeaders(body))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await payRow(outTradeNo)).toMatchObject({ payStatus: 2, payType: 'wechatpay', tradeNo: `4200${outTradeNo}` });
    expect((await orderRow(o.orderId)).orderStatus).toBe(1);
    expect(await notifyRows(outTradeNo)).toHaveLength(1);
  });

  it('Alipay wap: signed gateway url; a signed form notify pays; a forged one does not', async () => {
    const { m, o, outTradeNo } = await checkout();
    const started = await api.post<PayPayResult>('/api/pay/pay', {
      token: m.token,
      out_trade_no: outTradeNo,
      pay_type: 'alipay',
      app_type: 'h5',
    });
    expect(started.code).toBe(0);
    const url = new URL((started.data as { url: string }).url);
    expect(url.host).toBe('openapi.alipay.com');
    // The uni-app client sends the browser to `data.data` for Alipay.
    expect(started.data.data).toBe(url.toString());
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: (o.payMoney / 100).toFixed(2),
    });
    expect(url.searchParams.get('notify_url')).toMatch(/\/api\/pay\/notify\/alipay$/);
    expect(
      await api.post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'alipay', app_type: 'wechat' }),
    ).toMatchObject({ code: -1 });

    const fields: Record<string, string> = {
      app_id: '2021000000000001',
      notify_type: 'trade_status_sync',
      out_trade_no: outTradeNo,
      trade_no: `2026${outTradeNo}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: (o.payMoney / 100).toFixed(2),
      subject: '测试 & 商品',
    };
    const signed = { ...fields, sign_type: 'RSA2', sign: rsaSign(canonicalFields(fields, []), alipayServer.privateKey) };
    expect(await (await postForm('/api/pay/notify/alipay', { ...signed, total_amount: '0.01' })).text()).toBe('fail');
    expect((await payRow(outTradeNo)).payStatus).toBe(1);
    expect(await (await postForm('/api/pay/notify/alipay', signed)).text()).toBe('success');
    expect(await (await postForm('/api/pay/notify/alipay', signed)).text()).toBe('success');
    expect(await payRow(outTradeNo)).toMatchObject({ payStatus: 2, payType: 'alipay' });
    expect(await notifyRows(outTradeNo)).toHaveLength(1);
  });
});

describe('operator settings', () => {
  const admin = async (data: Record<string, string>, key = ADMIN_API_KEY): Promise<Envelope<PayAdminConfig>> =>
    (
      await fetch(`${api.url}/admin/api/pay/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': key },
        body: new URLSearchParams(data).toString(),
      })
    ).json();

  it('shows settings without secrets, refuses to switch on an incomplete channel, saves and merges', async () => {
    expect((await admin({ pay_type: 'alipay' }, 'wrong-key-0123456789')).code).toBe(-10009);
    const sandbox = await admin({ pay_type: 'sandbox' });
    expect(sandbox.data).toMatchObject({ pay_type: 'sandbox', is_use: 1, configured: true, secrets_set: { secret: true } });
    expect(JSON.stringify(sandbox.data)).not.toContain(await sandboxSecret(db()));
    expect(await admin({ pay_type: 'alipay', is_use: '1', private_key: 'not a key' })).toMatchObject({
      code: -1,
      message: '支付配置不完整，无法开启',
    });
    expect((await admin({ pay_type: 'alipay' })).data).toMatchObject({ is_use: 0 });
    const s = alipaySettings();
    const saved = await admin({ pay_type: 'alipay', private_key: s.private_key, alipay_public_key: s.alipay_public_key, app_id: s.app_id });
    expect(saved.data).toMatchObject({
      is_use: 0,
      configured: true,
      values: { app_id: s.app_id },
      secrets_set: { private_key: true, alipay_public_key: true },
    });
    expect(JSON.stringify(saved.data)).not.toContain('PRIVATE KEY');
    expect((await admin({ pay_type: 'alipay', is_use: '1' })).data.is_use).toBe(1);
    expect((await api.get<PayTypeResult>('/api/pay/type', { app_type: 'h5' })).data.pay_type).toBe('alipay,sandbox');
    expect((await admin({ pay_type: 'alipay', is_use: '0' })).data.is_use).toBe(0);
    expect((await admin({ pay_type: 'paypal' })).code).toBe(-1);
  });

  it('a sandbox row without a secret gets one, once, and keeps its switch', async () => {
    await putChannelSetting(db(), 'sandbox', {}, 0);
    const [a, b] = await Promise.all([sandboxSecret(db()), sandboxSecret(db())]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await sandboxSecret(db())).toBe(a);
    expect((await channelSetting(db(), 'sandbox')).is_use).toBe(0);
    await putChannelSetting(db(), 'sandbox', { secret: a }, 1);
  });
});
