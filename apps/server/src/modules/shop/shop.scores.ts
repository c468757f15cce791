import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../infra/db/client';
import { shop } from './shop.tables';

/** One order's shop scores, 1–5 each. */
export interface ShopScores {
  desccredit: number;
  servicecredit: number;
  deliverycredit: number;
}

/**
 * Blends one order's scores into the shop's running scores (×100 integers): `weight` is the number of
 * scores the current value stands for, an expression the reviews' owner computes in the same statement.
 */
export const blendShopScoresTx = async (tx: Db, siteId: number, scores: ShopScores, weight: SQL): Promise<void> => {
  const blend = (col: AnyPgColumn, score: number) => sql`round((${col} * ${weight} + ${score * 100}) / (${weight} + 1))`;
  await tx
    .update(shop)
    .set({
      shopDesccredit: blend(shop.shopDesccredit, scores.desccredit),
      shopServicecredit: blend(shop.shopServicecredit, scores.servicecredit),
      shopDeliverycredit: blend(shop.shopDeliverycredit, scores.deliverycredit),
    })
    .where(eq(shop.siteId, siteId));
};
