import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../infra/db/client';
import { goods, goodsSku } from './goods.tables';
import { skusLockedInOrder } from './goods.stock';

/** One sold line: `num` pieces of a SKU of a goods. */
export interface SoldLine {
  skuId: number;
  goodsId: number;
  num: number;
}

const sumBy = (lines: readonly SoldLine[], key: 'skuId' | 'goodsId'): Map<number, number> => {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l[key], (out.get(l[key]) ?? 0) + l.num);
  return out;
};

/** `CASE id WHEN … THEN n … END`: one statement per table, however many lines a checkout has. */
const byId = (id: AnyPgColumn, n: Map<number, number>): SQL =>
  sql`(case ${id} ${sql.join(
    [...n].map(([k, v]) => sql`when ${k} then ${v}::int`),
    sql` `,
  )} end)`;

/**
 * Grows SKU and goods `sale_num` by the sold lines, inside the caller's transaction: one UPDATE for the SKU
 * rows, then one for the goods rows, each locking its rows in id order through its sub-select (as checkout
 * does) so concurrent payments cannot deadlock.
 */
export const addSalesTx = async (tx: Db, lines: readonly SoldLine[]): Promise<void> => {
  const perSku = sumBy(lines, 'skuId');
  const perGoods = sumBy(lines, 'goodsId');
  if (perSku.size > 0) {
    const ids = [...perSku.keys()];
    await tx
      .update(goodsSku)
      .set({ saleNum: sql`${goodsSku.saleNum} + ${byId(goodsSku.skuId, perSku)}` })
      .where(inArray(goodsSku.skuId, skusLockedInOrder(tx, ids)));
  }
  if (perGoods.size > 0) {
    const ids = [...perGoods.keys()];
    await tx
      .update(goods)
      .set({ saleNum: sql`${goods.saleNum} + ${byId(goods.goodsId, perGoods)}` })
      .where(
        inArray(
          goods.goodsId,
          tx.select({ id: goods.goodsId }).from(goods).where(inArray(goods.goodsId, ids)).orderBy(asc(goods.goodsId)).for('update'),
        ),
      );
  }
};
