import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import { nowSeconds } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { sweepRows } from '../../../infra/jobs/sweep';
import { returnStockTx } from '../../goods';
import { promotionStockHold } from './engine.tables';

/**
 * Why activity stock is held before the order transaction: an activity SKU (a seckill's above all) is one row
 * every buyer needs. Taken inside the order transaction, its lock lasts until that transaction's last round
 * trip and commit, so buyers queue one whole checkout at a time. Taken here, by one statement (the SQL function
 * `promotion_hold_take` of migration 0013, which takes the goods SKU and then the activity SKU, the lock order
 * of a close, and writes the hold), the lock lasts one statement; the order transaction then only deletes its
 * own hold row. A checkout that fails gives its hold back at once; a hold whose process died is given back by
 * the hold sweep after `HOLD_SECONDS`.
 */
export const HOLD_SECONDS = 300;

/** What `holdActivityStock` answers: the hold's id, which stock was short, or that there is no such activity SKU. */
export type HoldResult = { holdId: number } | { short: 'activity' | 'goods' } | { unknown: true };

const codeOf = (e: unknown): string | undefined => {
  for (let err = e as { code?: string; cause?: unknown } | undefined, i = 0; err && i < 4; i++) {
    if (typeof err.code === 'string') return err.code;
    err = err.cause as typeof err;
  }
  return undefined;
};

/** Which activity SKU a checkout buys: a row of the activity (the detail page's), the SKU chosen, the quantity. */
export interface HoldKey {
  kind: string;
  rowId: number;
  skuId: number;
  num: number;
}

/** Takes `num` units of the activity SKU and of its goods SKU for `memberId`, outside any transaction. */
export const holdActivityStock = async (db: Db, key: HoldKey, memberId: number): Promise<HoldResult> => {
  try {
    const rows = rowsOf<{ id: number | string }>(
      await db.execute(
        sql`select promotion_hold_take(${key.kind}::varchar, ${key.rowId}::int, ${key.skuId}::int, ${key.num}::int, ${memberId}::int, ${nowSeconds()}::bigint) as id`,
      ),
    );
    const id = Number(rows[0]?.id ?? 0);
    return id > 0 ? { holdId: id } : id < 0 ? { short: 'activity' } : { unknown: true };
  } catch (e) {
    // The function refuses with its own codes once it has taken part of the units (the statement rolls back).
    const code = codeOf(e);
    if (code === 'MH001') return { short: 'goods' };
    if (code === 'MH002') return { short: 'activity' };
    throw e;
  }
};

/** The order transaction's part: deletes its hold, so its units now belong to the order; false when it is gone. */
export const consumeHoldTx = async (tx: Db, holdId: number): Promise<boolean> => {
  const gone = await tx.delete(promotionStockHold).where(eq(promotionStockHold.id, holdId)).returning({ id: promotionStockHold.id });
  return gone.length === 1;
};

/** Gives a hold's units back inside `tx`, once: only the transaction that deletes the hold row returns them. */
const releaseHoldTx = async (tx: Db, holdId: number): Promise<boolean> => {
  const [hold] = await tx.delete(promotionStockHold).where(eq(promotionStockHold.id, holdId)).returning();
  if (!hold) return false;
  // Goods SKU first, then the activity SKU: the lock order of the take and of a close.
  await returnStockTx(tx, new Map([[hold.skuId, hold.num]]));
  await tx.execute(
    sql`update promotion_activity_sku set stock = stock + ${hold.num}, sale_num = greatest(sale_num - ${hold.num}, 0) where id = ${hold.activitySkuId}`,
  );
  return true;
};

/** A failed checkout gives its hold back at once (a no-op when the order transaction had consumed it). */
export const releaseHold = (db: Db, holdId: number): Promise<boolean> => db.transaction((tx) => releaseHoldTx(tx, holdId));

/** Gives back the holds older than `HOLD_SECONDS`, one transaction each, safe with several processes. */
export const releaseStaleHolds = (deps: JobDeps, now: number): Promise<number> =>
  sweepRows(
    deps.database.db,
    async (tx, skip) => {
      const due = lte(promotionStockHold.createTime, now - HOLD_SECONDS);
      const [row] = await tx
        .select({ id: promotionStockHold.id })
        .from(promotionStockHold)
        .where(skip.length > 0 ? and(due, notInArray(promotionStockHold.id, [...skip])) : due)
        .orderBy(asc(promotionStockHold.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    releaseHoldTx,
  );

export const promotionHoldJob: NamedJob = { name: 'promotion-hold', run: releaseStaleHolds };
