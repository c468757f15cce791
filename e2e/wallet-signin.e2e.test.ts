import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { shopperCall } from './support/shopper';

/** The seeded rewards (seed/signin.ts), put back when the journeys are done. */
const SEEDED = [
  { day: 1, point: 5, growth: 2 },
  { day: 2, point: 5, growth: 2 },
  { day: 3, point: 10, growth: 5 },
  { day: 4, point: 10, growth: 5 },
  { day: 5, point: 15, growth: 5 },
  { day: 6, point: 15, growth: 5 },
  { day: 7, point: 30, growth: 10 },
];
/** A first day worth 60 growth: with the registration gift's 50 it crosses 白银会员 (100), whose gift is 50 points. */
const UPGRADING = [
  { day: 1, point: 5, growth: 60 },
  { day: 2, point: 10, growth: 5 },
];
const setRewards = (reward: typeof SEEDED) =>
  operator('/admin/api/membersignin/setconfig', { is_use: 1, cycle: 7, reward: JSON.stringify(reward) });

afterAll(async () => {
  await setRewards(SEEDED);
  await closeBrowser();
});

let seq = 0;
const newShopper = async (base: string) =>
  (
    await shopperCall<{ token: string }>(base, '/api/register/username', {
      username: `signin${process.pid % 10000}x${++seq}${Date.now() % 100000}`,
      password: 'secret123',
    })
  ).token;

const journey = async (lang: 'zh-cn' | 'en-us', texts: { signed: string; upgradedTo: string; top: RegExp }) => {
  const base = inject('baseUrl');
  await setRewards(UPGRADING);
  const token = await newShopper(base);
  const { page, context } = await openPhone({ lang, storage: { token } });

  // The member centre's level badge leads to the level page: 普通会员 with 50 growth (the registration gift).
  await page.goto(`${base}/h5/pages/member/index/index`);
  await page.getByTestId('member-level').click();
  await page.getByTestId('level-page').waitFor();
  await expect.poll(async () => page.getByTestId('level-current').textContent()).toBe('普通会员');
  expect(await page.getByTestId('level-growth').textContent()).toBe('50');
  expect(await page.getByTestId('level-row').count()).toBe(4);

  // Sign in: points grow, today is marked on the calendar, the button says so.
  await page.goto(`${base}/h5/otherpages/member/signin/signin`);
  await page.getByTestId('signin-page').waitFor();
  const before = Number(await page.getByTestId('signin-point').textContent());
  await shot(page, `wallet-signin-before-${lang}`);
  await page.getByTestId('signin-button').click();
  await page.getByTestId('signin-success').waitFor();
  await page.getByTestId('signin-success-ok').waitFor({ state: 'visible' });
  await page.waitForTimeout(400); // the popup's slide-in
  await shot(page, `wallet-signin-success-${lang}`);
  await page.getByTestId('signin-success-ok').click();
  await page.getByTestId('signin-success').waitFor({ state: 'detached' });
  await page.waitForTimeout(400); // the mask's fade-out
  // 5 for the sign-in and 50 for the level reached on the way.
  await expect.poll(async () => Number(await page.getByTestId('signin-point').textContent())).toBe(before + 55);
  expect((await page.getByTestId('signin-button').textContent())?.trim()).toBe(texts.signed);
  const today = page.locator('[data-testid="signin-day"][data-signed="1"]');
  await expect.poll(() => today.count()).toBe(1);
  await shot(page, `wallet-signin-done-${lang}`);
  await useTheme(page, 'blue');
  await shot(page, `wallet-signin-done-${lang}-blue`);

  // The level page after the upgrade.
  await page.goto(`${base}/h5/otherpages/member/level/level`);
  await expect.poll(async () => page.getByTestId('level-current').textContent()).toBe(texts.upgradedTo);
  expect(await page.getByTestId('level-growth').textContent()).toBe('110');
  expect(await page.getByTestId('level-next').textContent()).toMatch(texts.top);
  await shot(page, `wallet-level-${lang}`);
  await useTheme(page, 'golden');
  await shot(page, `wallet-level-${lang}-golden`);

  // The goods detail shows the level's price (白银会员: 98%).
  const goods = await shopperCall<{ list: { sku_id: number; discount_price: string }[] }>(base, '/api/goodssku/page', {
    page: 1,
    page_size: 1,
  });
  const first = goods.list[0]!;
  const fen = Math.round(Number(first.discount_price) * 100);
  await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${first.sku_id}`);
  await page.getByTestId('member-price').waitFor();
  expect(await page.getByTestId('member-price').textContent()).toContain((Math.round((fen * 98) / 100) / 100).toFixed(2));
  await shot(page, `wallet-member-price-${lang}`);
  await page.goBack();

  // How growth is earned, from the settings.
  await page.getByTestId('level-rules-link').click();
  await page.getByTestId('growth-rule-list').waitFor();
  expect(await page.getByTestId('growth-rule-list').locator('li').count()).toBeGreaterThanOrEqual(2);
  await shot(page, `wallet-growth-rules-${lang}`);
  await context.close();
};

describe('sign-in and levels', () => {
  it('a shopper signs in, sees points grow and the day marked, and the level page after the upgrade', async () => {
    await journey('zh-cn', { signed: '今日已签到', upgradedTo: '白银会员', top: /还需390成长值升级为黄金会员/ });
  });

  it('the same in English', async () => {
    await journey('en-us', { signed: 'Signed in today', upgradedTo: '白银会员', top: /390 more growth to reach 黄金会员/ });
  });
});
