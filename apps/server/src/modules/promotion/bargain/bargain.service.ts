import { sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  type BargainDetailResult,
  type BargainFields,
  type BargainGoodsItem,
  type BargainGoodsPageParams,
  type BargainSkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { activityGoodsItem, activityGoodsPage, activityGoodsReads, activitySkuDetail, goodsActivitySkuRow, wireStatusOf } from '../engine';
import { bargainKind, bargainRulesOf, firstCutOf } from './bargain.kind';
import { activeLaunchOf } from './bargain.read';

/** An activity SKU row of a bargain with its activity (raw numbers as the driver gives them). */
type SkuRow = {
  id: number;
  activity_id: number;
  sku_id: number;
  goods_id: number;
  site_id: number;
  price: number;
  stock: number;
  sale_num: number;
  extra: unknown;
  name: string;
  status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
};

const fieldsOf = (r: SkuRow, at: number): BargainFields => ({
  id: Number(r.id),
  bargain_id: Number(r.activity_id),
  bargain_name: r.name,
  first_bargain_price: formatFen(firstCutOf(r.extra)),
  floor_price: formatFen(Number(r.price)),
  bargain_stock: Number(r.stock),
  sale_num: Number(r.sale_num),
  status: wireStatusOf(bargainKind, r, at),
  start_time: Number(r.start_time),
  end_time: Number(r.end_time),
  ...bargainRulesOf(r.rules),
});

/** What every read of a bargain SKU row selects (`s` the activity SKU, `a` the activity). */
const FIELDS = sql`s.id, a.activity_id, s.sku_id, s.goods_id, a.site_id, s.price, s.stock, s.sale_num, s.extra,
  a.name, a.status, a.start_time, a.end_time, a.rules`;

/**
 * `/bargain/api/goods/page`: the bargains not closed and not over (running first, then those about to start),
 * each as its cheapest SKU, of goods on sale in open shops.
 */
export const bargainGoodsPage = (db: Db, p: BargainGoodsPageParams, at = nowSeconds()): Promise<Paged<BargainGoodsItem>> =>
  activityGoodsPage<SkuRow, BargainGoodsItem>(db, bargainKind.kind, p, FIELDS, at, (r) => ({
    ...fieldsOf(r, at),
    ...activityGoodsItem(r),
  }));

/** A bargain SKU as detail and info show it: the goods detail with the bargain's terms and the member's launch. */
const bargainDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined, at: number): Promise<BargainDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'activity');
  const d = base.goods_sku_detail;
  const detail: BargainSkuDetail = {
    ...d,
    ...fieldsOf(row, at),
    goods_spec_format: goodsSpecFormat,
    promotion_type: bargainKind.kind,
    goods_stock: d.stock,
    launch_info: memberId ? await activeLaunchOf(db, memberId, Number(row.activity_id), at) : null,
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({
  kind: bargainKind,
  find: (db, id, skuId?: number) => goodsActivitySkuRow<SkuRow>(db, bargainKind.kind, FIELDS, id, skuId),
  detailOf: bargainDetailOf,
});

/** `/bargain/api/goods/detail` (`bargain_id` = the bargain). */
export const bargainGoodsDetail = reads.detail;

/** `/bargain/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the bargain. */
export const bargainGoodsInfo = reads.info;

/** What the poster draws of a bargain: its floor price. */
export const bargainPosterFacts = reads.poster;
