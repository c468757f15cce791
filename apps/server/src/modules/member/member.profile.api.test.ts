import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CaptchaResult, MemberInfo, ModifyPasswordResult, SmsCodeResult } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { member, smsCode } from './member.tables';
import { smsTesting } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const db = () => api.database.db;
const t = smsTesting(() => api);
const info = async (token: string) => (await api.get<MemberInfo>('/api/member/info', { token })).data;
const row = async (memberId: number) => (await db().select().from(member).where(eq(member.memberId, memberId)))[0];
/** Posts in both languages and answers the two messages. */
const both = async (path: string, params: Params) => [
  (await api.post(path, params)).message,
  (await api.post(path, { ...params, lang: 'en-us' })).message,
];

beforeEach(() => t.resetLimits());

describe('nickname, real name, sex, birthday', () => {
  it('changes each field of the signed-in member', async () => {
    const m = await t.mobileMember('secret123');
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: '  小明  ' })).code).toBe(0);
    expect((await api.post('/api/member/modifyrealname', { token: m.token, realname: '王小明' })).code).toBe(0);
    expect((await api.post('/api/member/modifysex', { token: m.token, sex: 2 })).code).toBe(0);
    expect((await api.post('/api/member/modifybirthday', { token: m.token, birthday: 631152000 })).code).toBe(0);
    expect(await info(m.token)).toMatchObject({ nickname: '小明', realname: '王小明', sex: 2, birthday: 631152000 });
  });

  it('answers the spec texts for the nickname in both languages', async () => {
    const m = await t.mobileMember();
    await api.post('/api/member/modifynickname', { token: m.token, nickname: '旧昵称' });
    expect(await both('/api/member/modifynickname', { token: m.token, nickname: '   ' })).toEqual([
      '昵称不能为空',
      'The nickname cannot be empty',
    ]);
    expect(await both('/api/member/modifynickname', { token: m.token })).toEqual(['昵称不能为空', 'The nickname cannot be empty']);
    expect(await both('/api/member/modifynickname', { token: m.token, nickname: '旧昵称' })).toEqual([
      '与原昵称一致，无需修改',
      'Same as the current nickname, nothing to change',
    ]);
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: '字'.repeat(21) })).message).toBe(
      '昵称不能超过20个字符',
    );
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: '😀'.repeat(20) })).code).toBe(0);
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: 'a\u0000b' })).code).toBe(-1);
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: 'a\u202eb' })).message).toBe('不能包含特殊字符');
    expect((await info(m.token)).nickname).toBe('😀'.repeat(20));
    expect((await api.post('/api/member/modifynickname', { token: m.token, nickname: '一家👨‍👩‍👧' })).code).toBe(0);
  });

  it('checks the real name, sex and birthday', async () => {
    const m = await t.mobileMember();
    expect(await both('/api/member/modifyrealname', { token: m.token, realname: '' })).toEqual([
      '真实姓名不能为空',
      'The real name cannot be empty',
    ]);
    expect((await api.post('/api/member/modifysex', { token: m.token, sex: 3 })).code).toBe(-1);
    expect((await api.post('/api/member/modifysex', { token: m.token })).message).toBe('缺少参数sex');
    const tomorrow = nowSeconds() + 86_400;
    expect(await both('/api/member/modifybirthday', { token: m.token, birthday: tomorrow })).toEqual([
      '生日不能晚于今天',
      'The birthday cannot be in the future',
    ]);
    expect((await api.post('/api/member/modifybirthday', { token: m.token, birthday: 'abc' })).code).toBe(-1);
    expect(await info(m.token)).toMatchObject({ realname: '', sex: 0, birthday: 0 });
  });

  it('needs a token', async () => {
    const res = await api.post('/api/member/modifynickname', { nickname: 'x' });
    expect(res).toMatchObject({ code: -1, message: '请先登录' });
  });
});

