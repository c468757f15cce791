import { pintuanAdminApi, pintuanApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec } from '../engine';
import { pintuanAdd, pintuanAdminList, pintuanClose, pintuanEdit } from './pintuan.admin';
import { pintuanMessages } from './pintuan.messages';
import { pintuanAdminGroups, pintuanGroupLists, pintuanOrderDetail, pintuanOrderPage } from './pintuan.orders';
import { pintuanGoodsDetail, pintuanGoodsInfo, pintuanGoodsPage, pintuanPosterFacts } from './pintuan.service';

/** `/pintuan/api/goods/poster`: the pintuan SKU's picture, group price and a QR code of its detail. */
const pintuanPoster: ActivityPosterSpec = {
  paramKeys: ['pintuan_id', 'id'],
  queryKey: 'pintuan_id',
  detailPage: '/promotionpages/pintuan/detail/detail',
  filePrefix: 'pintuan',
  paramMessage: pintuanMessages.ptPosterParam,
  hintMessage: pintuanMessages.ptPosterHint,
  facts: pintuanPosterFacts,
};

/** Pintuan for shoppers (reference §4.18); its order trio is mounted by the order module from `pintuanCheckout`. */
export const pintuanRoutes = (): RouteSpec[] => [
  serve(pintuanApi.goodsPage, (p, { deps }) => pintuanGoodsPage(deps.database.db, p)),
  serve(pintuanApi.goodsDetail, ({ pintuan_id }, { deps, memberId }) => pintuanGoodsDetail(deps.database.db, pintuan_id, memberId)),
  serve(pintuanApi.goodsInfo, ({ pintuan_id, sku_id }, { deps, memberId }) =>
    pintuanGoodsInfo(deps.database.db, pintuan_id, sku_id, memberId),
  ),
  serve(pintuanApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(pintuanPoster, qrcode_param, page, ctx)),
  serve(pintuanApi.groupLists, (p, { deps }) => pintuanGroupLists(deps.database.db, p)),
  serve(pintuanApi.orderPage, (p, { deps, memberId, lang }) => pintuanOrderPage(deps.database.db, memberId, p, lang)),
  serve(pintuanApi.orderDetail, ({ id }, { deps, memberId, lang }) => pintuanOrderDetail(deps.database.db, memberId, id, lang)),
];

/** Pintuan for the operator (x-admin-key). */
export const pintuanAdminRoutes = (): RouteSpec[] => [
  serve(pintuanAdminApi.lists, (p, { deps }) => pintuanAdminList(deps.database.db, p)),
  serve(pintuanAdminApi.add, (p, { deps }) => pintuanAdd(deps.database.db, p)),
  serve(pintuanAdminApi.edit, (p, { deps }) => pintuanEdit(deps.database.db, p)),
  serve(pintuanAdminApi.close, ({ pintuan_id }, { deps }) => pintuanClose(deps.database.db, pintuan_id)),
  serve(pintuanAdminApi.groups, (p, { deps }) => pintuanAdminGroups(deps.database.db, p)),
];
