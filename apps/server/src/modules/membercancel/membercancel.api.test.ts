import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  AgreementResult,
  Envelope,
  MemberCancelAccountInfo,
  MemberCancelConfig,
  MemberCancelInfo,
  MemberCancelRow,
  MobileLoginResult,
  Paged,
} from '@mall/contract';
import { defineMessages } from '../../infra/http/messages';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { addon, putSetting } from '../settings';
import { member } from '../member';
import { smsTesting } from '../member/testing';
import type { ModuleParts } from '..';
import { memberCancel } from '.';

// Stands in for another module's cancellation check: counts and blocks for the members a test names.
const stub = { orderPay: new Map<number, number>(), blocked: new Set<number>() };
const stubParts: ModuleParts = {
  name: 'test',
  routes: () => [],
  cancelChecks: [
    {
      name: 'test-orders',
      count: async (_db, memberId) => ({ order_pay_count: stub.orderPay.get(memberId) ?? 0 }),
      block: async (_db, memberId) => (stub.blocked.has(memberId) ? { messageKey: testMessages.testOpenOrders } : null),
    },
  ],
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ extraParts: [stubParts] });
});
afterAll(() => api?.close());

const db = () => api.database.db;
const t = smsTesting(() => api);
const ADMIN_KEY = 'test-operator-key-0123456789';
const BASE = '/membercancel/api/membercancel';
/** An operator call under /admin/api/ (`module/action`). */
const operator = async <T>(path: string, params: Params, key: string | null = ADMIN_KEY): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json();
const admin = <T>(path: string, params: Params, key: string | null = ADMIN_KEY) => operator<T>(`membercancel/${path}`, params, key);
const applications = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCancel)
  )[0].n;
/** A new member whose registration gift points are spent: nothing of its own keeps the account open. */
const emptyMember = async (password?: string) => {
  const m = await t.mobileMember(password);
  await db().update(member).set({ point: 0 }).where(eq(member.memberId, m.memberId));
  return m;
};
const memberRow = async (id: number) => (await db().select().from(member).where(eq(member.memberId, id)))[0];

const testMessages = defineMessages({
  testOpenOrders: { 'zh-cn': '您还有未完成的订单', 'en-us': 'You still have open orders' },
});

beforeEach(async () => {
  api.deps.config.adminApiKey = ADMIN_KEY;
  await t.resetLimits();
});

describe('settings and agreement', () => {
  it('answers is_enable and is_audit, follows the setting and the add-on flag', async () => {
    expect(await api.get<MemberCancelConfig>(`${BASE}/config`)).toMatchObject({ code: 0, data: { is_enable: 1, is_audit: 1 } });
    expect((await api.get<Record<string, number>>('/api/addon/addonisexit')).data.membercancel).toBe(1);
    await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 0, is_audit: 0 });
    expect((await api.get<MemberCancelConfig>(`${BASE}/config`)).data).toEqual({ is_enable: 0, is_audit: 0 });
    await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 1, is_audit: 1 });
    await db().update(addon).set({ status: 0 }).where(eq(addon.name, 'membercancel'));
    expect((await api.get<MemberCancelConfig>(`${BASE}/config`)).data.is_enable).toBe(0);
    await db().update(addon).set({ status: 1 }).where(eq(addon.name, 'membercancel'));
  });

  it('answers the agreement', async () => {
    const res = await api.get<AgreementResult>(`${BASE}/agreement`);
    expect(res.data.title).toBe('账号注销协议');
    expect(res.data.content).toMatch(/^<p>/);
    const en = await api.get<AgreementResult>(`${BASE}/agreement`, { lang: 'en-us' });
    expect(en.data.title).toBe('Account Cancellation Agreement');
    expect(en.data.content).toContain('<h3>1. Conditions</h3>');
  });

  it('accountInfo shows the member and counts that other modules feed', async () => {
    const m = await t.mobileMember();
    const res = await api.get<MemberCancelAccountInfo>(`${BASE}/accountInfo`, { token: m.token });
    // Unused coupons (the registration gift may include one) are counted by the coupon module.
    const shopCoupons = (await api.get<number>('/coupon/api/coupon/num', { token: m.token, state: 1 })).data;
    const platformCoupons = (await api.get<number>('/platformcoupon/api/platformcoupon/num', { token: m.token, state: 1 })).data;
    expect(platformCoupons + shopCoupons).toBeGreaterThan(0);
    expect(res.data).toMatchObject({
      member_coupon_count: shopCoupons,
      member_platformcoupon_count: platformCoupons,
      order_pay_count: 0,
      order_delivery_count: 0,
      order_take_delivery_count: 0,
      order_refund_count: 0,
      fenxiao_info: null,
    });
    expect(res.data.member_info).toMatchObject({ member_id: m.memberId, mobile: m.mobile });
    stub.orderPay.set(m.memberId, 2);
    try {
      expect((await api.get<MemberCancelAccountInfo>(`${BASE}/accountInfo`, { token: m.token })).data.order_pay_count).toBe(2);
    } finally {
      stub.orderPay.delete(m.memberId);
    }
    expect((await api.get(`${BASE}/accountInfo`)).message).toBe('请先登录');
  });
});

