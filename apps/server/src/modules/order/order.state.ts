import { and, eq, inArray } from 'drizzle-orm';
import { DELIVERY_STATUS, nowSeconds, ORDER_STATUS, ORDER_TYPE } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { order, orderGoods, orderLog } from './order.tables';

/** Order statuses (reference §5, shared with the H5 through the contract); the names shown to shoppers live in the messages. */
export const OrderStatus = ORDER_STATUS;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

export const OrderType = ORDER_TYPE;

/** The only moves an order may make. Anything else is refused by `moveOrder`. */
export const ORDER_TRANSITIONS: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  [OrderStatus.WAIT_PAY]: [OrderStatus.WAIT_SEND, OrderStatus.WAIT_PICKUP, OrderStatus.RECEIVED, OrderStatus.CLOSED],
  [OrderStatus.WAIT_SEND]: [OrderStatus.SHIPPED, OrderStatus.CLOSED],
  [OrderStatus.WAIT_PICKUP]: [OrderStatus.RECEIVED, OrderStatus.CLOSED],
  [OrderStatus.SHIPPED]: [OrderStatus.RECEIVED, OrderStatus.CLOSED],
  [OrderStatus.RECEIVED]: [OrderStatus.COMPLETE, OrderStatus.CLOSED],
  [OrderStatus.COMPLETE]: [],
  [OrderStatus.CLOSED]: [],
};

/** Status an order takes once paid, by order type (pickup waits at the store; virtual is usable at once). */
export const paidStatusOf = (orderType: number): OrderStatusValue =>
  orderType === OrderType.PICKUP ? OrderStatus.WAIT_PICKUP : orderType === OrderType.VIRTUAL ? OrderStatus.RECEIVED : OrderStatus.WAIT_SEND;

export const canMove = (from: number, to: OrderStatusValue): boolean => (ORDER_TRANSITIONS[from as OrderStatusValue] ?? []).includes(to);

export interface MoveBy {
  way: 'member' | 'shop' | 'system';
  uid?: number;
  action: string;
}

/**
 * Moves one order from one of `from` to `to` with a guarded UPDATE and logs it. Returns false (and changes
 * nothing) when the order is no longer in an expected status — the caller decides whether that is an
 * error or a lost race. `set` carries the columns that change with the move (times, pay fields…).
 * Call inside the transaction that also moves the money or stock the change implies.
 */
export const moveOrder = async (
  db: Db,
  orderId: number,
  from: readonly OrderStatusValue[],
  to: OrderStatusValue,
  by: MoveBy,
  set: Partial<typeof order.$inferInsert> = {},
): Promise<boolean> => {
  const allowed = from.filter((f) => canMove(f, to));
  if (allowed.length === 0) return false;
  const done = await db
    .update(order)
    .set({ ...set, orderStatus: to })
    .where(and(eq(order.orderId, orderId), inArray(order.orderStatus, allowed)))
    .returning({ id: order.orderId });
  if (done.length !== 1) return false;
  await db.insert(orderLog).values({
    orderId,
    action: by.action,
    actionWay: by.way,
    uid: by.uid ?? 0,
    orderStatus: to,
    createTime: nowSeconds(),
  });
  return true;
};

/**
 * `moveOrder` for several orders making the same move: one guarded UPDATE and one INSERT of their log rows.
 * Returns false when any of them is no longer in an expected status; the caller must then roll its
 * transaction back (the others have moved).
 */
export const moveOrders = async (
  db: Db,
  orderIds: readonly number[],
  from: readonly OrderStatusValue[],
  to: OrderStatusValue,
  by: MoveBy,
  set: Partial<typeof order.$inferInsert> = {},
): Promise<boolean> => {
  if (orderIds.length === 0) return true;
  const allowed = from.filter((f) => canMove(f, to));
  if (allowed.length === 0) return false;
  const done = await db
    .update(order)
    .set({ ...set, orderStatus: to })
    .where(and(inArray(order.orderId, [...orderIds]), inArray(order.orderStatus, allowed)))
    .returning({ id: order.orderId });
  if (done.length !== new Set(orderIds).size) return false;
  const t = nowSeconds();
  await db
    .insert(orderLog)
    .values(
      orderIds.map((orderId) => ({ orderId, action: by.action, actionWay: by.way, uid: by.uid ?? 0, orderStatus: to, createTime: t })),
    );
  return true;
};

/** Delivery statuses of an order's lines (shared with the H5 through the contract). */
export const DeliveryStatus = DELIVERY_STATUS;
export type DeliveryStatusValue = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** The only moves a line's delivery may make: shipped, then received (a pickup or virtual line is handed over at once). */
export const DELIVERY_TRANSITIONS: Record<DeliveryStatusValue, readonly DeliveryStatusValue[]> = {
  [DeliveryStatus.WAITING]: [DeliveryStatus.SHIPPED, DeliveryStatus.RECEIVED],
  [DeliveryStatus.SHIPPED]: [DeliveryStatus.RECEIVED],
  [DeliveryStatus.RECEIVED]: [],
};

export const canMoveDelivery = (from: number, to: DeliveryStatusValue): boolean =>
  (DELIVERY_TRANSITIONS[from as DeliveryStatusValue] ?? []).includes(to);

/**
 * Moves an order's lines (all, or those of `lineIds`) that are in `from` to `to` with a guarded UPDATE;
 * the ids of the lines moved (a line already elsewhere is left alone — the caller decides if that is a lost
 * race). `set` carries the columns that change with the move (the delivery number…).
 */
export const moveLineDelivery = async (
  db: Db,
  orderId: number,
  from: DeliveryStatusValue,
  to: DeliveryStatusValue,
  opts: { lineIds?: readonly number[]; set?: Partial<typeof orderGoods.$inferInsert> } = {},
): Promise<number[]> => {
  if (!canMoveDelivery(from, to) || opts.lineIds?.length === 0) return [];
  const rows = await db
    .update(orderGoods)
    .set({ ...opts.set, deliveryStatus: to })
    .where(
      and(
        eq(orderGoods.orderId, orderId),
        eq(orderGoods.deliveryStatus, from),
        opts.lineIds ? inArray(orderGoods.orderGoodsId, [...opts.lineIds]) : undefined,
      ),
    )
    .returning({ id: orderGoods.orderGoodsId });
  return rows.map((r) => r.id);
};
