import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { payAtSandbox } from './support/checkout';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

let seq = 0;
/** A shopper of its own (the demo's balance is spent by other journeys), signed up over the API. */
const newShopper = async (base: string): Promise<string> => {
  const username = `rc${Date.now().toString(36)}${++seq}`;
  return (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
};

const balanceOf = async (base: string, token: string): Promise<string> =>
  (await shopperCall<{ balance: string }>(base, '/api/member/info', {}, token)).balance;

describe('wallet: recharge', () => {
  it('recharges a package from the member centre at the sandbox cashier; the balance grows and the record shows it', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base);
    const before = await balanceOf(base, token);
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.locator('[data-service="recharge"]').click();
    await page.waitForURL(/\/otherpages\/recharge\/list/);
    await expect.poll(() => page.title()).toContain('会员充值');
    await expect.poll(async () => (await page.getByTestId('recharge-balance').textContent()) ?? '').toBe(before);
    const cards = page.getByTestId('recharge-package');
    await expect.poll(() => cards.count()).toBe(3);
    const pkg = cards.filter({ hasText: '充100送10' });
    await pkg.click();
    expect(await pkg.getAttribute('aria-pressed')).toBe('true');
    expect(await pkg.textContent()).toContain('送100积分');
    expect(await page.getByTestId('recharge-bar').textContent()).toContain('¥100.00');
    await shot(page, 'recharge-list-zh-cn');
    await useTheme(page, 'green');
    await shot(page, 'recharge-list-zh-cn-green');
    await useTheme(page, 'default');

    await page.getByTestId('recharge-submit').click();
    await payAtSandbox(page);
    expect(await page.getByTestId('result-orders').textContent()).toBe('充值记录');
    await page.getByTestId('result-orders').click();
    await page.waitForURL(/\/otherpages\/recharge\/order_list/);
    const row = page.getByTestId('recharge-order').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('充100送10');
    expect(await row.textContent()).toContain('+110.00');
    expect(await page.getByTestId('recharge-order').count()).toBe(1);
    await shot(page, 'recharge-orders-zh-cn');

    // The balance grew by the face value: on the recharge page and in my assets.
    const expected = (Number(before) + 110).toFixed(2);
    expect(await balanceOf(base, token)).toBe(expected);
    await page.goto(`${base}/h5/otherpages/recharge/list/list`);
    await expect.poll(async () => (await page.getByTestId('recharge-balance').textContent()) ?? '').toBe(expected);
    await page.goto(`${base}/h5/otherpages/member/assets/assets`);
    await expect.poll(async () => (await page.getByTestId('assets-balance').textContent()) ?? '').toContain(expected);
    await page.getByTestId('assets-recharge').click();
    await page.waitForURL(/\/otherpages\/recharge\/list/);

    // The balance page leads to recharge, and its detail has the recharge's line.
    await page.goto(`${base}/h5/otherpages/member/balance/balance`);
    await page.getByTestId('balance-to-rechargeList').waitFor();
    await page.getByTestId('balance-to-balanceDetail').click();
    await page.waitForURL(/\/otherpages\/member\/balance_detail/);
    const line = page.getByTestId('ledger-entry').filter({ hasText: '会员充值' });
    await line.waitFor();
    expect(await line.textContent()).toContain('+110.00');
    await context.close();
  });

  it('in English: a typed amount is checked, then recharged at the sandbox cashier', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base);
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });
    await page.goto(`${base}/h5/otherpages/recharge/list/list`);
    await expect.poll(() => page.title()).toContain('Recharge');
    await page.getByTestId('recharge-package').first().waitFor();
    expect(await page.getByTestId('recharge-package').first().textContent()).toContain('+100 points');

    const input = page.getByTestId('recharge-custom');
    await input.fill('1.005');
    await page.getByTestId('recharge-submit').click();
    await page.locator('.adm-toast-main', { hasText: 'at most two decimals' }).waitFor();
    await input.fill('0.5');
    await page.getByTestId('recharge-submit').click();
    await page.locator('.adm-toast-main', { hasText: 'at least ¥1.00' }).waitFor();
    await input.fill('12.34');
    await shot(page, 'recharge-list-en-us');
    await page.getByTestId('recharge-submit').click();
    await payAtSandbox(page);
    expect(await page.getByTestId('result-orders').textContent()).toBe('Recharge records');
    await shot(page, 'recharge-result-en-us');
    await page.getByTestId('result-orders').click();
    await page.waitForURL(/\/otherpages\/recharge\/order_list/);
    const row = page.getByTestId('recharge-order').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('+12.34');
    expect(await row.textContent()).toContain('Custom amount');
    await useTheme(page, 'blue');
    await shot(page, 'recharge-orders-en-us-blue');
    expect(await balanceOf(base, token)).toBe('12.34');
    await page.goto(`${base}/h5/otherpages/recharge/list/list`);
    await expect.poll(async () => (await page.getByTestId('recharge-balance').textContent()) ?? '').toBe('12.34');
    await context.close();
  });
});
