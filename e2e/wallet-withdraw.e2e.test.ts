import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** A fresh shopper with `money` yuan of withdrawable balance given by the operator. */
const newShopper = async (base: string, tag: string, money: string): Promise<{ token: string; id: number }> => {
  const username = `wd${tag}${Date.now().toString(36)}`.slice(0, 20);
  const { token } = await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' });
  const { member_id } = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
  await operator('/admin/api/member/adjustaccount', { member_id, account_type: 'balance_money', adjust_num: money, remark: 'e2e' });
  return { token, id: member_id };
};

/** Waits for what a tap leads to (the machine may be busy). */
const SLOW = { timeout: 20_000 };

const toastSays = async (page: Page, text: string) => {
  await page.locator('.adm-toast-main', { hasText: text }).waitFor();
  await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
};

interface Texts {
  lang: 'zh-cn' | 'en-us';
  applyTitle: string;
  addAccount: string;
  realnameErr: string;
  accountErr: string;
  minErr: string;
  balanceErr: string;
  fee: string;
  pending: string;
  alipay: string;
  deleteConfirm: string;
  cancel: string;
}

const ZH: Texts = {
  lang: 'zh-cn',
  applyTitle: '申请提现',
  addAccount: '添加提现账户',
  realnameErr: '请输入真实姓名',
  accountErr: '请输入提现账号',
  minErr: '提现金额不能小于10.00元',
  balanceErr: '提现金额不能大于可提现余额',
  fee: '手续费 ¥0.25，实际到账 ¥24.75',
  pending: '待审核',
  alipay: '提现到支付宝',
  deleteConfirm: '确定要删除该提现账户吗？',
  cancel: '取消',
};
const EN: Texts = {
  lang: 'en-us',
  applyTitle: 'Withdraw',
  addAccount: 'Add a withdrawal account',
  realnameErr: 'Please enter your real name',
  accountErr: 'Please enter the withdrawal account',
  minErr: 'The withdrawal amount cannot be less than 10.00 yuan',
  balanceErr: 'The withdrawal amount cannot exceed the withdrawable balance',
  fee: 'Fee ¥0.25, you receive ¥24.75',
  pending: 'Under review',
  alipay: 'To Alipay',
  deleteConfirm: 'Delete this withdrawal account?',
  cancel: 'Cancel',
};

