import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { rowsOf } from '../../infra/db/rows';
import { goods, goodsSku } from './goods.tables';

/** Quantities per SKU id. */
export type SkuQuantities = ReadonlyMap<number, number>;

const lockSkus = async (tx: Db, skuIds: number[]): Promise<void> => {
  await tx.select({ id: goodsSku.skuId }).from(goodsSku).where(inArray(goodsSku.skuId, skuIds)).orderBy(asc(goodsSku.skuId)).for('update');
};

/**
 * `select sku_id … order by sku_id for update`: as the sub-select of an UPDATE's WHERE it locks the rows in id
 * order, each before the UPDATE can change it, so concurrent checkouts and payments cannot deadlock, in one
 * statement instead of a locking SELECT and then the UPDATE.
 */
export const skusLockedInOrder = (tx: Db, skuIds: number[]) =>
  tx.select({ id: goodsSku.skuId }).from(goodsSku).where(inArray(goodsSku.skuId, skuIds)).orderBy(asc(goodsSku.skuId)).for('update');

/** Locks one SKU's row until the caller's transaction ends and answers its stock (0 when there is no such SKU). */
export const lockSkuStockTx = async (tx: Db, skuId: number): Promise<number> => {
  const [row] = await tx.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, skuId)).for('update');
  return row?.stock ?? 0;
};

const valuesOf = (skuIds: number[], n: SkuQuantities): SQL =>
  sql.join(
    skuIds.map((id) => sql`(${id}::int, ${n.get(id)!}::int)`),
    sql`, `,
  );

/**
 * Takes every quantity from its SKU's stock inside the caller's transaction, in one guarded UPDATE that
 * leaves a SKU untouched when it has too little; the SKU rows are locked in id order by its sub-select
 * before any is changed. Answers the SKU ids that were short (empty when all was taken); the caller then
 * rolls its transaction back.
 */
export const takeStockTx = async (tx: Db, need: SkuQuantities): Promise<number[]> => {
  const skuIds = [...need.keys()].sort((a, b) => a - b);
  if (skuIds.length === 0) return [];
  const taken = await tx.execute(
    sql`update goods_sku s set stock = s.stock - v.n from (values ${valuesOf(skuIds, need)}) as v(sku_id, n) where s.sku_id = v.sku_id and s.stock >= v.n and s.sku_id in ${skusLockedInOrder(tx, skuIds)} returning s.sku_id`,
  );
  const got = new Set(rowsOf<{ sku_id: number }>(taken).map((r) => Number(r.sku_id)));
  return skuIds.filter((id) => !got.has(id));
};

/** Puts quantities back into SKU stock inside the caller's transaction (SKU rows locked in id order first). */
export const returnStockTx = async (tx: Db, back: SkuQuantities): Promise<void> => {
  const skuIds = [...back.keys()].sort((a, b) => a - b);
  if (skuIds.length === 0) return;
  await lockSkus(tx, skuIds);
  await tx.execute(
    sql`update goods_sku s set stock = s.stock + v.n from (values ${valuesOf(skuIds, back)}) as v(sku_id, n) where s.sku_id = v.sku_id`,
  );
};

/**
 * Undoes one refunded line's sale: SKU and goods `sale_num` shrink by `num`, and with `restock` the
 * quantity goes back to the SKU's stock (the goods table keeps no stock total). Rows are locked SKU first,
 * then goods (as payment and checkout do). Call inside a transaction.
 */
export const undoSaleTx = async (tx: Db, line: { skuId: number; goodsId: number; num: number }, restock: boolean): Promise<void> => {
  await tx.select({ id: goodsSku.skuId }).from(goodsSku).where(eq(goodsSku.skuId, line.skuId)).for('update');
  await tx
    .update(goodsSku)
    .set({
      saleNum: sql`greatest(${goodsSku.saleNum} - ${line.num}, 0)`,
      ...(restock ? { stock: sql`${goodsSku.stock} + ${line.num}` } : {}),
    })
    .where(eq(goodsSku.skuId, line.skuId));
  await tx.select({ id: goods.goodsId }).from(goods).where(eq(goods.goodsId, line.goodsId)).for('update');
  await tx
    .update(goods)
    .set({ saleNum: sql`greatest(${goods.saleNum} - ${line.num}, 0)` })
    .where(eq(goods.goodsId, line.goodsId));
};
