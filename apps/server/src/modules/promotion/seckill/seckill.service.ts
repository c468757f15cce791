import { sql } from 'drizzle-orm';
import {
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  mallDayStart,
  mallSecondOfDay,
  nowSeconds,
  PROMOTION_STATUS,
  secondsOfDayText,
  SHOP_STATUS,
  type Paged,
  type SeckillDetailResult,
  type SeckillGoodsItem,
  type SeckillGoodsPageParams,
  type SeckillSkuDetail,
  type SeckillSlot,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import {
  activityGoodsItem,
  activityGoodsReads,
  type ActivityGoodsCols,
  activitySkuDetail,
  activityStatusAt,
  ActivityStatus,
  skuRowOrSibling,
} from '../engine';
import { seckillKind, timeIdsOf } from './seckill.kind';

/** A slot row as the wire shows it. */
export const toSlot = (t: { id: number; name: string; seckill_start_time: number; seckill_end_time: number }): SeckillSlot => ({
  id: Number(t.id),
  name: t.name,
  seckill_start_time: Number(t.seckill_start_time),
  seckill_end_time: Number(t.seckill_end_time),
  seckill_start_time_show: secondsOfDayText(Number(t.seckill_start_time)),
  seckill_end_time_show: secondsOfDayText(Number(t.seckill_end_time)),
});

type SlotRow = { id: number; name: string; seckill_start_time: number; seckill_end_time: number };

/**
 * An activity (not closed) that sells in slot `t` of today at some time not yet past: its window meets the part of
 * the slot still to come. SQL over `a` (promotion_activity) and `t` (promotion_seckill_time).
 */
const sellsInSlotToday = (at: number) => {
  const day = mallDayStart(at);
  return sql`a.kind = ${seckillKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED}
    and a.rules -> 'time_ids' @> to_jsonb(t.id)
    and a.start_time < ${day} + t.seckill_end_time and a.end_time > greatest(${at}::bigint, ${day} + t.seckill_start_time)`;
};

/** `/seckill/api/seckill/lists`: today's slots not over yet that have goods on sale (reference §6). */
export const seckillSlotsToday = async (db: Db, siteId: number | undefined, at = nowSeconds()): Promise<{ list: SeckillSlot[] }> => {
  const site = siteId ? sql`and a.site_id = ${siteId}` : sql``;
  const rows = rowsOf<SlotRow>(
    await db.execute(sql`select t.id, t.name, t.seckill_start_time, t.seckill_end_time from promotion_seckill_time t
      where t.seckill_end_time > ${mallSecondOfDay(at)} and exists (
        select 1 from promotion_activity a join promotion_activity_sku s on s.activity_id = a.activity_id
        where ${sellsInSlotToday(at)} ${site})
      order by t.seckill_start_time, t.id`),
  );
  return { list: rows.map(toSlot) };
};

/** The status of goods in slot `t` today: selling now, later today, or over. */
const slotStatus = (activity: { status: number; startTime: number; endTime: number }, t: SlotRow, at: number): number => {
  const s = mallSecondOfDay(at);
  const st = activityStatusAt(activity, at);
  if (st === ActivityStatus.CLOSED || st === ActivityStatus.ENDED) return st;
  if (s < t.seckill_start_time) return ActivityStatus.NOT_STARTED;
  if (s >= t.seckill_end_time) return ActivityStatus.ENDED;
  return st;
};

type GoodsRow = ActivityGoodsCols & {
  id: number;
  activity_id: number;
  name: string;
  start_time: number;
  end_time: number;
  status: number;
  seckill_price: number;
  stock: number;
  sale_num: number;
  max_buy: number;
  total: number;
};

/** `/seckill/api/seckillgoods/page`: a slot's goods on sale today, one row per goods of an activity (its cheapest SKU). */
export const seckillGoodsPage = async (db: Db, p: SeckillGoodsPageParams, at = nowSeconds()): Promise<Paged<SeckillGoodsItem>> => {
  const [slot] = rowsOf<SlotRow>(
    await db.execute(sql`select id, name, seckill_start_time, seckill_end_time from promotion_seckill_time where id = ${p.seckill_id}`),
  );
  if (!slot) return { page_count: 0, count: 0, list: [] };
  const site = p.site_id ? sql`and a.site_id = ${p.site_id}` : sql``;
  const rows = rowsOf<GoodsRow>(
    await db.execute(sql`select x.*, count(*) over () as total from (
      select distinct on (a.activity_id, s.goods_id) s.id, a.activity_id, a.name, a.start_time, a.end_time, a.status, s.site_id,
        s.goods_id, s.sku_id, s.price as seckill_price, s.stock, s.sale_num, s.max_buy, k.sku_name, k.sku_image,
        k.discount_price as goods_price, g.goods_name, g.goods_image
      from promotion_seckill_time t
      join promotion_activity a on ${sellsInSlotToday(at)}
      join promotion_activity_sku s on s.activity_id = a.activity_id
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where t.id = ${slot.id} and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON} and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED}
        and sh.shop_status = ${SHOP_STATUS.open} ${site}
      order by a.activity_id, s.goods_id, s.price, s.id
    ) x order by x.activity_id, x.goods_id limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => ({
      id: Number(r.id),
      seckill_id: Number(r.activity_id),
      seckill_name: r.name,
      ...activityGoodsItem(r),
      seckill_price: formatFen(Number(r.seckill_price)),
      stock: Number(r.stock),
      sale_num: Number(r.sale_num),
      max_buy: Number(r.max_buy),
      status: slotStatus({ status: Number(r.status), startTime: Number(r.start_time), endTime: Number(r.end_time) }, slot, at),
      start_time: Number(r.start_time),
      end_time: Number(r.end_time),
      seckill_start_time: Number(slot.seckill_start_time),
      seckill_end_time: Number(slot.seckill_end_time),
    })),
  };
};

type ActivitySkuRow = {
  id: number;
  activity_id: number;
  sku_id: number;
  goods_id: number;
  price: number;
  stock: number;
  sale_num: number;
  max_buy: number;
  name: string;
  status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
};

/** The seckill SKU row `rowId`, or with `skuId` the row of that SKU in the same activity. */
const activitySkuRow = (db: Db, rowId: number, skuId?: number) =>
  skuRowOrSibling<ActivitySkuRow>(
    db,
    seckillKind.kind,
    sql`s.id, s.activity_id, s.sku_id, s.goods_id, s.price, s.stock, s.sale_num, s.max_buy, a.name, a.status, a.start_time, a.end_time, a.rules`,
    rowId,
    skuId,
  );

/** The slot of the activity selling now, else its next one today; null when none is left today. */
const currentSlot = async (db: Db, rules: unknown, at: number): Promise<SlotRow | null> => {
  const ids = timeIdsOf(rules);
  if (ids.length === 0) return null;
  const s = mallSecondOfDay(at);
  const [slot] = rowsOf<SlotRow>(
    await db.execute(sql`select id, name, seckill_start_time, seckill_end_time from promotion_seckill_time
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and seckill_end_time > ${s} order by seckill_start_time limit 1`),
  );
  return slot ?? null;
};

/** A seckill row as the detail and info show it: the goods detail with the activity's price, stock and limit. */
const seckillDetailOf = async (
  db: Db,
  row: ActivitySkuRow,
  memberId: number | null | undefined,
  at: number,
): Promise<SeckillDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'goods');
  const slot = await currentSlot(db, row.rules, at);
  const activity = { status: Number(row.status), startTime: Number(row.start_time), endTime: Number(row.end_time) };
  const d = base.goods_sku_detail;
  const detail: SeckillSkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: seckillKind.kind,
    id: Number(row.id),
    seckill_id: Number(row.activity_id),
    seckill_name: row.name,
    seckill_price: formatFen(Number(row.price)),
    stock: Number(row.stock),
    goods_stock: d.stock,
    max_buy: Number(row.max_buy),
    sale_num: Number(row.sale_num),
    status: slot
      ? slotStatus(activity, slot, at)
      : activityStatusAt(activity, at) === ActivityStatus.CLOSED
        ? ActivityStatus.CLOSED
        : ActivityStatus.ENDED,
    start_time: activity.startTime,
    end_time: activity.endTime,
    seckill_start_time: slot ? Number(slot.seckill_start_time) : 0,
    seckill_end_time: slot ? Number(slot.seckill_end_time) : 0,
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({ kind: seckillKind, find: activitySkuRow, detailOf: seckillDetailOf, posterId: 'row' });

/** `/seckill/api/seckillgoods/detail` (`seckill_id` = the seckill SKU row). */
export const seckillGoodsDetail = reads.detail;

/** `/seckill/api/seckillgoods/info`: another SKU of the goods; `{type:'again'}` with a valid SKU when it is not in the activity. */
export const seckillGoodsInfo = reads.info;

/** What the poster draws of a seckill row. */
export const seckillPosterFacts = reads.poster;
