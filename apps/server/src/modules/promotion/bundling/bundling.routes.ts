import { bundlingAdminApi, bundlingApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry } from '../engine';
import { bundlingAdd, bundlingAdminList, bundlingClose, bundlingEdit } from './bundling.admin';
import { bundlingMessages } from './bundling.messages';
import { bundlingCheckoutSource, bundlingDetail, bundlingPosterFacts, bundlingsForSku } from './bundling.service';

/** `/bundling/api/bundling/poster`: a combo's first picture, package price and a QR code of its page. */
const bundlingPoster: ActivityPosterSpec = {
  paramKeys: ['bl_id', 'id'],
  queryKey: 'bl_id',
  detailPage: '/promotionpages/combo/detail/detail',
  filePrefix: 'bundling',
  paramMessage: bundlingMessages.bundlingPosterParam,
  hintMessage: bundlingMessages.bundlingPosterHint,
  facts: bundlingPosterFacts,
};

/** Combos for shoppers (reference §4.18); the order trio is mounted by the order module from `bundlingCheckout`. */
export const bundlingRoutes = (): RouteSpec[] => [
  serve(bundlingApi.lists, ({ sku_id }, { deps }) => bundlingsForSku(deps.database.db, sku_id)),
  serve(bundlingApi.detail, ({ bl_id }, { deps }) => bundlingDetail(deps.database.db, bl_id)),
  serve(bundlingApi.poster, ({ qrcode_param, page }, ctx) => activityPoster(bundlingPoster, qrcode_param, page, ctx)),
];

/** Combos for the operator (x-admin-key). */
export const bundlingAdminRoutes = (): RouteSpec[] => [
  serve(bundlingAdminApi.lists, (p, { deps }) => bundlingAdminList(deps.database.db, p)),
  serve(bundlingAdminApi.add, (p, { deps }) => bundlingAdd(deps.database.db, p)),
  serve(bundlingAdminApi.edit, (p, { deps }) => bundlingEdit(deps.database.db, p)),
  serve(bundlingAdminApi.close, ({ bl_id }, { deps }) => bundlingClose(deps.database.db, bl_id)),
];

/** The combo order trio over the one checkout pipeline (mounted by the order module): every SKU of `bl_id` × `num`. */
export const bundlingCheckout: PromotionCheckoutEntry = {
  payment: bundlingApi.orderPayment,
  calculate: bundlingApi.orderCalculate,
  create: bundlingApi.orderCreate,
  source: (p) => bundlingCheckoutSource(Number(p.bl_id), p.num),
};