describe('login password', () => {
  it('changes the password, logs other devices out and hands this one a fresh token', async () => {
    const m = await t.mobileMember('secret123');
    const other = await api.login(m.mobile, 'secret123');
    const res = await api.post<ModifyPasswordResult>('/api/member/modifypassword', {
      token: m.token,
      old_password: 'secret123',
      new_password: 'better456',
    });
    expect(res.code).toBe(0);
    expect((await api.get('/api/member/info', { token: m.token })).code).toBe(-10010);
    expect((await api.get('/api/member/info', { token: other })).code).toBe(-10010);
    expect((await api.get('/api/member/info', { token: res.data.token })).code).toBe(0);
    expect((await api.post('/api/login/login', { username: m.mobile, password: 'better456' })).code).toBe(0);
  });

  it('answers the spec texts in order, in both languages, and changes nothing', async () => {
    const m = await t.mobileMember('secret123');
    const before = await row(m.memberId);
    const p = (params: Params) => both('/api/member/modifypassword', { token: m.token, ...params });
    expect(await p({ new_password: 'better456' })).toEqual(['请输入原始密码', 'Please enter your current password']);
    expect(await p({ old_password: 'secret123' })).toEqual(['请输入新密码', 'Please enter the new password']);
    expect(await p({ old_password: 'secret123', new_password: '12345' })).toEqual([
      '密码长度不能小于6位',
      'The password must be at least 6 characters',
    ]);
    expect(await p({ old_password: 'secret123', new_password: 'secret123' })).toEqual([
      '新密码不能与原密码相同',
      'The new password must differ from the current one',
    ]);
    expect(await p({ old_password: 'wrong-one', new_password: 'better456' })).toEqual(['原始密码错误', 'The current password is wrong']);
    const after = await row(m.memberId);
    expect(after.password).toBe(before.password);
    expect(after.tokenVersion).toBe(before.tokenVersion);
  });

  it('limits wrong current passwords to 10 in 10 minutes', async () => {
    const m = await t.mobileMember('secret123');
    for (let i = 0; i < 10; i++)
      await api.post('/api/member/modifypassword', { token: m.token, old_password: `bad${i}xxx`, new_password: 'better456' });
    const res = await api.post('/api/member/modifypassword', { token: m.token, old_password: 'secret123', new_password: 'better456' });
    expect(res.message).toMatch(/^密码错误次数过多，请\d+分钟后再试$/);
  });

  it('200 parallel wrong current passwords: only 10 are checked, the rest and then the right one are refused', async () => {
    const m = await t.mobileMember('secret123');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post('/api/member/modifypassword', { token: m.token, old_password: `bad${i}xxx`, new_password: 'better456' }),
      ),
    );
    const checked = answers.filter((a) => a.message === '原始密码错误');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.message !== '原始密码错误'))
      expect(a).toMatchObject({ code: -1, message: expect.stringMatching(/^密码错误次数过多，请\d+分钟后再试$/) });
    const right = await api.post('/api/member/modifypassword', { token: m.token, old_password: 'secret123', new_password: 'better456' });
    expect(right.message).toMatch(/^密码错误次数过多，请\d+分钟后再试$/);
    expect((await row(m.memberId)).tokenVersion).toBe(0);
  });

  it('a member without a password sets one with a SET_PASSWORD code sent to the bound mobile', async () => {
    const m = await t.mobileMember();
    const c = await t.requestCode('/api/member/pwdmobliecode', { token: m.token }, m.mobile);
    expect(await api.post('/api/member/modifypassword', { token: m.token, new_password: 'first123' })).toMatchObject({
      message: '请先获取动态码',
    });
    expect(
      (await api.post('/api/member/modifypassword', { token: m.token, new_password: 'first123', key: c.key, code: t.wrong(c.code) }))
        .message,
    ).toBe('动态码错误');
    expect((await row(m.memberId)).password).toBe('');
    const res = await api.post<ModifyPasswordResult>('/api/member/modifypassword', { token: m.token, new_password: 'first123', ...c });
    expect(res.code).toBe(0);
    expect((await info(res.data.token)).password).toBe(1);
    expect((await api.post('/api/login/login', { username: m.mobile, password: 'first123' })).code).toBe(0);
  });

  it('pwdmobliecode needs a bound mobile and honours the captcha switch', async () => {
    const reg = await api.post<{ token: string }>('/api/register/username', {
      username: `nomobile_${process.pid % 1000}`,
      password: 'secret123',
    });
    expect(await api.post('/api/member/pwdmobliecode', { token: reg.data.token })).toMatchObject({ code: -1, message: '请先绑定手机号' });
    const m = await t.mobileMember();
    await putSetting(db(), 'CAPTCHA_CONFIG', { shop_reception_login: 1 });
    try {
      expect((await api.post('/api/member/pwdmobliecode', { token: m.token })).message).toBe('请输入验证码');
      const c = (await api.post<CaptchaResult>('/api/captcha/captcha')).data;
      expect(
        (await api.post('/api/member/pwdmobliecode', { token: m.token, captcha_id: c.id, captcha_code: await t.captchaCode(c.id) })).code,
      ).toBe(0);
    } finally {
      await putSetting(db(), 'CAPTCHA_CONFIG', { shop_reception_login: 0 });
    }
  });
});

