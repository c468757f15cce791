import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** A new shopper (username registration: 100 points as the new-member gift) with the operator's top-ups. */
const toppedUpShopper = async (base: string): Promise<string> => {
  const username = `ledger${Date.now().toString(36)}`;
  const { token } = await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' });
  const me = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
  await operator('/admin/api/member/adjustaccount', {
    member_id: me.member_id,
    account_type: 'balance',
    adjust_num: '88.80',
    remark: 'e2e',
  });
  await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'point', adjust_num: '300', remark: 'e2e' });
  return token;
};

const amounts = (page: Page) => page.getByTestId('ledger-entry').allTextContents();

describe('wallet: balance and points', () => {
  it('an operator top-up shows on the balance page and its detail; points detail lists the gift and the top-up', async () => {
    const { page, context, base } = await openPhone();
    const token = await toppedUpShopper(base);
    await page.goto(`${base}/h5/`);
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);

    // Member centre → balance figure → 我的余额.
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-figure-link-balance').click();
    await expect.poll(() => page.title()).toContain('我的余额');
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('¥88.80');
    expect(await page.getByTestId('balance-locked').textContent()).toBe('¥88.80');
    expect(await page.getByTestId('balance-withdrawable').textContent()).toBe('¥0.00');
    await shot(page, 'ledger-balance-zh-cn');
    await useTheme(page, 'blue');
    await shot(page, 'ledger-balance-blue');

    // 余额明细: the top-up, signed; filtered by kind; an earlier month is empty.
    await page.getByTestId('balance-to-balanceDetail').click();
    await expect.poll(() => page.title()).toContain('余额明细');
    await page.getByTestId('ledger-entry').first().waitFor();
    expect(await amounts(page)).toEqual([expect.stringMatching(/后台调整.*\+88\.80$/)]);
    await shot(page, 'ledger-balance-detail-zh-cn');
    await page.getByTestId('ledger-type-order').click();
    await page.getByText('当月暂无余额明细').waitFor();
    await page.getByTestId('ledger-type-adjust').click();
    await page.getByTestId('ledger-entry').first().waitFor();
    await page.getByTestId('ledger-type-all').click();
    await page.getByRole('button', { name: '上个月' }).click();
    await page.getByText('当月暂无余额明细').waitFor();
    await shot(page, 'ledger-balance-detail-empty');
    await page.getByTestId('ledger-month').click();
    const thisMonth = (await page.locator('[data-testid^="ledger-month-"]').first().getAttribute('data-testid'))!;
    await page.getByTestId(thisMonth).click();
    await page.getByTestId('ledger-entry').first().waitFor();

    // Points: member centre → points figure → 我的积分 → 积分明细.
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-figure-link-point').click();
    await expect.poll(() => page.title()).toContain('我的积分');
    await expect.poll(() => page.getByTestId('point-total').textContent()).toBe('400');
    expect(await page.getByTestId('point-income').textContent()).toBe('400');
    await useTheme(page, 'green');
    await shot(page, 'ledger-point-green');
    await page.getByTestId('point-to-pointDetail').click();
    await page.getByTestId('ledger-entry').nth(1).waitFor();
    expect(await amounts(page)).toEqual([expect.stringMatching(/后台调整.*\+300$/), expect.stringMatching(/注册奖励.*\+100$/)]);
    await shot(page, 'ledger-point-detail-zh-cn');

    // The assets page leads to both.
    await page.goto(`${base}/h5/otherpages/member/assets`);
    await page.getByTestId('assets-to-point').click();
    await expect.poll(() => page.title()).toContain('我的积分');
    await page.goBack();
    await page.getByTestId('assets-to-balance').click();
    await expect.poll(() => page.title()).toContain('我的余额');
    await context.close();
  });

  it('in English: the same entries with English names', async () => {
    const { page, context, base } = await openPhone({ lang: 'en-us' });
    const token = await toppedUpShopper(base);
    await page.goto(`${base}/h5/`);
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto(`${base}/h5/otherpages/member/balance/balance`);
    await expect.poll(() => page.title()).toContain('My Balance');
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('¥88.80');
    await shot(page, 'ledger-balance-en-us');
    await page.getByTestId('balance-to-balanceDetail').click();
    await page.getByTestId('ledger-entry').first().waitFor();
    expect(await amounts(page)).toEqual([expect.stringMatching(/Adjustment by the mall.*\+88\.80$/)]);
    await shot(page, 'ledger-balance-detail-en-us');
    await page.goto(`${base}/h5/otherpages/member/point_detail/point_detail`);
    await expect.poll(() => page.title()).toContain('Points Details');
    await page.getByTestId('ledger-entry').nth(1).waitFor();
    expect(await amounts(page)).toEqual([
      expect.stringMatching(/Adjustment by the mall.*\+300$/),
      expect.stringMatching(/Registration reward.*\+100$/),
    ]);
    await useTheme(page, 'golden');
    await shot(page, 'ledger-point-detail-en-us-golden');
    await page.goto(`${base}/h5/otherpages/member/point`);
    await expect.poll(() => page.getByTestId('point-total').textContent()).toBe('400');
    await shot(page, 'ledger-point-en-us');
    await context.close();
  });
});
