import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  nowSeconds,
  WITHDRAW_STATUS as S,
  type AdminWithdrawListParams,
  type AdminWithdrawRow,
  type Lang,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { member, moveWithdrawMoney } from '../member';
import { withdrawSettings } from './memberwithdraw.config';
import { memberwithdrawMessages as M } from './memberwithdraw.messages';
import { LEDGER_APPLY, toDetail, withdrawPage, type WithdrawRow } from './memberwithdraw.service';
import { memberWithdraw } from './memberwithdraw.tables';

const LEDGER_REFUSED = '提现被拒绝退回';

const memberNames = async (db: Db, ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: member.memberId, nickname: member.nickname, username: member.username })
    .from(member)
    .where(inArray(member.memberId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.nickname || r.username || '']));
};

const toRows = async (db: Db, rows: WithdrawRow[], lang: Lang): Promise<AdminWithdrawRow[]> => {
  const names = await memberNames(
    db,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({ ...toDetail(r, lang), member_name: names.get(r.memberId) ?? '' }));
};

export const adminWithdrawList = async (db: Db, p: AdminWithdrawListParams, lang: Lang): Promise<Paged<AdminWithdrawRow>> => {
  const conds: SQL[] = [];
  if (p.status !== undefined) conds.push(eq(memberWithdraw.status, p.status));
  if (p.member_id !== undefined) conds.push(eq(memberWithdraw.memberId, p.member_id));
  const r = await withdrawPage(db, conds.length ? and(...conds) : undefined, p.page, p.page_size);
  return { count: r.count, page_count: r.page_count, list: await toRows(db, r.rows, lang) };
};

/**
 * Moves a withdrawal from one of `from` to `to` with a conditional UPDATE (the status is the guard, so two
 * operators or a double click move it once), then moves its money in the same transaction.
 */
const moveWithdraw = async (
  db: Db,
  id: number,
  from: readonly number[],
  set: Partial<typeof memberWithdraw.$inferInsert>,
  money: (tx: Db, row: WithdrawRow) => Promise<void>,
  lang: Lang,
): Promise<AdminWithdrawRow> => {
  const row = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(memberWithdraw)
      .set(set)
      .where(and(eq(memberWithdraw.id, id), inArray(memberWithdraw.status, [...from])))
      .returning();
    if (!moved) {
      const [exists] = await tx.select({ id: memberWithdraw.id }).from(memberWithdraw).where(eq(memberWithdraw.id, id));
      throw new AppError(exists ? M.wdStatusChanged : M.wdNotExist);
    }
    await money(tx, moved);
    return moved;
  });
  return (await toRows(db, [row], lang))[0]!;
};

const payOut = (tx: Db, r: WithdrawRow) =>
  moveWithdrawMoney(tx, r.memberId, {
    from: 'balance_withdraw_apply',
    to: 'balance_withdraw',
    amount: r.applyMoney,
    typeName: LEDGER_APPLY,
    relateTag: r.withdrawNo,
  });

/** Approves one under review; with automatic transfer on it is paid out at once. */
export const agreeWithdraw = async (db: Db, id: number, lang: Lang): Promise<AdminWithdrawRow> => {
  const auto = (await withdrawSettings(db)).autoTransfer;
  const t = nowSeconds();
  return moveWithdraw(
    db,
    id,
    [S.pending],
    auto ? { status: S.transferred, auditTime: t, paymentTime: t } : { status: S.toTransfer, auditTime: t },
    async (tx, r) => (auto ? payOut(tx, r) : undefined),
    lang,
  );
};

/** Refuses one not yet paid out: its whole amount goes back to the withdrawable balance, once. */
export const refuseWithdraw = async (db: Db, id: number, reason: string, lang: Lang): Promise<AdminWithdrawRow> =>
  moveWithdraw(
    db,
    id,
    [S.pending, S.toTransfer],
    { status: S.refused, refuseReason: reason, auditTime: nowSeconds() },
    (tx, r) =>
      moveWithdrawMoney(tx, r.memberId, {
        from: 'balance_withdraw_apply',
        to: 'balance_money',
        amount: r.applyMoney,
        typeName: LEDGER_REFUSED,
        relateTag: r.withdrawNo,
        remark: reason,
      }),
    lang,
  );

/** Records the transfer of an approved one, with the operator's certificate and remark. */
export const transferWithdraw = async (db: Db, id: number, certificate: string, remark: string, lang: Lang): Promise<AdminWithdrawRow> =>
  moveWithdraw(db, id, [S.toTransfer], { status: S.transferred, paymentTime: nowSeconds(), certificate, remark }, payOut, lang);
