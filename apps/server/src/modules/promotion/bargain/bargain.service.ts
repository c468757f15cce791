import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  nowSeconds,
  PROMOTION_STATUS,
  SHOP_STATUS,
  type BargainDetailResult,
  type BargainFields,
  type BargainGoodsItem,
  type BargainGoodsPageParams,
  type BargainInfoAgain,
  type BargainSkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { activitySkuDetail, activitySkuInfo, activityStatusAt, skuPosterFacts } from '../engine';
import { bargainKind, bargainRulesOf, firstCutOf } from './bargain.kind';
import { bargainMessages } from './bargain.messages';
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
  status:
    bargainKind.wireStatus[
      activityStatusAt({ status: Number(r.status), startTime: Number(r.start_time), endTime: Number(r.end_time) }, at)
    ],
  start_time: Number(r.start_time),
  end_time: Number(r.end_time),
  ...bargainRulesOf(r.rules),
});

/**
 * `/bargain/api/goods/page`: the bargains not closed and not over (running first, then those about to start),
 * each as its cheapest SKU, of goods on sale in open shops.
 */
export const bargainGoodsPage = async (db: Db, p: BargainGoodsPageParams, at = nowSeconds()): Promise<Paged<BargainGoodsItem>> => {
  const site = p.site_id ? sql`and a.site_id = ${p.site_id}` : sql``;
  const ids = p.goods_id_arr ? p.goods_id_arr.split(',').map(Number) : [];
  const only =
    ids.length > 0
      ? sql`and s.goods_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<
    SkuRow & { goods_price: number; sku_name: string; sku_image: string; goods_name: string; goods_image: string; total: number }
  >(
    await db.execute(sql`select x.*, count(*) over () as total from (
      select distinct on (a.activity_id) s.id, a.activity_id, s.sku_id, s.goods_id, a.site_id, s.price, s.stock, s.sale_num, s.extra,
        a.name, a.status, a.start_time, a.end_time, a.rules,
        k.discount_price as goods_price, k.sku_name, k.sku_image, g.goods_name, g.goods_image
      from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where a.kind = ${bargainKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.end_time > ${at}
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
      ...fieldsOf(r, at),
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

const notExist = () => new AppError(bargainMessages.bargainNotExist, Code.ERROR);

/** A SKU row of bargain `id`: of `skuId` when given, else the goods' default SKU when it is in the bargain, else its cheapest. */
const bargainSkuRow = async (db: Db, id: number, skuId?: number): Promise<SkuRow | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const [row] = rowsOf<SkuRow>(
    await db.execute(sql`select s.id, s.activity_id, s.sku_id, s.goods_id, a.site_id, s.price, s.stock, s.sale_num, s.extra,
      a.name, a.status, a.start_time, a.end_time, a.rules
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      join goods g on g.goods_id = s.goods_id
      where a.activity_id = ${id} and a.kind = ${bargainKind.kind} ${which}
      order by (s.sku_id = g.sku_id) desc, s.price, s.id limit 1`),
  );
  return row;
};

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

/** `/bargain/api/goods/detail` (`bargain_id` = the bargain). */
export const bargainGoodsDetail = async (db: Db, id: number, memberId: number | null | undefined, at = nowSeconds()) => {
  const row = await bargainSkuRow(db, id);
  if (!row) throw notExist();
  return bargainDetailOf(db, row, memberId, at);
};

/** `/bargain/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the bargain. */
export const bargainGoodsInfo = (
  db: Db,
  id: number,
  skuId: number,
  memberId: number | null | undefined,
  at = nowSeconds(),
): Promise<BargainSkuDetail | BargainInfoAgain> =>
  activitySkuInfo(
    (sku) => bargainSkuRow(db, id, sku),
    skuId,
    notExist,
    async (row) => (await bargainDetailOf(db, row, memberId, at)).goods_sku_detail,
  );

/** What the poster draws of a bargain: its floor price. */
export const bargainPosterFacts = async (db: Db, id: number) => {
  const row = await bargainSkuRow(db, id);
  if (!row) throw notExist();
  const k = await skuPosterFacts(db, Number(row.sku_id));
  if (!k) throw notExist();
  return { id: Number(row.activity_id), price: Number(row.price), ...k };
};
