import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { rowsOf } from '../../infra/db/rows';
import { syncGoodsFromSkus } from './goods.service';

/** A promotion whose price SKUs carry while it runs (the limited discount): its type and window. */
export interface SkuPromotionWindow {
  promotionType: string;
  startTime: number;
  endTime: number;
}

const goodsIdsOf = (rows: unknown): number[] => [...new Set(rowsOf<{ goods_id: number }>(rows).map((r) => Number(r.goods_id)))];

/**
 * Puts a promotion's prices on SKUs (`discount_price`, never above the SKU's price, with the promotion's type and
 * window), then refreshes their goods rows' list fields (whose triggers carry them to the attribute index and raise
 * the goods list and answer versions). Inside the caller's transaction.
 */
export const putSkuPromotionPricesTx = async (
  tx: Db,
  prices: ReadonlyArray<{ skuId: number; price: number }>,
  w: SkuPromotionWindow,
): Promise<void> => {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((p) => sql`(${p.skuId}::int, ${p.price}::bigint)`),
    sql`, `,
  );
  const ids = goodsIdsOf(
    await tx.execute(sql`update goods_sku s set discount_price = least(v.price, s.price), promotion_type = ${w.promotionType},
        start_time = ${w.startTime}, end_time = ${w.endTime}
      from (values ${values}) as v(sku_id, price)
      where v.sku_id = s.sku_id
      returning s.goods_id`),
  );
  await syncGoodsFromSkus(tx, ids);
};

/**
 * Takes a promotion's prices off SKUs (`discount_price = price`, no promotion, no window): only those still carrying
 * this promotion's type and window, so a later promotion of the same SKU is left alone.
 */
export const clearSkuPromotionPricesTx = async (tx: Db, skuIds: readonly number[], w: SkuPromotionWindow): Promise<void> => {
  if (skuIds.length === 0) return;
  const ids = goodsIdsOf(
    await tx.execute(sql`update goods_sku s set discount_price = s.price, promotion_type = '', start_time = 0, end_time = 0
      where s.sku_id in (${sql.join(
        skuIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and s.promotion_type = ${w.promotionType} and s.start_time = ${w.startTime} and s.end_time = ${w.endTime}
      returning s.goods_id`),
  );
  await syncGoodsFromSkus(tx, ids);
};