describe('mobile number', () => {
  it('binds a new mobile proven by a MEMBER_BIND code', async () => {
    const m = await t.mobileMember();
    const next = t.newMobile();
    const c = await t.requestCode('/api/member/bindmobliecode', { token: m.token, mobile: next });
    expect((await api.post('/api/member/modifymobile', { token: m.token, mobile: next, ...c })).code).toBe(0);
    expect((await info(m.token)).mobile).toBe(next);
  });

  it('answers the spec texts and refuses a taken mobile, changing nothing', async () => {
    const m = await t.mobileMember();
    const p = (params: Params) => both('/api/member/modifymobile', { token: m.token, key: 'k', code: '1234', ...params });
    expect(await p({ mobile: '1380000' })).toEqual(['请输入正确的手机号', 'Please enter a valid mobile number']);
    expect(await p({ mobile: m.mobile })).toEqual(['与原手机号一致，无需修改', 'Same as the current mobile number, nothing to change']);
    expect((await api.post('/api/member/modifymobile', { token: m.token, mobile: '13800000000', key: 'k', code: '1' })).code).toBe(-10019);
    expect((await api.post('/api/member/bindmobliecode', { token: m.token, mobile: '13800000000' })).code).toBe(-10019);
    expect((await api.post('/api/member/bindmobliecode', { token: m.token, mobile: m.mobile })).message).toBe('与原手机号一致，无需修改');
    expect((await info(m.token)).mobile).toBe(m.mobile);
  });

  it('a code requested by one member or for another purpose cannot change the mobile', async () => {
    const a = await t.mobileMember();
    const b = await t.mobileMember();
    const next = t.newMobile();
    await t.resetLimits();
    const forA = await t.requestCode('/api/member/bindmobliecode', { token: a.token, mobile: next });
    expect((await api.post('/api/member/modifymobile', { token: b.token, mobile: next, ...forA })).message).toBe('动态码错误');
    await t.resetLimits();
    const login = await t.requestCode('/api/login/mobileCode', { mobile: next });
    expect((await api.post('/api/member/modifymobile', { token: a.token, mobile: next, ...login })).message).toBe('动态码错误');
    expect((await info(b.token)).mobile).toBe(b.mobile);
    expect((await info(a.token)).mobile).toBe(a.mobile);
  });

  it('/api/member/checkmobile: success for a free mobile, -10019 for a used one', async () => {
    expect((await api.post('/api/member/checkmobile', { mobile: t.newMobile() })).code).toBe(0);
    expect(await api.post('/api/member/checkmobile', { mobile: '13800000000' })).toMatchObject({ code: -10019, message: '手机号已存在' });
    expect((await api.post('/api/member/checkmobile', { mobile: '123' })).message).toBe('请输入正确的手机号');
  });
});

