import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORDER_IS_EVALUATE, ORDER_PAY_STATUS } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { addSalesTx, type SoldLine } from '../goods';
import type { PaidHandlers, PaidPayment } from '../pay';
import { orderEventTimes } from './order.actions';
import { moveOrders, OrderStatus, paidStatusOf, type OrderStatusValue } from './order.state';
import { order, orderGoods } from './order.tables';

/** An order just paid, as the steps other modules add to payment see it. */
export interface PaidOrder {
  orderId: number;
  orderType: number;
  memberId: number;
  /** The promotion it was bought through (`orders.promotion_type`), when the caller read it: a step of one promotion skips the rest. */
  promotionType?: string;
}

/**
 * What another module does inside the transaction that marks an order paid (the verify module gives pickup
 * and virtual orders their code). The composition root collects them from every module's `orderPaidSteps`,
 * so the order module needs to know none of them. A step that throws rolls the payment back.
 */
export type OrderPaidStep = (tx: Db, o: PaidOrder) => Promise<void>;

/**
 * The pay module's handler for payments of purpose `order` (inside the payment's transaction, the pay
 * record locked): every order in `relate_ids` moves WAIT_PAY → the paid status of its type via `moveOrders`,
 * with pay_status 1, pay_time, pay_type and is_enable_refund 1, then runs the other modules' `steps`;
 * SKU and goods `sale_num` grow by the quantities. Throws (rolling the payment back) if an order is missing
 * or no longer waiting, which `closeOrderTx` rules out (it cancels the record of an order it closes, under
 * the record's lock).
 */
export const orderPaidTx = async (tx: Db, p: PaidPayment, steps: readonly OrderPaidStep[]): Promise<void> => {
  const ids = p.relateIds;
  if (ids.length === 0) return;
  // Lock order: the pay record (held by the caller), then its orders by id, as the pay module does; their
  // lines (for the sales counters) come in the same statement.
  const rows = await tx
    .select({
      orderId: order.orderId,
      orderType: order.orderType,
      promotionType: order.promotionType,
      skuId: orderGoods.skuId,
      goodsId: orderGoods.goodsId,
      num: orderGoods.num,
    })
    .from(order)
    .leftJoin(orderGoods, eq(orderGoods.orderId, order.orderId))
    .where(and(inArray(order.orderId, ids), eq(order.memberId, p.memberId)))
    .orderBy(asc(order.orderId))
    .for('update', { of: order });
  const orders = [
    ...new Map(rows.map((r) => [r.orderId, { orderId: r.orderId, orderType: r.orderType, promotionType: r.promotionType }])).values(),
  ];
  if (orders.length !== ids.length) throw new Error(`pay ${p.outTradeNo}: related orders missing`);
  const t = p.payTime;
  const completeAfter = orders.some((o) => paidStatusOf(o.orderType) === OrderStatus.RECEIVED)
    ? (await orderEventTimes(tx)).auto_complete * 86_400
    : 0;
  // One move per paid status (express orders wait to be sent, pickup ones at the store, virtual ones are received).
  const byStatus = new Map<OrderStatusValue, number[]>();
  for (const o of orders) byStatus.set(paidStatusOf(o.orderType), [...(byStatus.get(paidStatusOf(o.orderType)) ?? []), o.orderId]);
  for (const [to, orderIds] of byStatus) {
    // Virtual goods are received on payment: they can be reviewed at once and complete on the usual timer.
    const received =
      to === OrderStatus.RECEIVED ? { signTime: t, isEvaluate: ORDER_IS_EVALUATE.YES, autoCompleteTime: t + completeAfter } : {};
    const moved = await moveOrders(
      tx,
      orderIds,
      [OrderStatus.WAIT_PAY],
      to,
      { way: 'member', uid: p.memberId, action: 'pay' },
      { payStatus: ORDER_PAY_STATUS.PAID, payTime: t, payType: p.payType, isEnableRefund: 1, ...received },
    );
    if (!moved) throw new Error(`pay ${p.outTradeNo}: an order of ${orderIds.join(',')} is no longer waiting for payment`);
  }
  for (const o of orders)
    for (const step of steps)
      await step(tx, { orderId: o.orderId, orderType: o.orderType, memberId: p.memberId, promotionType: o.promotionType });
  const sold: SoldLine[] = rows.flatMap((r) =>
    r.skuId === null || r.goodsId === null || r.num === null ? [] : [{ skuId: r.skuId, goodsId: r.goodsId, num: r.num }],
  );
  await addSalesTx(tx, sold);
};

/** The purpose this module handles, with the other modules' steps, as the composition root lists it for the pay module. */
export const orderPaidHandlers = (steps: readonly OrderPaidStep[]): PaidHandlers => ({
  order: (tx, p) => orderPaidTx(tx, p, steps),
});
