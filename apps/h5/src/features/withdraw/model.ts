import { formatFen, MOBILE_PATTERN, parseYuan, type BankAccount, type WithdrawType } from '@mall/contract';

/** Largest amount the form sends (fen), as the server's cap. */
const MAX_FEN = 100_000_000_00;

/** Wire money ("12.30") → fen; unreadable counts as 0. */
export const fenOf = (v: string): number => Math.max(0, parseYuan(v) ?? 0);

/** The fee and what arrives for an amount: fee = round(amount × rate / 100) to the fen, as the server computes it. */
export const feePreview = (amountFen: number, rate: number): { fee: string; net: string } => {
  const fee = Math.round((amountFen * rate) / 100);
  return { fee: formatFen(fee), net: formatFen(amountFen - fee) };
};

/** The amount typed so far: digits with at most two decimals ('' while empty); anything else is refused. */
export const acceptAmountInput = (text: string): boolean => /^(\d{0,12})(\.\d{0,2})?$/.test(text);

export type AmountCheck = { ok: true; fen: number } | { ok: false; key: string; params?: Record<string, string> };

/** The form's checks of the amount, in the server's order (`withdraw.*` keys). */
export const checkAmount = (text: string, minFen: number, availableFen: number): AmountCheck => {
  const fen = parseYuan(text.trim());
  if (fen === null || fen <= 0 || fen > MAX_FEN) return { ok: false, key: 'withdraw.errAmount' };
  if (fen < minFen) return { ok: false, key: 'withdraw.errMin', params: { min: formatFen(minFen) } };
  if (fen > availableFen) return { ok: false, key: 'withdraw.errBalance' };
  return { ok: true, fen };
};

/** Display of an account: an e-mail keeps its domain ("zh***@qq.com"), a long number its ends ("6222 **** 1234"). */
export const maskAccount = (account: string): string => {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length <= 8) return account;
  return `${account.slice(0, 4)} **** ${account.slice(-4)}`;
};

/** The account the form uses: the one chosen (`account_id`), else the default, else none. */
export const pickAccount = (list: readonly BankAccount[], chosenId: number): BankAccount | null =>
  list.find((a) => a.id === chosenId) ?? list.find((a) => a.is_default === 1) ?? list[0] ?? null;

export interface AccountForm {
  id: number;
  realname: string;
  mobile: string;
  withdraw_type: WithdrawType | '';
  branch_bank_name: string;
  bank_account: string;
}

export const emptyAccountForm = (type: WithdrawType | ''): AccountForm => ({
  id: 0,
  realname: '',
  mobile: '',
  withdraw_type: type,
  branch_bank_name: '',
  bank_account: '',
});

export const accountFormOf = (a: BankAccount): AccountForm => ({
  id: a.id,
  realname: a.realname,
  mobile: a.mobile,
  withdraw_type: a.withdraw_type,
  branch_bank_name: a.branch_bank_name,
  bank_account: a.bank_account,
});

/** The form's rules in order; the first failing one's message key, or null. */
export const validateAccountForm = (f: AccountForm): string | null => {
  if (!f.realname.trim()) return 'withdraw.account.form.errRealname';
  if (!f.mobile.trim()) return 'withdraw.account.form.errMobile';
  if (!MOBILE_PATTERN.test(f.mobile.trim())) return 'withdraw.account.form.errMobileFormat';
  if (!f.withdraw_type) return 'withdraw.account.form.noTypes';
  if (f.withdraw_type === 'bank' && !f.branch_bank_name.trim()) return 'withdraw.account.form.errBranch';
  if (f.withdraw_type !== 'wechatpay' && !f.bank_account.trim()) return 'withdraw.account.form.errAccount';
  return null;
};
