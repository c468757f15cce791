import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@mall/contract';
import { acceptAmountInput, checkAmount, emptyAccountForm, feePreview, maskAccount, pickAccount, validateAccountForm } from './model';

describe('withdrawal form model', () => {
  it('previews the fee rounded to the fen and the net amount', () => {
    expect(feePreview(3_333, 3)).toEqual({ fee: '1.00', net: '32.33' });
    expect(feePreview(1_000, 0)).toEqual({ fee: '0.00', net: '10.00' });
    expect(feePreview(150, 1)).toEqual({ fee: '0.02', net: '1.48' });
  });

  it('accepts typed amounts with at most two decimals', () => {
    expect(['', '1', '12.', '12.3', '12.34'].every(acceptAmountInput)).toBe(true);
    expect(['12.345', 'a', '-1', '1e3'].some(acceptAmountInput)).toBe(false);
  });

  it('checks the amount like the server does', () => {
    expect(checkAmount('0', 1_000, 5_000)).toEqual({ ok: false, key: 'withdraw.errAmount' });
    expect(checkAmount('', 1_000, 5_000)).toEqual({ ok: false, key: 'withdraw.errAmount' });
    expect(checkAmount('9.99', 1_000, 5_000)).toEqual({ ok: false, key: 'withdraw.errMin', params: { min: '10.00' } });
    expect(checkAmount('50.01', 1_000, 5_000)).toEqual({ ok: false, key: 'withdraw.errBalance' });
    expect(checkAmount('50', 1_000, 5_000)).toEqual({ ok: true, fen: 5_000 });
  });

  it('masks long account numbers and picks the chosen, else the default account', () => {
    expect(maskAccount('6222020200112233')).toBe('6222 **** 2233');
    expect(maskAccount('a@b.cn')).toBe('a***@b.cn');
    expect(maskAccount('zhang@example.com')).toBe('zh***@example.com');
    expect(maskAccount('1380000')).toBe('1380000');
    const acc = (id: number, is_default: 0 | 1) => ({ id, is_default }) as BankAccount;
    expect(pickAccount([acc(1, 0), acc(2, 1)], 0)?.id).toBe(2);
    expect(pickAccount([acc(1, 0), acc(2, 1)], 1)?.id).toBe(1);
    expect(pickAccount([], 3)).toBeNull();
  });

  it('validates the account form in the order of its fields', () => {
    const f = { ...emptyAccountForm('bank'), realname: '张三', mobile: '13800001111' };
    expect(validateAccountForm({ ...f, realname: ' ' })).toBe('withdraw.account.form.errRealname');
    expect(validateAccountForm({ ...f, mobile: '123' })).toBe('withdraw.account.form.errMobileFormat');
    expect(validateAccountForm(f)).toBe('withdraw.account.form.errBranch');
    expect(validateAccountForm({ ...f, branch_bank_name: '招商银行' })).toBe('withdraw.account.form.errAccount');
    expect(validateAccountForm({ ...f, branch_bank_name: '招商银行', bank_account: '6222' })).toBeNull();
  });
});