describe('member side', () => {
  it('apply → info → cancelApply → info null; a second pending application is refused', async () => {
    const m = await emptyMember();
    expect(await api.get(`${BASE}/info`, { token: m.token })).toMatchObject({ code: 0, data: null });
    const applied = await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token, reason: '不再使用' });
    expect(applied.data).toMatchObject({ status: 0, reason: '不再使用', audit_time: 0, refuse_reason: '' });
    expect((await api.get<MemberCancelInfo>(`${BASE}/info`, { token: m.token })).data).toMatchObject({ status: 0, reason: '不再使用' });
    const count = await applications();
    expect(await api.post(`${BASE}/apply`, { token: m.token })).toMatchObject({ code: -1, message: '您已提交注销申请，请耐心等待审核' });
    expect(await applications()).toBe(count);
    expect((await api.post(`${BASE}/cancelApply`, { token: m.token })).code).toBe(0);
    expect((await api.get(`${BASE}/info`, { token: m.token })).data).toBeNull();
    expect((await api.post(`${BASE}/cancelApply`, { token: m.token, lang: 'en-us' })).message).toBe(
      'There is no cancellation application under review',
    );
    // The account keeps working.
    expect((await api.get('/api/member/info', { token: m.token })).code).toBe(0);
  });

  it('two applications at once: one is stored', async () => {
    const m = await emptyMember();
    const results = await Promise.all([0, 1, 2].map(() => api.post(`${BASE}/apply`, { token: m.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect((await db().select().from(memberCancel).where(eq(memberCancel.memberId, m.memberId))).length).toBe(1);
  });

  it('is refused while the account holds a balance (the demo member), storing nothing', async () => {
    const token = await api.login();
    const count = await applications();
    const res = await api.post(`${BASE}/apply`, { token });
    expect(res).toMatchObject({ code: -1, message: '您的账户还有余额，请先处理账户余额后再申请注销' });
    expect((await api.post(`${BASE}/apply`, { token, lang: 'en-us' })).message).toMatch(/balance/);
    expect(await applications()).toBe(count);
  });

  it('is refused while the account holds points, naming them; spent by the operator, the application goes through', async () => {
    const m = await t.mobileMember();
    const { point } = await memberRow(m.memberId);
    expect(point).toBeGreaterThan(0);
    const count = await applications();
    expect(await api.post(`${BASE}/apply`, { token: m.token })).toMatchObject({
      code: -1,
      message: `您的账户还有${point}积分，请先使用积分后再申请注销`,
    });
    expect((await api.post(`${BASE}/apply`, { token: m.token, lang: 'en-us' })).message).toBe(
      `Your account still holds ${point} points, please use them before closing the account`,
    );
    expect(await applications()).toBe(count);
    const spent = await operator('member/adjustaccount', { member_id: m.memberId, account_type: 'point', adjust_num: -point });
    expect(spent.code).toBe(0);
    expect((await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token })).data.status).toBe(0);
  });

  it('is refused while another module reports open business, and while switched off', async () => {
    const m = await emptyMember();
    stub.blocked.add(m.memberId);
    try {
      expect(await api.post(`${BASE}/apply`, { token: m.token })).toMatchObject({ code: -1, message: '您还有未完成的订单' });
    } finally {
      stub.blocked.delete(m.memberId);
    }
    await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 0, is_audit: 1 });
    try {
      expect(await api.post(`${BASE}/apply`, { token: m.token })).toMatchObject({ code: -1, message: '会员注销功能未开启' });
    } finally {
      await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 1, is_audit: 1 });
    }
    expect((await db().select().from(memberCancel).where(eq(memberCancel.memberId, m.memberId))).length).toBe(0);
  });

  it('without review the account closes at once', async () => {
    await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 1, is_audit: 0 });
    try {
      const m = await emptyMember('secret123');
      const res = await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token });
      expect(res.data.status).toBe(1);
      expect(res.data.audit_time).toBeGreaterThan(0);
      expect((await api.get('/api/member/info', { token: m.token })).code).toBe(-10010);
      expect((await memberRow(m.memberId)).isDelete).toBe(1);
    } finally {
      await putSetting(db(), 'MEMBER_CANCEL_CONFIG', { is_enable: 1, is_audit: 1 });
    }
  });
});

