import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { lockSkuStockTx, takeStockTx } from '../../goods';
import { promotionActivitySku } from './engine.tables';

/**
 * Takes `n` from an activity SKU's own stock (and counts the sale) in one guarded UPDATE inside the checkout's
 * transaction; false when too little is left (the caller rolls back). The row stays locked until the commit, so
 * concurrent buyers queue on it and none can take what another took.
 */
export const takeActivityStockTx = async (tx: Db, activitySkuId: number, n: number): Promise<boolean> => {
  const taken = await tx
    .update(promotionActivitySku)
    .set({ stock: sql`${promotionActivitySku.stock} - ${n}`, saleNum: sql`${promotionActivitySku.saleNum} + ${n}` })
    .where(and(eq(promotionActivitySku.id, activitySkuId), gte(promotionActivitySku.stock, n)))
    .returning({ id: promotionActivitySku.id });
  return taken.length === 1;
};

/**
 * Gives an unpaid order's quantities back to its activity's SKUs (stock up, sales down) inside the transaction
 * closing it; `closeOrderTx` calls it only after its guarded move to closed succeeded, so it runs once per order.
 * A SKU since removed from the activity has nothing to give back to; an order of a promotion outside the engine
 * (a combo: `kind` not an activity's) neither.
 */
export const returnActivityStockTx = async (tx: Db, kind: string, activityId: number, back: ReadonlyMap<number, number>): Promise<void> => {
  const skuIds = [...back.keys()].sort((a, b) => a - b);
  if (skuIds.length === 0) return;
  const values = sql.join(
    skuIds.map((id) => sql`(${id}::int, ${back.get(id)!}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update promotion_activity_sku s set stock = s.stock + v.n, sale_num = greatest(s.sale_num - v.n, 0)
      from (values ${values}) as v(sku_id, n) where s.activity_id = ${activityId} and s.sku_id = v.sku_id
      and exists (select 1 from promotion_activity a where a.activity_id = s.activity_id and a.kind = ${kind})`,
  );
};

/**
 * A batch of checkouts of one activity SKU (`order/order.rush.ts`) locks its goods SKU, then the activity SKU
 * (the lock order of a take and of a close) until its commit, and answers how many units both still have.
 */
export const lockRushStockTx = async (tx: Db, activitySkuId: number, skuId: number): Promise<number> => {
  const goodsLeft = await lockSkuStockTx(tx, skuId);
  const [activity] = await tx
    .select({ stock: promotionActivitySku.stock })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.id, activitySkuId))
    .for('update');
  return Math.max(0, Math.min(goodsLeft, activity?.stock ?? 0));
};

/** Takes `n` units of both stocks locked by `lockRushStockTx` (and counts the activity's sale); throws when short. */
export const takeRushStockTx = async (tx: Db, activitySkuId: number, skuId: number, n: number): Promise<void> => {
  const goodsShort = await takeStockTx(tx, new Map([[skuId, n]]));
  if (goodsShort.length > 0 || !(await takeActivityStockTx(tx, activitySkuId, n)))
    throw new Error(`rush stock of activity SKU ${activitySkuId}: ${n} units not there`);
};
