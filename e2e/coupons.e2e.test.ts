import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';

afterAll(closeBrowser);

/** The operator's theme is applied at start-up; screenshots of a second theme set it on the page. */
const useTheme = async (page: import('playwright-core').Page, theme: string) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
};

const demoToken = async (base: string): Promise<string> => {
  const res = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo', password: '123456' }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code < 0) throw new Error('demo login failed');
  return body.data.token;
};

/** Shop coupon types the demo shopper may still receive (newest first). */
const receivableForDemo = async (base: string, token: string): Promise<{ coupon_type_id: number; coupon_name: string }[]> => {
  const res = await fetch(`${base}/coupon/api/coupon/typepagelists?page=1&page_size=50&can_receive=1&token=${token}`);
  const body = (await res.json()) as { data: { list: { coupon_type_id: number; coupon_name: string; can_receive: number }[] } };
  return body.data.list.filter((t) => t.can_receive === 1);
};

describe('coupons', () => {
  it('the demo shopper receives a coupon in the coupon centre and finds it in my coupons', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base}/h5/otherpages/goods/coupon/coupon`);
    await expect.poll(() => page.title()).toContain('领券中心');
    await page.getByTestId('coupon-card').first().waitFor();
    await shot(page, 'coupon-centre-zh-cn');

    // The first card that can be received: receive it, then it shows 已领取 and 去使用.
    const card = page.locator('[data-testid="coupon-card"]:has([data-testid="coupon-receive"])').first();
    const typeId = await card.getAttribute('data-type-id');
    const kind = await card.getAttribute('data-kind');
    expect(typeId).toMatch(/^\d+$/);
    await card.getByTestId('coupon-receive').click();
    await page.getByText('领取成功').waitFor();
    const same = page.locator(`[data-testid="coupon-card"][data-kind="${kind}"][data-type-id="${typeId}"]`);
    await expect.poll(async () => (await same.getByTestId('coupon-stamp').textContent())?.trim()).toBe('已领取');
    await same.getByTestId('coupon-use').waitFor();
    await shot(page, 'coupon-centre-received');

    // Platform coupons tab.
    await page.getByTestId('coupon-tab-platform').click();
    await page.locator('[data-testid="coupon-card"][data-kind="platform"]').first().waitFor();
    // Other journeys' orders may spend the seeded platform coupon: one received here keeps my coupons' platform tab filled.
    const platformCard = page.locator('[data-testid="coupon-card"][data-kind="platform"]:has([data-testid="coupon-receive"])').first();
    if ((await platformCard.count()) > 0) {
      await platformCard.getByTestId('coupon-receive').click();
      await page.getByText('领取成功').waitFor();
    }
    await shot(page, 'coupon-centre-platform');
    await useTheme(page, 'green');
    await shot(page, 'coupon-centre-platform-green');

    // My coupons: the new coupon is unused; the seeded wallet also has used and expired ones.
    await page.goto(`${base}/h5/otherpages/member/coupon`);
    await expect.poll(() => page.title()).toContain('我的优惠券');
    await page.locator(`[data-testid="coupon-card"][data-type-id="${typeId}"]`).first().waitFor();
    await expect.poll(async () => (await page.getByTestId('mine-state-1').textContent()) ?? '').toMatch(/未使用\(\d+\)/);
    await shot(page, 'coupon-mine-unused');
    await page.getByTestId('mine-state-3').click();
    await expect.poll(async () => (await page.getByTestId('coupon-stamp').first().textContent())?.trim()).toBe('已过期');
    await shot(page, 'coupon-mine-expired');
    await page.getByTestId('mine-kind-platform').click();
    await page.getByTestId('mine-state-1').click();
    await page.locator('[data-testid="coupon-card"][data-kind="platform"]').first().waitFor();
    await shot(page, 'coupon-mine-platform');

    // 去使用 opens the goods list filtered by the coupon.
    await page.getByTestId('mine-kind-shop').click();
    await page.locator(`[data-testid="coupon-card"][data-type-id="${typeId}"]`).first().getByTestId('coupon-use').click();
    await expect.poll(() => page.url()).toContain(`/pages/goods/list/list?coupon=${typeId}`);
    await context.close();
  });

  it('the receive page in English: a visitor logs in, comes back and gets the coupon', async () => {
    const base = inject('baseUrl');
    const [target] = await receivableForDemo(base, await demoToken(base));
    expect(target).toBeTruthy();
    const { page, context } = await openPhone({ lang: 'en-us' });
    await page.goto(`${base}/h5/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=${target.coupon_type_id}`);
    await expect.poll(() => page.title()).toContain('Get a Coupon');
    await page.getByTestId('coupon-receive-page').waitFor();
    expect(await page.getByTestId('coupon-card').textContent()).toContain(target.coupon_name);
    await useTheme(page, 'green');
    await shot(page, 'coupon-receive-en-us-green');
    await page.getByTestId('coupon-receive-login').click();
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await page.locator('input[type="text"], input:not([type])').first().fill('demo');
    await page.locator('input[type="password"]').first().fill('123456');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('coupon_receive');
    await page.getByTestId('coupon-receive-btn').click();
    await page.getByTestId('coupon-receive-done').waitFor();
    await useTheme(page, 'green');
    expect(await page.getByTestId('coupon-receive-done').textContent()).toContain('The coupon is in your account');
    await shot(page, 'coupon-receive-en-us-done');

    // The centre and my coupons in English, green theme.
    await page.goto(`${base}/h5/otherpages/goods/coupon/coupon`);
    await page.getByTestId('coupon-card').first().waitFor();
    await useTheme(page, 'green');
    await shot(page, 'coupon-centre-en-us-green');
    await page.goto(`${base}/h5/otherpages/member/coupon`);
    await page.getByTestId('coupon-card').first().waitFor();
    await useTheme(page, 'green');
    await shot(page, 'coupon-mine-en-us-green');
    await context.close();
  });

  it('an unknown coupon shows the not-found state', async () => {
    const base = inject('baseUrl');
    const { page, context } = await openPhone();
    await page.goto(`${base}/h5/otherpages/goods/coupon_receive/coupon_receive?coupon_type_id=99999999`);
    await page.getByText('优惠券不存在或已下架').waitFor();
    await context.close();
  });
});
