import { bargainAdminApi, bargainApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry } from '../engine';
import { bargainAdd, bargainAdminList, bargainClose, bargainEdit } from './bargain.admin';
import { bargainCheckoutSource } from './bargain.checkout';
import { bargainRandomOf, helpCut, launchBargain } from './bargain.launch';
import { bargainMessages } from './bargain.messages';
import { adminLaunchPage, bargainingList, launchInfo, launchRecords, memberLaunchPage } from './bargain.read';
import { bargainGoodsDetail, bargainGoodsInfo, bargainGoodsPage, bargainPosterFacts } from './bargain.service';

const bargainPoster: ActivityPosterSpec = {
  paramKeys: ['bargain_id', 'id'],
  queryKey: 'bargain_id',
  detailPage: '/promotionpages/bargain/detail/detail',
  filePrefix: 'bargain',
  paramMessage: bargainMessages.bargainPosterParam,
  hintMessage: bargainMessages.bargainPosterHint,
  facts: bargainPosterFacts,
};

/** Bargain for shoppers (reference §4.18); its order trio is mounted by the order module from `bargainCheckout`. */
export const bargainRoutes = (): RouteSpec[] => [
  serve(bargainApi.goodsPage, (p, { deps }) => bargainGoodsPage(deps.database.db, p)),
  serve(bargainApi.bargainingList, ({ page_size }, { deps }) => bargainingList(deps.database.db, page_size)),
  serve(bargainApi.goodsDetail, ({ bargain_id }, { deps, memberId }) => bargainGoodsDetail(deps.database.db, bargain_id, memberId)),
  serve(bargainApi.goodsInfo, ({ bargain_id, sku_id }, { deps, memberId }) =>
    bargainGoodsInfo(deps.database.db, bargain_id, sku_id, memberId),
  ),
  serve(bargainApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(bargainPoster, qrcode_param, page, ctx)),
  serve(bargainApi.launch, ({ id }, { deps, memberId }) => launchBargain(deps.database.db, memberId, id, bargainRandomOf(deps))),
  serve(bargainApi.info, ({ id }, { deps, memberId }) => launchInfo(deps.database.db, memberId, id)),
  serve(bargainApi.bargain, ({ id }, { deps, memberId }) => helpCut(deps.database.db, memberId, id, bargainRandomOf(deps))),
  serve(bargainApi.record, ({ id, page, page_size }, { deps }) => launchRecords(deps.database.db, id, { page, page_size })),
  serve(bargainApi.launchPage, (p, { deps, memberId }) => memberLaunchPage(deps.database.db, memberId, p)),
];

/** Bargain for the operator (x-admin-key). */
export const bargainAdminRoutes = (): RouteSpec[] => [
  serve(bargainAdminApi.lists, (p, { deps }) => bargainAdminList(deps.database.db, p)),
  serve(bargainAdminApi.add, (p, { deps }) => bargainAdd(deps.database.db, p)),
  serve(bargainAdminApi.edit, (p, { deps }) => bargainEdit(deps.database.db, p)),
  serve(bargainAdminApi.close, ({ bargain_id }, { deps }) => bargainClose(deps.database.db, bargain_id)),
  serve(bargainAdminApi.launches, (p, { deps }) => adminLaunchPage(deps.database.db, p)),
];

/** The bargain order trio (`launch_id`, one piece at the launch's price) over the one checkout pipeline. */
export const bargainCheckout: PromotionCheckoutEntry = {
  payment: bargainApi.orderPayment,
  calculate: bargainApi.orderCalculate,
  create: bargainApi.orderCreate,
  source: (p, memberId) => bargainCheckoutSource(Number(p.launch_id), memberId),
};
