import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  Code,
  MEMBER_CANCEL_STATUS,
  nowSeconds,
  pageCount,
  type AgreementResult,
  type Lang,
  type MemberCancelAccountInfo,
  type MemberCancelAuditParams,
  type MemberCancelConfig,
  type MemberCancelInfo,
  type MemberCancelListParams,
  type MemberCancelRow,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { addonFlags, getSetting } from '../settings';
import { agreementFromSetting, closeAccount, isUniqueViolation, member, memberInfo } from '../member';
import { membercancelMessages } from './membercancel.messages';
import type { CancelCheck, CancelCounts } from './membercancel.checks';
import { memberCancel } from './membercancel.tables';

/** Application statuses (shared with the H5 through the contract). */
const MC = MEMBER_CANCEL_STATUS;

// ---------------------------------------------------------------- checks of the modules

// The account's own money and points: balance (non-withdrawable) and balance_money must be used up or withdrawn,
// and points spent, first — closing the account would otherwise silently destroy what the member owns.
export const balanceCancelCheck: CancelCheck = {
  name: 'balance',
  block: async (db, memberId) => {
    const [m] = await db
      .select({ balance: member.balance, money: member.balanceMoney, point: member.point })
      .from(member)
      .where(eq(member.memberId, memberId))
      .limit(1);
    if (!m) return null;
    if (m.balance > 0 || m.money > 0) return { messageKey: membercancelMessages.cancelBalanceOpen };
    return m.point > 0 ? { messageKey: membercancelMessages.cancelPointOpen, params: { point: m.point } } : null;
  },
};

const runBlockers = async (db: Db, checks: readonly CancelCheck[], memberId: number): Promise<void> => {
  for (const check of checks) {
    const block = await check.block?.(db, memberId);
    if (block) throw new AppError(block.messageKey, Code.ERROR, block.params, null, 'MEMBER_CANCEL_BLOCKED');
  }
};

// ---------------------------------------------------------------- settings

const flag = (v: unknown, d: 0 | 1): 0 | 1 => (v === 1 || v === '1' ? 1 : v === 0 || v === '0' ? 0 : d);

/** MEMBER_CANCEL_CONFIG {is_enable, is_audit} (defaults 1 / 1); disabled too while the add-on is off. */
export const cancelConfig = async (db: Db): Promise<MemberCancelConfig> => {
  const [row, addons] = await Promise.all([getSetting(db, 'MEMBER_CANCEL_CONFIG'), addonFlags(db)]);
  return {
    is_enable: addons.membercancel === 1 ? flag(row.value.is_enable, 1) : 0,
    is_audit: flag(row.value.is_audit, 1),
  };
};

/** The cancellation agreement the demo mall starts with (setting MEMBER_CANCEL_AGREEMENT). */
export const DEFAULT_CANCEL_AGREEMENT: AgreementResult = {
  title: '账号注销协议',
  content: [
    '<p>在您申请注销账号前，请仔细阅读以下内容。提交申请即表示您已知悉并同意本协议。</p>',
    '<h3>一、注销条件</h3>',
    '<p>1. 账号内没有未完成的订单（待付款、待发货、待收货）及进行中的售后、维权。</p>',
    '<p>2. 账号余额已使用完毕或已全部提现，没有进行中的提现申请；账号积分已使用完毕。</p>',
    '<p>3. 账号处于正常状态，未被冻结或限制使用。</p>',
    '<h3>二、注销后果</h3>',
    '<p>1. 注销成功后，您将无法再登录、使用该账号，账号内的成长值、优惠券、等级权益等将被清除且无法恢复。</p>',
    '<p>2. 账号绑定的手机号、用户名及第三方登录关系将被解除，之后可用于注册新账号，但无法找回原账号的任何数据。</p>',
    '<p>3. 根据法律法规要求需要保存的交易记录，我们将在规定期限内继续保存。</p>',
    '<h3>三、审核说明</h3>',
    '<p>注销申请提交后将由平台审核。审核期间您可以撤销申请；审核通过后账号立即注销，审核被拒绝时您可以查看拒绝原因并在处理后重新申请。</p>',
  ].join(''),
};

