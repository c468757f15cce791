import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { buildGoodsSpecFormat, goodsSkuDetail, readSkuSpec, readStoredSpecs } from '../../goods';

/**
 * What the shopper read side of every kind shares: the goods detail of an activity SKU with only the activity's
 * SKUs selectable, the `{type:'again'}` answer of a spec switch to a SKU outside the activity, and the facts a
 * poster draws. A kind adds its own fields (price name, status numbering, limits).
 */

/** The activity SKU a detail is built for (raw row numbers as the driver gives them). */
export interface ActivityDetailRow {
  activity_id: number;
  goods_id: number;
  sku_id: number;
}

/**
 * The goods detail of the row's SKU with its `goods_spec_format` re-encoded to the activity's SKUs, each with its
 * activity stock (reference §4.18). `scope`: `goods` takes the activity's SKUs of the row's goods, `activity` all
 * of the activity's SKUs in the order they were added (an activity of one goods).
 */
export const activitySkuDetail = async (
  db: Db,
  row: ActivityDetailRow,
  memberId: number | null | undefined,
  scope: 'goods' | 'activity',
) => {
  const base = await goodsSkuDetail(db, Number(row.sku_id), memberId);
  const which =
    scope === 'goods'
      ? sql`s.activity_id = ${row.activity_id} and s.goods_id = ${row.goods_id}`
      : sql`s.activity_id = ${row.activity_id} order by s.id`;
  const siblings = rowsOf<{ sku_id: number; stock: number; sku_spec_format: unknown; goods_spec_format: unknown }>(
    await db.execute(sql`select s.sku_id, s.stock, k.sku_spec_format, g.goods_spec_format
      from promotion_activity_sku s join goods_sku k on k.sku_id = s.sku_id join goods g on g.goods_id = s.goods_id
      where ${which}`),
  );
  const own = siblings.find((s) => Number(s.sku_id) === Number(row.sku_id));
  const specFormat = buildGoodsSpecFormat(
    readStoredSpecs(siblings[0]?.goods_spec_format),
    siblings.map((s) => ({ sku_id: Number(s.sku_id), stock: Number(s.stock), spec: readSkuSpec(s.sku_spec_format) })),
    readSkuSpec(own?.sku_spec_format),
  );
  return { base, goodsSpecFormat: JSON.stringify(specFormat) };
};

/**
 * The `info` answer of a spec switch: the detail of `skuId`'s row when it is in the activity, else
 * `{type:'again'}` with a SKU that is (`find()` without a SKU); `notExist` when the activity has none.
 */
export const activitySkuInfo = async <R extends { sku_id: number }, T>(
  find: (skuId?: number) => Promise<R | undefined>,
  skuId: number,
  notExist: () => Error,
  detail: (row: R) => Promise<T>,
): Promise<T | { type: 'again'; sku_id: number }> => {
  const row = await find(skuId);
  if (!row) {
    const first = await find();
    if (!first) throw notExist();
    return { type: 'again', sku_id: Number(first.sku_id) };
  }
  return detail(row);
};

/** What a poster draws of a SKU besides its price: its picture, title (SKU name, else goods name) and shop. */
export const skuPosterFacts = async (db: Db, skuId: number) => {
  const [k] = rowsOf<{ sku_name: string; goods_name: string; sku_image: string; site_name: string }>(
    await db.execute(sql`select k.sku_name, g.goods_name, k.sku_image, sh.site_name from goods_sku k join goods g on g.goods_id = k.goods_id
      join shop sh on sh.site_id = g.site_id where k.sku_id = ${skuId}`),
  );
  return k ? { image: k.sku_image, title: k.sku_name || k.goods_name, shop: k.site_name } : undefined;
};
