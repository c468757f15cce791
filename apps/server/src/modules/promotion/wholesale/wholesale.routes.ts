import { wholesaleAdminApi, wholesaleApi, type WholesaleLineParams } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry } from '../engine';
import { wholesaleAdd, wholesaleAdminList, wholesaleClose, wholesaleEdit } from './wholesale.admin';
import {
  wholesaleCartAdd,
  wholesaleCartClear,
  wholesaleCartCount,
  wholesaleCartDelete,
  wholesaleCartEdit,
  wholesaleCartLists,
} from './wholesale.cart';
import { wholesaleCheckoutSource } from './wholesale.checkout';
import { wholesaleMessages } from './wholesale.messages';
import { wholesaleGoodsDetail, wholesaleGoodsInfo, wholesaleGoodsPage, wholesalePosterFacts } from './wholesale.service';

/** `/wholesale/api/goods/poster`: the goods' picture, its lowest tier price and a QR code of its wholesale detail. */
const wholesalePoster: ActivityPosterSpec = {
  paramKeys: ['goods_id', 'id'],
  queryKey: 'goods_id',
  detailPage: '/promotionpages/wholesale/detail/detail',
  filePrefix: 'wholesale',
  paramMessage: wholesaleMessages.wsPosterParam,
  hintMessage: wholesaleMessages.wsPosterHint,
  facts: wholesalePosterFacts,
};

/** Wholesale for shoppers (reference §4.7, §4.18); its order trio is mounted by the order module from `wholesaleCheckout`. */
export const wholesaleRoutes = (): RouteSpec[] => [
  serve(wholesaleApi.goodsPage, (p, { deps }) => wholesaleGoodsPage(deps.database.db, p)),
  serve(wholesaleApi.goodsDetail, ({ goods_id, sku_id }, { deps, memberId }) =>
    wholesaleGoodsDetail(deps.database.db, goods_id, sku_id, memberId),
  ),
  serve(wholesaleApi.goodsInfo, ({ sku_id }, { deps, memberId }) => wholesaleGoodsInfo(deps.database.db, sku_id, memberId)),
  serve(wholesaleApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(wholesalePoster, qrcode_param, page, ctx)),
  serve(wholesaleApi.cartAdd, (p, { deps, memberId }) => wholesaleCartAdd(deps.database.db, memberId, p)),
  serve(wholesaleApi.cartEdit, (p, { deps, memberId }) => wholesaleCartEdit(deps.database.db, memberId, p)),
  serve(wholesaleApi.cartDelete, ({ cart_id }, { deps, memberId }) => wholesaleCartDelete(deps.database.db, memberId, cart_id)),
  serve(wholesaleApi.cartClear, (_p, { deps, memberId }) => wholesaleCartClear(deps.database.db, memberId)),
  serve(wholesaleApi.cartLists, (_p, { deps, memberId }) => wholesaleCartLists(deps.database.db, memberId)),
  serve(wholesaleApi.cartCount, (_p, { deps, memberId }) => wholesaleCartCount(deps.database.db, memberId)),
];

/** Wholesale for the operator (x-admin-key). */
export const wholesaleAdminRoutes = (): RouteSpec[] => [
  serve(wholesaleAdminApi.lists, (p, { deps }) => wholesaleAdminList(deps.database.db, p)),
  serve(wholesaleAdminApi.add, (p, { deps }) => wholesaleAdd(deps.database.db, p)),
  serve(wholesaleAdminApi.edit, (p, { deps }) => wholesaleEdit(deps.database.db, p)),
  serve(wholesaleAdminApi.close, ({ wholesale_goods_id }, { deps }) => wholesaleClose(deps.database.db, wholesale_goods_id)),
];

/** The wholesale order trio over the one checkout pipeline (mounted by the order module). */
export const wholesaleCheckout: PromotionCheckoutEntry = {
  payment: wholesaleApi.orderPayment,
  calculate: wholesaleApi.orderCalculate,
  create: wholesaleApi.orderCreate,
  source: (p, memberId) => wholesaleCheckoutSource(p as unknown as WholesaleLineParams, memberId),
};
