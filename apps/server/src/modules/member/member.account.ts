import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { reachLevelsTx } from './member.level';
import { member, memberAccount } from './member.tables';
import { ACCOUNT_FROM_TYPE, nowSeconds } from '@mall/contract';

export type AccountType = 'point' | 'growth' | 'balance' | 'balance_money';

export interface AccountChange {
  point?: number;
  growth?: number;
  /** Fen. */
  balance?: number;
  /** Fen. */
  balance_money?: number;
}

/** The guard refused the change: an account would have gone below zero. */
export class AccountRefused extends Error {}

const column = {
  point: member.point,
  growth: member.growth,
  balance: member.balance,
  balance_money: member.balanceMoney,
} as const;

/** Where a change comes from, as its ledger rows say (`fromType` one of the contract's `ACCOUNT_FROM_TYPE`). */
export interface AccountChangeFrom {
  fromType: string;
  typeName: string;
  relateTag?: string;
  remark?: string;
}

/**
 * Applies signed changes to a member's accounts in one guarded UPDATE (no account may go below zero)
 * and writes one ledger row per changed account. Call inside a transaction; throws when the guard fails.
 */
export const changeAccounts = (db: Db, memberId: number, change: AccountChange, from: AccountChangeFrom): Promise<void> =>
  changeAccountsEach(db, memberId, [{ change, from }]);

/**
 * Several changes of one member's accounts, each with its own ledger rows (e.g. one per order of a checkout),
 * in two statements whatever their number: one guarded UPDATE by the totals, one INSERT of the ledger rows.
 * Call inside a transaction; throws {@link AccountRefused} (changing nothing) when an account would go below zero.
 * Growth that rises moves the member up the levels in the same transaction ({@link reachLevelsTx}).
 */
export const changeAccountsEach = async (
  db: Db,
  memberId: number,
  parts: readonly { change: AccountChange; from: AccountChangeFrom }[],
): Promise<void> => {
  const rows = parts.flatMap(({ change, from }) =>
    (Object.entries(change) as [AccountType, number | undefined][])
      .filter((e): e is [AccountType, number] => typeof e[1] === 'number' && e[1] !== 0)
      .map(([k, v]) => ({ k, v, from })),
  );
  if (rows.length === 0) return;
  const totals = new Map<AccountType, number>();
  for (const r of rows) totals.set(r.k, (totals.get(r.k) ?? 0) + r.v);
  const entries = [...totals].filter(([, v]) => v !== 0);
  const set: Record<string, unknown> = {};
  const guards = entries.filter(([, v]) => v < 0).map(([k, v]) => sql`${column[k]} >= ${-v}`);
  for (const [k, v] of entries) set[k === 'balance_money' ? 'balanceMoney' : k] = sql`${column[k]} + ${v}`;
  let growthNow = 0;
  if (entries.length > 0) {
    const where = guards.length ? sql`${member.memberId} = ${memberId} and ${sql.join(guards, sql` and `)}` : eq(member.memberId, memberId);
    const done = await db.update(member).set(set).where(where).returning({ id: member.memberId, growth: member.growth });
    if (done.length !== 1) throw new AccountRefused(`account change refused for member ${memberId}`);
    growthNow = done[0].growth;
  }
  const t = nowSeconds();
  await db.insert(memberAccount).values(
    rows.map(({ k, v, from }) => ({
      memberId,
      accountType: k,
      accountData: v,
      fromType: from.fromType,
      typeName: from.typeName,
      relateTag: from.relateTag ?? '',
      remark: from.remark ?? '',
      createTime: t,
    })),
  );
  // Growth decides the level: an upgrade (and its gifts, after the growth entry) belongs to the same transaction.
  const grew = totals.get('growth') ?? 0;
  if (grew > 0) await reachLevelsTx(db, memberId, growthNow - grew, growthNow, changeAccountsEach);
};

/** What an operator adjustment reads: a signed amount of the chosen account, already parsed. */
export interface AccountAdjustment {
  memberId: number;
  account: 'balance' | 'balance_money' | 'point';
  /** Fen for balance and balance_money, points for point; never 0. */
  amount: number;
  remark: string;
}

/**
 * An operator's top-up or deduction: one guarded change with its ledger row, in a transaction. Answers
 * null when the member does not exist; throws `AccountRefused` when the change would overdraw the account.
 */
export const adjustAccount = async (
  db: Db,
  a: AccountAdjustment,
): Promise<{ balance: number; balanceMoney: number; point: number } | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, a.memberId)).for('update');
    if (!row) return null;
    await changeAccounts(
      tx,
      a.memberId,
      { [a.account]: a.amount },
      { fromType: ACCOUNT_FROM_TYPE.adjust, typeName: '后台调整', remark: a.remark },
    );
    const [after] = await tx
      .select({ balance: member.balance, balanceMoney: member.balanceMoney, point: member.point })
      .from(member)
      .where(eq(member.memberId, a.memberId));
    return after ?? null;
  });
