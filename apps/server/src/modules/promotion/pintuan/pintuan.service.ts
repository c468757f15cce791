import { sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  type PintuanDetailResult,
  type PintuanFields,
  type PintuanGoodsItem,
  type PintuanGoodsPageParams,
  type PintuanSkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { activityGoodsItem, activityGoodsPage, activityGoodsReads, activitySkuDetail, goodsActivitySkuRow, wireStatusOf } from '../engine';
import { leaderPriceOf, pintuanKind, pintuanRulesOf } from './pintuan.kind';

/** What every read of a pintuan SKU row selects (`s` the activity SKU, `a` the activity). */
const FIELDS = sql`s.id, s.activity_id, s.sku_id, s.goods_id, s.price, s.stock, s.extra, a.name, a.status, a.start_time, a.end_time,
  a.rules, a.site_id,
  (select count(*) from promotion_pintuan_group pg where pg.pintuan_id = a.activity_id) as group_num,
  (select count(*) from promotion_pintuan_order po where po.pintuan_id = a.activity_id and po.pay_time > 0) as order_num`;

interface SkuRow {
  id: number;
  activity_id: number;
  sku_id: number;
  goods_id: number;
  price: number;
  stock: number;
  extra: unknown;
  name: string;
  status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
  site_id: number;
  group_num: number;
  order_num: number;
}

/** The pintuan fields of a row, as lists and details show them. */
export const pintuanFieldsOf = (r: SkuRow, at: number): PintuanFields => {
  const rules = pintuanRulesOf(r.rules);
  const price = Number(r.price);
  return {
    id: Number(r.id),
    pintuan_id: Number(r.activity_id),
    pintuan_name: r.name,
    pintuan_price: formatFen(price),
    promotion_price: formatFen(rules.is_promotion ? leaderPriceOf(r.extra, price) : price),
    pintuan_num: rules.pintuan_num,
    pintuan_time: rules.pintuan_time,
    buy_num: rules.buy_num,
    is_single_buy: rules.is_single_buy,
    is_promotion: rules.is_promotion,
    is_virtual_buy: rules.is_virtual_buy,
    group_num: Number(r.group_num),
    order_num: Number(r.order_num),
    stock: Number(r.stock),
    status: wireStatusOf(pintuanKind, r, at),
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  };
};

/**
 * `/pintuan/api/goods/page`: the pintuans not closed and not over (running first, then those about to start), each
 * as its cheapest SKU, of goods on sale in open shops.
 */
export const pintuanGoodsPage = (db: Db, p: PintuanGoodsPageParams, at = nowSeconds()): Promise<Paged<PintuanGoodsItem>> =>
  activityGoodsPage<SkuRow, PintuanGoodsItem>(db, pintuanKind.kind, p, FIELDS, at, (r) => ({
    ...pintuanFieldsOf(r, at),
    ...activityGoodsItem(r),
  }));

const pintuanDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined, at: number): Promise<PintuanDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'activity');
  const d = base.goods_sku_detail;
  const detail: PintuanSkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: pintuanKind.kind,
    ...pintuanFieldsOf(row, at),
    goods_stock: d.stock,
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({
  kind: pintuanKind,
  find: (db, id, skuId?: number) => goodsActivitySkuRow<SkuRow>(db, pintuanKind.kind, FIELDS, id, skuId),
  detailOf: pintuanDetailOf,
});

/** `/pintuan/api/goods/detail` (`pintuan_id` = the pintuan). */
export const pintuanGoodsDetail = reads.detail;

/** `/pintuan/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the pintuan. */
export const pintuanGoodsInfo = reads.info;

/** What the poster draws of a pintuan. */
export const pintuanPosterFacts = reads.poster;