const journey = async (x: Texts) => {
  const base = inject('baseUrl');
  const { token } = await newShopper(base, x.lang.slice(0, 2), '30.00');
  const { page } = await openPhone({ lang: x.lang, storage: { token } });

  // The apply form with no account yet: the account row offers to add one.
  await page.goto(`${base}/h5/otherpages/member/apply_withdrawal`);
  await expect.poll(() => page.title(), SLOW).toContain(x.applyTitle);
  await page.getByTestId('withdraw-account').getByText(x.addAccount).waitFor();
  expect(await page.getByTestId('withdraw-available').textContent()).toContain('30.00');
  await page.getByTestId('withdraw-min').waitFor();
  await shot(page, `withdraw-apply-empty-${x.lang}`);

  // Add an Alipay account from there, with the form's validation; saving returns to the form with it chosen.
  await page.getByTestId('withdraw-account').click();
  await expect.poll(() => page.url(), SLOW).toContain('/otherpages/member/account_edit');
  await page.getByTestId('account-type-alipay').click();
  await page.getByTestId('account-save').click();
  await toastSays(page, x.realnameErr);
  await page.getByTestId('account-realname').fill('王小二');
  await page.getByTestId('account-mobile').fill('13800005555');
  await page.getByTestId('account-save').click();
  await toastSays(page, x.accountErr);
  await page.getByTestId('account-bank_account').fill('wxe@example.com');
  await shot(page, `withdraw-account-form-${x.lang}`);
  await page.getByTestId('account-save').click();
  await expect.poll(() => page.url(), SLOW).toContain('/otherpages/member/apply_withdrawal?account_id=');
  await page.getByTestId('withdraw-account').getByText('王小二').waitFor();

  // Amount checks, the fee preview and the all-amount button.
  await page.getByTestId('withdraw-amount').fill('5');
  await page.getByTestId('withdraw-submit').click();
  await toastSays(page, x.minErr);
  await page.getByTestId('withdraw-all').click();
  expect(await page.getByTestId('withdraw-amount').inputValue()).toBe('30.00');
  await page.getByTestId('withdraw-amount').fill('31');
  await page.getByTestId('withdraw-submit').click();
  await toastSays(page, x.balanceErr);
  await page.getByTestId('withdraw-amount').fill('25');
  await expect.poll(() => page.getByTestId('withdraw-fee').textContent(), SLOW).toBe(x.fee);
  await shot(page, `withdraw-apply-${x.lang}`);
  await useTheme(page, 'blue');
  await shot(page, `withdraw-apply-${x.lang}-blue`);
  await useTheme(page, 'default');

  // Apply: the detail opens, then the list shows it under review.
  await page.getByTestId('withdraw-submit').click();
  await expect.poll(() => page.url(), SLOW).toContain('/otherpages/member/withdrawal_detail?id=');
  await expect.poll(() => page.getByTestId('withdraw-detail-money').textContent(), SLOW).toBe('¥25.00');
  expect(await page.getByTestId('withdraw-detail-status').textContent()).toBe(x.pending);
  await page.locator('[data-row="net"]', { hasText: '¥24.75' }).waitFor();
  await shot(page, `withdraw-detail-${x.lang}`);
  const info = await shopperCall<{ member_info: Record<string, string> }>(base, '/api/memberwithdraw/info', {}, token);
  expect(info.member_info).toEqual({ balance_money: '5.00', balance_withdraw_apply: '25.00', balance_withdraw: '0.00' });

  await page.goto(`${base}/h5/otherpages/member/withdrawal`);
  const item = page.getByTestId('withdraw-item').first();
  await item.waitFor();
  expect(await page.getByTestId('withdraw-item').count()).toBe(1);
  await item.getByText(x.alipay).waitFor();
  expect(await item.getByTestId('withdraw-status').textContent()).toBe(x.pending);
  await shot(page, `withdraw-list-${x.lang}`);
  await useTheme(page, 'green');
  await shot(page, `withdraw-list-${x.lang}-green`);
  await useTheme(page, 'default');
  await item.click();
  await page.getByTestId('withdraw-detail').waitFor();

  // The accounts page: the new account is the default; delete asks first.
  await page.goto(`${base}/h5/otherpages/member/account`);
  const acc = page.getByTestId('account-item').first();
  await acc.waitFor();
  expect(await acc.getAttribute('data-default')).toBe('1');
  await shot(page, `withdraw-accounts-${x.lang}`);
  await acc.getByTestId('account-delete').click();
  await page.getByText(x.deleteConfirm).waitFor();
  await page.locator('.adm-dialog-button', { hasText: x.cancel }).click();
  await page.locator('.adm-dialog').waitFor({ state: 'detached' });
  expect(await page.getByTestId('account-item').count()).toBe(1);
};

describe('wallet: withdrawal', () => {
  it('zh-cn: add an Alipay account from the form, apply, see it in the list and its detail', async () => {
    await journey(ZH);
  });

  it('en-us: the same journey in English', async () => {
    await journey(EN);
  });

  it('the demo shopper sees the seeded past withdrawal, and the member centre links the withdrawal form', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page } = await openPhone({ storage: { token } });
    await page.goto(`${base}/h5/otherpages/member/withdrawal`);
    await page.getByTestId('withdraw-item').first().getByText('已转账').waitFor();
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.locator('[data-service="withdrawal"]').click();
    await expect.poll(() => page.url(), SLOW).toContain('/otherpages/member/apply_withdrawal');
  });
});
