import { eq } from 'drizzle-orm';
import { DISCOUNT_PROMOTION_TYPE } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { clearSkuPromotionPricesTx, putSkuPromotionPricesTx } from '../../goods';
import { ActivityStatus, promotionActivitySku, type ActivityMoveHook } from '../engine';

/** The activity a discount's prices are put on or taken off for: its id and window. */
export interface DiscountWindow {
  activityId: number;
  startTime: number;
  endTime: number;
}

/** The activity's SKUs with their discount prices (its own table). */
const skuPricesOf = async (tx: Db, activityId: number) =>
  tx
    .select({ skuId: promotionActivitySku.skuId, price: promotionActivitySku.price })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, activityId));

const windowOf = (a: DiscountWindow) => ({ promotionType: DISCOUNT_PROMOTION_TYPE, startTime: a.startTime, endTime: a.endTime });

/**
 * Puts a running discount on its SKUs: `discount_price` (never above the SKU's price), `promotion_type` and the
 * window; the goods module then refreshes the goods rows' list fields. Inside the caller's transaction.
 */
export const applyDiscountTx = async (tx: Db, a: DiscountWindow): Promise<void> =>
  putSkuPromotionPricesTx(tx, await skuPricesOf(tx, a.activityId), windowOf(a));

/**
 * Takes a discount off its SKUs (`discount_price = price`, no promotion, no window). Only SKUs that still carry
 * this activity's window are touched, so a later discount of the same SKU is left alone.
 */
export const restoreDiscountTx = async (tx: Db, a: DiscountWindow): Promise<void> =>
  clearSkuPromotionPricesTx(
    tx,
    (await skuPricesOf(tx, a.activityId)).map((p) => p.skuId),
    windowOf(a),
  );

/** The promotion timer's follow-up for discounts: ended ones come off first, then started ones go on. */
export const discountMoveHook: ActivityMoveHook = async (tx, moved) => {
  for (const m of moved.filter((x) => x.status === ActivityStatus.ENDED)) await restoreDiscountTx(tx, m);
  for (const m of moved.filter((x) => x.status === ActivityStatus.RUNNING)) await applyDiscountTx(tx, m);
};
