import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  nowSeconds,
  PROMOTION_STATUS,
  SHOP_STATUS,
  type Paged,
  type TopicDetailResult,
  type TopicGoodsItem,
  type TopicGoodsPage,
  type TopicGoodsPageParams,
  type TopicItem,
  type TopicPageParams,
  type TopicSkuDetail,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import {
  activityGoodsItem,
  activityGoodsReads,
  activitySkuDetail,
  activityStatusAt,
  type ActivityGoodsCols,
  type PromotionCheckoutSource,
  resolveActivityLine,
  skuRowOrSibling,
} from '../engine';
import { topicKind, topicRulesOf } from './topic.kind';
import { topicMessages } from './topic.messages';

/** A `promotion_activity` row of a topic as SQL reads it. */
type TopicRow = {
  activity_id: number;
  site_id: number;
  name: string;
  start_time: number;
  end_time: number;
  status: number;
  rules: unknown;
  remark: string;
};

const wireStatus = (a: { status: number; start_time: number; end_time: number }, at: number): number =>
  topicKind.wireStatus[activityStatusAt({ status: Number(a.status), startTime: Number(a.start_time), endTime: Number(a.end_time) }, at)];

/** A topic as the wire shows it. */
export const toTopicItem = (a: TopicRow, at: number): TopicItem => {
  const r = topicRulesOf(a.rules);
  return {
    topic_id: Number(a.activity_id),
    site_id: Number(a.site_id),
    topic_name: a.name,
    topic_adv: r.topic_adv,
    bg_color: r.bg_color,
    status: wireStatus(a, at),
    remark: a.remark,
    start_time: Number(a.start_time),
    end_time: Number(a.end_time),
  };
};

const TOPIC_COLUMNS = sql`a.activity_id, a.site_id, a.name, a.start_time, a.end_time, a.status, a.rules, a.remark`;

