import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { AuthLoginResult, MemberInfo, SmsCodeResult, WeChatAdminConfig, WeChatOpenidResult } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startWeChatStandIn, type StandInUser, type WeChatStandIn } from '../../../../../e2e/support/wechat-standin';
import { smsOutbox } from '../../infra/sms';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { createMember, member, memberAccount, putRegisterConfig, rateLimit, smsCode, verifyCode } from '../member';
import { requestBindCode } from './wechat.login';
import { wechatAuth, wechatOauthState } from './wechat.tables';

const ADMIN_KEY = 'wechat-api-test-admin-key-0123456789';

let standIn: WeChatStandIn;
let api: TestApi;

beforeAll(async () => {
  standIn = await startWeChatStandIn({ openid: 'wx-api-user-0', unionid: 'union-api-0', nickname: '微信用户' });
  api = await startTestApi({
    env: {
      WECHAT_APPID: standIn.appid,
      WECHAT_SECRET: standIn.secret,
      WECHAT_OAUTH_BASE: standIn.url,
      WECHAT_API_BASE: standIn.url,
      ADMIN_API_KEY: ADMIN_KEY,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await standIn?.stop();
});

const db = () => api.database.db;
const count = async (table: typeof member | typeof memberAccount) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;
const memberByOpenid = async (openid: string) => (await db().select().from(member).where(eq(member.wxOpenid, openid)))[0];
const info = (token: string) => api.get<MemberInfo>('/api/member/info', { token });
const registerConfig = (third_party: 0 | 1, bind_mobile: 0 | 1) => putRegisterConfig(db(), { third_party, bind_mobile });
const setCaptcha = (on: 0 | 1) => putSetting(db(), 'CAPTCHA_CONFIG', { shop_reception_login: on });

let seq = 0;
/** A fresh WeChat user for each scenario. */
const newUser = (withUnion = true): StandInUser => {
  seq += 1;
  return { openid: `wx-api-user-${seq}`, unionid: withUnion ? `union-api-${seq}` : undefined, nickname: `微信用户${seq}` };
};
let mobileSeq = 0;
const newMobile = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`;

/** The browser's part of the OAuth dance against the stand-in: follow the authorisation URL, read code and state. */
const authorize = async (target: TestApi, scope?: 'snsapi_base' | 'snsapi_userinfo') => {
  const res = await target.get<string>('/wechat/api/wechat/authcode', { redirect_url: `${target.url}/h5/?from=wechat`, scopes: scope });
  expect(res.code, res.message).toBe(0);
  const back = await fetch(res.data, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  return { code: location.searchParams.get('code'), state: location.searchParams.get('state')!, location };
};

/** Signs `user` in at WeChat and exchanges the code: the server now trusts this identity for a while. */
const verify = async (user: StandInUser, scope: 'snsapi_base' | 'snsapi_userinfo' = 'snsapi_userinfo') => {
  standIn.setUser(user);
  const { code, state } = await authorize(api, scope);
  const res = await api.post<WeChatOpenidResult>('/wechat/api/wechat/authcodetoopenid', { code, state });
  expect(res.code, res.message).toBe(0);
  return res.data;
};

const loginAuth = (user: StandInUser, extra: Params = {}) =>
  api.post<AuthLoginResult>('/api/login/auth', {
    wx_openid: user.openid,
    wx_unionid: user.unionid,
    nickName: user.nickname,
    avatarUrl: '',
    ...extra,
  });

/** Requests a MEMBER_BIND code and reads it from the SMS outbox. */
const bindCode = async (mobile: string) => {
  const res = await api.post<SmsCodeResult>('/api/tripartite/mobileCode', { mobile });
  expect(res.code, res.message).toBe(0);
  const [msg] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  expect(msg.keyword).toBe('MEMBER_BIND');
  return { key: res.data.key, code: msg.code };
};

describe('/wechat/api/wechat/authcode', () => {
  it('answers the authorisation URL with the appid, the encoded redirect, the scope and a stored state', async () => {
    const redirect = `${api.url}/h5/pages/index/index?a=1&b=中文`;
    const res = await api.get<string>('/wechat/api/wechat/authcode', { redirect_url: redirect });
    expect(res.code).toBe(0);
    expect(
      res.data.startsWith(`${standIn.url}/connect/oauth2/authorize?appid=${standIn.appid}&redirect_uri=${encodeURIComponent(redirect)}&`),
    ).toBe(true);
    expect(res.data.endsWith('#wechat_redirect')).toBe(true);
    const url = new URL(res.data);
    expect(url.searchParams.get('redirect_uri')).toBe(redirect);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await db().select().from(wechatOauthState).where(eq(wechatOauthState.state, state));
    expect(row.scope).toBe('snsapi_base');
    expect(row.expireTime - Date.now() / 1000).toBeGreaterThan(590);

    const userinfo = await api.post<string>('/wechat/api/wechat/authcode', { redirect_url: redirect, scopes: 'snsapi_userinfo' });
    expect(new URL(userinfo.data).searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(new URL(userinfo.data).searchParams.get('state')).not.toBe(state);
  });

  it('refuses redirects to other hosts or other schemes, and bad params, in the request language', async () => {
    for (const bad of [
      'http://evil.example.com/h5/',
      `ftp://${new URL(api.url).host}/h5/`,
      'javascript:alert(1)',
      '/h5/relative',
      `http://user:pw@${new URL(api.url).host}/`,
    ]) {
      const res = await api.get('/wechat/api/wechat/authcode', { redirect_url: bad });
      expect(res, bad).toMatchObject({ code: -1, message: '授权回调地址不合法', error_code: 'WECHAT_REDIRECT_INVALID', data: null });
    }
    const en = await api.get('/wechat/api/wechat/authcode', { redirect_url: 'https://evil.example.com/', lang: 'en-us' });
    expect(en.message).toBe('The redirect URL is not allowed');
    expect(await api.get('/wechat/api/wechat/authcode')).toMatchObject({ code: -1, message: '缺少参数redirect_url' });
    expect(await api.get('/wechat/api/wechat/authcode', { redirect_url: `${api.url}/h5/`, scopes: 'snsapi_login' })).toMatchObject({
      code: -1,
      message: '参数scopes格式错误',
    });
  });

  it('accepts an allowed host from the WECHAT_CONFIG setting', async () => {
    expect((await api.get('/wechat/api/wechat/authcode', { redirect_url: 'https://m.example.com/h5/' })).code).toBe(-1);
    await putSetting(db(), 'WECHAT_CONFIG', { redirect_hosts: 'm.example.com, shop.example.com:8443' });
    expect((await api.get('/wechat/api/wechat/authcode', { redirect_url: 'https://m.example.com/h5/' })).code).toBe(0);
    expect((await api.get('/wechat/api/wechat/authcode', { redirect_url: 'https://shop.example.com:8443/h5/' })).code).toBe(0);
    expect((await api.get('/wechat/api/wechat/authcode', { redirect_url: 'https://shop.example.com/h5/' })).code).toBe(-1);
    await putSetting(db(), 'WECHAT_CONFIG', {});
  });
});

