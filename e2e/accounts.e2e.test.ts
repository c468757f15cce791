import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';
import { unlockSms } from './support/operator';

/**
 * Sign-in and registration journeys (spec §2 login/register/find, §4 reward popup and code button, §5):
 * register with mobile + code and see the new-member reward; log in with the password; log in with a
 * code; recover the password and log in with the new one. SMS codes are read from the development outbox
 * (`/api/dev/smsoutbox`). The server allows one code per mobile every 120 s; journeys that reuse a mobile
 * lift that window through the operator API instead of waiting it out.
 */

afterAll(closeBrowser);

const base = () => inject('baseUrl');
const PASSWORD = 'abc123';
const NEW_PASSWORD = 'xyz789';

/** A mobile no seeded member and no other journey uses (136 / 135 prefixes, random). */
const randomMobile = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type Envelope<T> = { code: number; message: string; data: T };

const call = async <T>(path: string, params: Record<string, string>): Promise<T> => {
  const body = new URLSearchParams({ app_type: 'h5', app_type_name: 'H5', ...params });
  const res = await fetch(`${base()}${path}`, { method: 'POST', body });
  const env = (await res.json()) as Envelope<T>;
  if (env.code < 0) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
};

/** The newest `keyword` code the outbox kept for `mobile` (polled: the send is asynchronous to the page). */
const codeFor = async (mobile: string, keyword: string): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${base()}/api/dev/smsoutbox?mobile=${mobile}`);
    const env = (await res.json()) as Envelope<{ keyword: string; code: string }[] | null>;
    const code = env.data?.find((r) => r.keyword === keyword)?.code ?? '';
    if (/^\d{4}$/.test(code)) return code;
    if (Date.now() > deadline) throw new Error(`no ${keyword} code for ${mobile} in the outbox (${env.code} ${env.message})`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

const memberInfo = async (token: string) => {
  const res = await fetch(`${base()}/api/member/info?token=${encodeURIComponent(token)}`);
  return ((await res.json()) as Envelope<{ mobile: string; point: number; growth: number }>).data;
};

/** Mobile of the member registered through the UI (journey 1). */
const M1 = randomMobile('136');
/** A member registered through the API before the journeys. */
const M3 = randomMobile('135');

beforeAll(async () => {
  const { key } = await call<{ key: string }>('/api/register/mobileCode', { mobile: M3 });
  const code = await codeFor(M3, 'REGISTER_CODE');
  await call('/api/register/mobile', { mobile: M3, key, code, password: PASSWORD });
});

describe('sign-in and registration', () => {
  it('registers with mobile + dynamic code and sees the new-member reward popup', async () => {
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/login/register/register`);
    await expect.poll(() => page.title()).toContain('注册');
    await page.getByRole('tab', { name: '手机号注册' }).click();
    await page.getByPlaceholder('请输入手机号').waitFor();

    // The code button checks the mobile first (spec §5 messages).
    const send = page.getByTestId('send-code');
    await send.click();
    await page.getByText('请输入手机号', { exact: true }).last().waitFor();
    await page.getByPlaceholder('请输入手机号').fill('1361234');
    await send.click();
    await page.getByText('请输入正确的手机号').waitFor();

    await page.getByPlaceholder('请输入手机号').fill(M1);
    await send.click();
    // Counting down from 120 s, inactive meanwhile.
    await expect.poll(async () => (await send.textContent()) ?? '').toMatch(/^1[12]\ds后重新获取$/);
    expect(await send.isDisabled()).toBe(true);
    const code = await codeFor(M1, 'REGISTER_CODE');
    await page.getByPlaceholder('请输入动态码').fill(code);
    await page.getByPlaceholder('请输入不少于6位的密码').fill(PASSWORD);
    await page.getByPlaceholder('请再次输入密码').fill(`${PASSWORD}x`);
    await page.getByTestId('register-submit').click();
    await page.getByText('两次密码不一致').waitFor();
    await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
    await shot(page, 'register-mobile-zh-cn');
    await page.getByTestId('register-submit').click();

    // Registered: member centre behind the reward popup with the seed's gift (100 points, 50 growth, a coupon, no balance).
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/index/index');
    const reward = page.getByTestId('reward-popup');
    await reward.waitFor({ timeout: 15_000 });
    await expect.poll(() => reward.getAttribute('data-state')).toBe('open');
    await expect.poll(async () => (await page.getByTestId('reward-point').textContent()) ?? '').toContain('100积分');
    expect(await page.getByTestId('reward-growth').textContent()).toContain('50成长值');
    expect(await page.getByTestId('reward-balance').count()).toBe(0);
    // The seeded gift also includes one platform coupon (coupon seed), issued with the registration.
    expect(await page.getByTestId('reward-coupon').textContent()).toContain('新人专享券');
    await page.waitForTimeout(400); // let the open animation settle for the picture
    await shot(page, 'reward-zh-cn');

    // A tap on the mask does not close it.
    await page.mouse.click(10, 10);
    await page.waitForTimeout(400);
    expect(await reward.count()).toBe(1);

    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    expect(await memberInfo(token!)).toMatchObject({ mobile: M1, point: 100, growth: 50 });

    // The main button closes it (300 ms) on the member centre.
    await page.getByTestId('reward-main').click();
    await expect.poll(() => reward.count()).toBe(0);
    await page.getByTestId('member-name').waitFor();
    await context.close();
  });

  it('logs in with the password (account = mobile)', async () => {
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/login/login/login`);
    await expect.poll(() => page.title()).toContain('登录');
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    await shot(page, 'login-account-zh-cn');
    await page.getByPlaceholder('请输入用户名/手机号').fill(M1);
    await page.getByPlaceholder('请输入密码').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/index/index');
    expect(await tokenOf(page)).toBeTruthy();
    // an existing member gets no reward popup
    await page.getByTestId('member-name').waitFor();
    expect(await page.getByTestId('reward-popup').count()).toBe(0);
    await context.close();
  });

  it('in English: the screens, and a code login that registers a new member shows the reward popup', async () => {
    const { page, context } = await openPhone({ lang: 'en-us' });
    await page.goto(`${base()}/h5/pages/login/register/register`);
    await expect.poll(() => page.title()).toContain('Sign up');
    await page.getByRole('tab', { name: 'Username' }).waitFor();
    await shot(page, 'register-username-en-us');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByPlaceholder('Mobile number').waitFor();
    await shot(page, 'register-mobile-en-us');
    await page.getByTestId('register-agreement').click();
    const agreement = page.getByTestId('agreement-popup');
    await agreement.waitFor();
    await expect.poll(async () => (await agreement.textContent())?.length ?? 0).toBeGreaterThan(40);
    await page.waitForTimeout(400);
    await shot(page, 'register-agreement-en-us');

    await page.goto(`${base()}/h5/otherpages/login/find/find`);
    await expect.poll(() => page.title()).toContain('Reset Password');
    await page.getByTestId('find-next').waitFor();
    await shot(page, 'find-step1-en-us');

    await page.goto(`${base()}/h5/pages/login/login/login`);
    await expect.poll(() => page.title()).toContain('Log in');
    await page.getByRole('tab', { name: 'Password' }).waitFor();
    await shot(page, 'login-account-en-us');
    await page.getByRole('tab', { name: 'Mobile code' }).click();
    const mobile = randomMobile('136');
    await page.getByPlaceholder('Mobile number').fill(mobile);
    await page.getByTestId('send-code').click();
    await expect.poll(async () => (await page.getByTestId('send-code').textContent()) ?? '').toMatch(/^Resend in \d+s$/);
    const code = await codeFor(mobile, 'LOGIN_CODE');
    await page.getByPlaceholder('Verification code').fill(code);
    await shot(page, 'login-mobile-en-us');
    await page.getByTestId('login-submit').click();
    const reward = page.getByTestId('reward-popup');
    await reward.waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await reward.textContent()) ?? '').toContain('Your new-member gift');
    await page.waitForTimeout(400);
    await shot(page, 'reward-en-us');
    await page.getByRole('button', { name: 'View points' }).click();
    await expect.poll(() => reward.count()).toBe(0);
    // "View points" opens the points detail, where the gift is the first entry.
    await expect.poll(() => page.url()).toContain('/otherpages/member/point_detail');
    await expect
      .poll(async () => (await page.getByTestId('ledger-entry').first().textContent()) ?? '')
      .toMatch(/Registration reward.*\+100$/);
    await context.close();
  });

  it('Chinese screens of the register and agreement pages', async () => {
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/login/register/register`);
    await page.getByRole('tab', { name: '账号注册' }).waitFor();
    await shot(page, 'register-username-zh-cn');
    await page.getByTestId('register-agreement').click();
    await page.getByTestId('agreement-popup').waitFor();
    await page.getByText('用户注册协议').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'register-agreement-zh-cn');
    await context.close();
  });
  it('logs in with a dynamic code', async () => {
    await unlockSms(M3);
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByPlaceholder('请输入手机号').fill(M3);
    // without a code the form says so
    await page.getByTestId('login-submit').click();
    await page.getByText('请输入动态码', { exact: true }).last().waitFor();
    await page.getByTestId('send-code').click();
    await page.getByText('动态码已发送').waitFor();
    const code = await codeFor(M3, 'LOGIN_CODE');
    await page.getByPlaceholder('请输入动态码').fill(code);
    await shot(page, 'login-mobile-zh-cn');
    await page.getByTestId('login-submit').click();
    // back where the shopper came from
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/goods/cart/cart');
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    expect((await memberInfo(token!)).mobile).toBe(M3);
    expect(await page.getByTestId('reward-popup').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('recovers the password and logs in with the new one', async () => {
    await unlockSms(M1);
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/login/login/login`);
    await page.getByTestId('login-find').click();
    await expect.poll(() => page.url()).toContain('/otherpages/login/find/find');
    await expect.poll(() => page.title()).toContain('找回密码');

    const next = page.getByTestId('find-next');
    await next.click();
    await page.getByText('请输入手机号', { exact: true }).last().waitFor();
    await page.getByPlaceholder('请输入手机号').fill(M1);
    await next.click();
    await page.getByText('请输入动态码', { exact: true }).last().waitFor();
    await page.getByTestId('send-code').click();
    const code = await codeFor(M1, 'FIND_PASSWORD');
    await page.getByPlaceholder('请输入动态码').fill(code);
    await shot(page, 'find-step1-zh-cn');
    await next.click();

    const submit = page.getByTestId('find-submit');
    await submit.waitFor();
    await page.getByPlaceholder('请输入不少于6位的新密码').fill('12345');
    await page.getByPlaceholder('请再次输入新密码').fill('12345');
    await submit.click();
    await page.getByText('密码长度不能小于6位').waitFor();
    await page.getByPlaceholder('请输入不少于6位的新密码').fill(NEW_PASSWORD);
    await page.getByPlaceholder('请再次输入新密码').fill(`${NEW_PASSWORD}0`);
    await submit.click();
    await page.getByText('两次密码不一致').waitFor();
    await page.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);
    await shot(page, 'find-step2-zh-cn');
    await submit.click();
    await page.getByText('密码修改成功').waitFor();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/login/login/login');

    // the old password no longer works, the new one does
    await page.getByPlaceholder('请输入用户名/手机号').fill(M1);
    await page.getByPlaceholder('请输入密码').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByText('账号或密码错误').waitFor();
    expect(await tokenOf(page)).toBeNull();
    await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/member/index/index');
    expect(await tokenOf(page)).toBeTruthy();
    await context.close();
  }, 60_000);
});
