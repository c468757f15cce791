import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  nowSeconds,
  PRESALE_ORDER_STATUS,
  PROMOTION_STATUS,
  SHOP_STATUS,
  type Paged,
  type PresaleDetailResult,
  type PresaleFields,
  type PresaleGoodsItem,
  type PresaleGoodsPageParams,
  type PresaleInfoAgain,
  type PresaleSkuDetail,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { activitySkuDetail, activitySkuInfo, activityStatusAt, skuPosterFacts } from '../engine';
import { depositOf, presaleKind, presaleRulesOf } from './presale.kind';
import { presaleMessages } from './presale.messages';

type ActivityCols = { activity_id: number; name: string; start_time: number; end_time: number; status: number; rules: unknown };

/** The fields every presale answer shares, from its activity row and one SKU row. */
const fieldsOf = (a: ActivityCols, s: { price: number; extra: unknown; stock: number; sale_num: number }, at: number): PresaleFields => {
  const r = presaleRulesOf(a.rules);
  return {
    presale_id: Number(a.activity_id),
    presale_name: a.name,
    presale_price: formatFen(Number(s.price)),
    presale_deposit: formatFen(depositOf(s.extra)),
    stock: Number(s.stock),
    sale_num: Number(s.sale_num),
    status:
      presaleKind.wireStatus[
        activityStatusAt({ status: Number(a.status), startTime: Number(a.start_time), endTime: Number(a.end_time) }, at)
      ],
    start_time: Number(a.start_time),
    end_time: Number(a.end_time),
    pay_start_time: r.pay_start_time,
    pay_end_time: r.pay_end_time,
    deliver_type: r.deliver_type,
    deliver_time: r.deliver_time,
    is_deposit_back: r.is_deposit_back,
    max_buy: r.max_buy,
  };
};

type PageRow = ActivityCols & {
  site_id: number;
  goods_id: number;
  sku_id: number;
  price: number;
  extra: unknown;
  stock: number;
  sale_num: number;
  sku_name: string;
  sku_image: string;
  goods_price: number;
  goods_name: string;
  goods_image: string;
  total: number;
};

/**
 * `/presale/api/goods/page`: the presales not closed whose deposit window is not over (taking deposits first, then
 * those about to), each as its cheapest SKU, of goods on sale in open shops.
 */
export const presaleGoodsPage = async (db: Db, p: PresaleGoodsPageParams, at = nowSeconds()): Promise<Paged<PresaleGoodsItem>> => {
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
      select distinct on (a.activity_id) a.activity_id, a.name, a.start_time, a.end_time, a.status, a.rules, a.site_id,
        s.goods_id, s.sku_id, s.price, s.extra, s.stock,
        (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sale_num,
        k.sku_name, k.sku_image, k.discount_price as goods_price, g.goods_name, g.goods_image
      from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where a.kind = ${presaleKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.end_time > ${at}
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
      ...fieldsOf(r, r, at),
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

type SkuRow = ActivityCols & {
  id: number;
  sku_id: number;
  goods_id: number;
  price: number;
  extra: unknown;
  stock: number;
  sale_num: number;
};

const notExist = () => new AppError(presaleMessages.presaleNotExist, Code.ERROR);

/** A SKU row of presale `id`: of `skuId` when given, else the goods' default SKU when it is in it, else its cheapest. */
const presaleSkuRow = async (db: Db, id: number, skuId?: number): Promise<SkuRow | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const [row] = rowsOf<SkuRow>(
    await db.execute(sql`select s.id, s.activity_id, s.sku_id, s.goods_id, s.price, s.extra, s.stock,
      a.name, a.status, a.start_time, a.end_time, a.rules,
      (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sale_num
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      join goods g on g.goods_id = s.goods_id
      where a.activity_id = ${id} and a.kind = ${presaleKind.kind} ${which}
      order by (s.sku_id = g.sku_id) desc, s.price, s.id limit 1`),
  );
  return row;
};

/** Units the member booked of presale `id` (orders not closed). */
const bookedBy = async (db: Db, id: number, memberId: number | null | undefined): Promise<number> => {
  if (!memberId) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(num), 0)::int as n from presale_order
      where presale_id = ${id} and member_id = ${memberId} and order_status <> ${PRESALE_ORDER_STATUS.CLOSED}`),
  );
  return Number(row?.n ?? 0);
};

const presaleDetailOf = async (db: Db, row: SkuRow, memberId: number | null | undefined, at: number): Promise<PresaleDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'activity');
  const d = base.goods_sku_detail;
  const f = fieldsOf(row, row, at);
  const booked = await bookedBy(db, Number(row.activity_id), memberId);
  const detail: PresaleSkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: presaleKind.kind,
    ...f,
    goods_stock: d.stock,
    presale_num: booked,
    is_buy: f.max_buy === 0 || booked < f.max_buy ? 1 : 0,
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

/** `/presale/api/goods/detail` (`id` = the presale; `sku_id` picks one of its SKUs). */
export const presaleGoodsDetail = async (db: Db, id: number, skuId: number | undefined, memberId: number | null | undefined) => {
  const row = (skuId ? await presaleSkuRow(db, id, skuId) : undefined) ?? (await presaleSkuRow(db, id));
  if (!row) throw notExist();
  return presaleDetailOf(db, row, memberId, nowSeconds());
};

/** `/presale/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the presale. */
export const presaleGoodsInfo = (
  db: Db,
  id: number,
  skuId: number,
  memberId: number | null | undefined,
): Promise<PresaleSkuDetail | PresaleInfoAgain> =>
  activitySkuInfo(
    (sku) => presaleSkuRow(db, id, sku),
    skuId,
    notExist,
    async (row) => (await presaleDetailOf(db, row, memberId, nowSeconds())).goods_sku_detail,
  );

/** What the poster draws of a presale: its price is the deposit. */
export const presalePosterFacts = async (db: Db, id: number) => {
  const row = await presaleSkuRow(db, id);
  if (!row) throw notExist();
  const k = await skuPosterFacts(db, Number(row.sku_id));
  if (!k) throw notExist();
  return { id: Number(row.activity_id), price: Number(row.price), ...k };
};
