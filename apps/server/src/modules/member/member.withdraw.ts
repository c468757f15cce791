import { sql } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AccountRefused } from './member.account';
import { member, memberAccount } from './member.tables';

/** The money buckets of a withdrawal: withdrawable, in review, paid out. */
export type WithdrawBucket = 'balance_money' | 'balance_withdraw_apply' | 'balance_withdraw';

const bucketColumn = {
  balance_money: member.balanceMoney,
  balance_withdraw_apply: member.balanceWithdrawApply,
  balance_withdraw: member.balanceWithdraw,
} as const;

const bucketKey = {
  balance_money: 'balanceMoney',
  balance_withdraw_apply: 'balanceWithdrawApply',
  balance_withdraw: 'balanceWithdraw',
} as const;

export interface WithdrawMove {
  from: WithdrawBucket;
  to: WithdrawBucket;
  /** Fen, > 0. */
  amount: number;
  typeName: string;
  /** The withdrawal number, on the ledger row. */
  relateTag: string;
  remark?: string;
}

/**
 * Moves `amount` fen between a member's withdrawal buckets in one guarded UPDATE (the source must hold it) and,
 * when the withdrawable balance changes, writes its ledger row (`from_type` withdraw). Call inside the
 * transaction that changes the withdrawal; throws {@link AccountRefused} (changing nothing) when the source is short.
 */
export const moveWithdrawMoney = async (db: Db, memberId: number, m: WithdrawMove): Promise<void> => {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0 || m.from === m.to) throw new Error('bad withdraw move');
  const from = bucketColumn[m.from];
  const to = bucketColumn[m.to];
  const done = await db
    .update(member)
    .set({ [bucketKey[m.from]]: sql`${from} - ${m.amount}`, [bucketKey[m.to]]: sql`${to} + ${m.amount}` })
    .where(sql`${member.memberId} = ${memberId} and ${from} >= ${m.amount}`)
    .returning({ id: member.memberId });
  if (done.length !== 1) throw new AccountRefused(`withdraw move refused for member ${memberId}`);
  const delta = m.from === 'balance_money' ? -m.amount : m.to === 'balance_money' ? m.amount : 0;
  if (delta === 0) return;
  await db.insert(memberAccount).values({
    memberId,
    accountType: 'balance_money',
    accountData: delta,
    fromType: ACCOUNT_FROM_TYPE.withdraw,
    typeName: m.typeName,
    relateTag: m.relateTag,
    remark: m.remark ?? '',
    createTime: nowSeconds(),
  });
};