/** The English text of the demo cancellation agreement, kept under `en-us` in the same setting. */
export const DEFAULT_CANCEL_AGREEMENT_EN: AgreementResult = {
  title: 'Account Cancellation Agreement',
  content: [
    '<p>Please read the following before you apply to cancel your account. Submitting the application means you understand and accept it.</p>',
    '<h3>1. Conditions</h3>',
    '<p>1. No unfinished orders (awaiting payment, shipment or receipt) and no after-sale request or complaint in progress.</p>',
    '<p>2. Your balance is used up or withdrawn, with no withdrawal in progress, and your points are used up.</p>',
    '<p>3. Your account is in normal standing, not frozen or restricted.</p>',
    '<h3>2. Consequences</h3>',
    '<p>1. After cancellation you can no longer log in; growth, coupons and level benefits are cleared and cannot be restored.</p>',
    '<p>2. The mobile number, username and social logins are released and may register a new account, but none of the old data can be recovered.</p>',
    '<p>3. Transaction records the law requires us to keep are kept for the required period.</p>',
    '<h3>3. Review</h3>',
    '<p>The mall reviews every application. You may withdraw it while it is under review; once approved the account is cancelled at once, and if it is refused you can see why and apply again.</p>',
  ].join(''),
};

export const cancelAgreement = (db: Db, title: string, lang?: Lang): Promise<AgreementResult> =>
  agreementFromSetting(db, 'MEMBER_CANCEL_AGREEMENT', { ...DEFAULT_CANCEL_AGREEMENT, title }, lang);

// ---------------------------------------------------------------- member side

export const accountInfo = async (db: Db, checks: readonly CancelCheck[], memberId: number): Promise<MemberCancelAccountInfo> => {
  const counts: CancelCounts = {
    // Each module adds its own numbers through its cancel check (coupons: coupon.cancel.ts); a number no
    // module counts is 0.
    member_coupon_count: 0,
    member_platformcoupon_count: 0,
    order_pay_count: 0,
    order_delivery_count: 0,
    order_take_delivery_count: 0,
    order_refund_count: 0,
  };
  for (const check of checks) {
    if (!check.count) continue;
    const part = await check.count(db, memberId);
    for (const [k, v] of Object.entries(part) as [keyof CancelCounts, number][]) counts[k] += v;
  }
  return { member_info: await memberInfo(db, memberId), ...counts, fenxiao_info: null };
};

type Row = typeof memberCancel.$inferSelect;

const toInfo = (r: Row): MemberCancelInfo => ({
  id: r.id,
  status: r.status as MemberCancelInfo['status'],
  reason: r.reason,
  refuse_reason: r.refuseReason,
  create_time: r.createTime,
  audit_time: r.auditTime,
});

const toRow = (r: Row): MemberCancelRow => ({
  ...toInfo(r),
  member_id: r.memberId,
  username: r.username,
  mobile: r.mobile,
  nickname: r.nickname,
});

const alreadyApplied = () => new AppError(membercancelMessages.cancelAlreadyApplied, Code.ERROR, undefined, null, 'MEMBER_CANCEL_APPLIED');

/**
 * Applies to close the account. Refused while disabled, while an application is under review, or while a
 * blocker (balance, later orders/refunds/withdrawals) reports open business. Without review (is_audit 0)
 * the account is closed at once in the same transaction.
 */
