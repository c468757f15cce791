import {
  ACCOUNT_FROM_TYPE,
  isMoneyAccount,
  mallMonthOf,
  type AccountFromType,
  type MemberAccountFromTypes,
  type MemberAccountInfo,
  type MemberAccountRow,
} from '@mall/contract';

/** Wire money ("12.30") → fen; anything unreadable counts as 0. */
const fen = (v: unknown): number => {
  const n = Math.round(Number(v) * 100);
  return Number.isFinite(n) ? n : 0;
};

const yuan = (f: number): string => (f / 100).toFixed(2);

/** Which accounts a detail page lists: the balance page both balances, the points page points. */
export type LedgerKind = 'balance' | 'point';
export const LEDGER_ACCOUNTS: Record<LedgerKind, ('point' | 'balance' | 'balance_money')[]> = {
  balance: ['balance', 'balance_money'],
  point: ['point'],
};

export interface BalanceSummary {
  /** Whole balance: withdrawable plus not. */
  total: string;
  withdrawable: string;
  locked: string;
}

/** The balance page's figures from `/api/memberaccount/info` (balance = not withdrawable, balance_money = withdrawable). */
export const balanceSummary = (info: MemberAccountInfo): BalanceSummary => {
  const locked = fen(info.balance);
  const withdrawable = fen(info.balance_money);
  return { total: yuan(locked + withdrawable), withdrawable: yuan(withdrawable), locked: yuan(locked) };
};

/** An entry's amount as shown: signed ("+12.00", "-5", money with two decimals) and whether it came in. */
export const signedAmount = (row: Pick<MemberAccountRow, 'account_type' | 'account_data'>): { text: string; income: boolean } => {
  if (isMoneyAccount(row.account_type)) {
    const f = fen(row.account_data);
    return { text: `${f >= 0 ? '+' : '-'}${yuan(Math.abs(f))}`, income: f >= 0 };
  }
  const n = Math.trunc(Number(row.account_data)) || 0;
  return { text: `${n >= 0 ? '+' : '-'}${Math.abs(n)}`, income: n >= 0 };
};

/** "YYYY-MM" moved by `delta` months. */
export const shiftMonth = (month: string, delta: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/** A month the page may show: "YYYY-MM", not after the current mall month; otherwise the current one. */
export const pickMonth = (asked: string | undefined, nowUnix: number): string => {
  const current = mallMonthOf(nowUnix);
  return asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) && asked <= current ? asked : current;
};

/** The months offered by the picker, newest first: the current mall month and the `count - 1` before it. */
export const recentMonths = (nowUnix: number, count = 24): string[] => {
  const current = mallMonthOf(nowUnix);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, -i));
};

/** The type filter's choices for the page's accounts, each kind once, in the server's order. */
export const fromTypeChoices = (map: MemberAccountFromTypes | undefined, kind: LedgerKind): { value: string; label: string }[] => {
  if (!map) return [];
  const seen = new Map<string, string>();
  for (const account of LEDGER_ACCOUNTS[kind]) {
    for (const [value, v] of Object.entries(map[account] ?? {})) if (!seen.has(value)) seen.set(value, v.type_name);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
};

const FROM_TYPES = new Set<string>(Object.values(ACCOUNT_FROM_TYPE));

/** A kind of entry the page may filter on: a known from_type, else '' (all). */
export const pickFromType = (asked: string | undefined): AccountFromType | '' =>
  asked && FROM_TYPES.has(asked) ? (asked as AccountFromType) : '';

/** The month's year and month numbers, for its label. */
export const monthParts = (month: string): { year: number; month: number } => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { year: y, month: m };
};
