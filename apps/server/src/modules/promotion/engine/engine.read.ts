import { sql, type SQL } from 'drizzle-orm';
import { Code, formatFen, GOODS_STATE, GOODS_VERIFY_STATE, nowSeconds, PROMOTION_STATUS, SHOP_STATUS, type Paged } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { buildGoodsSpecFormat, goodsSkuDetail, readSkuSpec, readStoredSpecs } from '../../goods';
import type { PromotionKind } from './engine.kinds';
import { activityStatusAt } from './engine.status';

/**
 * What the shopper read side of every kind shares: the goods page of its activities, the goods detail of an
 * activity SKU with only the activity's SKUs selectable, the `{type:'again'}` answer of a spec switch to a SKU
 * outside the activity, and the facts a poster draws. A kind adds its own fields (price name, status numbering,
 * limits).
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

/** The kind's wire status of an activity read by raw SQL (numbers as the driver gives them). */
export const wireStatusOf = (kind: PromotionKind, a: { status: number; start_time: number; end_time: number }, at: number): number =>
  kind.wireStatus[activityStatusAt({ status: Number(a.status), startTime: Number(a.start_time), endTime: Number(a.end_time) }, at)];

/** What a goods page row holds of the goods beside the kind's fields. */
export interface ActivityGoodsCols {
  site_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  goods_price: number;
  goods_name: string;
  goods_image: string;
}

/** The goods fields of a goods page item, as every kind shows them (`price`: the SKU's own price). */
export const activityGoodsItem = (r: ActivityGoodsCols) => ({
  site_id: Number(r.site_id),
  goods_id: Number(r.goods_id),
  sku_id: Number(r.sku_id),
  goods_name: r.goods_name,
  sku_name: r.sku_name,
  sku_image: r.sku_image,
  goods_image: r.goods_image,
  price: formatFen(Number(r.goods_price)),
});

/**
 * A kind's goods page: its activities not closed and not over (running first, then those about to start), each as
 * its cheapest SKU, of goods on sale in open shops. `fields`: what the kind selects over `a` (the activity) and `s`
 * (its SKU row), with at least `a.activity_id, a.start_time, a.site_id, s.goods_id, s.sku_id`.
 */
export const activityGoodsPage = async <R, T>(
  db: Db,
  kind: string,
  p: { site_id?: number; goods_id_arr?: string; page: number; page_size: number },
  fields: SQL,
  at: number,
  item: (r: R & ActivityGoodsCols) => T,
): Promise<Paged<T>> => {
  const site = p.site_id ? sql`and a.site_id = ${p.site_id}` : sql``;
  const ids = p.goods_id_arr ? p.goods_id_arr.split(',').map(Number) : [];
  const only =
    ids.length > 0
      ? sql`and s.goods_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<R & ActivityGoodsCols & { total: number }>(
    await db.execute(sql`select x.*, count(*) over () as total from (
      select distinct on (a.activity_id) ${fields},
        k.sku_name, k.sku_image, k.discount_price as goods_price, g.goods_name, g.goods_image
      from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where a.kind = ${kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.end_time > ${at}
        and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON} and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED}
        and sh.shop_status = ${SHOP_STATUS.open} ${site} ${only}
      order by a.activity_id, s.price, s.id
    ) x order by (x.start_time > ${at}), x.start_time, x.activity_id
    limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { page_count: Math.ceil(count / p.page_size), count, list: rows.map(item) };
};

/**
 * A SKU row of activity `id` of the kind (an activity of one goods): of `skuId` when given, else the goods' default
 * SKU when it is in the activity, else its cheapest. `fields` as for `activityGoodsPage`.
 */
export const goodsActivitySkuRow = async <R>(db: Db, kind: string, fields: SQL, id: number, skuId?: number): Promise<R | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const [row] = rowsOf<R>(
    await db.execute(sql`select ${fields}
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      join goods g on g.goods_id = s.goods_id
      where a.activity_id = ${id} and a.kind = ${kind} ${which}
      order by (s.sku_id = g.sku_id) desc, s.price, s.id limit 1`),
  );
  return row;
};

/**
 * The SKU row `rowId` of the kind, or with `skuId` the row of that SKU in the same activity: the finder of the kinds
 * whose wire id is the SKU row (seckill, topic). `fields` over `s` (the activity SKU) and `a` (the activity).
 */
export const skuRowOrSibling = async <R>(db: Db, kind: string, fields: SQL, rowId: number, skuId?: number): Promise<R | undefined> => {
  const which = skuId
    ? sql`s.activity_id = (select activity_id from promotion_activity_sku where id = ${rowId}) and s.sku_id = ${skuId}`
    : sql`s.id = ${rowId}`;
  const [row] = rowsOf<R>(
    await db.execute(sql`select ${fields}
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      where ${which} and a.kind = ${kind} limit 1`),
  );
  return row;
};

/**
 * The detail, spec switch (`info`) and poster reads of a kind, over how it finds a SKU row (`find`: of `skuId`
 * within what `id` names, else the one shown first) and shows it (`detailOf`). The poster names the activity, or
 * with `posterId: 'row'` the SKU row (seckill, whose wire id is the row).
 */
export const activityGoodsReads = <
  R extends ActivityDetailRow & { id?: number; price: number },
  D extends { goods_sku_detail: unknown },
>(o: {
  kind: PromotionKind;
  find: (db: Db, id: number, skuId?: number) => Promise<R | undefined>;
  detailOf: (db: Db, row: R, memberId: number | null | undefined, at: number) => Promise<D>;
  posterId?: 'activity' | 'row';
}) => {
  const notExist = () => new AppError(o.kind.messages.notExist, Code.ERROR);
  return {
    detail: async (db: Db, id: number, memberId: number | null | undefined, at = nowSeconds()) => {
      const row = await o.find(db, id);
      if (!row) throw notExist();
      return o.detailOf(db, row, memberId, at);
    },
    info: (db: Db, id: number, skuId: number, memberId: number | null | undefined, at = nowSeconds()) =>
      activitySkuInfo<R, D['goods_sku_detail']>(
        (sku) => o.find(db, id, sku),
        skuId,
        notExist,
        async (row) => (await o.detailOf(db, row, memberId, at)).goods_sku_detail,
      ),
    poster: async (db: Db, id: number) => {
      const row = await o.find(db, id);
      if (!row) throw notExist();
      const k = await skuPosterFacts(db, Number(row.sku_id));
      if (!k) throw notExist();
      return { id: Number(o.posterId === 'row' ? row.id : row.activity_id), price: Number(row.price), ...k };
    },
  };
};
