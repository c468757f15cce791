import { and, eq, sql } from 'drizzle-orm';
import {
  EXTEND_TAKE_DELIVERY_DAYS,
  nowSeconds,
  ORDER_EVENT_TIME_DEFAULTS,
  ORDER_IS_EVALUATE,
  REFUND_EVENT_TIME_DEFAULTS,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { getSetting } from '../settings';
import { closeOrderTx } from './order.close';
import { orderMessages } from './order.messages';
import { memberOrderRow, OPEN_REFUND_STATUSES } from './order.query';
import type { OrderPaidStep } from './order.paid';
import { DeliveryStatus, moveLineDelivery, moveOrder, OrderStatus, type MoveBy } from './order.state';
import { order, orderGoods } from './order.tables';

const DAY = 86_400;

/** Log texts are kept in the operator's language (zh-cn). */
export const logAction = (key: string): string => translate(key, 'zh-cn');

export interface OrderEventTimes {
  /** Minutes an unpaid order stays open. */
  auto_close: number;
  /** Days after shipping until the order is received automatically. */
  auto_take_delivery: number;
  /** Days after receipt until the order completes automatically. */
  auto_complete: number;
  /** Days an unanswered refund request waits before the system agrees for the shop. */
  auto_refund_confirm: number;
  /** Days after the buyer shipped a return until the system receives it for the shop. */
  auto_refund_take_delivery: number;
  /** Days a refused request the buyer leaves alone stays open before it is closed. */
  auto_refund_cancel: number;
}

const positive = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Setting `ORDER_EVENT_TIME_CONFIG` (platform-wide, reference §6) with the defaults 30 min / 14 d / 7 d and,
 * for the after-sale timers, 7 d each.
 */
export const orderEventTimes = async (db: Db): Promise<OrderEventTimes> => {
  const v = (await getSetting(db, 'ORDER_EVENT_TIME_CONFIG')).value as Record<string, unknown>;
  return {
    auto_close: positive(v.auto_close, ORDER_EVENT_TIME_DEFAULTS.auto_close),
    auto_take_delivery: positive(v.auto_take_delivery, ORDER_EVENT_TIME_DEFAULTS.auto_take_delivery),
    auto_complete: positive(v.auto_complete, ORDER_EVENT_TIME_DEFAULTS.auto_complete),
    auto_refund_confirm: positive(v.auto_refund_confirm, REFUND_EVENT_TIME_DEFAULTS.auto_refund_confirm),
    auto_refund_take_delivery: positive(v.auto_refund_take_delivery, REFUND_EVENT_TIME_DEFAULTS.auto_refund_take_delivery),
    auto_refund_cancel: positive(v.auto_refund_cancel, REFUND_EVENT_TIME_DEFAULTS.auto_refund_cancel),
  };
};

/** Locks the order row and tells whether an after-sale request keeps it from moving on. */
const lockOrder = async (tx: Db, orderId: number) => {
  const [o] = await tx
    .select({ status: order.orderStatus, isLock: order.isLock, memberId: order.memberId, orderType: order.orderType })
    .from(order)
    .where(eq(order.orderId, orderId))
    .for('update');
  if (!o) return null;
  // The lines too (order first, then its lines — the order every writer of both should keep), so an
  // after-sale request cannot open between this check and the move.
  const lines = await tx
    .select({ refundStatus: orderGoods.refundStatus })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(orderGoods.orderGoodsId)
    .for('update');
  const open = lines.some((l) => OPEN_REFUND_STATUSES.includes(l.refundStatus));
  return { ...o, locked: o.isLock === 1 || open };
};

export type MoveResult = 'ok' | 'status' | 'locked';

/** What other modules add to an order being received, completed or closed unpaid (hooks of the composition root). */
export interface OrderMoveSteps {
  received: readonly OrderPaidStep[];
  completed: readonly OrderPaidStep[];
  closed: readonly OrderPaidStep[];
}

export const NO_MOVE_STEPS: OrderMoveSteps = { received: [], completed: [], closed: [] };

/**
 * Shipped → received (3 → 4) for the buyer or the auto-receive sweep: sign_time, review allowed, the
 * auto-complete time starts; shipped lines become received; then the other modules' `steps` run.
 * Refused while an after-sale request is open. Call inside a transaction.
 */
export const receiveOrderTx = async (
  tx: Db,
  orderId: number,
  by: MoveBy,
  now: number,
  completeDays: number,
  from: typeof OrderStatus.SHIPPED | typeof OrderStatus.WAIT_PICKUP = OrderStatus.SHIPPED,
  steps: readonly OrderPaidStep[] = [],
): Promise<MoveResult> => {
  const o = await lockOrder(tx, orderId);
  if (!o || o.status !== from) return 'status';
  if (o.locked) return 'locked';
  const moved = await moveOrder(tx, orderId, [from], OrderStatus.RECEIVED, by, {
    signTime: now,
    isEvaluate: ORDER_IS_EVALUATE.YES,
    autoCompleteTime: now + Math.round(completeDays * DAY),
    deliveryStatus: DeliveryStatus.RECEIVED,
  });
  if (!moved) return 'status';
  // Shipped lines are received; a picked-up order's lines are handed over at once.
  await moveLineDelivery(
    tx,
    orderId,
    from === OrderStatus.SHIPPED ? DeliveryStatus.SHIPPED : DeliveryStatus.WAITING,
    DeliveryStatus.RECEIVED,
  );
  for (const step of steps) await step(tx, { orderId, orderType: o.orderType, memberId: o.memberId });
  return 'ok';
};

/** Received → complete (4 → 10) for the auto-complete sweep; refused while an after-sale request is open. */
export const completeOrderTx = async (
  tx: Db,
  orderId: number,
  by: MoveBy,
  now: number,
  steps: readonly OrderPaidStep[] = [],
): Promise<MoveResult> => {
  const o = await lockOrder(tx, orderId);
  if (!o || o.status !== OrderStatus.RECEIVED) return 'status';
  if (o.locked) return 'locked';
  if (!(await moveOrder(tx, orderId, [OrderStatus.RECEIVED], OrderStatus.COMPLETE, by, { finishTime: now }))) return 'status';
  for (const step of steps) await step(tx, { orderId, orderType: o.orderType, memberId: o.memberId });
  return 'ok';
};

// ---------------------------------------------------------------- member actions

/** `/api/order/close`: the buyer cancels an unpaid order (stock, coupons and balance go back via closeOrderTx). */
export const memberCloseOrder = async (db: Db, memberId: number, orderId: number, steps: readonly OrderPaidStep[] = []): Promise<1> => {
  const o = await memberOrderRow(db, memberId, orderId);
  if (o.orderStatus !== OrderStatus.WAIT_PAY) throw new AppError(orderMessages.omCloseNotAllowed);
  const closed = await db.transaction((tx) =>
    closeOrderTx(tx, orderId, { way: 'member', uid: memberId, action: logAction(orderMessages.omLogMemberClose) }, steps),
  );
  // A payment or the sweep got there first.
  if (!closed) throw new AppError(orderMessages.omCloseNotAllowed);
  return 1;
};

/** `/api/order/takedelivery`: the buyer confirms receipt of a shipped order. */
export const memberTakeDelivery = async (db: Db, memberId: number, orderId: number, steps: readonly OrderPaidStep[] = []): Promise<1> => {
  const o = await memberOrderRow(db, memberId, orderId);
  if (o.orderStatus !== OrderStatus.SHIPPED) throw new AppError(orderMessages.omTakeDeliveryNotAllowed);
  const times = await orderEventTimes(db);
  const result = await db.transaction((tx) =>
    receiveOrderTx(
      tx,
      orderId,
      { way: 'member', uid: memberId, action: logAction(orderMessages.omLogTakeDelivery) },
      nowSeconds(),
      times.auto_complete,
      OrderStatus.SHIPPED,
      steps,
    ),
  );
  if (result === 'locked') throw new AppError(orderMessages.omOrderLocked);
  if (result !== 'ok') throw new AppError(orderMessages.omTakeDeliveryNotAllowed);
  return 1;
};

/** `/api/order/extendtakedelivery`: +3 days to the auto-receive time, once per order, not during after-sale. */
export const memberExtendTakeDelivery = async (db: Db, memberId: number, orderId: number): Promise<1> => {
  const o = await memberOrderRow(db, memberId, orderId);
  if (o.orderStatus !== OrderStatus.SHIPPED) throw new AppError(orderMessages.omExtendNotAllowed);
  if (o.isExtendTakeDelivery === 1) throw new AppError(orderMessages.omExtendOnce);
  const times = await orderEventTimes(db);
  const result = await db.transaction(async (tx): Promise<MoveResult | 'once'> => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.status !== OrderStatus.SHIPPED) return 'status';
    if (locked.locked) return 'locked';
    const done = await tx
      .update(order)
      .set({
        // An order shipped without a deadline gets the default one (shipping time + auto_take_delivery) first.
        takeDeliveryExecuteTime: sql`(case when ${order.takeDeliveryExecuteTime} > 0 then ${order.takeDeliveryExecuteTime}
          else ${order.deliveryTime} + ${Math.round(times.auto_take_delivery * DAY)} end) + ${EXTEND_TAKE_DELIVERY_DAYS * DAY}`,
        isExtendTakeDelivery: 1,
      })
      .where(
        and(
          eq(order.orderId, orderId),
          eq(order.memberId, memberId),
          eq(order.orderStatus, OrderStatus.SHIPPED),
          eq(order.isExtendTakeDelivery, 0),
        ),
      )
      .returning({ id: order.orderId });
    return done.length === 1 ? 'ok' : 'once';
  });
  if (result === 'locked') throw new AppError(orderMessages.omOrderLocked);
  if (result === 'once') throw new AppError(orderMessages.omExtendOnce);
  if (result !== 'ok') throw new AppError(orderMessages.omExtendNotAllowed);
  return 1;
};
