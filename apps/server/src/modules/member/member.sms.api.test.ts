import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  AgreementResult,
  CaptchaResult,
  LoginResult,
  MemberInfo,
  MobileLoginResult,
  RegisterResult,
  SmsCodeResult,
  SmsOutboxRow,
} from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { loadConfig } from '../../config';
import { registerSmsProvider } from '../../infra/sms';
import { startTestApi, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { putRegisterConfig } from './member.service';
import { member, memberAccount, rateLimit, smsCode } from './member.tables';
import { smsTesting } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { SMS_OUTBOX_READABLE: 'true' } });
});
afterAll(() => api?.close());

const db = () => api.database.db;
const t = smsTesting(() => api);
const info = (token: string) => api.get<MemberInfo>('/api/member/info', { token });
const codeRows = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(smsCode)
  )[0].n;

beforeEach(() => t.resetLimits());

describe('code requests', () => {
  it('sends a 4-digit LOGIN_CODE through the outbox and answers only a key; the code is stored hashed for 600 s', async () => {
    const mobile = t.newMobile();
    const res = await api.post<SmsCodeResult>('/api/login/mobileCode', { mobile });
    expect(res).toMatchObject({ code: 0 });
    expect(res.data.key).toMatch(/^[0-9a-f]{32}$/);
    const code = await t.lastCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    expect(JSON.stringify(res)).not.toContain(code);
    const [row] = await db().select().from(smsCode).where(eq(smsCode.key, res.data.key));
    expect(row).toMatchObject({ mobile, keyword: 'LOGIN_CODE', used: 0, attempts: 0 });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expireTime - nowSeconds()).toBeGreaterThan(590);
    const outbox = await api.get<SmsOutboxRow[]>('/api/dev/smsoutbox', { mobile });
    expect(outbox.data[0]).toMatchObject({ mobile, keyword: 'LOGIN_CODE', code });
    expect(outbox.data[0].content).toContain(code);
  });

  it('checks the mobile with the spec texts in both languages and sends nothing', async () => {
    const before = await t.outboxCount();
    const rows = await codeRows();
    expect(await api.post('/api/login/mobileCode', {})).toMatchObject({ code: -1, message: '请输入手机号' });
    expect(await api.post('/api/login/mobileCode', { mobile: '12345', lang: 'en-us' })).toMatchObject({
      code: -1,
      message: 'Please enter a valid mobile number',
    });
    expect(await api.post('/api/register/mobileCode', { mobile: '1380000000a' })).toMatchObject({
      code: -1,
      message: '请输入正确的手机号',
    });
    expect(await api.post('/api/findpassword/mobileCode', { mobile: '12800000000' })).toMatchObject({
      code: -1,
      message: '请输入正确的手机号',
    });
    expect(await t.outboxCount()).toBe(before);
    expect(await codeRows()).toBe(rows);
  });

  it('allows one code per mobile every 120 s, whatever the purpose', async () => {
    const mobile = t.newMobile();
    await t.requestCode('/api/login/mobileCode', { mobile });
    const again = await api.post('/api/register/mobileCode', { mobile });
    expect(again.code).toBe(-1);
    expect(again.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    const en = await api.post('/api/login/mobileCode', { mobile, lang: 'en-us' });
    expect(en.message).toMatch(/^Sent too often, please try again in \d+ seconds$/);
    expect(await t.outboxCount(mobile)).toBe(1);
    await api.database.rows(sql`update rate_limit set create_time = create_time - 121 where subject = ${mobile}`);
    expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(0);
    expect(await t.outboxCount(mobile)).toBe(2);
  });

  it('allows 10 codes per mobile a day', async () => {
    const mobile = t.newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/api/login/mobileCode', { mobile })).code, `send ${i}`).toBe(0);
      await api.database.rows(sql`update rate_limit set create_time = create_time - 121 where subject = ${mobile}`);
    }
    const rows = await codeRows();
    const res = await api.post('/api/login/mobileCode', { mobile });
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/^该手机号获取动态码次数已达上限，请\d+小时后再试$/);
    expect(await t.outboxCount(mobile)).toBe(10);
    expect(await codeRows()).toBe(rows);
  });

  it('allows 30 codes per IP an hour', async () => {
    for (let i = 0; i < 30; i++) expect((await api.post('/api/login/mobileCode', { mobile: t.newMobile() })).code, `send ${i}`).toBe(0);
    const mobile = t.newMobile();
    const res = await api.post('/api/login/mobileCode', { mobile, lang: 'en-us' });
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/^Too many verification code requests, please try again in \d+ minutes$/);
    expect((await api.post('/api/register/mobileCode', { mobile })).message).toMatch(/^获取动态码过于频繁，请\d+分钟后再试$/);
    expect(await t.outboxCount(mobile)).toBe(0);
    // An hour later the IP may ask again.
    await api.database.rows(sql`update rate_limit set create_time = create_time - 3601 where bucket = 'sms_ip'`);
    expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(0);
  });

  it('an operator can lift the send limits of a mobile or an IP (x-admin-key)', async () => {
    const mobile = t.newMobile();
    await t.requestCode('/api/login/mobileCode', { mobile });
    expect((await api.post('/api/login/mobileCode', { mobile })).message).toMatch(/发送过于频繁/);
    const unlock = (params: Record<string, string>, key?: string) =>
      fetch(`${api.url}/admin/api/sms/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
        body: new URLSearchParams(params),
      }).then((r) => r.json());
    api.deps.config.adminApiKey = 'operator-key-for-sms-tests';
    try {
      expect((await unlock({ mobile })).code).toBe(-10009);
      expect(await unlock({ mobile }, 'operator-key-for-sms-tests')).toMatchObject({ code: 0, data: { removed: 1 } });
      expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(0);
      expect((await unlock({ ip: '127.0.0.1' }, 'operator-key-for-sms-tests')).data.removed).toBeGreaterThan(0);
    } finally {
      api.deps.config.adminApiKey = undefined;
    }
  });

  it('requires the picture captcha when the switch is on', async () => {
    await putSetting(db(), 'CAPTCHA_CONFIG', { shop_reception_login: 1 });
    try {
      const mobile = t.newMobile();
      expect(await api.post('/api/login/mobileCode', { mobile })).toMatchObject({ code: -1, message: '请输入验证码' });
      const c = (await api.post<CaptchaResult>('/api/captcha/captcha')).data;
      const right = (await t.captchaCode(c.id))!;
      const wrong = await api.post('/api/register/mobileCode', {
        mobile,
        captcha_id: c.id,
        captcha_code: right === '0000' ? '1111' : '0000',
      });
      expect(wrong).toMatchObject({ code: -10069, message: '验证码错误' });
      expect(await t.outboxCount(mobile)).toBe(0);
      const c2 = (await api.post<CaptchaResult>('/api/captcha/captcha')).data;
      const ok = await api.post('/api/register/mobileCode', { mobile, captcha_id: c2.id, captcha_code: await t.captchaCode(c2.id) });
      expect(ok.code).toBe(0);
      expect(await t.outboxCount(mobile)).toBe(1);
    } finally {
      await putSetting(db(), 'CAPTCHA_CONFIG', { shop_reception_login: 0 });
    }
  });

  it('register codes need a free mobile, recovery codes a registered one', async () => {
    const before = await t.outboxCount();
    expect(await api.post('/api/register/mobileCode', { mobile: '13800000000' })).toMatchObject({ code: -10019, message: '手机号已存在' });
    expect(await api.post('/api/findpassword/mobileCode', { mobile: t.newMobile() })).toMatchObject({
      code: -10016,
      message: '该手机号未注册',
    });
    expect((await api.post('/api/findpassword/mobileCode', { mobile: t.newMobile(), lang: 'en-us' })).message).toBe(
      'This mobile number is not registered',
    );
    expect(await t.outboxCount()).toBe(before);
    expect((await api.post('/api/findpassword/mobileCode', { mobile: '13800000000' })).code).toBe(0);
  });

  it('uses the provider the SMS_CONFIG setting or SMS_PROVIDER names; an unknown one sends nothing', async () => {
    const mobile = t.newMobile();
    const rows = await codeRows();
    await putSetting(db(), 'SMS_CONFIG', { provider: 'no-such-gateway' });
    expect(await api.post('/api/login/mobileCode', { mobile })).toMatchObject({ code: -1, message: '短信服务暂不可用，请稍后再试' });
    expect(await codeRows()).toBe(rows);
    // Nothing was counted either: the next try is not "too frequent".
    await putSetting(db(), 'SMS_CONFIG', { provider: 'outbox' });
    api.deps.config.smsProvider = 'no-such-gateway';
    try {
      expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(0);
      await putSetting(db(), 'SMS_CONFIG', {}, 0);
      await t.resetLimits();
      expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(-1);
    } finally {
      api.deps.config.smsProvider = undefined;
    }
    await t.resetLimits();
    expect((await api.post('/api/login/mobileCode', { mobile })).code).toBe(0);
  });

  it('/api/dev/smsoutbox answers only when switched on and the outbox is the sender, else like an unknown path', async () => {
    const mobile = t.newMobile();
    const { code } = await t.requestCode('/api/login/mobileCode', { mobile });
    // This file's server has SMS_OUTBOX_READABLE=true.
    expect((await api.get<SmsOutboxRow[]>('/api/dev/smsoutbox', { mobile })).data.map((r) => r.code)).toEqual([code]);
    expect(await api.get('/api/dev/smsoutbox')).toMatchObject({ code: -1, message: '请输入手机号' });
    const notFound = { code: -10404, message: '接口不存在', data: null };
    // Off unless switched on explicitly, in development too (`npm start` sets no production mode).
    expect(loadConfig({}).smsOutboxReadable).toBe(false);
    expect(() => loadConfig({ SMS_OUTBOX_READABLE: '1' })).toThrow('SMS_OUTBOX_READABLE: must be true or false');
    api.deps.config.smsOutboxReadable = false;
    try {
      expect(api.deps.config.production).toBe(false);
      expect(await api.get('/api/dev/smsoutbox', { mobile })).toMatchObject(notFound);
      expect(await api.get('/api/dev/smsoutbox', { mobile, lang: 'en-us' })).toMatchObject({ code: -10404, message: 'No such API' });
    } finally {
      api.deps.config.smsOutboxReadable = true;
    }
    // A real sender configured (environment or SMS_CONFIG setting): refused even with the switch on.
    registerSmsProvider('test-gateway', () => ({ provider: 'test-gateway', send: async () => undefined }));
    api.deps.config.smsProvider = 'test-gateway';
    try {
      expect(await api.get('/api/dev/smsoutbox', { mobile })).toMatchObject(notFound);
    } finally {
      api.deps.config.smsProvider = undefined;
    }
    await putSetting(db(), 'SMS_CONFIG', { provider: 'test-gateway' });
    try {
      expect(await api.get('/api/dev/smsoutbox', { mobile })).toMatchObject(notFound);
    } finally {
      await putSetting(db(), 'SMS_CONFIG', {}, 0);
    }
    expect((await api.get<SmsOutboxRow[]>('/api/dev/smsoutbox', { mobile })).data).toHaveLength(1);
  });
});

describe('login by mobile code', () => {
  it('registers an unknown mobile with a masked nickname, no username and the new-member gift', async () => {
    const mobile = t.newMobile();
    const { key, code } = await t.requestCode('/api/login/mobileCode', { mobile });
    const before = await t.memberCount();
    const res = await api.post<MobileLoginResult>('/api/login/mobile', { mobile, key, code });
    expect(res.code).toBe(0);
    expect(res.data.is_register).toBe(1);
    expect(await t.memberCount()).toBe(before + 1);
    const me = (await info(res.data.token)).data;
    expect(me).toMatchObject({
      mobile,
      username: '',
      nickname: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      password: 0,
      point: 100,
      growth: 50,
    });
    const ledger = await db().select().from(memberAccount).where(eq(memberAccount.memberId, me.member_id));
    expect(ledger.map((l) => l.fromType)).toEqual(['register', 'register']);
    const [m] = await db().select({ username: member.username }).from(member).where(eq(member.mobile, mobile));
    expect(m.username).toBeNull();
  });

  it('logs a known mobile in (is_register 0) and keeps a referrer only for new members', async () => {
    const { key, code } = await t.requestCode('/api/login/mobileCode', { mobile: '13800000000' });
    const res = await api.post<MobileLoginResult>('/api/login/mobile', { mobile: '13800000000', key, code, source_member: 1 });
    expect(res.data.is_register).toBe(0);
    expect((await info(res.data.token)).data).toMatchObject({ username: 'demo', source_member: 0 });
    const [demo] = await db().select().from(member).where(eq(member.username, 'demo'));
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/login/mobileCode', { mobile });
    const created = await api.post<MobileLoginResult>('/api/login/mobile', { mobile, ...c, source_member: demo.memberId });
    expect((await info(created.data.token)).data.source_member).toBe(demo.memberId);
  });

  it('a wrong code is refused, creates nothing, and the right code still works', async () => {
    const mobile = t.newMobile();
    const { key, code } = await t.requestCode('/api/login/mobileCode', { mobile });
    const before = await t.memberCount();
    expect(await api.post('/api/login/mobile', { mobile, key, code: t.wrong(code) })).toMatchObject({ code: -1, message: '动态码错误' });
    expect((await api.post('/api/login/mobile', { mobile, key, code: t.wrong(code), lang: 'en-us' })).message).toBe(
      'Wrong verification code',
    );
    expect(await t.memberCount()).toBe(before);
    expect((await api.post('/api/login/mobile', { mobile, key, code })).code).toBe(0);
  });

  it('burns a key after 5 wrong codes', async () => {
    const mobile = t.newMobile();
    const { key, code } = await t.requestCode('/api/login/mobileCode', { mobile });
    for (let i = 0; i < 4; i++)
      expect((await api.post('/api/login/mobile', { mobile, key, code: t.wrong(code) })).message).toBe('动态码错误');
    expect((await api.post('/api/login/mobile', { mobile, key, code: t.wrong(code) })).message).toBe('动态码错误次数过多，请重新获取');
    const before = await t.memberCount();
    expect(await api.post('/api/login/mobile', { mobile, key, code })).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
    expect(await t.memberCount()).toBe(before);
  });

  it('refuses an expired, a reused and an unknown key', async () => {
    const mobile = t.newMobile();
    const first = await t.requestCode('/api/login/mobileCode', { mobile });
    await db()
      .update(smsCode)
      .set({ expireTime: nowSeconds() - 1 })
      .where(eq(smsCode.key, first.key));
    const before = await t.memberCount();
    expect(await api.post('/api/login/mobile', { mobile, ...first })).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
    expect(await t.memberCount()).toBe(before);
    await t.resetLimits();
    const second = await t.requestCode('/api/login/mobileCode', { mobile });
    expect((await api.post('/api/login/mobile', { mobile, ...second })).code).toBe(0);
    expect(await api.post('/api/login/mobile', { mobile, ...second })).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
    expect((await api.post('/api/login/mobile', { mobile, key: 'f'.repeat(32), code: '1234' })).message).toBe('动态码已失效，请重新获取');
  });

  it('a code only works for its purpose and its mobile', async () => {
    const a = t.newMobile();
    const b = t.newMobile();
    const reg = await t.requestCode('/api/register/mobileCode', { mobile: a });
    const before = await t.memberCount();
    expect((await api.post('/api/login/mobile', { mobile: a, ...reg })).message).toBe('动态码错误');
    const login = await t.requestCode('/api/login/mobileCode', { mobile: b });
    expect((await api.post('/api/register/mobile', { mobile: b, ...login })).message).toBe('动态码错误');
    // b's login code with a's number.
    expect((await api.post('/api/login/mobile', { mobile: a, ...login })).message).toBe('动态码错误');
    expect(await t.memberCount()).toBe(before);
    // Each still works where it belongs.
    expect((await api.post('/api/register/mobile', { mobile: a, ...reg })).code).toBe(0);
    expect((await api.post('/api/login/mobile', { mobile: b, ...login })).code).toBe(0);
  });

  it('asks for the key and the code with clear messages', async () => {
    const mobile = t.newMobile();
    expect(await api.post('/api/login/mobile', { mobile, code: '1234' })).toMatchObject({ code: -1, message: '请先获取动态码' });
    expect(await api.post('/api/login/mobile', { mobile, key: 'abc' })).toMatchObject({ code: -1, message: '请输入动态码' });
    expect(await api.post('/api/login/mobile', { key: 'abc', code: '1234' })).toMatchObject({ code: -1, message: '请输入手机号' });
  });

  it('refuses a locked member with -10017 and changes nothing', async () => {
    const m = await t.mobileMember();
    await db().update(member).set({ status: 0, loginTime: 1 }).where(eq(member.memberId, m.memberId));
    await t.resetLimits();
    const c = await t.requestCode('/api/login/mobileCode', { mobile: m.mobile });
    expect(await api.post('/api/login/mobile', { mobile: m.mobile, ...c })).toMatchObject({ code: -10017 });
    const [row] = await db().select().from(member).where(eq(member.memberId, m.memberId));
    expect(row.loginTime).toBe(1);
  });

  it('does not register unknown mobiles when registration by mobile is off', async () => {
    await putRegisterConfig(db(), { register: 'username' });
    try {
      expect(await api.post('/api/login/mobileCode', { mobile: t.newMobile() })).toMatchObject({ code: -10016 });
      expect((await api.post('/api/login/mobileCode', { mobile: '13800000000' })).code).toBe(0);
      await putRegisterConfig(db(), { login: 'username' });
      expect((await api.post('/api/login/mobileCode', { mobile: t.newMobile() })).message).toBe('手机号登录未开启');
    } finally {
      await putRegisterConfig(db());
    }
  });
});

describe('register by mobile code', () => {
  it('creates the member with a password it can log in with, answers is_register 1 and credits the gift', async () => {
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/register/mobileCode', { mobile });
    const res = await api.post<RegisterResult>('/api/register/mobile', { mobile, ...c, password: 'secret123' });
    expect(res).toMatchObject({ code: 0, data: { is_register: 1 } });
    expect((await info(res.data.token)).data).toMatchObject({ mobile, password: 1, point: 100, growth: 50 });
    expect((await api.post<LoginResult>('/api/login/login', { username: mobile, password: 'secret123' })).code).toBe(0);
  });

  it('works without a password', async () => {
    const m = await t.mobileMember();
    expect((await info(m.token)).data.password).toBe(0);
  });

  it('refuses a weak password and a mobile taken meanwhile; nothing is created and the code stays usable', async () => {
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/register/mobileCode', { mobile });
    const before = await t.memberCount();
    expect(await api.post('/api/register/mobile', { mobile, ...c, password: '12345' })).toMatchObject({
      code: -1,
      message: '密码长度不能小于6位',
    });
    expect((await api.post('/api/register/mobile', { mobile, ...c, password: '12345', lang: 'en-us' })).message).toBe(
      'The password must be at least 6 characters',
    );
    // Someone else takes the number before the form is sent.
    const other = await t.mobileMember();
    await db().update(member).set({ mobile }).where(eq(member.memberId, other.memberId));
    expect(await api.post('/api/register/mobile', { mobile, ...c, password: 'secret123' })).toMatchObject({
      code: -10019,
      message: '手机号已存在',
    });
    expect(await t.memberCount()).toBe(before + 1);
    const [row] = await db().select().from(smsCode).where(eq(smsCode.key, c.key));
    expect(row).toMatchObject({ used: 0, attempts: 0 });
  });

  it('answers -10021 while registration by mobile is off', async () => {
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/register/mobileCode', { mobile });
    await putRegisterConfig(db(), { register: 'username' });
    try {
      expect(await api.post('/api/register/mobile', { mobile, ...c })).toMatchObject({ code: -10021, message: '手机号注册未开启' });
      expect((await api.post('/api/register/mobileCode', { mobile: t.newMobile() })).code).toBe(-10021);
    } finally {
      await putRegisterConfig(db());
    }
  });

  it('one code, two registrations at once: exactly one member', async () => {
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/register/mobileCode', { mobile });
    const before = await t.memberCount();
    const results = await Promise.all([0, 1, 2].map(() => api.post('/api/register/mobile', { mobile, ...c })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await t.memberCount()).toBe(before + 1);
  });
});

describe('registrations per IP', () => {
  /** Counts `n` registrations from the test's address within the hour. */
  const registered = async (n: number) =>
    db()
      .insert(rateLimit)
      .values(Array.from({ length: n }, () => ({ bucket: 'register_ip', subject: '127.0.0.1', createTime: nowSeconds() })));
  const slots = async () => (await db().select().from(rateLimit).where(eq(rateLimit.bucket, 'register_ip'))).length;

  it('registration by mobile code counts against the 20 an hour; a refused one keeps its code usable', async () => {
    const mobile = t.newMobile();
    const c = await t.requestCode('/api/register/mobileCode', { mobile });
    await registered(20);
    const before = await t.memberCount();
    expect(await api.post('/api/register/mobile', { mobile, ...c })).toMatchObject({
      code: -1,
      message: expect.stringMatching(/^当前网络注册过于频繁，请\d+分钟后再试$/),
    });
    expect(await t.memberCount()).toBe(before);
    await api.database.rows(sql`update rate_limit set create_time = create_time - 3601 where bucket = 'register_ip'`);
    expect((await api.post('/api/register/mobile', { mobile, ...c })).code).toBe(0);
    expect(await slots()).toBe(21);
  });

  it('a code login registers an unknown mobile only within the allowance; a known mobile logs in regardless', async () => {
    const fresh = t.newMobile();
    const c = await t.requestCode('/api/login/mobileCode', { mobile: fresh });
    await registered(20);
    expect(await api.post('/api/login/mobile', { mobile: fresh, ...c, lang: 'en-us' })).toMatchObject({
      code: -1,
      message: expect.stringMatching(/^Too many registrations from this network, please try again in \d+ minutes$/),
    });
    const known = await t.mobileMember();
    await registered(20);
    const k = await t.requestCode('/api/login/mobileCode', { mobile: known.mobile });
    expect(await api.post<MobileLoginResult>('/api/login/mobile', { mobile: known.mobile, ...k })).toMatchObject({
      code: 0,
      data: { is_register: 0 },
    });
    // A wrong code gives the slot back.
    await t.resetLimits();
    const other = t.newMobile();
    const o = await t.requestCode('/api/login/mobileCode', { mobile: other });
    expect((await api.post('/api/login/mobile', { mobile: other, key: o.key, code: t.wrong(o.code) })).message).toBe('动态码错误');
    expect(await slots()).toBe(0);
    expect((await api.post<MobileLoginResult>('/api/login/mobile', { mobile: other, ...o })).data.is_register).toBe(1);
    expect(await slots()).toBe(1);
  });
});

describe('password recovery', () => {
  it('sets a new password, logs every device out, and the new password works', async () => {
    const m = await t.mobileMember('oldpass1');
    await t.resetLimits();
    const c = await t.requestCode('/api/findpassword/mobileCode', { mobile: m.mobile });
    expect((await api.post('/api/findpassword/mobile', { mobile: m.mobile, ...c, password: 'newpass1' })).code).toBe(0);
    expect((await info(m.token)).code).toBe(-10010);
    expect((await api.post('/api/login/login', { username: m.mobile, password: 'oldpass1' })).code).toBe(-10022);
    expect((await api.post('/api/login/login', { username: m.mobile, password: 'newpass1' })).code).toBe(0);
  });

  it('refuses a missing or weak password and a wrong code without changing anything', async () => {
    const m = await t.mobileMember('oldpass1');
    await t.resetLimits();
    const c = await t.requestCode('/api/findpassword/mobileCode', { mobile: m.mobile });
    const [before] = await db().select().from(member).where(eq(member.memberId, m.memberId));
    expect(await api.post('/api/findpassword/mobile', { mobile: m.mobile, ...c })).toMatchObject({ code: -1, message: '请输入新密码' });
    expect(await api.post('/api/findpassword/mobile', { mobile: m.mobile, ...c, password: '123' })).toMatchObject({
      code: -1,
      message: '密码长度不能小于6位',
    });
    expect(
      await api.post('/api/findpassword/mobile', { mobile: m.mobile, key: c.key, code: t.wrong(c.code), password: 'newpass1' }),
    ).toMatchObject({
      code: -1,
      message: '动态码错误',
    });
    expect(await api.post('/api/findpassword/mobile', { mobile: t.newMobile(), ...c, password: 'newpass1' })).toMatchObject({
      code: -10016,
    });
    const [after] = await db().select().from(member).where(eq(member.memberId, m.memberId));
    expect(after.password).toBe(before.password);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    expect((await info(m.token)).code).toBe(0);
  });

  it('a login code does not reset a password', async () => {
    const m = await t.mobileMember('oldpass1');
    await t.resetLimits();
    const c = await t.requestCode('/api/login/mobileCode', { mobile: m.mobile });
    expect((await api.post('/api/findpassword/mobile', { mobile: m.mobile, ...c, password: 'newpass1' })).message).toBe('动态码错误');
    const [row] = await db()
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.key, c.key)));
    expect(row.used).toBe(0);
  });
});

describe('registration agreement', () => {
  it('answers the seeded agreement as safe HTML under both spellings', async () => {
    const res = await api.get<AgreementResult>('/api/register/aggrement');
    expect(res.code).toBe(0);
    expect(res.data.title).toBe('用户注册协议');
    expect(res.data.content).toContain('<p>');
    expect((await api.get<AgreementResult>('/api/register/agreement')).data).toEqual(res.data);
    // English readers get the English text the operator keeps beside the Chinese one.
    const en = (await api.get<AgreementResult>('/api/register/aggrement', { lang: 'en-us' })).data;
    expect(en.title).toBe('User Registration Agreement');
    expect(en.content).toContain('<h3>1. Your account</h3>');
    await putSetting(db(), 'REGISTER_AGREEMENT', { title: '协议', content: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    const edited = (await api.get<AgreementResult>('/api/register/aggrement')).data;
    expect(edited).toEqual({ title: '协议', content: '<p>Hi</p>' });
  });
});