/** `/topic/api/topic/page`: the topics running now (reference: status 2), newest first. */
export const topicPage = async (db: Db, p: TopicPageParams, at = nowSeconds()): Promise<Paged<TopicItem>> => {
  const site = p.site_id ? sql`and a.site_id = ${p.site_id}` : sql``;
  const rows = rowsOf<TopicRow & { total: number }>(
    await db.execute(sql`select ${TOPIC_COLUMNS}, count(*) over () as total from promotion_activity a
      where a.kind = ${topicKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED} and a.start_time <= ${at} and a.end_time > ${at} ${site}
      order by a.start_time desc, a.activity_id desc limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { page_count: Math.ceil(count / p.page_size), count, list: rows.map((r) => toTopicItem(r, at)) };
};

const topicNotExist = () => new AppError(topicMessages.topicNotExist, Code.ERROR);

type GoodsRow = ActivityGoodsCols & {
  id: number;
  topic_price: number;
  stock: number;
  sale_num: number;
  max_buy: number;
  total: number;
};

/**
 * `/topic/api/topicgoods/page`: the goods of a topic (not closed) on sale, one row per goods (its cheapest topic SKU),
 * with the topic's own fields (banner, colour, name, window) beside the page for the topic page to draw.
 */
export const topicGoodsPage = async (db: Db, p: TopicGoodsPageParams, at = nowSeconds()): Promise<TopicGoodsPage> => {
  const [topic] = rowsOf<TopicRow>(
    await db.execute(sql`select ${TOPIC_COLUMNS} from promotion_activity a
      where a.activity_id = ${p.topic_id} and a.kind = ${topicKind.kind} and a.status <> ${PROMOTION_STATUS.CLOSED}`),
  );
  if (!topic || (p.site_id && Number(topic.site_id) !== p.site_id)) throw topicNotExist();
  const item = toTopicItem(topic, at);
  const rows = rowsOf<GoodsRow>(
    await db.execute(sql`select x.*, count(*) over () as total from (
      select distinct on (s.goods_id) s.id, s.site_id, s.goods_id, s.sku_id, s.price as topic_price, s.stock, s.sale_num, s.max_buy,
        k.sku_name, k.sku_image, k.discount_price as goods_price, g.goods_name, g.goods_image
      from promotion_activity_sku s
      join goods_sku k on k.sku_id = s.sku_id
      join goods g on g.goods_id = s.goods_id
      join shop sh on sh.site_id = g.site_id
      where s.activity_id = ${topic.activity_id} and g.is_delete = 0 and g.goods_state = ${GOODS_STATE.ON}
        and g.verify_state = ${GOODS_VERIFY_STATE.APPROVED} and sh.shop_status = ${SHOP_STATUS.open}
      order by s.goods_id, s.price, s.id
    ) x order by x.id limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const list: TopicGoodsItem[] = rows.map((r) => ({
    id: Number(r.id),
    topic_id: item.topic_id,
    topic_name: item.topic_name,
    ...activityGoodsItem(r),
    topic_price: formatFen(Number(r.topic_price)),
    stock: Number(r.stock),
    sale_num: Number(r.sale_num),
    max_buy: Number(r.max_buy),
    status: item.status,
    start_time: item.start_time,
    end_time: item.end_time,
  }));
  return { ...item, page_count: Math.ceil(count / p.page_size), count, list };
};

type ActivitySkuRow = TopicRow & {
  id: number;
  sku_id: number;
  goods_id: number;
  price: number;
  stock: number;
  sale_num: number;
  max_buy: number;
};

/** The topic goods row `rowId`, or with `skuId` the row of that SKU in the same topic. */
const topicSkuRow = (db: Db, rowId: number, skuId?: number) =>
  skuRowOrSibling<ActivitySkuRow>(
    db,
    topicKind.kind,
    sql`s.id, s.sku_id, s.goods_id, s.price, s.stock, s.sale_num, s.max_buy, ${TOPIC_COLUMNS}`,
    rowId,
    skuId,
  );

/** A topic row as the detail and info show it: the goods detail with the topic's price, stock, limit and colour. */
const topicDetailOf = async (db: Db, row: ActivitySkuRow, memberId: number | null | undefined, at: number): Promise<TopicDetailResult> => {
  const { base, goodsSpecFormat } = await activitySkuDetail(db, row, memberId, 'goods');
  const d = base.goods_sku_detail;
  const detail: TopicSkuDetail = {
    ...d,
    goods_spec_format: goodsSpecFormat,
    promotion_type: topicKind.kind,
    id: Number(row.id),
    topic_id: Number(row.activity_id),
    topic_name: row.name,
    topic_price: formatFen(Number(row.price)),
    bg_color: topicRulesOf(row.rules).bg_color,
    stock: Number(row.stock),
    goods_stock: d.stock,
    max_buy: Number(row.max_buy),
    sale_num: Number(row.sale_num),
    status: wireStatus(row, at),
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
  };
  return { goods_sku_detail: detail, shop_info: base.shop_info };
};

const reads = activityGoodsReads({ kind: topicKind, find: topicSkuRow, detailOf: topicDetailOf, posterId: 'row' });

/** `/topic/api/topicgoods/detail` (`topic_id` = the topic goods row). */
export const topicGoodsDetail = reads.detail;

/** `/topic/api/topicgoods/info`: another SKU of the goods; `{type:'again'}` with a valid SKU when it is not in the topic. */
export const topicGoodsInfo = reads.info;

/** What the poster draws of a topic goods row. */
export const topicPosterFacts = reads.poster;

/**
 * The checkout source of a topic order: the row `topic_goods_id` (one SKU of the topic), or with `sku_id` that SKU of
 * the same topic (the buyer switched specs on the detail page).
 */
export const topicCheckoutSource = (rowId: number, skuId: number | undefined, num: number): PromotionCheckoutSource => ({
  kind: topicKind,
  resolve: async (db, at, held) => {
    let sku = skuId;
    if (sku === undefined) {
      const [row] = rowsOf<{ sku_id: number }>(
        await db.execute(sql`select s.sku_id from promotion_activity_sku s where s.id = ${rowId} and s.kind = ${topicKind.kind}`),
      );
      if (!row) throw new AppError(topicMessages.topicGoodsNotExist, Code.ERROR, undefined, { error_code: 1 });
      sku = Number(row.sku_id);
    }
    return [await resolveActivityLine(db, topicKind, rowId, sku, num, at, held)];
  },
});
