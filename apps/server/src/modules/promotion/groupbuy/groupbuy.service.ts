import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  nowSeconds,
  PROMOTION_STATUS,
  SHOP_STATUS,
  type GroupbuyDetailResult,
  type GroupbuyGoodsItem,
  type GroupbuyGoodsPageParams,
  type GroupbuyInfoAgain,
  type GroupbuySkuDetail,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { activitySkuDetail, activitySkuInfo, activityStatusAt, skuPosterFacts } from '../engine';
import { groupbuyKind, groupbuyRulesOf } from './groupbuy.kind';
import { groupbuyMessages } from './groupbuy.messages';

const wireStatus = (a: { status: number; start_time: number; end_time: number }, at: number): number =>
  groupbuyKind.wireStatus[activityStatusAt({ status: Number(a.status), startTime: Number(a.start_time), endTime: Number(a.end_time) }, at)];

type PageRow = {
  activity_id: number;
  name: string;
  start_time: number;
  end_time: number;
  status: number;
  rules: unknown;
  site_id: number;
  goods_id: number;
  sku_id: number;
  groupbuy_price: number;
  stock: number;
  sell_num: number;
  sku_name: string;
  sku_image: string;
  price: number;
  goods_name: string;
  goods_image: string;
  total: number;
};

/**
 * `/groupbuy/api/goods/page`: the groupbuys not closed and not over (running first, then those about to start),
 * each as its cheapest SKU, of goods on sale in open shops.
 */
export const groupbuyGoodsPage = async (db: Db, p: GroupbuyGoodsPageParams, at = nowSeconds()): Promise<Paged<GroupbuyGoodsItem>> => {
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
        s.goods_id, s.sku_id, s.price as groupbuy_price, s.stock,
        (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sell_num,
        k.sku_name, k.sku_image, k.discount_price as price, g.goods_name, g.goods_image
      from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where a.kind = ${groupbuyKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.end_time > ${at}
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
      groupbuy_id: Number(r.activity_id),
      groupbuy_name: r.name,
      site_id: Number(r.site_id),
      goods_id: Number(r.goods_id),
      sku_id: Number(r.sku_id),
      goods_name: r.goods_name,
      sku_name: r.sku_name,
      sku_image: r.sku_image,
      goods_image: r.goods_image,
      price: formatFen(Number(r.price)),
      groupbuy_price: formatFen(Number(r.groupbuy_price)),
      buy_num: groupbuyRulesOf(r.rules).buy_num,
      stock: Number(r.stock),
      sell_num: Number(r.sell_num),
      status: wireStatus(r, at),
      start_time: Number(r.start_time),
      end_time: Number(r.end_time),
    })),
  };
};

type SkuRow = {
  id: number;
  activity_id: number;
  sku_id: number;
  goods_id: number;
  price: number;
  stock: number;
  name: string;
  status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
  sell_num: number;
};

const notExist = () => new AppError(groupbuyMessages.groupbuyNotExist, Code.ERROR);

/**
 * A SKU row of groupbuy `id`: of `skuId` when given, else the goods' default SKU when it is in the groupbuy, else
 * its cheapest.
 */
const groupbuySkuRow = async (db: Db, id: number, skuId?: number): Promise<SkuRow | undefined> => {
  const which = skuId ? sql`and s.sku_id = ${skuId}` : sql``;
  const [row] = rowsOf<SkuRow>(
    await db.execute(sql`select s.id, s.activity_id, s.sku_id, s.goods_id, s.price, s.stock,
      a.name, a.status, a.start_time, a.end_time, a.rules,
      (select coalesce(sum(o.sale_num), 0) from promotion_activity_sku o where o.activity_id = a.activity_id) as sell_num
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      join goods g on g.goods_id = s.goods_id
      where a.activity_id = ${id} and a.kind = ${groupbuyKind.kind} ${which}
      order by (s.sku_id = g.sku_id) desc, s.price, s.id limit 1`),
  );
  return row;
};

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
    status: wireStatus(row, at),
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

/** `/groupbuy/api/goods/detail` (`groupbuy_id` = the groupbuy). */
export const groupbuyGoodsDetail = async (db: Db, id: number, memberId: number | null | undefined, at = nowSeconds()) => {
  const row = await groupbuySkuRow(db, id);
  if (!row) throw notExist();
  return groupbuyDetailOf(db, row, memberId, at);
};

/** `/groupbuy/api/goods/info`: another SKU; `{type:'again'}` with a valid SKU when it is not in the groupbuy. */
export const groupbuyGoodsInfo = (
  db: Db,
  id: number,
  skuId: number,
  memberId: number | null | undefined,
  at = nowSeconds(),
): Promise<GroupbuySkuDetail | GroupbuyInfoAgain> =>
  activitySkuInfo(
    (sku) => groupbuySkuRow(db, id, sku),
    skuId,
    notExist,
    async (row) => (await groupbuyDetailOf(db, row, memberId, at)).goods_sku_detail,
  );

/** What the poster draws of a groupbuy. */
export const groupbuyPosterFacts = async (db: Db, id: number) => {
  const row = await groupbuySkuRow(db, id);
  if (!row) throw notExist();
  const k = await skuPosterFacts(db, Number(row.sku_id));
  if (!k) throw notExist();
  return { id: Number(row.activity_id), price: Number(row.price), ...k };
};

/** The first SKU row of groupbuy `id` (0 when none): the engine resolves the bought SKU within its activity. */
export const groupbuyAnyRowId = async (db: Db, id: number): Promise<number> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select s.id from promotion_activity_sku s where s.activity_id = ${id} and s.kind = ${groupbuyKind.kind} limit 1`),
  );
  return row ? Number(row.id) : 0;
};
