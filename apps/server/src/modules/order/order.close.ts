import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { COUPON_STATE } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { platformcoupon, returnPlatformCouponTx, returnShopCouponTx } from '../coupon';
import { returnStockTx } from '../goods';
import { returnActivityStockTx } from '../promotion';
import { changeAccounts, member, memberAccount } from '../member';
import { closePayTx, lockPayRecordNoWaitTx } from '../pay';
import { moveOrder, OrderStatus, type MoveBy } from './order.state';
import type { OrderPaidStep } from './order.paid';
import { order, orderGoods } from './order.tables';
import { nowSeconds } from '@mall/contract';

/** Ledger `from_type` of balance spent on an order at checkout (relate_tag = order_no) and of its return. */
export const BALANCE_FROM_ORDER = 'order';
export const BALANCE_FROM_ORDER_CLOSE = 'order_close';

/**
 * Closes an unpaid order (WAIT_PAY → CLOSED via `moveOrder`) and gives back, exactly once, what its
 * checkout took: SKU stock, the shop coupon, the platform coupon (once every order sharing it is
 * closed), the activity stock of a promotion order, and the balance spent on it (per account, as the ledger recorded it). The order's pay record
 * is cancelled (0/1 → -1) so a late payment cannot mark it paid. Returns false — changing nothing —
 * when the order is missing or no longer unpaid (a concurrent close, payment or sweep won).
 * Call inside a transaction; the other modules' `steps` run last.
 *
 * Lock order: the order, its pay record (never waited for: a record being paid makes the close answer
 * false), the member, SKUs by id, coupons. Checkout takes the member before SKUs and payments take the
 * record before the orders, so none of them can deadlock with a close.
 */
export const closeOrderTx = async (tx: Db, orderId: number, by: MoveBy, steps: readonly OrderPaidStep[] = []): Promise<boolean> => {
  const [o] = await tx
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      memberId: order.memberId,
      outTradeNo: order.outTradeNo,
      orderStatus: order.orderStatus,
      couponId: order.couponId,
      platformCouponId: order.platformCouponId,
      balanceMoney: order.balanceMoney,
      promotionId: order.promotionId,
      promotionType: order.promotionType,
      orderType: order.orderType,
    })
    .from(order)
    .where(eq(order.orderId, orderId))
    .for('update');
  if (!o || o.orderStatus !== OrderStatus.WAIT_PAY) return false;
  // The pay record: taken without waiting. A record locked by someone else is being paid (or re-issued)
  // right now — the close gives way (false) instead of waiting, which could deadlock with the payment
  // that locks the record before its orders. The caller (buyer, sweeper) may try again later.
  if (o.outTradeNo && !(await lockPayRecordNoWaitTx(tx, o.outTradeNo))) return false;
  // The member row next (as checkout takes it first): balance and coupons of this member change below.
  await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, o.memberId)).for('update');
  const t = nowSeconds();
  if (!(await moveOrder(tx, orderId, [OrderStatus.WAIT_PAY], OrderStatus.CLOSED, by, { closeTime: t }))) return false;
  if (o.outTradeNo) await closePayTx(tx, o.outTradeNo);

  // Stock: lock the SKU rows in id order (as checkout does), then put the quantities back.
  const lines = await tx
    .select({ skuId: orderGoods.skuId, n: sql<number>`sum(${orderGoods.num})::int` })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .groupBy(orderGoods.skuId)
    .orderBy(asc(orderGoods.skuId));
  const back = new Map(lines.map((l) => [l.skuId, l.n]));
  await returnStockTx(tx, back);
  // An activity order gives its activity stock back too, in this same transaction (hence exactly once).
  if (o.promotionId > 0) await returnActivityStockTx(tx, o.promotionType, o.promotionId, back);

  if (o.couponId > 0) await returnShopCouponTx(tx, o.couponId, orderId);

  if (o.platformCouponId > 0) {
    // Shared by the checkout's orders: returned when the last of them closes. The row lock serialises
    // concurrent closes of sibling orders so exactly one of them sees "no other open order".
    const [pc] = await tx
      .select({ useOrderId: platformcoupon.useOrderId, state: platformcoupon.state })
      .from(platformcoupon)
      .where(and(eq(platformcoupon.platformcouponId, o.platformCouponId), eq(platformcoupon.memberId, o.memberId)))
      .for('update');
    if (pc && pc.state === COUPON_STATE.used && pc.useOrderId) {
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(order)
        .where(
          and(
            eq(order.memberId, o.memberId),
            eq(order.platformCouponId, o.platformCouponId),
            ne(order.orderStatus, OrderStatus.CLOSED),
            ne(order.orderId, orderId),
          ),
        );
      if (open!.n === 0) await returnPlatformCouponTx(tx, o.platformCouponId, pc.useOrderId);
    }
  }

  if (o.balanceMoney > 0) {
    const spent = await tx
      .select({ type: memberAccount.accountType, sum: sql<number>`coalesce(sum(${memberAccount.accountData}), 0)::bigint` })
      .from(memberAccount)
      .where(
        and(
          eq(memberAccount.memberId, o.memberId),
          eq(memberAccount.fromType, BALANCE_FROM_ORDER),
          eq(memberAccount.relateTag, o.orderNo),
          inArray(memberAccount.accountType, ['balance', 'balance_money']),
        ),
      )
      .groupBy(memberAccount.accountType);
    const balance = -Number(spent.find((s) => s.type === 'balance')?.sum ?? 0);
    const balanceMoney = -Number(spent.find((s) => s.type === 'balance_money')?.sum ?? 0);
    if (balance + balanceMoney !== o.balanceMoney) {
      throw new Error(`order ${o.orderNo}: ledger ${balance + balanceMoney} does not match balance_money ${o.balanceMoney}`);
    }
    await changeAccounts(
      tx,
      o.memberId,
      { balance, balance_money: balanceMoney },
      { fromType: BALANCE_FROM_ORDER_CLOSE, typeName: '订单关闭', relateTag: o.orderNo, remark: `order ${o.orderNo} closed` },
    );
  }
  // What other modules' checkout steps took (points of an exchange, a group seat …) goes back in this transaction.
  for (const step of steps) await step(tx, { orderId, orderType: o.orderType, memberId: o.memberId, promotionType: o.promotionType });
  return true;
};
