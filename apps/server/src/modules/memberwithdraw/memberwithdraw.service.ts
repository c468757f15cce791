import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  formatFen,
  MOBILE_PATTERN,
  nowSeconds,
  pageCount,
  parseYuan,
  WITHDRAW_STATUS as S,
  type Lang,
  type Paged,
  type WithdrawApplyParams,
  type WithdrawApplyResult,
  type WithdrawDetail,
  type WithdrawInfo,
  type WithdrawItem,
  type WithdrawStatus,
  type WithdrawType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { nextNumbers } from '../../infra/db/numbers';
import { AppError } from '../../infra/http/errors';
import { AccountRefused, member, moveWithdrawMoney } from '../member';
import { serviceMoneyOf, statusName, typeName, withdrawSettings } from './memberwithdraw.config';
import { memberwithdrawMessages as M } from './memberwithdraw.messages';
import { memberWithdraw } from './memberwithdraw.tables';

export type WithdrawRow = typeof memberWithdraw.$inferSelect;

/** Largest amount one application may ask for (fen): 100 million yuan. */
const MAX_APPLY_FEN = 100_000_000_00;
/** What the ledger rows of withdrawal moves say (stored, so in the mall's language). */
export const LEDGER_APPLY = '提现';

export const toItem = (r: WithdrawRow, lang: Lang): WithdrawItem => ({
  id: r.id,
  withdraw_no: r.withdrawNo,
  apply_money: formatFen(r.applyMoney),
  apply_time: r.applyTime,
  status: r.status as WithdrawStatus,
  status_name: statusName(r.status, lang),
  transfer_type: r.transferType,
  transfer_type_name: typeName(r.transferType, lang),
});

export const toDetail = (r: WithdrawRow, lang: Lang): WithdrawDetail => ({
  ...toItem(r, lang),
  member_id: r.memberId,
  rate: r.rate,
  service_money: formatFen(r.serviceMoney),
  money: formatFen(r.money),
  realname: r.realname,
  bank_name: r.bankName,
  account_number: r.accountNumber,
  mobile: r.mobile,
  audit_time: r.auditTime,
  payment_time: r.paymentTime,
  refuse_reason: r.refuseReason,
  certificate: r.certificate,
  remark: r.remark,
});

export const withdrawInfo = async (db: Db, memberId: number): Promise<WithdrawInfo> => {
  const [settings, [m]] = await Promise.all([
    withdrawSettings(db),
    db
      .select({ money: member.balanceMoney, apply: member.balanceWithdrawApply, done: member.balanceWithdraw })
      .from(member)
      .where(eq(member.memberId, memberId))
      .limit(1),
  ]);
  return {
    member_info: {
      balance_money: formatFen(m?.money ?? 0),
      balance_withdraw_apply: formatFen(m?.apply ?? 0),
      balance_withdraw: formatFen(m?.done ?? 0),
    },
    config: settings.row.value,
  };
};

const hasWechat = async (db: Db, memberId: number): Promise<boolean> => {
  const [m] = await db.select({ openid: member.wxOpenid }).from(member).where(eq(member.memberId, memberId)).limit(1);
  return Boolean(m?.openid);
};

/** The kinds the member may withdraw to: the enabled ones, WeChat only with a WeChat identity. */
export const transferTypes = async (db: Db, memberId: number, lang: Lang): Promise<Partial<Record<WithdrawType, string>>> => {
  const settings = await withdrawSettings(db);
  const wechat = settings.types.includes('wechatpay') && (await hasWechat(db, memberId));
  return Object.fromEntries(settings.types.filter((t) => t !== 'wechatpay' || wechat).map((t) => [t, typeName(t, lang)]));
};

/**
 * An application: the amount leaves the withdrawable balance for the in-review bucket in the same transaction
 * that writes the row, by a guarded update, so parallel applications never take more than the balance holds.
 * With automatic review it waits for the transfer at once; with automatic transfer too it is paid out at once.
 */
