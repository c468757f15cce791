import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam, promotionCheckoutApi } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Topics 专题 (addon `topic`, reference §4.18, §5): a themed page of one shop's goods at `topic_price` for a time
 * window, with its banner (`topic_adv`), page colour (`bg_color`) and `remark`. `topic_id` names the topic in
 * `topicgoods/page` and a topic goods row (`id`) in detail, info and poster; the order trio takes that row as
 * `topic_goods_id` (its `sku_id` may be left out). Status: 1 未开始, 2 进行中, 3 已结束 (-1: closed by the operator).
 */
export const TOPIC_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, CLOSED: -1 } as const;

/** A page colour: `#rgb` or `#rrggbb`. */
export const TOPIC_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A topic as its list and its page show it. */
export interface TopicItem {
  topic_id: number;
  site_id: number;
  topic_name: string;
  /** Banner image (upload path or URL). */
  topic_adv: string;
  bg_color: string;
  status: number;
  remark: string;
  start_time: number;
  end_time: number;
}

/** A topic goods row (one SKU of the topic). */
export interface TopicSkuFields {
  /** The topic goods row: what detail, info and the order trio take (`topic_id` / `topic_goods_id`). */
  id: number;
  /** The topic. */
  topic_id: number;
  topic_name: string;
  topic_price: string;
  /** Topic stock. */
  stock: number;
  /** Per-member limit over all orders of the topic (0 = none). */
  max_buy: number;
  sale_num: number;
  status: number;
  start_time: number;
  end_time: number;
}

export interface TopicGoodsItem extends TopicSkuFields {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  goods_image: string;
  /** The goods' own price. */
  price: string;
}

/** `topicgoods/page`: a page of the topic's goods with the topic's own fields beside them. */
export type TopicGoodsPage = Paged<TopicGoodsItem> & TopicItem;

export type TopicSkuDetail = Omit<GoodsSkuDetail, 'stock' | 'max_buy' | 'sale_num' | 'start_time' | 'end_time'> &
  TopicSkuFields & {
    bg_color: string;
    /** The goods SKU's own stock (a topic order takes from both). */
    goods_stock: number;
  };

export interface TopicDetailResult {
  goods_sku_detail: TopicSkuDetail;
  shop_info: ShopInfo;
}

/** `info` for a SKU outside the topic: reload with this one. */
export interface TopicInfoAgain {
  type: 'again';
  sku_id: number;
}

const siteParam = () => optional(intParam(0, 2_147_483_647));
export const topicPageParams = pageParams.extend({ site_id: siteParam() });
export type TopicPageParams = z.infer<typeof topicPageParams>;
export const topicGoodsPageParams = pageParams.extend({ topic_id: idParam(), site_id: siteParam() });
export type TopicGoodsPageParams = z.infer<typeof topicGoodsPageParams>;
export const topicDetailParams = z.object({ topic_id: idParam() });
export const topicInfoParams = z.object({ topic_id: idParam(), sku_id: idParam() });

// ---------------------------------------------------------------- operator

/** One SKU of a topic as the operator sends it. */
export const topicGoodsInput = z.object({
  sku_id: idParam(),
  topic_price: yuanParam(),
  stock: intParam(0, 10_000_000),
  max_buy: withDefault(intParam(0, 10_000_000), 0),
});

/** `goods`: a JSON string (or array) of SKUs, 1 to 100. */
const topicGoodsParam = activitySkuListParam(topicGoodsInput);

export const topicAddParams = z.object({
  site_id: idParam(),
  topic_name: strParam(1, 64),
  topic_adv: strParam(1, 255),
  bg_color: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().regex(TOPIC_COLOR)),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  goods: topicGoodsParam,
  remark: optional(strParam(0, 255)),
});
export type TopicAddParams = z.infer<typeof topicAddParams>;
/** The shop of a topic does not change. */
export const topicEditParams = topicAddParams.omit({ site_id: true }).extend({ topic_id: idParam() });
export type TopicEditParams = z.infer<typeof topicEditParams>;
export const topicCloseParams = z.object({ topic_id: idParam() });
export const topicAdminListParams = pageParams.extend({
  /** Wire status: -1 closed, 1 not started, 2 running, 3 ended. */
  status: optional(
    z.preprocess(
      (v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
      z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)]),
    ),
  ),
  site_id: optional(idParam()),
});
export type TopicAdminListParams = z.infer<typeof topicAdminListParams>;

export interface TopicAdminSku {
  id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  topic_price: string;
  price: string;
  stock: number;
  sale_num: number;
  max_buy: number;
}

export interface TopicAdminItem extends TopicItem {
  create_time: number;
  goods: TopicAdminSku[];
}

// Declared on its own (not spread into the api below) so the H5 build can reduce it to its three paths.
const topicOrder = promotionCheckoutApi('topic', 'topic_goods_id', 'topic', { skuOptional: true });

/** Topics for shoppers (reference §4.18). */
export const topicApi = {
  page: endpoint({
    path: '/topic/api/topic/page',
    access: 'visitor',
    params: topicPageParams,
    response: returns<Paged<TopicItem>>(),
    summary: 'A page of the running topics',
  }),
  goodsPage: endpoint({
    path: '/topic/api/topicgoods/page',
    access: 'visitor',
    params: topicGoodsPageParams,
    response: returns<TopicGoodsPage>(),
    summary: "A page of a topic's goods (topic_id = topic), with the topic's banner, colour and window",
  }),
  goodsDetail: endpoint({
    path: '/topic/api/topicgoods/detail',
    access: 'optional',
    params: topicDetailParams,
    response: returns<TopicDetailResult>(),
    summary: 'A topic goods row (topic_id = row id) with its goods and shop; only the topic SKUs are selectable',
  }),
  goodsInfo: endpoint({
    path: '/topic/api/topicgoods/info',
    access: 'optional',
    params: topicInfoParams,
    response: returns<TopicSkuDetail | TopicInfoAgain>(),
    summary: "Another SKU of the topic goods; {type:'again', sku_id} when it is not in the topic",
  }),
  goodsPoster: endpoint({
    path: '/topic/api/topicgoods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a topic goods row (qrcode_param {id})',
  }),
  orderPayment: topicOrder.payment,
  orderCalculate: topicOrder.calculate,
  orderCreate: topicOrder.create,
};

/** Topics for the operator (x-admin-key). */
export const topicAdminApi = {
  lists: endpoint({
    path: '/admin/api/topic/lists',
    access: 'operator',
    params: topicAdminListParams,
    response: returns<Paged<TopicAdminItem>>(),
    summary: 'A page of topics with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/topic/add',
    access: 'operator',
    params: topicAddParams,
    response: returns<TopicAdminItem>(),
    write: true,
    summary: 'Add a topic with its banner, colour and SKUs at topic prices',
  }),
  edit: endpoint({
    path: '/admin/api/topic/edit',
    access: 'operator',
    params: topicEditParams,
    response: returns<TopicAdminItem>(),
    write: true,
    summary: "Change a topic that is not closed: fields, window and SKUs (a SKU's sales stay)",
  }),
  close: endpoint({
    path: '/admin/api/topic/close',
    access: 'operator',
    params: topicCloseParams,
    response: returns<TopicAdminItem>(),
    write: true,
    summary: 'Close a topic (no more orders; unpaid ones still give their stock back when closed)',
  }),
};
