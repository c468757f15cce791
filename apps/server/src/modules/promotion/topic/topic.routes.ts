import { topicAdminApi, topicApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry } from '../engine';
import { topicAdd, topicAdminList, topicClose, topicEdit } from './topic.admin';
import { topicMessages } from './topic.messages';
import { topicCheckoutSource, topicGoodsDetail, topicGoodsInfo, topicGoodsPage, topicPage, topicPosterFacts } from './topic.service';

const DETAIL_PAGE = '/promotionpages/topics/goods_detail/goods_detail';

/** `/topic/api/topicgoods/poster`: the topic SKU's picture, topic price and a QR code of its topic goods page. */
const topicPoster: ActivityPosterSpec = {
  paramKeys: ['id', 'topic_id'],
  queryKey: 'id',
  detailPage: DETAIL_PAGE,
  filePrefix: 'topic',
  paramMessage: topicMessages.topicPosterParam,
  hintMessage: topicMessages.topicPosterHint,
  facts: topicPosterFacts,
};

/** Topics for shoppers (reference §4.18); the order trio is mounted by the order module from `topicCheckout`. */
export const topicRoutes = (): RouteSpec[] => [
  serve(topicApi.page, (p, { deps }) => topicPage(deps.database.db, p)),
  serve(topicApi.goodsPage, (p, { deps }) => topicGoodsPage(deps.database.db, p)),
  serve(topicApi.goodsDetail, ({ topic_id }, { deps, memberId }) => topicGoodsDetail(deps.database.db, topic_id, memberId)),
  serve(topicApi.goodsInfo, ({ topic_id, sku_id }, { deps, memberId }) => topicGoodsInfo(deps.database.db, topic_id, sku_id, memberId)),
  serve(topicApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(topicPoster, qrcode_param, page, ctx)),
];

/** Topics for the operator (x-admin-key). */
export const topicAdminRoutes = (): RouteSpec[] => [
  serve(topicAdminApi.lists, (p, { deps }) => topicAdminList(deps.database.db, p)),
  serve(topicAdminApi.add, (p, { deps }) => topicAdd(deps.database.db, p)),
  serve(topicAdminApi.edit, (p, { deps }) => topicEdit(deps.database.db, p)),
  serve(topicAdminApi.close, ({ topic_id }, { deps }) => topicClose(deps.database.db, topic_id)),
];

/** The topic order trio over the one checkout pipeline (mounted by the order module). */
export const topicCheckout: PromotionCheckoutEntry = {
  payment: topicApi.orderPayment,
  calculate: topicApi.orderCalculate,
  create: topicApi.orderCreate,
  source: (p) => topicCheckoutSource(Number(p.topic_goods_id), p.sku_id as number | undefined, p.num),
};
