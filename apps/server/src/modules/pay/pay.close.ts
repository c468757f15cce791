import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { movePayRecords, PAY_OPEN, PayStatus } from './pay.state';
import { pay } from './pay.tables';

/**
 * Locks the pay record of `outTradeNo` without waiting: false when someone else holds it (it is being paid
 * or re-issued right now), true when it is locked or there is no record. Closing an order takes its record
 * this way so it never waits on (and deadlocks with) a payment that locks the record before its orders.
 */
export const lockPayRecordNoWaitTx = async (tx: Db, outTradeNo: string): Promise<boolean> => {
  const [exists] = await tx.select({ id: pay.id }).from(pay).where(eq(pay.outTradeNo, outTradeNo)).limit(1);
  if (!exists) return true;
  const [locked] = await tx.select({ id: pay.id }).from(pay).where(eq(pay.id, exists.id)).for('update', { skipLocked: true });
  return Boolean(locked);
};

/** Cancels the open record(s) of `outTradeNo` (0/1 → -1) so a late payment cannot mark them paid. */
export const closePayTx = async (tx: Db, outTradeNo: string): Promise<void> => {
  await movePayRecords(tx, eq(pay.outTradeNo, outTradeNo), PAY_OPEN, PayStatus.CANCELLED);
};
