import { and, eq, sql } from 'drizzle-orm';
import type { EVALUATE_STATUS, EvaluateStatus } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { order, orderGoods } from './order.tables';

/** A line's review state (`EVALUATE_STATUS`): none, reviewed, followed up. */
export type LineEvaluateStatus = EvaluateStatus;

/**
 * Moves one of the member's order lines from review state `from` to `to` with a guarded UPDATE (each line
 * is reviewed once, followed up once). Answers the line, or undefined when it is not in `from` (or not
 * the member's line of that order). Call inside the review's transaction.
 */
export const moveLineEvaluateTx = async (
  tx: Db,
  line: { orderGoodsId: number; orderId: number; memberId: number },
  from: LineEvaluateStatus,
  to: LineEvaluateStatus,
): Promise<typeof orderGoods.$inferSelect | undefined> => {
  const [row] = await tx
    .update(orderGoods)
    .set({ evaluateStatus: to })
    .where(
      and(
        eq(orderGoods.orderGoodsId, line.orderGoodsId),
        eq(orderGoods.orderId, line.orderId),
        eq(orderGoods.memberId, line.memberId),
        eq(orderGoods.evaluateStatus, from),
      ),
    )
    .returning();
  return row;
};

/** Sets the order's evaluate_status to `to` once every line has reached it. */
export const syncOrderEvaluateTx = async (
  tx: Db,
  orderId: number,
  to: Exclude<EvaluateStatus, typeof EVALUATE_STATUS.NONE>,
): Promise<void> => {
  await tx
    .update(order)
    .set({ evaluateStatus: to })
    .where(
      and(
        eq(order.orderId, orderId),
        sql`${order.evaluateStatus} < ${to}`,
        sql`not exists (select 1 from ${orderGoods} where ${orderGoods.orderId} = ${orderId} and ${orderGoods.evaluateStatus} < ${to})`,
      ),
    );
};
