import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { PAY_STATUS } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { pay } from './pay.tables';
import { payRefund } from './payrefund.tables';

/** Pay record statuses (shared with the H5 through the contract). */
export const PayStatus = PAY_STATUS;
export type PayStatusValue = (typeof PayStatus)[keyof typeof PayStatus];

const S = PayStatus;

/** A record that still waits for money: a channel may be opened, a notify may pay it, a close may cancel it. */
export const PAY_OPEN: readonly PayStatusValue[] = [S.WAIT, S.PAYING];

/**
 * The only moves a pay record may make. Opening a channel again keeps it paying; a paid or cancelled
 * record is final (money that arrives for a cancelled one is sent back, the record stays cancelled).
 */
export const PAY_TRANSITIONS: Record<PayStatusValue, readonly PayStatusValue[]> = {
  [S.WAIT]: [S.PAYING, S.PAID, S.CANCELLED],
  [S.PAYING]: [S.PAYING, S.PAID, S.CANCELLED],
  [S.PAID]: [],
  [S.CANCELLED]: [],
};

export const canMovePay = (from: number, to: PayStatusValue): boolean => (PAY_TRANSITIONS[from as PayStatusValue] ?? []).includes(to);

export const isPayOpen = (status: number): boolean => PAY_OPEN.includes(status as PayStatusValue);

/**
 * Moves the records matched by `which` (e.g. `eq(pay.outTradeNo, no)`) from one of `from` to `to` with a
 * guarded UPDATE and answers the moved rows (none when no record was in an expected status, or the move is
 * not in `PAY_TRANSITIONS`); the caller checks the count. Pay records keep no log: the order log and the
 * notify rows tell their story. Call inside the transaction that moves the orders the record pays.
 */
export const movePayRecords = async (
  db: Db,
  which: SQL,
  from: readonly PayStatusValue[],
  to: PayStatusValue,
  set: Omit<Partial<typeof pay.$inferInsert>, 'payStatus'> = {},
): Promise<(typeof pay.$inferSelect)[]> => {
  const allowed = from.filter((f) => canMovePay(f, to));
  if (allowed.length === 0) return [];
  return db
    .update(pay)
    .set({ ...set, payStatus: to })
    .where(and(which, inArray(pay.payStatus, allowed)))
    .returning();
};

// ---------------------------------------------------------------- channel refunds

/** `pay_refund.status`: a refund sent back through a pay channel. */
export const PayRefundStatus = { SENDING: 0, DONE: 1, FAILED: -1 } as const;
export type PayRefundStatusValue = (typeof PayRefundStatus)[keyof typeof PayRefundStatus];

const R = PayRefundStatus;

/** A refund being sent ends done or failed; a failed one may be sent again with its refund_no; a done one is final. */
export const PAY_REFUND_TRANSITIONS: Record<PayRefundStatusValue, readonly PayRefundStatusValue[]> = {
  [R.SENDING]: [R.DONE, R.FAILED],
  [R.FAILED]: [R.SENDING],
  [R.DONE]: [],
};

export const canMovePayRefund = (from: number, to: PayRefundStatusValue): boolean =>
  (PAY_REFUND_TRANSITIONS[from as PayRefundStatusValue] ?? []).includes(to);

/** Moves the channel refund `refundNo` from `from` to `to` with a guarded UPDATE; true when it moved. */
export const movePayRefund = async (
  db: Db,
  refundNo: string,
  from: PayRefundStatusValue,
  to: PayRefundStatusValue,
  set: Omit<Partial<typeof payRefund.$inferInsert>, 'status'> = {},
): Promise<boolean> => {
  if (!canMovePayRefund(from, to)) return false;
  const done = await db
    .update(payRefund)
    .set({ ...set, status: to })
    .where(and(eq(payRefund.refundNo, refundNo), eq(payRefund.status, from)))
    .returning({ id: payRefund.id });
  return done.length === 1;
};
