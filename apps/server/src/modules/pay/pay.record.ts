import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_PAY_STATUS, nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { goods, goodsSku } from '../goods';
import { nextNumbers } from '../order/order.no';
import { moveOrder, OrderStatus, OrderType, paidStatusOf } from '../order/order.state';
import { orderEventTimes } from '../order/order.actions';
import { order, orderGoods } from '../order/order.tables';
import { createVerifyRecordTx } from '../verify/verify.service';
import { isPayOpen, movePayRecords, PayStatus } from './pay.state';
import { pay } from './pay.tables';


export interface NewPayRecord {
  memberId: number;
  /** Fen an online channel must collect (0 for a checkout paid in full by balance). */
  payMoney: number;
  /** Order ids the record pays. */
  relateIds: number[];
  /** Shown by the channel, e.g. the order names. */
  body: string;
  /** The shop when the record covers one shop's orders only (0 = several). */
  siteId?: number;
  /** A number taken beforehand with `nextNumbers`; a fresh one otherwise. */
  outTradeNo?: string;
  event?: string;
}

/** Writes a waiting pay record (pay_status WAIT) inside `tx` and returns its `out_trade_no`. */
export const createPayRecordTx = async (tx: Db, input: NewPayRecord): Promise<string> => {
  if (!Number.isSafeInteger(input.payMoney) || input.payMoney < 0) throw new Error(`bad pay money ${input.payMoney}`);
  const outTradeNo = input.outTradeNo ?? (await nextNumbers(tx, 1))[0]!;
  await tx.insert(pay).values({
    outTradeNo,
    memberId: input.memberId,
    siteId: input.siteId ?? 0,
    payBody: input.body.slice(0, 255),
    payDetail: input.body.slice(0, 1000),
    payMoney: input.payMoney,
    relateIds: input.relateIds,
    event: input.event ?? 'order',
    createTime: nowSeconds(),
  });
  return outTradeNo;
};

/**
 * Marks a pay record paid (pay_status 0/1 → 2, guarded) and every order it relates to paid: WAIT_PAY →
 * the paid status of its type via `moveOrder`, with pay_status 1, pay_time, pay_type and
 * is_enable_refund 1; pickup and virtual orders get their verify record (`createVerifyRecordTx`); SKU and
 * goods `sale_num` grow by the quantities. Returns false — and changes
 * nothing — when the record is unknown, already paid or cancelled (a replayed notify is a no-op).
 * A record is cancelled when one of its orders closed; the caller must then give the money back.
 * Throws (rolling back) if a related order cannot be paid any more, which `closeOrderTx` rules out (it
 * cancels the record of an order it closes, under the record's lock).
 */
export const markPayPaidTx = async (tx: Db, outTradeNo: string, p: { payType: string; tradeNo: string }): Promise<boolean> => {
  const t = nowSeconds();
  // Lock order: the pay record, then its orders by id (as the pay module does); closeOrderTx never waits
  // for a locked record, so the two cannot deadlock.
  const [head] = await tx
    .select({ memberId: pay.memberId, event: pay.event, relateIds: pay.relateIds, payStatus: pay.payStatus })
    .from(pay)
    .where(eq(pay.outTradeNo, outTradeNo))
    .for('update');
  if (!head || !isPayOpen(head.payStatus)) return false;
  const ids = head.event === 'order' ? (Array.isArray(head.relateIds) ? head.relateIds : []).map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  const orders =
    ids.length > 0
      ? await tx
          .select({ orderId: order.orderId, orderType: order.orderType })
          .from(order)
          .where(and(inArray(order.orderId, ids), eq(order.memberId, head.memberId)))
          .orderBy(asc(order.orderId))
          .for('update')
      : [];
  const [rec] = await movePayRecords(tx, eq(pay.outTradeNo, outTradeNo), [PayStatus.WAIT, PayStatus.PAYING], PayStatus.PAID, {
    payType: p.payType,
    tradeNo: p.tradeNo,
    payTime: t,
  });
  if (!rec) return false;
  if (ids.length === 0) return true;
  if (orders.length !== ids.length) throw new Error(`pay ${outTradeNo}: related orders missing`);
  const completeAfter = orders.some((o) => paidStatusOf(o.orderType) === OrderStatus.RECEIVED)
    ? (await orderEventTimes(tx)).auto_complete * 86_400
    : 0;
  for (const o of orders) {
    const to = paidStatusOf(o.orderType);
    // Virtual goods are received on payment: they can be reviewed at once and complete on the usual timer.
    const received = to === OrderStatus.RECEIVED ? { signTime: t, isEvaluate: 1, autoCompleteTime: t + completeAfter } : {};
    const moved = await moveOrder(
      tx,
      o.orderId,
      [OrderStatus.WAIT_PAY],
      to,
      { way: 'member', uid: head.memberId, action: 'pay' },
      { payStatus: ORDER_PAY_STATUS.PAID, payTime: t, payType: p.payType, isEnableRefund: 1, ...received },
    );
    if (!moved) throw new Error(`pay ${outTradeNo}: order ${o.orderId} is no longer waiting for payment`);
    // Pickup and virtual orders get the code the verification desk redeems.
    if (o.orderType === OrderType.PICKUP || o.orderType === OrderType.VIRTUAL) await createVerifyRecordTx(tx, { orderId: o.orderId });
  }
  // Sales counters: lock the SKU and goods rows in id order first (as checkout does) so concurrent moves cannot deadlock.
  const soldSkus = tx.select({ id: orderGoods.skuId }).from(orderGoods).where(inArray(orderGoods.orderId, ids));
  const soldGoods = tx.select({ id: orderGoods.goodsId }).from(orderGoods).where(inArray(orderGoods.orderId, ids));
  await tx.select({ id: goodsSku.skuId }).from(goodsSku).where(inArray(goodsSku.skuId, soldSkus)).orderBy(asc(goodsSku.skuId)).for('update');
  const perSku = tx
    .select({ skuId: orderGoods.skuId, n: sql<number>`sum(${orderGoods.num})::int`.as('n') })
    .from(orderGoods)
    .where(inArray(orderGoods.orderId, ids))
    .groupBy(orderGoods.skuId)
    .as('l');
  await tx
    .update(goodsSku)
    .set({ saleNum: sql`${goodsSku.saleNum} + ${perSku.n}` })
    .from(perSku)
    .where(eq(goodsSku.skuId, perSku.skuId));
  await tx.select({ id: goods.goodsId }).from(goods).where(inArray(goods.goodsId, soldGoods)).orderBy(asc(goods.goodsId)).for('update');
  const perGoods = tx
    .select({ goodsId: orderGoods.goodsId, n: sql<number>`sum(${orderGoods.num})::int`.as('n') })
    .from(orderGoods)
    .where(inArray(orderGoods.orderId, ids))
    .groupBy(orderGoods.goodsId)
    .as('g');
  await tx
    .update(goods)
    .set({ saleNum: sql`${goods.saleNum} + ${perGoods.n}` })
    .from(perGoods)
    .where(eq(goods.goodsId, perGoods.goodsId));
  return true;
};
