import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_FROM_TYPE,
  Code,
  formatFen,
  nowSeconds,
  POINTEXCHANGE_ORDER_STATUS,
  POINTEXCHANGE_PAY_EVENT,
  POINTEXCHANGE_STATE,
  POINTEXCHANGE_TYPE,
  type Lang,
  type PointExchangeCreated,
  type PointExchangeCreateParams,
  type PointExchangePayment,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { nextNumbers } from '../../../infra/db/numbers';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { memberAddressForCheckout, type CheckoutAddress } from '../../address';
import { AccountRefused, changeAccounts, member } from '../../member';
import { closePayTx, createPayRecordTx, lockPayRecordNoWaitTx } from '../../pay';
import { exchangeToWire, onSaleExchange, orderCash, type ExchangeRow } from './pointexchange.goods';
import { grantExchangeTx } from './pointexchange.grant';
import { pointexchangeMessages as M } from './pointexchange.messages';
import { promotionExchange, promotionExchangeOrder } from './pointexchange.tables';

const memberPoint = async (db: Db, memberId: number): Promise<number> =>
  (await db.select({ point: member.point }).from(member).where(eq(member.memberId, memberId)))[0]?.point ?? 0;

const shipTo = (item: ExchangeRow, db: Db, memberId: number, addressId?: number): Promise<CheckoutAddress | null> =>
  item.type === POINTEXCHANGE_TYPE.gift ? memberAddressForCheckout(db, memberId, addressId) : Promise.resolve(null);

/** `/pointexchange/api/ordercreate/payment`: what `num` of the item costs and whether the member has the points. */
export const exchangePayment = async (
  db: Db,
  memberId: number,
  { id, num, address_id }: { id: number; num: number; address_id?: number },
  lang: Lang,
): Promise<PointExchangePayment> => {
  const item = await onSaleExchange(db, id);
  const [have, address] = await Promise.all([memberPoint(db, memberId), shipTo(item, db, memberId, address_id)]);
  const point = item.point * num;
  const cash = orderCash(item, num);
  return {
    exchange_info: exchangeToWire(item, lang),
    num,
    point,
    exchange_price: formatFen(item.price * num),
    delivery_price: formatFen(item.type === POINTEXCHANGE_TYPE.gift ? item.deliveryPrice : 0),
    order_money: formatFen(cash),
    member_point: have,
    point_enough: have >= point ? 1 : 0,
    member_address: address ? { ...address } : null,
  };
};

/**
 * `/pointexchange/api/ordercreate/create`, one transaction: the item's stock goes down by `num` (guarded, so
 * parallel exchanges never sell more than the stock), the member's points by `point × num` (guarded, with the
 * ledger row: never below zero), and the order is written. Points only: granted at once (已兑换). With cash: a
 * waiting pay record of event `pointexchange` for the cash part; granted when it is paid.
 */
export const createExchangeOrder = async (db: Db, memberId: number, p: PointExchangeCreateParams): Promise<PointExchangeCreated> => {
  const item = await onSaleExchange(db, p.id);
  const address = await shipTo(item, db, memberId, p.member_address?.id ?? p.address_id);
  if (item.type === POINTEXCHANGE_TYPE.gift && !address) throw new AppError(M.pxExchangeAddressMissing);
  const point = item.point * p.num;
  const cash = orderCash(item, p.num);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(promotionExchange)
      .set({ stock: sql`${promotionExchange.stock} - ${p.num}` })
      .where(
        and(
          eq(promotionExchange.id, item.id),
          eq(promotionExchange.state, POINTEXCHANGE_STATE.on),
          sql`${promotionExchange.stock} >= ${p.num}`,
        ),
      )
      .returning({ id: promotionExchange.id });
    if (!taken) throw new AppError(M.pxExchangeStockShort);
    const [orderNo, outTradeNo] = (await nextNumbers(tx, 2)) as [string, string];
    try {
      await changeAccounts(
        tx,
        memberId,
        { point: -point },
        { fromType: ACCOUNT_FROM_TYPE.pointexchange, typeName: translate(M.pxLedgerName, 'zh-cn'), relateTag: orderNo, remark: item.name },
      );
    } catch (e) {
      if (!(e instanceof AccountRefused)) throw e;
      throw new AppError(M.pxExchangePointShort, Code.ERROR, { need: point, have: await memberPoint(tx, memberId) });
    }
    const [o] = await tx
      .insert(promotionExchangeOrder)
      .values({
        orderNo,
        outTradeNo,
        memberId,
        exchangeId: item.id,
        type: item.type,
        typeId: item.typeId,
        exchangeName: item.name,
        exchangeImage: item.image,
        num: p.num,
        point,
        exchangePrice: item.price,
        deliveryPrice: item.type === POINTEXCHANGE_TYPE.gift ? item.deliveryPrice : 0,
        price: cash,
        balance: item.balance,
        name: address?.name ?? '',
        mobile: address?.mobile ?? '',
        fullAddress: address ? `${address.full_address} ${address.address}`.trim() : '',
        buyerMessage: p.buyer_message,
        createTime: nowSeconds(),
      })
      .returning();
    if (cash > 0) {
      await createPayRecordTx(tx, {
        memberId,
        payMoney: cash,
        relateIds: [o!.orderId],
        body: item.name,
        outTradeNo,
        event: POINTEXCHANGE_PAY_EVENT,
      });
    } else {
      await grantExchangeTx(tx, o!, nowSeconds());
    }
    return {
      order_id: o!.orderId,
      order_no: orderNo,
      out_trade_no: outTradeNo,
      order_status: cash > 0 ? POINTEXCHANGE_ORDER_STATUS.unpaid : POINTEXCHANGE_ORDER_STATUS.exchanged,
      price: formatFen(cash),
    };
  });
};

