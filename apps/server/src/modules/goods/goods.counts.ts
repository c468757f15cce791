import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { goods } from './goods.tables';

/** One more member collected the goods (inside the caller's transaction). */
export const addCollectNumTx = async (tx: Db, goodsId: number): Promise<void> => {
  await tx
    .update(goods)
    .set({ collectNum: sql`${goods.collectNum} + 1` })
    .where(eq(goods.goodsId, goodsId));
};

/** One more view of the goods. */
export const addClickNum = async (db: Db, goodsId: number): Promise<void> => {
  await db
    .update(goods)
    .set({ clickNum: sql`${goods.clickNum} + 1` })
    .where(eq(goods.goodsId, goodsId));
};

/**
 * Sets the goods' review count (`goods.evaluate`) to `count`, an expression the reviews' owner computes
 * in the same statement so the count cannot go stale between reading and writing.
 */
export const setEvaluateCountTx = async (tx: Db, goodsId: number, count: SQL): Promise<void> => {
  await tx.update(goods).set({ evaluate: count }).where(eq(goods.goodsId, goodsId));
};

/** `n` members stopped collecting the goods (inside the caller's transaction; never below zero). */
export const removeCollectNumTx = async (tx: Db, goodsId: number, n: number): Promise<void> => {
  await tx
    .update(goods)
    .set({ collectNum: sql`greatest(${goods.collectNum} - ${n}, 0)` })
    .where(eq(goods.goodsId, goodsId));
};
