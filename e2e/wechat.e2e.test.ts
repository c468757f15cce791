import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot } from './support/browser';
import { setStandInUser } from './support/wechat-standin';

/**
 * WeChat sign-in of a new user through the phone binding (spec §4 "Social login", "Code -10016", reward
 * popup; §5 phone-bind form). The server's WeChat OAuth endpoints point at the local stand-in started by
 * e2e/global-setup.ts, which approves at once and answers for the fake user set here. The register
 * config (third_party=1, bind_mobile=1: forced binding) is set through the operator API and restored after.
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

const WECHAT_USER = { openid: 'wx-e2e-user-1', unionid: 'wx-e2e-union-1', nickname: '微信用户' };
/** A mobile no seeded member has. */
const MOBILE = '13712340001';

const base = () => inject('baseUrl');

const setWeChatSwitches = async (third_party: 0 | 1, bind_mobile: 0 | 1) => {
  const res = await fetch(`${base()}/admin/api/wechat/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': inject('adminApiKey') },
    body: new URLSearchParams({ third_party: String(third_party), bind_mobile: String(bind_mobile) }),
  });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`operator API refused: ${body.message}`);
};

/** The newest code the outbox SMS sender kept for `mobile` (development endpoint). */
const latestCode = async (mobile: string, keyword: string): Promise<string> => {
  const res = await fetch(`${base()}/api/dev/smsoutbox?mobile=${mobile}`);
  const body = (await res.json()) as { code: number; data: { keyword: string; code: string }[] | null };
  const row = body.data?.find((r) => r.keyword === keyword);
  if (!row) throw new Error(`no ${keyword} message for ${mobile} yet`);
  return row.code;
};

const memberInfo = async (token: string) => {
  const res = await fetch(`${base()}/api/member/info?token=${encodeURIComponent(token)}`);
  return (await res.json()) as { code: number; data: { member_id: number; mobile: string; nickname: string; wx_openid: string; point: number; growth: number } };
};

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

beforeAll(async () => {
  await setStandInUser(inject('wechatStandIn'), WECHAT_USER);
  await setWeChatSwitches(1, 1);
});

afterAll(async () => {
  await setWeChatSwitches(0, 0).catch(() => undefined);
  await closeBrowser();
});

describe('WeChat sign-in', () => {
  it('a new WeChat user is sent through OAuth, binds a phone, gets the new-member reward and lands in the member centre', async () => {
    const { page, context } = await openPhone({ userAgent: WECHAT_UA });
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    await page.goto(`${base()}/h5/`);

    // authcode → stand-in authorize → back with ?code → authcodetoopenid → login/auth → -10016 → forced bind popup.
    const popup = page.getByTestId('bind-mobile-popup');
    await popup.waitFor({ timeout: 30_000 });
    expect(await popup.getAttribute('data-forced')).toBe('1');
    expect(visited.some((u) => u.includes(inject('wechatStandIn')) || /[?&]code=/.test(u))).toBe(true);
    // The single-use code has left the address bar.
    await expect.poll(() => page.url()).not.toMatch(/[?&]code=/);
    expect(await tokenOf(page)).toBeNull();

    // Forced binding: save stays disabled while fields are empty; the spec's messages guard the form.
    const save = page.getByTestId('bind-save');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('bind-mobile').fill('1371234');
    await page.getByTestId('bind-send-code').click();
    await page.getByText('请输入正确的手机号').first().waitFor();
    await shot(page, 'wechat-bind-zh-cn');

    await page.getByTestId('bind-mobile').fill(MOBILE);
    await page.getByTestId('bind-send-code').click();
    let code = '';
    await expect
      .poll(async () => (code = await latestCode(MOBILE, 'MEMBER_BIND').catch(() => '')), { timeout: 15_000 })
      .toMatch(/^\d{4}$/);
    await page.getByTestId('bind-code').fill(code);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();

    // Registered (is_register 1): logged in and the reward popup shows the gift of the seed (100 points, 50 growth).
    const reward = page.getByTestId('reward-popup');
    await reward.waitFor({ timeout: 15_000 });
    await expect.poll(() => reward.getAttribute('data-state')).toBe('open');
    await expect.poll(async () => (await reward.textContent()) ?? '').toContain('100');
    await shot(page, 'wechat-reward-zh-cn');
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    const me = await memberInfo(token!);
    expect(me.code).toBe(0);
    expect(me.data).toMatchObject({ mobile: MOBILE, nickname: WECHAT_USER.nickname, wx_openid: WECHAT_USER.openid, point: 100, growth: 50 });

    // Closing it with the main button leads to the member centre, which shows the new member.
    await page.getByTestId('reward-main').click();
    await expect.poll(() => page.url()).toContain('/pages/member/index/index');
    await expect.poll(() => reward.count()).toBe(0);
    await expect.poll(async () => (await page.getByTestId('member-name').textContent()) ?? '').toContain(WECHAT_USER.nickname);
    await shot(page, 'wechat-member-zh-cn');
    await context.close();
  });

  it('the same WeChat user coming back is signed in straight away, without the bind popup', async () => {
    const { page, context } = await openPhone({ userAgent: WECHAT_UA });
    await page.goto(`${base()}/h5/pages/member/index/index`);
    await expect.poll(() => tokenOf(page), { timeout: 30_000 }).toBeTruthy();
    const me = await memberInfo((await tokenOf(page))!);
    expect(me.data).toMatchObject({ mobile: MOBILE, wx_openid: WECHAT_USER.openid });
    await expect.poll(async () => (await page.getByTestId('member-name').textContent()) ?? '').toContain(WECHAT_USER.nickname);
    expect(await page.getByTestId('bind-mobile-popup').count()).toBe(0);
    expect(await page.getByTestId('reward-popup').count()).toBe(0);
    await context.close();
  });
});
