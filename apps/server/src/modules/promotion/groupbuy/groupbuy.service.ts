import { sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  type GroupbuyDetailResult,
  type GroupbuyGoodsItem,
  type GroupbuyGoodsPageParams,
  type GroupbuySkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { activityGoodsItem, activityGoodsPage, activityGoodsReads, activitySkuDetail, goodsActivitySkuRow, wireStatusOf } from '../engine';
import { groupbuyKind, groupbuyRulesOf } from './groupbuy.kind';

/** What every read of a groupbuy SKU row selects (`s` the activity SKU, `a` the activity): `sell_num` over all its SKUs. */
const FIELDS = sql`s.id, a.activity_id, s.sku_id, s.goods_id, a.site_id, s.price, s.stock, a.name, a.status, a.start_time, a.end_time,
  a.rules, (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sell_num`;

type SkuRow = {
  id: number;
  activity_id: number;
  sku_id: number;
  goods_id: number;
  site_id: number;
  price: number;
  stock: number;
  name: string;
  status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
  sell_num: number;
};

/**
 * `/groupbuy/api/goods/page`: the groupbuys not closed and not over (running first, then those about to start),
 * each as its cheapest SKU, of goods on sale in open shops.
 */
export const groupbuyGoodsPage = (db: Db, p: GroupbuyGoodsPageParams, at = nowSeconds()): Promise<Paged<GroupbuyGoodsItem>> =>
  activityGoodsPage<SkuRow, GroupbuyGoodsItem>(db, groupbuyKind.kind, p, FIELDS, at, (r) => ({
    groupbuy_id: Number(r.activity_id),
    groupbuy_name: r.name,
    ...activityGoodsItem(r),
    groupbuy_price: formatFen(Number(r.price)),
    buy_num: groupbuyRulesOf(r.rules).buy_num,
    stock: Number(r.stock),
    sell_num: Number(r.sell_num),
    status: wireStatusOf(groupbuyKind, r, at),
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  }));

/** A groupbuy SKU as detail and info show it: the goods detail with the groupbuy's price, stock and minimum. */
const groupbuyDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined, at: number): Promise<GroupbuyDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'activity');
  const d = base.goods_sku_detail;
  const buyNum = groupbuyRulesOf(row.rules).buy_num;
  const detail: GroupbuySkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: groupbuyKind.kind,
    groupbuy_id: Number(row.activity_id),
    groupbuy_name: row.name,
    groupbuy_price: formatFen(Number(row.price)),
    buy_num: buyNum,
    min_buy: buyNum,
    stock: Number(row.stock),
    goods_stock: d.stock,
    sell_num: Number(row.sell_num),
    status: wireStatusOf(groupbuyKind, row, at),
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({
  kind: groupbuyKind,
  find: (db, id, skuId?: number) => goodsActivitySkuRow<SkuRow>(db, groupbuyKind.kind, FIELDS, id, skuId),
  detailOf: groupbuyDetailOf,
});

/** `/groupbuy/api/goods/detail` (`groupbuy_id` = the groupbuy). */
export const groupbuyGoodsDetail = reads.detail;

/** `/groupbuy/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the groupbuy. */
export const groupbuyGoodsInfo = reads.info;

/** What the poster draws of a groupbuy. */
export const groupbuyPosterFacts = reads.poster;

/** The first SKU row of groupbuy `id` (0 when none): the engine resolves the bought SKU within its activity. */
export const groupbuyAnyRowId = async (db: Db, id: number): Promise<number> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select s.id from promotion_activity_sku s where s.activity_id = ${id} and s.kind = ${groupbuyKind.kind} limit 1`),
  );
  return row ? Number(row.id) : 0;
};
