import { sql } from 'drizzle-orm';
import { DISCOUNT_PROMOTION_TYPE } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { syncGoodsFromSkus } from '../../goods';
import { ActivityStatus, type ActivityMoveHook } from '../engine';

/** The activity a discount's prices are put on or taken off for: its id and window. */
export interface DiscountWindow {
  activityId: number;
  startTime: number;
  endTime: number;
}

const goodsIdsOf = (rows: unknown): number[] => [...new Set(rowsOf<{ goods_id: number }>(rows).map((r) => Number(r.goods_id)))];

/**
 * Puts a running discount on its SKUs: `discount_price` (never above the SKU's price), `promotion_type` and the
 * window; then the goods rows' list fields (and, by their triggers, the attribute index and the goods list and
 * answer versions). Inside the caller's transaction.
 */
export const applyDiscountTx = async (tx: Db, a: DiscountWindow): Promise<void> => {
  const ids = goodsIdsOf(
    await tx.execute(sql`update goods_sku s set discount_price = least(p.price, s.price), promotion_type = ${DISCOUNT_PROMOTION_TYPE},
        start_time = ${a.startTime}, end_time = ${a.endTime}
      from promotion_activity_sku p
      where p.activity_id = ${a.activityId} and p.sku_id = s.sku_id
      returning s.goods_id`),
  );
  await syncGoodsFromSkus(tx, ids);
};

/**
 * Takes a discount off its SKUs (`discount_price = price`, no promotion, no window). Only SKUs that still carry
 * this activity's window are touched, so a later discount of the same SKU is left alone.
 */
export const restoreDiscountTx = async (tx: Db, a: DiscountWindow): Promise<void> => {
  const ids = goodsIdsOf(
    await tx.execute(sql`update goods_sku s set discount_price = s.price, promotion_type = '', start_time = 0, end_time = 0
      from promotion_activity_sku p
      where p.activity_id = ${a.activityId} and p.sku_id = s.sku_id and s.promotion_type = ${DISCOUNT_PROMOTION_TYPE}
        and s.start_time = ${a.startTime} and s.end_time = ${a.endTime}
      returning s.goods_id`),
  );
  await syncGoodsFromSkus(tx, ids);
};

/** The promotion timer's follow-up for discounts: ended ones come off first, then started ones go on. */
export const discountMoveHook: ActivityMoveHook = async (tx, moved) => {
  for (const m of moved.filter((x) => x.status === ActivityStatus.ENDED)) await restoreDiscountTx(tx, m);
  for (const m of moved.filter((x) => x.status === ActivityStatus.RUNNING)) await applyDiscountTx(tx, m);
};