/** Why a close did not happen: nothing to close (already closed, paid, missing) or the order is being paid. */
export type CloseResult = 'closed' | 'notUnpaid' | 'busy' | 'missing';

/**
 * Closes an unpaid exchange order inside `tx` (the buyer or the sweep): locks the order row, takes its pay
 * record without waiting (a payment holding it wins), moves 0 → -1 by a guarded update, then gives the stock
 * and the points back (item row before member row, the order creation takes them in) and cancels the pay
 * record so a late payment cannot land. Whoever comes second finds the order closed and gives nothing back.
 */
export const closeExchangeOrderTx = async (tx: Db, orderId: number, memberId: number | null, now: number): Promise<CloseResult> => {
  const [o] = await tx
    .select()
    .from(promotionExchangeOrder)
    .where(
      memberId === null
        ? eq(promotionExchangeOrder.orderId, orderId)
        : and(eq(promotionExchangeOrder.orderId, orderId), eq(promotionExchangeOrder.memberId, memberId)),
    )
    .for('update');
  if (!o) return 'missing';
  if (o.orderStatus !== POINTEXCHANGE_ORDER_STATUS.unpaid) return 'notUnpaid';
  if (!(await lockPayRecordNoWaitTx(tx, o.outTradeNo))) return 'busy';
  const [moved] = await tx
    .update(promotionExchangeOrder)
    .set({ orderStatus: POINTEXCHANGE_ORDER_STATUS.closed, closeTime: now })
    .where(and(eq(promotionExchangeOrder.orderId, o.orderId), eq(promotionExchangeOrder.orderStatus, POINTEXCHANGE_ORDER_STATUS.unpaid)))
    .returning({ id: promotionExchangeOrder.orderId });
  if (!moved) return 'notUnpaid';
  await tx
    .update(promotionExchange)
    .set({ stock: sql`${promotionExchange.stock} + ${o.num}` })
    .where(eq(promotionExchange.id, o.exchangeId));
  await changeAccounts(
    tx,
    o.memberId,
    { point: o.point },
    {
      fromType: ACCOUNT_FROM_TYPE.pointexchange,
      typeName: translate(M.pxLedgerCloseName, 'zh-cn'),
      relateTag: o.orderNo,
      remark: o.exchangeName,
    },
  );
  await closePayTx(tx, o.outTradeNo);
  return 'closed';
};

/** `/pointexchange/api/order/close`: the buyer closes their unpaid order. */
export const buyerCloseExchangeOrder = async (db: Db, memberId: number, orderId: number): Promise<number> => {
  const r = await db.transaction((tx) => closeExchangeOrderTx(tx, orderId, memberId, nowSeconds()));
  if (r === 'missing') throw new AppError(M.pxExchangeOrderNotExist);
  if (r === 'notUnpaid') throw new AppError(M.pxExchangeOrderNotUnpaid);
  if (r === 'busy') throw new AppError(M.pxExchangeOrderBusy);
  return 1;
};