describe('operator review', () => {
  it('agree closes the account: old token -10010, no login, mobile free for a new account', async () => {
    const m = await emptyMember('secret123');
    const other = await api.login(m.mobile, 'secret123');
    const applied = (await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token, reason: '换号' })).data;
    const list = await admin<Paged<MemberCancelRow>>('lists', { status: 0 });
    expect(list.data.list.find((r) => r.id === applied.id)).toMatchObject({
      member_id: m.memberId,
      mobile: m.mobile,
      status: 0,
      reason: '换号',
    });
    const res = await admin<MemberCancelRow>('audit', { id: applied.id, action: 'agree' });
    expect(res).toMatchObject({ code: 0, data: { status: 1, member_id: m.memberId } });
    for (const token of [m.token, other]) expect((await api.get('/api/member/info', { token })).code).toBe(-10010);
    expect((await api.post(`${BASE}/info`, { token: m.token })).code).toBe(-10010);
    expect((await api.post('/api/login/login', { username: m.mobile, password: 'secret123' })).code).toBe(-10022);
    const row = await memberRow(m.memberId);
    expect(row).toMatchObject({ isDelete: 1, status: 0, mobile: `${m.mobile}#${m.memberId}` });
    // The number is free again: a code login now creates a brand-new member.
    expect((await api.post('/api/member/checkmobile', { mobile: m.mobile })).code).toBe(0);
    const c = await t.requestCode('/api/login/mobileCode', { mobile: m.mobile });
    const fresh = await api.post<MobileLoginResult>('/api/login/mobile', { mobile: m.mobile, ...c });
    expect(fresh.data.is_register).toBe(1);
    // A handled application cannot be reviewed again.
    expect((await admin('audit', { id: applied.id, action: 'refuse' })).message).toBe('该注销申请已处理');
  });

  it('refuse keeps the account and shows status -1 with the reason; the member may apply again', async () => {
    const m = await emptyMember();
    await api.post(`${BASE}/apply`, { token: m.token });
    const res = await admin<MemberCancelRow>('audit', { member_id: m.memberId, action: 'refuse', refuse_reason: '存在未完成的售后' });
    expect(res.data).toMatchObject({ status: -1, refuse_reason: '存在未完成的售后' });
    const info = await api.get<MemberCancelInfo>(`${BASE}/info`, { token: m.token });
    expect(info.data).toMatchObject({ status: -1, refuse_reason: '存在未完成的售后' });
    expect(info.data.audit_time).toBeGreaterThan(0);
    expect((await api.get('/api/member/info', { token: m.token })).code).toBe(0);
    expect((await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token })).data.status).toBe(0);
  });

  it('agree is refused while the member holds a balance; the application stays under review', async () => {
    const m = await emptyMember();
    const applied = (await api.post<MemberCancelInfo>(`${BASE}/apply`, { token: m.token })).data;
    await db().update(member).set({ balanceMoney: 500 }).where(eq(member.memberId, m.memberId));
    expect((await admin('audit', { id: applied.id, action: 'agree' })).message).toBe('您的账户还有余额，请先处理账户余额后再申请注销');
    expect((await api.get<MemberCancelInfo>(`${BASE}/info`, { token: m.token })).data.status).toBe(0);
    expect((await memberRow(m.memberId)).isDelete).toBe(0);
  });

  it('needs the configured key in x-admin-key before anything else', async () => {
    const count = await applications();
    expect(await admin('audit', {}, 'wrong-key')).toMatchObject({ code: -10009, message: '运营密钥错误' });
    expect((await admin('audit', { id: 1, action: 'agree' }, null)).code).toBe(-10009);
    // A key in the query or the form does not count.
    expect((await api.post('/admin/api/membercancel/audit', { id: 1, action: 'agree', 'x-admin-key': ADMIN_KEY })).code).toBe(-10009);
    api.deps.config.adminApiKey = undefined;
    expect(await admin('lists', {})).toMatchObject({ code: -1, message: '运营接口未启用：请先配置 ADMIN_API_KEY' });
    api.deps.config.adminApiKey = ADMIN_KEY;
    expect((await admin('audit', { id: 1, action: 'delete' })).message).toBe('参数action格式错误');
    expect((await admin('audit', { action: 'agree' })).message).toBe('请指定注销申请id或会员member_id');
    expect((await admin('audit', { id: 999999, action: 'agree' })).message).toBe('注销申请不存在');
    expect(await applications()).toBe(count);
  });
});
