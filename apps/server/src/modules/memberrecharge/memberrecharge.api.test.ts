import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Envelope, MemberRechargeConfig, Paged, RechargeOrder, RechargePackage } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { platformcoupon } from '../coupon';
import { createMember, member, memberAccount } from '../member';
import { pay } from '../pay';
import { sandboxNotifyFields } from '../pay/testing';
import { addon } from '../settings';
import { memberRecharge, memberRechargeOrder } from './memberrecharge.tables';

let api: TestApi;
const ADMIN_API_KEY = 'recharge-admin-key-0123456789';
let seq = 0;
const db = () => api.database.db;

const newMember = async () => {
  const id = await createMember(db(), { username: `rc_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};
const admin = async <T>(path: string, data: Record<string, string | number>): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_API_KEY },
      body: new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString(),
    })
  ).json() as Promise<Envelope<T>>;
const notify = async (outTradeNo: string) => {
  const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
  const fields = await sandboxNotifyFields(db(), rec!);
  return fetch(`${api.url}/api/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.text());
};
const memberRow = async (id: number) => (await db().select().from(member).where(eq(member.memberId, id)))[0]!;

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY } });
});
afterAll(async () => {
  await api.close();
});

describe('recharge packages and config', () => {
  it('lists the seeded packages on sale and the config with custom amounts', async () => {
    const cfg = await api.get<MemberRechargeConfig>('/memberrecharge/api/memberrecharge/config');
    expect(cfg.data).toMatchObject({ is_use: 1, value: { is_custom: 1, custom_min: '1.00', custom_max: '5000.00' } });
    const page = await api.get<Paged<RechargePackage>>('/memberrecharge/api/memberrecharge/page', { page: 1, page_size: 10 });
    expect(page.data.count).toBe(3);
    expect(page.data.list.map((p) => [p.recharge_name, p.buy_price, p.face_value])).toEqual([
      ['充100送10', '100.00', '110.00'],
      ['充300送40', '300.00', '340.00'],
      ['充500送80', '500.00', '580.00'],
    ]);
    const info = await api.get<RechargePackage>('/memberrecharge/api/memberrecharge/info', { recharge_id: page.data.list[0]!.recharge_id });
    expect(info.data.recharge_name).toBe('充100送10');
    const missing = await api.get('/memberrecharge/api/memberrecharge/info', { recharge_id: 999_999, lang: 'en-us' });
    expect(missing).toMatchObject({ code: -1, message: 'This recharge package does not exist or is off sale' });
  });

  it('the operator adds, edits, lists and deletes packages behind the admin key', async () => {
    const denied = await api.post('/admin/api/memberrecharge/add', { recharge_name: 'x', face_value: '1', buy_price: '1' });
    expect(denied.code).toBeLessThan(0);
    const bad = await admin('/admin/api/memberrecharge/add', { recharge_name: 'x', face_value: '5', buy_price: '10', lang: 'en-us' });
    expect(bad).toMatchObject({ code: -1, message: 'The price must be above 0 and the face value at least the price' });
    const added = await admin<RechargePackage>('/admin/api/memberrecharge/add', {
      recharge_name: '充50送5',
      face_value: '55',
      buy_price: '50.00',
      point: 5,
      status: 0,
    });
    expect(added.data).toMatchObject({ face_value: '55.00', buy_price: '50.00', status: 0 });
    const edited = await admin<RechargePackage>('/admin/api/memberrecharge/edit', {
      recharge_id: added.data.recharge_id,
      recharge_name: '充50送6',
      face_value: '56',
      buy_price: '50',
      status: 0,
    });
    expect(edited.data.recharge_name).toBe('充50送6');
    const all = await admin<Paged<RechargePackage>>('/admin/api/memberrecharge/lists', { status: 0 });
    expect(all.data.list.map((p) => p.recharge_id)).toContain(added.data.recharge_id);
    // Off sale: shoppers neither see nor buy it.
    const shopper = await newMember();
    const buy = await api.post('/memberrecharge/api/ordercreate/create', { token: shopper.token, recharge_id: added.data.recharge_id });
    expect(buy.code).toBe(-1);
    expect((await admin<number>('/admin/api/memberrecharge/delete', { recharge_id: added.data.recharge_id })).data).toBe(1);
    expect((await admin('/admin/api/memberrecharge/delete', { recharge_id: added.data.recharge_id })).code).toBe(-1);
  });
});

