import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { order, orderGoods } from './order.tables';

/**
 * The order columns the refund module keeps (its state machine decides the values; these are the guarded
 * writes). Each runs inside the refund's transaction.
 */

/** Columns that change with a line's refund move, besides its status and time. */
export type LineRefundSet = Omit<Partial<typeof orderGoods.$inferInsert>, 'refundStatus' | 'refundActionTime'>;

/**
 * Moves one line's refund_status from one of `from` to `to` (guarded UPDATE, optionally only the member's
 * line). Answers the moved line, or undefined when it was in none of `from`.
 */
export const moveLineRefundTx = async (
  tx: Db,
  orderGoodsId: number,
  from: readonly number[],
  to: number,
  at: number,
  set: LineRefundSet = {},
  memberId?: number,
): Promise<typeof orderGoods.$inferSelect | undefined> => {
  const conds = [eq(orderGoods.orderGoodsId, orderGoodsId), inArray(orderGoods.refundStatus, [...from])];
  if (memberId !== undefined) conds.push(eq(orderGoods.memberId, memberId));
  const [moved] = await tx
    .update(orderGoods)
    .set({ ...set, refundStatus: to, refundActionTime: at })
    .where(and(...conds))
    .returning();
  return moved;
};

/** Adds `amount` to the order's refund_money unless that would pass order_money; answers the order, or undefined. */
export const addRefundMoneyTx = async (tx: Db, orderId: number, amount: number): Promise<typeof order.$inferSelect | undefined> => {
  const [ord] = await tx
    .update(order)
    .set({ refundMoney: sql`${order.refundMoney} + ${amount}` })
    .where(and(eq(order.orderId, orderId), sql`${order.refundMoney} + ${amount} <= ${order.orderMoney}`))
    .returning();
  return ord;
};

/** Sets the order's after-sale flags (is_lock, refund_status) as the refund module computed them. */
export const setOrderRefundFlagsTx = async (tx: Db, orderId: number, flags: { isLock: 0 | 1; refundStatus: number }): Promise<void> => {
  await tx.update(order).set(flags).where(eq(order.orderId, orderId));
};

/**
 * Sets whether the buyer may ask for refunds of these orders (`is_enable_refund`): a pintuan order is not
 * refundable while its group forms, and becomes so when the group succeeds (reference §4.9).
 */
export const setOrderEnableRefundTx = async (tx: Db, orderIds: readonly number[], flag: 0 | 1): Promise<void> => {
  if (orderIds.length === 0) return;
  await tx
    .update(order)
    .set({ isEnableRefund: flag })
    .where(inArray(order.orderId, [...orderIds]));
};
