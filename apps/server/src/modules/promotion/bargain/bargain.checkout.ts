import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { ActivityStatus, type PromotionCheckoutLine, type PromotionCheckoutSource } from '../engine';
import { bargainKind } from './bargain.kind';
import { buyEndOf, launchStatusAt } from './bargain.launch';
import { bargainMessages } from './bargain.messages';
import { promotionBargainLaunch } from './bargain.tables';

/**
 * A bargain order is made from a launch (`launch_id`), one piece at the launch's current price, by its launcher:
 * when it succeeded (at the floor, or its time ran out with `buy_type` 0), or while it is going with `buy_type` 0.
 * The launch's unit of bargain stock was reserved at launch, so the order takes none of it (line `activitySkuId` 0)
 * and records no activity on the order (`promotion_id` 0: closing the order gives no activity stock back, the unit
 * stays with the launch). One order per launch: the launch row is locked while the order is made, and the create
 * transaction writes the order on it with a guarded UPDATE (`order_id` 0 → the order), which also ends the cutting
 * (status 1). When that order closes unpaid, `bargainOrderClosed` frees the launch (`order_id` 0) and it may be
 * ordered again while its bargain is not closed, until its `buy_end_time` (then the sweep gives its unit back).
 */
const refuse = (key: string) => new AppError(key, Code.ERROR, undefined, { error_code: 1 });

type Row = {
  launch_id: number;
  member_id: number;
  goods_id: number;
  sku_id: number;
  curr_price: number;
  floor_price: number;
  buy_type: number;
  status: number;
  end_time: number;
  order_id: number;
  a_status: number;
};

export const bargainCheckoutSource = (launchId: number, memberId: number): PromotionCheckoutSource => ({
  kind: bargainKind,
  // Inside the create transaction, the lock queues a second order of the launch (and the expiry sweep, which skips it) behind this one.
  resolve: async (db, at): Promise<PromotionCheckoutLine[]> => {
    const [r] = rowsOf<Row>(
      await db.execute(sql`select l.launch_id, l.member_id, l.goods_id, l.sku_id, l.curr_price, l.floor_price, l.buy_type, l.status,
        l.end_time, l.order_id, a.status as a_status
        from promotion_bargain_launch l join promotion_activity a on a.activity_id = l.activity_id
        where l.launch_id = ${launchId} for update of l`),
    );
    if (!r) throw refuse(bargainMessages.bargainLaunchNotExist);
    if (Number(r.member_id) !== memberId) throw refuse(bargainMessages.bargainNotMine);
    if (Number(r.a_status) === ActivityStatus.CLOSED) throw refuse(bargainMessages.bargainNotRunning);
    const l = {
      status: Number(r.status),
      endTime: Number(r.end_time),
      currPrice: Number(r.curr_price),
      floorPrice: Number(r.floor_price),
      buyType: Number(r.buy_type),
      orderId: Number(r.order_id),
    };
    const s = launchStatusAt(l, at);
    // failed, or succeeded and then left unordered past its buy end
    if (s === 2) throw refuse(launchStatusAt(l, buyEndOf(l) - 1) === 1 ? bargainMessages.bargainBuyExpired : bargainMessages.bargainFailed);
    if (s === 0 && l.buyType !== 0) throw refuse(bargainMessages.bargainNotFloor);
    if (Number(r.order_id) !== 0) throw refuse(bargainMessages.bargainOrdered);
    return [
      {
        kind: bargainKind,
        activityId: 0,
        activitySkuId: 0,
        skuId: Number(r.sku_id),
        goodsId: Number(r.goods_id),
        num: 1,
        price: l.currPrice,
        maxBuy: 0,
      },
    ];
  },
  created: async (tx, { orderIds }) => {
    const moved = await tx
      .update(promotionBargainLaunch)
      .set({ orderId: orderIds[0]!, status: 1 })
      .where(and(eq(promotionBargainLaunch.launchId, launchId), eq(promotionBargainLaunch.orderId, 0)))
      .returning({ id: promotionBargainLaunch.launchId });
    if (moved.length !== 1) throw refuse(bargainMessages.bargainOrdered);
  },
});

/** An unpaid bargain order closed (buyer or sweep, in the closing transaction): its launch may be ordered again. */
export const bargainOrderClosed = async (tx: Db, o: { orderId: number }): Promise<void> => {
  await tx.update(promotionBargainLaunch).set({ orderId: 0 }).where(eq(promotionBargainLaunch.orderId, o.orderId));
};
