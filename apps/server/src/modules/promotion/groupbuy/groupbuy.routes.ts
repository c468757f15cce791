import { groupbuyAdminApi, groupbuyApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry, resolveActivityLine } from '../engine';
import { groupbuyAdd, groupbuyAdminList, groupbuyClose, groupbuyEdit } from './groupbuy.admin';
import { groupbuyKind } from './groupbuy.kind';
import { groupbuyMessages } from './groupbuy.messages';
import { groupbuyAnyRowId, groupbuyGoodsDetail, groupbuyGoodsInfo, groupbuyGoodsPage, groupbuyPosterFacts } from './groupbuy.service';

const DETAIL_PAGE = '/promotionpages/groupbuy/detail/detail';

/** `/groupbuy/api/goods/poster`: the groupbuy SKU's picture, groupbuy price and a QR code of its groupbuy detail. */
const groupbuyPoster: ActivityPosterSpec = {
  paramKeys: ['groupbuy_id', 'id'],
  queryKey: 'groupbuy_id',
  detailPage: DETAIL_PAGE,
  filePrefix: 'groupbuy',
  paramMessage: groupbuyMessages.groupbuyPosterParam,
  hintMessage: groupbuyMessages.groupbuyPosterHint,
  facts: groupbuyPosterFacts,
};

/** Groupbuy for shoppers (reference §4.18); its order trio is mounted by the order module from `groupbuyCheckout`. */
export const groupbuyRoutes = (): RouteSpec[] => [
  serve(groupbuyApi.goodsPage, (p, { deps }) => groupbuyGoodsPage(deps.database.db, p)),
  serve(groupbuyApi.goodsDetail, ({ groupbuy_id }, { deps, memberId }) => groupbuyGoodsDetail(deps.database.db, groupbuy_id, memberId)),
  serve(groupbuyApi.goodsInfo, ({ groupbuy_id, sku_id }, { deps, memberId }) =>
    groupbuyGoodsInfo(deps.database.db, groupbuy_id, sku_id, memberId),
  ),
  serve(groupbuyApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(groupbuyPoster, qrcode_param, page, ctx)),
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