export const applyWithdraw = async (db: Db, memberId: number, p: WithdrawApplyParams): Promise<WithdrawApplyResult> => {
  const settings = await withdrawSettings(db);
  if (!settings.isUse) throw new AppError(M.wdDisabled);
  const fen = parseYuan(p.apply_money);
  if (fen === null || fen <= 0 || fen > MAX_APPLY_FEN) throw new AppError(M.wdMoneyInvalid);
  if (fen < settings.minFen) throw new AppError(M.wdBelowMin, undefined, { min: formatFen(settings.minFen) });
  if (!settings.types.includes(p.transfer_type) || (p.transfer_type === 'wechatpay' && !(await hasWechat(db, memberId)))) {
    throw new AppError(M.wdTypeUnsupported);
  }
  if (!p.realname) throw new AppError(M.wdRealnameRequired);
  if (p.mobile && !MOBILE_PATTERN.test(p.mobile)) throw new AppError(M.wdMobileInvalid);
  if (p.transfer_type === 'bank' && !p.bank_name) throw new AppError(M.wdBranchRequired);
  if (p.transfer_type !== 'wechatpay' && !p.account_number) throw new AppError(M.wdAccountRequired);

  const service = serviceMoneyOf(fen, settings.rate);
  const t = nowSeconds();
  const status: WithdrawStatus = settings.autoAudit ? (settings.autoTransfer ? S.transferred : S.toTransfer) : S.pending;
  try {
    return await db.transaction(async (tx) => {
      // From the database's number sequence, as order numbers: a random suffix collided under a burst of applications.
      const [withdrawNo] = (await nextNumbers(tx, 1)) as [string];
      // The row first: the member row's lock (taken by the guarded update) is then held only for the ledger row and the commit.
      const [row] = await tx
        .insert(memberWithdraw)
        .values({
          withdrawNo,
          memberId,
          transferType: p.transfer_type,
          realname: p.realname,
          bankName: p.transfer_type === 'bank' ? p.bank_name : '',
          accountNumber: p.account_number,
          mobile: p.mobile,
          applyMoney: fen,
          rate: settings.rate,
          serviceMoney: service,
          money: fen - service,
          status,
          applyTime: t,
          auditTime: status === S.pending ? 0 : t,
          paymentTime: status === S.transferred ? t : 0,
        })
        .returning({ id: memberWithdraw.id });
      await moveWithdrawMoney(tx, memberId, {
        from: 'balance_money',
        to: 'balance_withdraw_apply',
        amount: fen,
        typeName: LEDGER_APPLY,
        relateTag: withdrawNo,
      });
      if (status === S.transferred) {
        await moveWithdrawMoney(tx, memberId, {
          from: 'balance_withdraw_apply',
          to: 'balance_withdraw',
          amount: fen,
          typeName: LEDGER_APPLY,
          relateTag: withdrawNo,
        });
      }
      return { id: row!.id, withdraw_no: withdrawNo, status };
    });
  } catch (e) {
    if (e instanceof AccountRefused) throw new AppError(M.wdAboveBalance);
    throw e;
  }
};

export const withdrawPage = async (
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ count: number; page_count: number; rows: WithdrawRow[] }> => {
  const [total] = await db.select({ n: count() }).from(memberWithdraw).where(where);
  const rows = await db
    .select()
    .from(memberWithdraw)
    .where(where)
    .orderBy(desc(memberWithdraw.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { count: n, page_count: pageCount(n, pageSize), rows };
};

export const memberWithdrawPage = async (
  db: Db,
  memberId: number,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<Paged<WithdrawItem>> => {
  const r = await withdrawPage(db, eq(memberWithdraw.memberId, memberId), page, pageSize);
  return { count: r.count, page_count: r.page_count, list: r.rows.map((row) => toItem(row, lang)) };
};

/** One of the member's withdrawals; another member's id reads as not existing. */
export const memberWithdrawDetail = async (db: Db, memberId: number, id: number, lang: Lang): Promise<WithdrawDetail> => {
  const [r] = await db
    .select()
    .from(memberWithdraw)
    .where(and(eq(memberWithdraw.id, id), eq(memberWithdraw.memberId, memberId)))
    .limit(1);
  if (!r) throw new AppError(M.wdNotExist);
  return toDetail(r, lang);
};

/** Withdrawals whose money is still in review or waiting for the transfer. */
export const openWithdrawCount = async (db: Db, memberId: number): Promise<number> => {
  const [r] = await db
    .select({ n: count() })
    .from(memberWithdraw)
    .where(and(eq(memberWithdraw.memberId, memberId), inArray(memberWithdraw.status, [S.pending, S.toTransfer])));
  return r?.n ?? 0;
};