export const applyCancel = async (
  db: Db,
  checks: readonly CancelCheck[],
  memberId: number,
  reason: string | undefined,
): Promise<MemberCancelInfo> => {
  const cfg = await cancelConfig(db);
  if (!cfg.is_enable) throw new AppError(membercancelMessages.cancelDisabled, Code.ERROR, undefined, null, 'MEMBER_CANCEL_DISABLED');
  const [pending] = await db
    .select({ id: memberCancel.id })
    .from(memberCancel)
    .where(and(eq(memberCancel.memberId, memberId), eq(memberCancel.status, MC.pending)))
    .limit(1);
  if (pending) throw alreadyApplied();
  const [m] = await db
    .select({ username: member.username, mobile: member.mobile, nickname: member.nickname })
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  try {
    return await db.transaction(async (tx) => {
      await runBlockers(tx, checks, memberId);
      const t = nowSeconds();
      const [row] = await tx
        .insert(memberCancel)
        .values({
          memberId,
          username: m?.username ?? '',
          mobile: m?.mobile ?? '',
          nickname: m?.nickname ?? '',
          reason: reason ?? '',
          status: cfg.is_audit ? MC.pending : MC.approved,
          createTime: t,
          auditTime: cfg.is_audit ? 0 : t,
        })
        .returning();
      if (!cfg.is_audit) await closeAccount(tx, memberId);
      return toInfo(row);
    });
  } catch (e) {
    if (isUniqueViolation(e) !== null) throw alreadyApplied();
    throw e;
  }
};

/** The member's current application (withdrawn ones do not count), or null. */
export const cancelInfo = async (db: Db, memberId: number): Promise<MemberCancelInfo | null> => {
  const [row] = await db.select().from(memberCancel).where(eq(memberCancel.memberId, memberId)).orderBy(desc(memberCancel.id)).limit(1);
  return row && row.status !== MC.withdrawn ? toInfo(row) : null;
};

/** Withdraws the application under review. */
export const withdrawCancel = async (db: Db, memberId: number): Promise<void> => {
  const done = await db
    .update(memberCancel)
    .set({ status: MC.withdrawn, auditTime: nowSeconds() })
    .where(and(eq(memberCancel.memberId, memberId), eq(memberCancel.status, MC.pending)))
    .returning({ id: memberCancel.id });
  if (done.length === 0) throw new AppError(membercancelMessages.cancelNoPending, Code.ERROR, undefined, null, 'MEMBER_CANCEL_NONE');
};

// ---------------------------------------------------------------- operator side

/**
 * Agrees (closes the account after the blockers pass again) or refuses (with a reason) one application
 * under review, named by its id or by the member's pending application.
 */
export const auditCancel = async (db: Db, checks: readonly CancelCheck[], input: MemberCancelAuditParams): Promise<MemberCancelRow> => {
  if (!input.id && !input.member_id) throw new AppError(membercancelMessages.cancelTarget, Code.ERROR);
  const where = input.id
    ? eq(memberCancel.id, input.id)
    : and(eq(memberCancel.memberId, input.member_id!), eq(memberCancel.status, MC.pending));
  const [found] = await db.select().from(memberCancel).where(where).orderBy(desc(memberCancel.id)).limit(1);
  if (!found) throw new AppError(membercancelMessages.cancelNotFound, Code.ERROR, undefined, null, 'MEMBER_CANCEL_NOT_FOUND');
  if (found.status !== MC.pending)
    throw new AppError(membercancelMessages.cancelHandled, Code.ERROR, undefined, null, 'MEMBER_CANCEL_HANDLED');
  return db.transaction(async (tx) => {
    const t = nowSeconds();
    const agree = input.action === 'agree';
    const [row] = await tx
      .update(memberCancel)
      .set(agree ? { status: MC.approved, auditTime: t } : { status: MC.refused, auditTime: t, refuseReason: input.refuse_reason ?? '' })
      .where(and(eq(memberCancel.id, found.id), eq(memberCancel.status, MC.pending)))
      .returning();
    if (!row) throw new AppError(membercancelMessages.cancelHandled, Code.ERROR, undefined, null, 'MEMBER_CANCEL_HANDLED');
    if (agree) {
      await runBlockers(tx, checks, row.memberId);
      await closeAccount(tx, row.memberId);
    }
    return toRow(row);
  });
};

export const listCancels = async (db: Db, input: MemberCancelListParams): Promise<Paged<MemberCancelRow>> => {
  const where = input.status === undefined ? ne(memberCancel.status, MC.withdrawn) : eq(memberCancel.status, input.status);
  const [{ n }] = await db.select({ n: count() }).from(memberCancel).where(where);
  const rows = await db
    .select()
    .from(memberCancel)
    .where(where)
    .orderBy(desc(memberCancel.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { page_count: pageCount(n, input.page_size), count: n, list: rows.map(toRow) };
};