describe('/wechat/api/wechat/authcodetoopenid', () => {
  it('exchanges a userinfo code for openid, unionid and the profile', async () => {
    const user = newUser();
    const data = await verify(user);
    expect(data).toEqual({ openid: user.openid, unionid: user.unionid, userinfo: { nickName: user.nickname, avatarUrl: '' } });
    const [row] = await db().select().from(wechatAuth).where(eq(wechatAuth.openid, user.openid));
    expect(row).toMatchObject({ unionid: user.unionid, nickname: user.nickname, scope: 'snsapi_userinfo' });
    expect(standIn.calls).toContain('GET /sns/userinfo');
  });

  it('a silent (snsapi_base) grant answers userinfo null, and unionid "" when WeChat gives none', async () => {
    const user = newUser(false);
    expect(await verify(user, 'snsapi_base')).toEqual({ openid: user.openid, unionid: '', userinfo: null });
  });

  it('refuses an unknown code and a code used twice with 微信授权失败', async () => {
    const bad = await api.post('/wechat/api/wechat/authcodetoopenid', { code: 'no-such-code' });
    expect(bad).toMatchObject({ code: -1, message: '微信授权失败', error_code: 'WECHAT_AUTH_FAIL', data: null });
    standIn.setUser(newUser());
    const { code } = await authorize(api, 'snsapi_userinfo');
    expect((await api.post('/wechat/api/wechat/authcodetoopenid', { code })).code).toBe(0);
    const again = await api.post('/wechat/api/wechat/authcodetoopenid', { code, lang: 'en-us' });
    expect(again).toMatchObject({ code: -1, message: 'WeChat authorisation failed' });
    expect(await api.post('/wechat/api/wechat/authcodetoopenid', {})).toMatchObject({ code: -1, message: '缺少参数code' });
  });

  it('checks the state when the client sends it back: unknown or used states are refused', async () => {
    standIn.setUser(newUser());
    const { code, state } = await authorize(api);
    const wrong = await api.post('/wechat/api/wechat/authcodetoopenid', { code, state: 'f'.repeat(32) });
    expect(wrong).toMatchObject({ code: -1, message: '授权已失效，请重新进入', error_code: 'WECHAT_STATE_INVALID' });
    // The code was not spent by the refused call.
    expect((await api.post('/wechat/api/wechat/authcodetoopenid', { code, state })).code).toBe(0);
    expect(await api.post('/wechat/api/wechat/authcodetoopenid', { code, state })).toMatchObject({ error_code: 'WECHAT_STATE_INVALID' });
  });

  it('a declined authorisation comes back without a code', async () => {
    standIn.setUser({ ...newUser(), deny: true });
    const { code, state } = await authorize(api);
    expect(code).toBeNull();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('/api/login/auth and /api/login/authonlylogin', () => {
  it('refuse an openid the server did not get from WeChat itself, creating nothing', async () => {
    const before = await count(member);
    await registerConfig(1, 0);
    const res = await loginAuth(newUser());
    expect(res).toMatchObject({ code: -1, message: '微信授权已过期，请重新授权', error_code: 'WECHAT_AUTH_EXPIRED' });
    expect(await api.post('/api/login/authonlylogin', { wx_openid: 'wx-never-seen' })).toMatchObject({ error_code: 'WECHAT_AUTH_EXPIRED' });
    // A union id that contradicts WeChat's answer is refused too.
    const user = newUser();
    await verify(user);
    expect(await loginAuth({ ...user, unionid: 'union-forged' })).toMatchObject({ error_code: 'WECHAT_AUTH_EXPIRED' });
    expect(await count(member)).toBe(before);
    expect(await api.post('/api/login/auth', {})).toMatchObject({ code: -1, message: '缺少参数wx_openid' });
    await registerConfig(0, 0);
  });

  it('signs in the member bound to the openid (is_register 0) and uses the identity up', async () => {
    const user = newUser();
    const id = await createMember(db(), { username: `wxbound${process.pid % 1000}`, password: 'secret123' });
    await db().update(member).set({ wxOpenid: user.openid }).where(eq(member.memberId, id));
    await verify(user);
    const res = await loginAuth(user);
    expect(res.code, res.message).toBe(0);
    expect(res.data.is_register).toBe(0);
    const me = await info(res.data.token);
    expect(me.data.member_id).toBe(id);
    // The union id WeChat answered is attached to the member.
    expect(me.data.wx_unionid).toBe(user.unionid);
    expect(await loginAuth(user)).toMatchObject({ error_code: 'WECHAT_AUTH_EXPIRED' });
  });

  it('finds the member by union id first', async () => {
    const user = newUser();
    const id = await createMember(db(), { username: `wxunion${process.pid % 1000}`, password: 'secret123' });
    await db().update(member).set({ wxUnionid: user.unionid }).where(eq(member.memberId, id));
    await verify(user);
    const res = await api.post<AuthLoginResult>('/api/login/authonlylogin', { wx_openid: user.openid });
    expect(res.data.is_register).toBe(0);
    expect((await info(res.data.token)).data).toMatchObject({ member_id: id, wx_openid: user.openid, wx_unionid: user.unionid });
  });

  it('an unknown WeChat user gets -10016 会员不存在 unless auto-registration is on', async () => {
    const before = await count(member);
    for (const [third, bind] of [
      [0, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      await registerConfig(third, bind);
      const user = newUser();
      await verify(user);
      const res = await loginAuth(user);
      expect(res, `third_party=${third} bind_mobile=${bind}`).toMatchObject({
        code: -10016,
        message: '会员不存在',
        error_code: 'MEMBER_NOT_EXIST',
        data: null,
      });
      const en = await loginAuth(user, { lang: 'en-us' });
      expect(en).toMatchObject({ code: -10016, message: 'Member not found' });
    }
    expect(await count(member)).toBe(before);
    await registerConfig(0, 0);
  });

  it('third_party=1 and bind_mobile=0 auto-registers with the WeChat profile and the reward in one go', async () => {
    await registerConfig(1, 0);
    const user = newUser();
    await verify(user);
    const res = await loginAuth(user, { source_member: 1 });
    expect(res.code, res.message).toBe(0);
    expect(res.data.is_register).toBe(1);
    const me = (await info(res.data.token)).data;
    expect(me).toMatchObject({
      nickname: user.nickname,
      wx_openid: user.openid,
      wx_unionid: user.unionid,
      mobile: '',
      username: '',
      point: 100,
      growth: 50,
      source_member: 1,
    });
    const ledger = await db().select().from(memberAccount).where(eq(memberAccount.memberId, me.member_id));
    expect(ledger.map((r) => [r.accountType, r.accountData, r.fromType]).sort()).toEqual([
      ['growth', 50, 'register'],
      ['point', 100, 'register'],
    ]);
    // Next time the same WeChat user signs in to that member.
    await verify(user);
    const again = await loginAuth(user);
    expect(again.data.is_register).toBe(0);
    expect((await info(again.data.token)).data.member_id).toBe(me.member_id);
    await registerConfig(0, 0);
  });

  it('/api/login/authonlylogin never registers', async () => {
    await registerConfig(1, 0);
    const before = await count(member);
    const user = newUser();
    await verify(user);
    const res = await api.post('/api/login/authonlylogin', { wx_openid: user.openid, wx_unionid: user.unionid });
    expect(res).toMatchObject({ code: -10016, message: '会员不存在' });
    expect(await count(member)).toBe(before);
    expect(await memberByOpenid(user.openid)).toBeUndefined();
    await registerConfig(0, 0);
  });

  it('a locked member is refused', async () => {
    const user = newUser();
    const id = await createMember(db(), { username: `wxlocked${process.pid % 1000}`, password: 'secret123' });
    await db().update(member).set({ wxOpenid: user.openid, status: 0 }).where(eq(member.memberId, id));
    await verify(user);
    expect(await loginAuth(user)).toMatchObject({ code: -10017, error_code: 'MEMBER_IS_LOCKED' });
  });
});

describe('/api/tripartite/mobileCode and /api/tripartite/mobile (phone binding)', () => {
  it('checks the form in the spec order with the spec messages, in both languages', async () => {
    const user = newUser();
    await verify(user);
    const base = { wx_openid: user.openid, key: 'k', code: '' };
    const cases: [Params, string, string][] = [
      [{ ...base, mobile: '' }, '请输入手机号', 'Please enter your mobile number'],
      [{ ...base, mobile: '12345' }, '请输入正确的手机号', 'Please enter a valid mobile number'],
      [{ ...base, mobile: '13912345678' }, '请输入动态码', 'Please enter the verification code'],
    ];
    for (const [params, zh, en] of cases) {
      expect((await api.post('/api/tripartite/mobile', params)).message).toBe(zh);
      expect((await api.post('/api/tripartite/mobile', { ...params, lang: 'en-us' })).message).toBe(en);
    }
    await setCaptcha(1);
    expect((await api.post('/api/tripartite/mobile', { ...base, mobile: '13912345678', code: '1234' })).message).toBe('请输入验证码');
    expect((await api.post('/api/tripartite/mobile', { ...base, mobile: '13912345678', code: '1234', lang: 'en-us' })).message).toBe(
      'Please enter the captcha',
    );
    expect((await api.post('/api/tripartite/mobileCode', { mobile: '13912345678' })).message).toBe('请输入验证码');
    await setCaptcha(0);
    expect((await api.post('/api/tripartite/mobileCode', { mobile: '' })).message).toBe('请输入手机号');
    expect((await api.post('/api/tripartite/mobileCode', { mobile: '2345' })).message).toBe('请输入正确的手机号');
  });

  it('sends a MEMBER_BIND code; the captcha is required and checked when the switch is on', async () => {
    const mobile = newMobile();
    await setCaptcha(1);
    const cap = await api.post<{ id: string }>('/api/captcha/captcha');
    const wrong = await api.post('/api/tripartite/mobileCode', { mobile, captcha_id: cap.data.id, captcha_code: 'xxxx' });
    expect(wrong.code).toBe(-10069);
    const cap2 = await api.post<{ id: string }>('/api/captcha/captcha');
    const [row] = await db().select().from(verifyCode).where(eq(verifyCode.id, cap2.data.id));
    const ok = await api.post<SmsCodeResult>('/api/tripartite/mobileCode', { mobile, captcha_id: cap2.data.id, captcha_code: row.code });
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.key).toMatch(/^[0-9a-f]{32}$/);
    const [msg] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(msg.content).toContain('绑定手机号');
    expect(msg.content).toContain(msg.code);
    await setCaptcha(0);
  });

  it('binds the WeChat identity to the member that has the mobile and signs it in (is_register 0)', async () => {
    const mobile = newMobile();
    const id = await createMember(db(), { mobile, password: 'secret123', nickname: '老会员' });
    const user = newUser();
    await verify(user);
    const membersBefore = await count(member);
    const { key, code } = await bindCode(mobile);
    const res = await api.post<AuthLoginResult>('/api/tripartite/mobile', {
      mobile,
      key,
      code,
      wx_openid: user.openid,
      wx_unionid: user.unionid,
      nickname: user.nickname,
    });
    expect(res.code, res.message).toBe(0);
    expect(res.data.is_register).toBe(0);
    const me = (await info(res.data.token)).data;
    expect(me).toMatchObject({ member_id: id, mobile, nickname: '老会员', wx_openid: user.openid, wx_unionid: user.unionid });
    expect(await count(member)).toBe(membersBefore);
    // From now on WeChat sign-in finds this member directly.
    await verify(user);
    const auth = await loginAuth(user);
    expect(auth.data.is_register).toBe(0);
    expect((await info(auth.data.token)).data.member_id).toBe(id);
  });

  it('registers a new member with the mobile, the WeChat identity and the reward (is_register 1)', async () => {
    await registerConfig(1, 1);
    const mobile = newMobile();
    const user = { ...newUser(), headimgurl: 'https://thirdwx.qlogo.cn/mmopen/from-wechat/132' };
    await verify(user);
    const { key, code } = await bindCode(mobile);
    const res = await api.post<AuthLoginResult>('/api/tripartite/mobile', {
      mobile,
      key,
      code,
      wx_openid: user.openid,
      wx_unionid: user.unionid,
      nickName: 'client nickname',
      avatarUrl: 'https://example.com/client.png',
    });
    expect(res.code, res.message).toBe(0);
    expect(res.data.is_register).toBe(1);
    const me = (await info(res.data.token)).data;
    // WeChat's own profile (from the exchange) wins over what the client sent.
    expect(me).toMatchObject({
      mobile,
      nickname: user.nickname,
      headimg: user.headimgurl,
      wx_openid: user.openid,
      wx_unionid: user.unionid,
      point: 100,
      growth: 50,
    });
    // The code is used up.
    const reuse = await api.post('/api/tripartite/mobile', { mobile, key, code, wx_openid: user.openid });
    expect(reuse.code).toBe(-1);
    await registerConfig(0, 0);
  });

  it('a wrong, expired or foreign-purpose code is refused and nothing is created', async () => {
    await registerConfig(1, 1);
    const mobile = newMobile();
    const user = newUser();
    await verify(user);
    const before = { members: await count(member), ledger: await count(memberAccount) };
    const { key, code } = await bindCode(mobile);
    const wrongCode = code === '0000' ? '1111' : '0000';
    expect(await api.post('/api/tripartite/mobile', { mobile, key, code: wrongCode, wx_openid: user.openid })).toMatchObject({
      code: -1,
      message: '动态码错误',
    });
    // A code for another mobile does not fit either.
    expect((await api.post('/api/tripartite/mobile', { mobile: newMobile(), key, code, wx_openid: user.openid })).code).toBe(-1);
    await db()
      .update(smsCode)
      .set({ expireTime: nowSeconds() - 1 })
      .where(eq(smsCode.key, key));
    expect(await api.post('/api/tripartite/mobile', { mobile, key, code, wx_openid: user.openid })).toMatchObject({
      code: -1,
      message: '动态码已失效，请重新获取',
    });
    expect(await count(member)).toBe(before.members);
    expect(await count(memberAccount)).toBe(before.ledger);
    expect(await memberByOpenid(user.openid)).toBeUndefined();
    await registerConfig(0, 0);
  });

  it('refuses a second binding of the same WeChat identity and a mobile bound to another WeChat; the code stays usable', async () => {
    await registerConfig(1, 1);
    // The identity gets its own member through a first binding.
    const user = newUser();
    await verify(user);
    const first = newMobile();
    const c1 = await bindCode(first);
    expect(
      (await api.post<AuthLoginResult>('/api/tripartite/mobile', { mobile: first, ...c1, wx_openid: user.openid })).data.is_register,
    ).toBe(1);

    // Binding the same identity to another mobile (new or existing member) is refused.
    await verify(user);
    const before = await count(member);
    const second = newMobile();
    const c2 = await bindCode(second);
    const again = await api.post('/api/tripartite/mobile', { mobile: second, ...c2, wx_openid: user.openid });
    expect(again).toMatchObject({ code: -1, message: '该微信已绑定其他账号', error_code: 'WECHAT_OPENID_BOUND' });
    expect(await count(member)).toBe(before);

    // A member whose mobile already carries another WeChat identity cannot take a second one.
    const other = newUser();
    await verify(other);
    const owned = newMobile();
    const ownerId = await createMember(db(), { mobile: owned, password: 'secret123' });
    await db().update(member).set({ wxOpenid: 'wx-someone-else' }).where(eq(member.memberId, ownerId));
    const c3 = await bindCode(owned);
    expect(await api.post('/api/tripartite/mobile', { mobile: owned, ...c3, wx_openid: other.openid })).toMatchObject({
      code: -1,
      message: '该手机号已绑定其他微信',
      error_code: 'WECHAT_MOBILE_BOUND',
    });
    // The refused binding left the code usable: once the other binding is gone, the same code binds.
    await db().update(member).set({ wxOpenid: null }).where(eq(member.memberId, ownerId));
    const ok = await api.post<AuthLoginResult>('/api/tripartite/mobile', { mobile: owned, ...c3, wx_openid: other.openid });
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.is_register).toBe(0);
    expect((await info(ok.data.token)).data).toMatchObject({ member_id: ownerId, wx_openid: other.openid });
    await registerConfig(0, 0);
  });

  it('registration by binding needs third_party=1; an existing mobile member can still bind', async () => {
    await registerConfig(0, 0);
    const user = newUser();
    await verify(user);
    const before = await count(member);
    const mobile = newMobile();
    const c = await bindCode(mobile);
    expect(await api.post('/api/tripartite/mobile', { mobile, ...c, wx_openid: user.openid })).toMatchObject({
      code: -10021,
      message: '第三方登录注册未开启',
    });
    expect(await count(member)).toBe(before);
  });

  it('needs a fresh WeChat identity', async () => {
    const mobile = newMobile();
    const c = await bindCode(mobile);
    expect(await api.post('/api/tripartite/mobile', { mobile, ...c, wx_openid: 'wx-never-verified' })).toMatchObject({
      error_code: 'WECHAT_AUTH_EXPIRED',
    });
    expect(await api.post('/api/tripartite/mobile', { mobile, ...c })).toMatchObject({ error_code: 'WECHAT_AUTH_EXPIRED' });
  });
});

describe('WeChat sign-ups count in the address allowance (REGISTRATIONS_PER_ADDRESS_HOUR)', () => {
  const registrations = async () => (await db().select().from(rateLimit).where(eq(rateLimit.bucket, 'register_ip'))).length;
  /** The test's address has used its whole hourly allowance. */
  const useAllowance = async () => {
    await db().delete(rateLimit).where(eq(rateLimit.bucket, 'register_ip'));
    const t = Math.floor(Date.now() / 1000);
    await db()
      .insert(rateLimit)
      .values(
        Array.from({ length: api.config.registrationsPerAddressHour }, () => ({
          bucket: 'register_ip',
          subject: '127.0.0.1',
          createTime: t,
        })),
      );
  };
  const hourLater = () => api.database.rows(sql`update rate_limit set create_time = create_time - 3601 where bucket = 'register_ip'`);
  const tooMany = { code: -1, error_code: 'REGISTER_IP_LIMIT', message: expect.stringMatching(/^当前网络注册过于频繁，请\d+分钟后再试$/) };

  it('/api/login/auth auto-registers only within the allowance; a bound member signs in regardless', async () => {
    await registerConfig(1, 0);
    const user = newUser();
    await verify(user);
    await useAllowance();
    const before = await count(member);
    expect(await loginAuth(user)).toMatchObject(tooMany);
    expect(await loginAuth(user, { lang: 'en-us' })).toMatchObject({
      message: expect.stringMatching(/^Too many registrations from this network, please try again in \d+ minutes$/),
    });
    expect(await count(member)).toBe(before);
    // An hour later the same identity registers and takes one slot.
    await hourLater();
    const slots = await registrations();
    const res = await loginAuth(user);
    expect(res.code, res.message).toBe(0);
    expect(res.data.is_register).toBe(1);
    expect(await registrations()).toBe(slots + 1);
    // Signing in to the member it made takes no slot, even with the allowance used up.
    await useAllowance();
    await verify(user);
    expect(await loginAuth(user)).toMatchObject({ code: 0, data: { is_register: 0 } });
    expect(await registrations()).toBe(api.config.registrationsPerAddressHour);
    await db().delete(rateLimit).where(eq(rateLimit.bucket, 'register_ip'));
    await registerConfig(0, 0);
  });

  it('/api/tripartite/mobile registers a new mobile only within the allowance (the code stays usable); a known mobile binds regardless', async () => {
    await registerConfig(1, 1);
    const user = newUser();
    await verify(user);
    const mobile = newMobile();
    const c = await bindCode(mobile);
    await useAllowance();
    const before = await count(member);
    expect(await api.post('/api/tripartite/mobile', { mobile, ...c, wx_openid: user.openid })).toMatchObject(tooMany);
    expect(await count(member)).toBe(before);
    await hourLater();
    const slots = await registrations();
    const ok = await api.post<AuthLoginResult>('/api/tripartite/mobile', { mobile, ...c, wx_openid: user.openid });
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.is_register).toBe(1);
    expect(await registrations()).toBe(slots + 1);

    // A member that has the mobile already: binding signs in, with no slot taken.
    const owned = newMobile();
    const ownerId = await createMember(db(), { mobile: owned });
    const other = newUser();
    await verify(other);
    const c2 = await bindCode(owned);
    await useAllowance();
    const bound = await api.post<AuthLoginResult>('/api/tripartite/mobile', { mobile: owned, ...c2, wx_openid: other.openid });
    expect(bound).toMatchObject({ code: 0, data: { is_register: 0 } });
    expect((await info(bound.data.token)).data.member_id).toBe(ownerId);
    expect(await registrations()).toBe(api.config.registrationsPerAddressHour);
    await db().delete(rateLimit).where(eq(rateLimit.bucket, 'register_ip'));
    await registerConfig(0, 0);
  });

  it('a refused binding gives its slot back', async () => {
    await registerConfig(1, 1);
    await db().delete(rateLimit).where(eq(rateLimit.bucket, 'register_ip'));
    const user = newUser();
    await verify(user);
    const mobile = newMobile();
    const c = await bindCode(mobile);
    const wrong = String((Number(c.code) + 1) % 10 ** c.code.length).padStart(c.code.length, '0');
    expect((await api.post('/api/tripartite/mobile', { mobile, key: c.key, code: wrong, wx_openid: user.openid })).code).toBeLessThan(0);
    expect(await registrations()).toBe(0);
    await registerConfig(0, 0);
  });

  it("the bind code's outbox note goes to the request's log (where the demo reads it)", async () => {
    const notes: string[] = [];
    const log = { info: (_o: object, msg: string) => void notes.push(msg) };
    const mobile = newMobile();
    expect((await requestBindCode(db(), { mobile, captcha_code: '' }, { ip: '10.9.8.7', log })).key).toMatch(/^[0-9a-f]{32}$/);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(`SMS not sent (outbox) to ${mobile}`);
  });
});

describe('one WeChat identity, one member', () => {
  it('the database refuses a second member with the same wx_openid or wx_unionid', async () => {
    const a = await createMember(db(), { username: `uqa${process.pid % 1000}`, password: 'secret123' });
    const b = await createMember(db(), { username: `uqb${process.pid % 1000}`, password: 'secret123' });
    await db().update(member).set({ wxOpenid: 'wx-unique-1', wxUnionid: 'union-unique-1' }).where(eq(member.memberId, a));
    await expect(db().update(member).set({ wxOpenid: 'wx-unique-1' }).where(eq(member.memberId, b))).rejects.toThrow();
    await expect(db().update(member).set({ wxUnionid: 'union-unique-1' }).where(eq(member.memberId, b))).rejects.toThrow();
  });
});

describe('operator settings and an unconfigured server', () => {
  const admin = (params: Params, key = ADMIN_KEY) =>
    fetch(`${api.url}/admin/api/wechat/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': key },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    }).then((r) => r.json() as Promise<{ code: number; data: WeChatAdminConfig; error_code?: string }>);

  it('/admin/api/wechat/config needs the key, never shows the secret, and sets the WeChat switches', async () => {
    expect((await admin({}, 'wrong-key-wrong-key-wrong')).code).toBe(-10009);
    const read = await admin({});
    expect(read.code).toBe(0);
    expect(read.data).toMatchObject({ appid: standIn.appid, appsecret_set: true, oauth_base: standIn.url, api_base: standIn.url });
    expect(read.data.from_env.sort()).toEqual(['api_base', 'appid', 'oauth_base', 'secret']);
    expect(JSON.stringify(read)).not.toContain(standIn.secret);
    const set = await admin({ third_party: 1, bind_mobile: 1 });
    expect(set.data).toMatchObject({ third_party: 1, bind_mobile: 1 });
    const cfg = await api.get<{ value: { third_party: number; bind_mobile: number; register: string } }>('/api/register/config');
    expect(cfg.data.value).toMatchObject({ third_party: 1, bind_mobile: 1, register: 'username,mobile' });
    await registerConfig(0, 0);
  });

  it('without WeChat settings the endpoints say so; the WECHAT_CONFIG setting configures them', async () => {
    const bare = await startTestApi();
    try {
      const res = await bare.get('/wechat/api/wechat/authcode', { redirect_url: `${bare.url}/h5/` });
      expect(res).toMatchObject({ code: -1, message: '微信公众号未配置，暂不能使用微信登录', error_code: 'WECHAT_NOT_CONFIGURED' });
      expect((await bare.post('/wechat/api/wechat/authcodetoopenid', { code: 'x', lang: 'en-us' })).message).toBe(
        'WeChat login is not configured',
      );

      await putSetting(bare.database.db, 'WECHAT_CONFIG', {
        appid: standIn.appid,
        appsecret: standIn.secret,
        oauth_base: standIn.url,
        api_base: standIn.url,
      });
      standIn.setUser(newUser());
      const { code } = await authorize(bare, 'snsapi_userinfo');
      expect((await bare.post<WeChatOpenidResult>('/wechat/api/wechat/authcodetoopenid', { code })).code).toBe(0);

      // WeChat unreachable: a clear error, not a hang or a 500.
      await putSetting(bare.database.db, 'WECHAT_CONFIG', {
        appid: standIn.appid,
        appsecret: standIn.secret,
        oauth_base: standIn.url,
        api_base: 'http://127.0.0.1:9',
      });
      expect(await bare.post('/wechat/api/wechat/authcodetoopenid', { code: 'whatever' })).toMatchObject({
        code: -1,
        message: '微信授权失败',
      });
      // A wrong secret is WeChat's errcode → the same clear error.
      await putSetting(bare.database.db, 'WECHAT_CONFIG', {
        appid: standIn.appid,
        appsecret: 'wrong',
        oauth_base: standIn.url,
        api_base: standIn.url,
      });
      standIn.setUser(newUser());
      const second = await authorize(bare);
      expect((await bare.post('/wechat/api/wechat/authcodetoopenid', { code: second.code })).message).toBe('微信授权失败');
    } finally {
      await bare.close();
    }
  });
});
