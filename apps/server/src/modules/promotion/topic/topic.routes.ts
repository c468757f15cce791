import { Code, formatFen, topicAdminApi, topicApi } from '@mall/contract';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { serve, type Ctx, type RouteSpec } from '../../../infra/http/route';
import { renderPoster } from '../../poster';
import type { PromotionCheckoutEntry } from '../engine';
import { topicAdd, topicAdminList, topicClose, topicEdit } from './topic.admin';
import { topicMessages } from './topic.messages';
import { topicCheckoutSource, topicGoodsDetail, topicGoodsInfo, topicGoodsPage, topicPage, topicPosterFacts } from './topic.service';

const DETAIL_PAGE = '/promotionpages/topics/goods_detail/goods_detail';

/** The topic goods row a poster's `qrcode_param` names (`{id}`, or `{topic_id}`). */
const posterRowId = (text: string): number => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = null;
  }
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const raw = o.id ?? o.topic_id;
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647) return n;
  throw new AppError(topicMessages.topicPosterParam, Code.ERROR);
};

/** `/topic/api/topicgoods/poster`: the topic SKU's picture, topic price and a QR code of its topic goods page. */
const topicPoster = async (qrcodeParam: string, page: string | undefined, ctx: Ctx) => {
  if (page !== undefined && !/^(\/[A-Za-z0-9_-]+){1,6}$/.test(page)) throw new AppError(topicMessages.topicPosterParam, Code.ERROR);
  const f = await topicPosterFacts(ctx.deps.database.db, posterRowId(qrcodeParam));
  const query = new URLSearchParams({ id: String(f.rowId) });
  if (ctx.memberId) query.set('source_member', String(ctx.memberId));
  const url = `${ctx.req.protocol}://${ctx.req.host}/h5${page ?? DETAIL_PAGE}?${query}`;
  const path = await renderPoster(ctx.deps.config.uploadDir, `topic_${f.rowId}_${ctx.memberId ?? 0}`, {
    image: f.image,
    title: f.title,
    price: `¥${formatFen(f.price)}`,
    subtitle: f.shop,
    hint: translate(topicMessages.topicPosterHint, ctx.lang),
    url,
  });
  return { path };
};

/** Topics for shoppers (reference §4.18); the order trio is mounted by the order module from `topicCheckout`. */
export const topicRoutes = (): RouteSpec[] => [
  serve(topicApi.page, (p, { deps }) => topicPage(deps.database.db, p)),
  serve(topicApi.goodsPage, (p, { deps }) => topicGoodsPage(deps.database.db, p)),
  serve(topicApi.goodsDetail, ({ topic_id }, { deps, memberId }) => topicGoodsDetail(deps.database.db, topic_id, memberId)),
  serve(topicApi.goodsInfo, ({ topic_id, sku_id }, { deps, memberId }) => topicGoodsInfo(deps.database.db, topic_id, sku_id, memberId)),
  serve(topicApi.goodsPoster, ({ qrcode_param, page }, ctx) => topicPoster(qrcode_param, page, ctx)),
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
