import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  nowSeconds,
  PROMOTION_STATUS,
  SHOP_STATUS,
  type PintuanDetailResult,
  type PintuanFields,
  type PintuanGoodsItem,
  type PintuanGoodsPageParams,
  type PintuanInfoAgain,
  type PintuanSkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { activitySkuDetail, activitySkuInfo, activityStatusAt, skuPosterFacts } from '../engine';
import { leaderPriceOf, pintuanKind, pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages } from './pintuan.messages';

const wireStatus = (a: { status: number; start_time: number; end_time: number }, at: number): number =>
  pintuanKind.wireStatus[activityStatusAt({ status: Number(a.status), startTime: Number(a.start_time), endTime: Number(a.end_time) }, at)];

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
    status: wireStatus(r, at),
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  };
};

type PageRow = SkuRow & {
  sku_name: string;
  sku_image: string;
  goods_price: number;
  goods_name: string;
  goods_image: string;
  total: number;
};

/**
 * `/pintuan/api/goods/page`: the pintuans not closed and not over (running first, then those about to start), each
 * as its cheapest SKU, of goods on sale in open shops.
 */
export const pintuanGoodsPage = async (db: Db, p: PintuanGoodsPageParams, at = nowSeconds()): Promise<Paged<PintuanGoodsItem>> => {
  const site = p.site_id ? sql`and a.site_id = ${p.site_id}` : sql``;
  const ids = p.goods_id_arr ? p.goods_id_arr.split(',').map(Number) : [];
  const only =
    ids.length > 0
      ? sql`and s.goods_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<PageRow>(
    await db.execute(sql`select x.*, count(*) over () as total from (
      select distinct on (a.activity_id) ${FIELDS},
        k.sku_name, k.sku_image, k.discount_price as goods_price, g.goods_name, g.goods_image
      from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where a.kind = ${pintuanKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.end_time > ${at}
        and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON} and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED}
        and sh.shop_status = ${SHOP_STATUS.open} ${site} ${only}
      order by a.activity_id, s.price, s.id
    ) x order by (x.start_time > ${at}), x.start_time, x.activity_id
    limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => ({
      ...pintuanFieldsOf(r, at),
      site_id: Number(r.site_id),
      goods_id: Number(r.goods_id),
      sku_id: Number(r.sku_id),
      goods_name: r.goods_name,
      sku_name: r.sku_name,
      sku_image: r.sku_image,
      goods_image: r.goods_image,
      price: formatFen(Number(r.goods_price)),
    })),
  };
};

const notExist = () => new AppError(pintuanMessages.ptNotExist, Code.ERROR);

/** A SKU row of pintuan `id`: of `skuId` when given, else the goods' default SKU when it is in the pintuan, else its cheapest. */
const pintuanSkuRow = async (db: Db, id: number, skuId?: number): Promise<SkuRow | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const [row] = rowsOf<SkuRow>(
    await db.execute(sql`select ${FIELDS}
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      join goods g on g.goods_id = s.goods_id
      where a.activity_id = ${id} and a.kind = ${pintuanKind.kind} ${which}
      order by (s.sku_id = g.sku_id) desc, s.price, s.id limit 1`),
  );
  return row;
};

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

/** `/pintuan/api/goods/detail` (`pintuan_id` = the pintuan). */
export const pintuanGoodsDetail = async (db: Db, id: number, memberId: number | null | undefined, at = nowSeconds()) => {
  const row = await pintuanSkuRow(db, id);
  if (!row) throw notExist();
  return pintuanDetailOf(db, row, memberId, at);
};

/** `/pintuan/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the pintuan. */
export const pintuanGoodsInfo = (
  db: Db,
  id: number,
  skuId: number,
  memberId: number | null | undefined,
  at = nowSeconds(),
): Promise<PintuanSkuDetail | PintuanInfoAgain> =>
  activitySkuInfo(
    (sku) => pintuanSkuRow(db, id, sku),
    skuId,
    notExist,
    async (row) => (await pintuanDetailOf(db, row, memberId, at)).goods_sku_detail,
  );

/** What the poster draws of a pintuan. */
export const pintuanPosterFacts = async (db: Db, id: number) => {
  const row = await pintuanSkuRow(db, id);
  if (!row) throw notExist();
  const k = await skuPosterFacts(db, Number(row.sku_id));
  if (!k) throw notExist();
  return { id: Number(row.activity_id), price: Number(row.price), ...k };
};