describe('payment password', () => {
  it('the demo member has none; it is set with a code and six digits, then checked', async () => {
    const token = await api.login();
    expect(await api.get('/api/member/issetpayaassword', { token })).toMatchObject({ code: 0, data: 0 });
    expect((await api.post('/api/member/checkpaypassword', { token, pay_password: '123456' })).message).toBe('请先设置支付密码');
    const c = await t.requestCode('/api/member/paypwdcode', { token }, '13800000000');
    // verifypaypwdcode checks without using the code up.
    expect((await api.post('/api/member/verifypaypwdcode', { token, key: c.key, code: t.wrong(c.code) })).message).toBe('动态码错误');
    expect(await api.post<SmsCodeResult>('/api/member/verifypaypwdcode', { token, ...c })).toMatchObject({ code: 0, data: { key: c.key } });
    expect(await both('/api/member/modifypaypassword', { token, ...c, password: '12345a' })).toEqual([
      '支付密码必须是6位数字',
      'The payment password must be 6 digits',
    ]);
    expect((await api.post('/api/member/modifypaypassword', { token, ...c, password: '' })).message).toBe('请输入支付密码');
    expect((await api.post('/api/member/modifypaypassword', { token, ...c, password: '246810' })).code).toBe(0);
    expect((await api.post('/api/member/modifypaypassword', { token, ...c, password: '135790' })).message).toBe('动态码已失效，请重新获取');
    expect((await api.get('/api/member/issetpayaassword', { token })).data).toBe(1);
    expect((await api.post('/api/member/checkpaypassword', { token, pay_password: '246810' })).code).toBe(0);
    const wrong = await api.post('/api/member/checkpaypassword', { token, pay_password: '111111' });
    expect(wrong).toMatchObject({ code: -10074, message: '支付密码错误' });
    // The stored value is a hash.
    const [demo] = await db().select().from(member).where(eq(member.username, 'demo'));
    expect(demo.payPassword).toMatch(/^\$argon2/);
  });

  it('pauses the payment password after 5 wrong tries', async () => {
    const m = await t.mobileMember();
    const c = await t.requestCode('/api/member/paypwdcode', { token: m.token }, m.mobile);
    await api.post('/api/member/modifypaypassword', { token: m.token, ...c, password: '123456' });
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/member/checkpaypassword', { token: m.token, pay_password: '000000' })).code).toBe(-10074);
    const locked = await api.post('/api/member/checkpaypassword', { token: m.token, pay_password: '123456' });
    expect(locked.code).toBe(-1);
    expect(locked.message).toMatch(/^支付密码错误次数过多，请\d+分钟后再试$/);
    await api.database.rows(sql`update rate_limit set create_time = create_time - 901 where bucket = 'pay_password'`);
    expect((await api.post('/api/member/checkpaypassword', { token: m.token, pay_password: '123456' })).code).toBe(0);
  });

  it('200 parallel wrong payment passwords: only 5 are checked, the rest and then the right one are refused', async () => {
    const m = await t.mobileMember();
    const c = await t.requestCode('/api/member/paypwdcode', { token: m.token }, m.mobile);
    await api.post('/api/member/modifypaypassword', { token: m.token, ...c, password: '123456' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post('/api/member/checkpaypassword', { token: m.token, pay_password: String(100000 + i + 1) }),
      ),
    );
    const checked = answers.filter((a) => a.code === -10074);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.code !== -10074))
      expect(a).toMatchObject({ code: -1, message: expect.stringMatching(/^支付密码错误次数过多，请\d+分钟后再试$/) });
    const right = await api.post('/api/member/checkpaypassword', { token: m.token, pay_password: '123456' });
    expect(right).toMatchObject({ code: -1, message: expect.stringMatching(/^支付密码错误次数过多/) });
  });

  it('paypwdcode needs a bound mobile; a pay-password code of member A does nothing for member B', async () => {
    const reg = await api.post<{ token: string }>('/api/register/username', {
      username: `nopay_${process.pid % 1000}`,
      password: 'secret123',
    });
    expect((await api.post('/api/member/paypwdcode', { token: reg.data.token })).message).toBe('请先绑定手机号');
    const a = await t.mobileMember();
    const b = await t.mobileMember();
    const c = await t.requestCode('/api/member/paypwdcode', { token: a.token }, a.mobile);
    expect((await api.post('/api/member/modifypaypassword', { token: b.token, ...c, password: '123456' })).message).toBe('动态码错误');
    expect((await row(b.memberId)).payPassword).toBe('');
    expect((await db().select().from(smsCode).where(eq(smsCode.key, c.key)))[0].used).toBe(0);
  });
});

describe('one member never changes another', () => {
  it('every modify endpoint touches only the token’s member', async () => {
    const a = await t.mobileMember('secret123');
    const b = await t.mobileMember('secret123');
    const bBefore = await row(b.memberId);
    // Member A sends B's id in every way a client could.
    const extra = { member_id: b.memberId, memberId: b.memberId, mobile_member: b.memberId };
    await api.post('/api/member/modifynickname', { token: a.token, nickname: 'A的昵称', ...extra });
    await api.post('/api/member/modifyrealname', { token: a.token, realname: 'A', ...extra });
    await api.post('/api/member/modifysex', { token: a.token, sex: 1, ...extra });
    await api.post('/api/member/modifybirthday', { token: a.token, birthday: 1000, ...extra });
    const pw = await api.post<ModifyPasswordResult>('/api/member/modifypassword', {
      token: a.token,
      old_password: 'secret123',
      new_password: 'changed1',
      ...extra,
    });
    expect(pw.code).toBe(0);
    const c = await t.requestCode('/api/member/paypwdcode', { token: pw.data.token, ...extra }, a.mobile);
    await api.post('/api/member/modifypaypassword', { token: pw.data.token, ...c, password: '654321', ...extra });
    await t.resetLimits();
    const next = t.newMobile();
    const mc = await t.requestCode('/api/member/bindmobliecode', { token: pw.data.token, mobile: next, ...extra });
    await api.post('/api/member/modifymobile', { token: pw.data.token, mobile: next, ...mc, ...extra });
    expect(await row(b.memberId)).toEqual(bBefore);
    expect(await info(pw.data.token)).toMatchObject({
      nickname: 'A的昵称',
      realname: 'A',
      sex: 1,
      birthday: 1000,
      mobile: next,
      pay_password: 1,
    });
  });
});
