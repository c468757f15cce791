import { Code, formatFen, groupbuyAdminApi, groupbuyApi } from '@mall/contract';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { serve, type Ctx, type RouteSpec } from '../../../infra/http/route';
import { renderPoster } from '../../poster';
import { resolveActivityLine, type PromotionCheckoutEntry } from '../engine';
import { groupbuyAdd, groupbuyAdminList, groupbuyClose, groupbuyEdit } from './groupbuy.admin';
import { groupbuyKind } from './groupbuy.kind';
import { groupbuyMessages } from './groupbuy.messages';
import { groupbuyAnyRowId, groupbuyGoodsDetail, groupbuyGoodsInfo, groupbuyGoodsPage, groupbuyPosterFacts } from './groupbuy.service';

const DETAIL_PAGE = '/promotionpages/groupbuy/detail/detail';

/** The groupbuy a poster's `qrcode_param` names (`{groupbuy_id}`, or `{id}`). */
const posterId = (text: string): number => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = null;
  }
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const raw = o.groupbuy_id ?? o.id;
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647) return n;
  throw new AppError(groupbuyMessages.groupbuyPosterParam, Code.ERROR);
};

/** `/groupbuy/api/goods/poster`: the groupbuy SKU's picture, groupbuy price and a QR code of its groupbuy detail. */
const groupbuyPoster = async (qrcodeParam: string, page: string | undefined, ctx: Ctx) => {
  if (page !== undefined && !/^(\/[A-Za-z0-9_-]+){1,6}$/.test(page)) throw new AppError(groupbuyMessages.groupbuyPosterParam, Code.ERROR);
  const f = await groupbuyPosterFacts(ctx.deps.database.db, posterId(qrcodeParam));
  const query = new URLSearchParams({ groupbuy_id: String(f.id) });
  if (ctx.memberId) query.set('source_member', String(ctx.memberId));
  const url = `${ctx.req.protocol}://${ctx.req.host}/h5${page ?? DETAIL_PAGE}?${query}`;
  const path = await renderPoster(ctx.deps.config.uploadDir, `groupbuy_${f.id}_${ctx.memberId ?? 0}`, {
    image: f.image,
    title: f.title,
    price: `¥${formatFen(f.price)}`,
    subtitle: f.shop,
    hint: translate(groupbuyMessages.groupbuyPosterHint, ctx.lang),
    url,
  });
  return { path };
};

/** Groupbuy for shoppers (reference §4.18); its order trio is mounted by the order module from `groupbuyCheckout`. */
export const groupbuyRoutes = (): RouteSpec[] => [
  serve(groupbuyApi.goodsPage, (p, { deps }) => groupbuyGoodsPage(deps.database.db, p)),
  serve(groupbuyApi.goodsDetail, ({ groupbuy_id }, { deps, memberId }) => groupbuyGoodsDetail(deps.database.db, groupbuy_id, memberId)),
  serve(groupbuyApi.goodsInfo, ({ groupbuy_id, sku_id }, { deps, memberId }) =>
    groupbuyGoodsInfo(deps.database.db, groupbuy_id, sku_id, memberId),
  ),
  serve(groupbuyApi.goodsPoster, ({ qrcode_param, page }, ctx) => groupbuyPoster(qrcode_param, page, ctx)),
];

/** Groupbuy for the operator (x-admin-key). */
export const groupbuyAdminRoutes = (): RouteSpec[] => [
  serve(groupbuyAdminApi.lists, (p, { deps }) => groupbuyAdminList(deps.database.db, p)),
  serve(groupbuyAdminApi.add, (p, { deps }) => groupbuyAdd(deps.database.db, p)),
  serve(groupbuyAdminApi.edit, (p, { deps }) => groupbuyEdit(deps.database.db, p)),
  serve(groupbuyAdminApi.close, ({ groupbuy_id }, { deps }) => groupbuyClose(deps.database.db, groupbuy_id)),
];

/**
 * The groupbuy order trio over the one checkout pipeline (mounted by the order module). `groupbuy_id` names the
 * activity; the engine finds the bought SKU's row within it (and refuses below `buy_num`, its `min_buy`).
 */
export const groupbuyCheckout: PromotionCheckoutEntry = {
  payment: groupbuyApi.orderPayment,
  calculate: groupbuyApi.orderCalculate,
  create: groupbuyApi.orderCreate,
  source: (p) => ({
    kind: groupbuyKind,
    resolve: async (db, at, held) => [
      await resolveActivityLine(db, groupbuyKind, await groupbuyAnyRowId(db, Number(p.groupbuy_id)), Number(p.sku_id), p.num, at, held),
    ],
  }),
};
