import { eq, sql } from 'drizzle-orm';
import { nowSeconds, type OrderCreateParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { checkPayPassword, member } from '../member';
import type { PaidHandlers } from '../pay';
import { consumeHoldTx, holdActivityStock, releaseHold, type PromotionCheckoutSource } from '../promotion';
import { calculateCheckout, checkoutError } from './order.calculate';
import { createInRush, joinsRush, type CreateAlone } from './order.rush';
import { writeOrdersTx, type CreatedOrders, type OrderSource, type PrepaidCheckout } from './order.write';

export type { CreatedOrders, OrderSource, PrepaidCheckout } from './order.write';

/**
 * Creates the orders of a checkout inside `tx` (one per shop) from a fresh server-side calculation (the
 * member row locked first), then writes them (`writeOrdersTx`). Any failure throws and the caller's
 * transaction rolls everything back.
 */
export const createOrdersTx = async (
  tx: Db,
  memberId: number,
  p: OrderCreateParams,
  source: OrderSource,
  paidHandlers: PaidHandlers,
  promotion?: PromotionCheckoutSource,
  /** The hold (`engine.hold.ts`) that already took the promotion line's units of both stocks. */
  holdId?: number,
  prepaid?: PrepaidCheckout,
): Promise<CreatedOrders> => {
  const held = holdId !== undefined && promotion !== undefined;
  const c = await calculateCheckout(
    tx,
    memberId,
    p,
    'create',
    held ? { kind: promotion.kind, resolve: (db, at) => promotion.resolve(db, at, true) } : promotion,
  );
  // The hold becomes the order's first: a hold the sweep gave back meanwhile fails the checkout.
  if (held && !(await consumeHoldTx(tx, holdId))) throw checkoutError(promotion.kind.messages.stockShort);
  return (await writeOrdersTx(tx, paidHandlers, [{ c, memberId, source, promotion, prepaid }]))[0]!;
};

/**
 * `/api/ordercreate/create`: checks the payment password first when balance is to be used and the
 * member has one (outside the transaction, so failed tries are counted), then creates everything in one
 * transaction (a rush kind's checkout in a batch with others, `order.rush.ts`) and answers the `out_trade_no`.
 */
export const createOrders = async (
  db: Db,
  memberId: number,
  p: OrderCreateParams,
  source: OrderSource,
  paidHandlers: PaidHandlers,
  promotion?: PromotionCheckoutSource,
): Promise<string> => {
  if (p.is_balance === 1) {
    const [m] = await db
      .select({ payPassword: member.payPassword, total: sql<number>`(${member.balance} + ${member.balanceMoney})::bigint` })
      .from(member)
      .where(eq(member.memberId, memberId));
    if (m && m.payPassword !== '' && Number(m.total) > 0) await checkPayPassword(db, memberId, p.pay_password ?? '');
  }
  if (joinsRush(p, promotion)) {
    const alone: CreateAlone = (r) => createAlone(db, r.memberId, r.p, r.source, paidHandlers, r.promotion);
    return createInRush(db, { memberId, p, source, promotion }, paidHandlers, alone);
  }
  return createAlone(db, memberId, p, source, paidHandlers, promotion);
};

/** One checkout in its own transaction; an activity line's units held first (`engine.hold.ts`). */
const createAlone = async (
  db: Db,
  memberId: number,
  p: OrderCreateParams,
  source: OrderSource,
  paidHandlers: PaidHandlers,
  promotion?: PromotionCheckoutSource,
): Promise<string> => {
  if (!promotion?.holdKey)
    return (await db.transaction((tx) => createOrdersTx(tx, memberId, p, source, paidHandlers, promotion))).outTradeNo;
  // An activity line: its units held first by one short statement (`engine.hold.ts`), a sold-out activity
  // refused by that statement alone; then the order transaction, which checks the line and consumes the hold.
  const hold = await holdActivityStock(db, promotion.holdKey, memberId);
  if ('unknown' in hold) {
    // No such activity SKU: the line's own check says why (unknown activity, another kind's, a SKU not in it).
    await promotion.resolve(db, nowSeconds());
    throw checkoutError(promotion.kind.messages.notExist);
  }
  // Either stock short: to the buyer the activity has no unit left for them.
  if ('short' in hold) throw checkoutError(promotion.kind.messages.stockShort);
  try {
    return (await db.transaction((tx) => createOrdersTx(tx, memberId, p, source, paidHandlers, promotion, hold.holdId))).outTradeNo;
  } catch (e) {
    await releaseHold(db, hold.holdId);
    throw e;
  }
};