describe('recharge orders', () => {
  it('a notify replayed 50 times at once credits the member exactly once', async () => {
    const m = await newMember();
    const [pkg] = await db().select().from(memberRecharge).where(eq(memberRecharge.rechargeName, '充500送80'));
    const couponTypeId = Number(pkg!.couponId);
    const outTradeNo = (await api.post<string>('/memberrecharge/api/ordercreate/create', { token: m.token, recharge_id: pkg!.rechargeId }))
      .data;
    expect(outTradeNo).toMatch(/^\d{20}$/);
    const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
    expect(rec).toMatchObject({ payMoney: 50_000, event: 'memberrecharge', payStatus: 0 });
    // Not paid yet: nothing in the paid list.
    expect((await api.post<Paged<RechargeOrder>>('/memberrecharge/api/order/page', { token: m.token })).data.count).toBe(0);

    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(outTradeNo)));
    expect(answers.every((a) => a === 'success')).toBe(true);

    const after = await memberRow(m.id);
    expect({ balance: after.balance, balanceMoney: after.balanceMoney, point: after.point, growth: after.growth }).toEqual({
      balance: 58_000,
      balanceMoney: 0,
      point: 500,
      growth: 50,
    });
    const ledger = await db()
      .select()
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, m.id), eq(memberAccount.fromType, 'memberrecharge')))
      .orderBy(asc(memberAccount.id));
    expect(ledger.map((l) => [l.accountType, l.accountData])).toEqual(
      expect.arrayContaining([
        ['balance', 58_000],
        ['point', 500],
        ['growth', 50],
      ]),
    );
    expect(ledger).toHaveLength(3);
    const coupons = await db()
      .select()
      .from(platformcoupon)
      .where(and(eq(platformcoupon.memberId, m.id), eq(platformcoupon.platformcouponTypeId, couponTypeId)));
    expect(coupons).toHaveLength(1);
    const [sold] = await db().select().from(memberRecharge).where(eq(memberRecharge.rechargeId, pkg!.rechargeId));
    expect(sold!.saleNum).toBe(pkg!.saleNum + 1);

    const page = await api.post<Paged<RechargeOrder>>('/memberrecharge/api/order/page', { token: m.token });
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      recharge_name: '充500送80',
      buy_price: '500.00',
      face_value: '580.00',
      status: 2,
      pay_type: 'sandbox',
      out_trade_no: outTradeNo,
    });
    // Another member sees none of it.
    expect((await api.post<Paged<RechargeOrder>>('/memberrecharge/api/order/page', { token: (await newMember()).token })).data.count).toBe(
      0,
    );
    expect(couponTypeId).toBeGreaterThan(0);
  });

  it('a custom amount within the bounds becomes a recharge of that amount', async () => {
    const m = await newMember();
    const res = await api.post<string>('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '12.34' });
    expect(res.code).toBe(0);
    const [o] = await db().select().from(memberRechargeOrder).where(eq(memberRechargeOrder.outTradeNo, res.data));
    expect(o).toMatchObject({ rechargeId: 0, faceValue: 1234, buyPrice: 1234, point: 0, status: 1 });
    expect(await notify(res.data)).toBe('success');
    expect((await memberRow(m.id)).balance).toBe(1234);
    for (const edge of ['1', '5000', '5000.00']) {
      expect((await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: edge })).code).toBe(0);
    }
  });

  it('refuses bad amounts and unknown packages with a clear message', async () => {
    const m = await newMember();
    const create = (data: Record<string, string | number>) =>
      api.post<string>('/memberrecharge/api/ordercreate/create', { token: m.token, lang: 'en-us', ...data });
    expect(await create({ face_value: '0' })).toMatchObject({ code: -1, message: 'The recharge amount must be at least ¥1.00' });
    expect(await create({ face_value: '0.99' })).toMatchObject({ code: -1, message: 'The recharge amount must be at least ¥1.00' });
    expect(await create({ face_value: '-5' })).toMatchObject({ code: -1, message: 'Enter a valid recharge amount (at most two decimals)' });
    expect(await create({ face_value: '1.005' })).toMatchObject({
      code: -1,
      message: 'Enter a valid recharge amount (at most two decimals)',
    });
    expect(await create({ face_value: 'abc' })).toMatchObject({
      code: -1,
      message: 'Enter a valid recharge amount (at most two decimals)',
    });
    expect(await create({ face_value: '5000.01' })).toMatchObject({ code: -1, message: 'The recharge amount must be at most ¥5000.00' });
    expect(await create({ face_value: '99999999999999999999' })).toMatchObject({ code: -1 });
    expect(await create({ recharge_id: 999_999 })).toMatchObject({
      code: -1,
      message: 'This recharge package does not exist or is off sale',
    });
    expect(await create({ recharge_id: -3 })).toMatchObject({ code: -1 });
    expect(await create({})).toMatchObject({ code: -1, message: 'Missing parameter recharge_id' });
    const zh = await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '0' });
    expect(zh.message).toBe('充值金额不能低于1.00元');
    expect((await api.post('/memberrecharge/api/ordercreate/create', { face_value: '10' })).code).toBe(-1);
    // Nothing was written for any of them.
    expect(await db().select().from(memberRechargeOrder).where(eq(memberRechargeOrder.memberId, m.id))).toHaveLength(0);
  });

  it('custom amounts follow the operator config; the add-on switch turns recharge off', async () => {
    const m = await newMember();
    const set = await admin<MemberRechargeConfig>('/admin/api/memberrecharge/config', { is_use: 1, is_custom: 0 });
    expect(set.data).toMatchObject({ is_use: 1, value: { is_custom: 0 } });
    const custom = await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '10', lang: 'en-us' });
    expect(custom).toMatchObject({ code: -1, message: 'Typing your own recharge amount is not allowed' });
    await admin('/admin/api/memberrecharge/config', { is_use: 1, is_custom: 1, custom_min: '10', custom_max: '20' });
    expect((await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '9.99' })).code).toBe(-1);
    expect((await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '20' })).code).toBe(0);
    const badBounds = await admin('/admin/api/memberrecharge/config', { is_use: 1, is_custom: 1, custom_min: '30', custom_max: '20' });
    expect(badBounds.code).toBe(-1);

    await db().update(addon).set({ status: 0 }).where(eq(addon.name, 'memberrecharge'));
    try {
      expect((await api.get<MemberRechargeConfig>('/memberrecharge/api/memberrecharge/config')).data.is_use).toBe(0);
      expect((await api.get<Paged<RechargePackage>>('/memberrecharge/api/memberrecharge/page')).data.count).toBe(0);
      const off = await api.post('/memberrecharge/api/ordercreate/create', { token: m.token, face_value: '15', lang: 'en-us' });
      expect(off).toMatchObject({ code: -1, message: 'Recharge is not available' });
    } finally {
      await db().update(addon).set({ status: 1 }).where(eq(addon.name, 'memberrecharge'));
      await admin('/admin/api/memberrecharge/config', { is_use: 1, is_custom: 1, custom_min: '1', custom_max: '5000' });
    }
  });
});
