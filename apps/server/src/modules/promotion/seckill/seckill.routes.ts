import { seckillAdminApi, seckillApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { activityCheckoutSource, activityPoster, type ActivityPosterSpec, type PromotionCheckoutEntry } from '../engine';
import {
  seckillAdd,
  seckillAdminList,
  seckillClose,
  seckillEdit,
  seckillTimeAdd,
  seckillTimeDelete,
  seckillTimeEdit,
  seckillTimeList,
} from './seckill.admin';
import { seckillKind } from './seckill.kind';
import { seckillMessages } from './seckill.messages';
import { seckillGoodsDetail, seckillGoodsInfo, seckillGoodsPage, seckillPosterFacts, seckillSlotsToday } from './seckill.service';

const DETAIL_PAGE = '/promotionpages/seckill/detail/detail';

/** `/seckill/api/seckillgoods/poster`: the seckill SKU's picture, seckill price and a QR code of its seckill detail. */
const seckillPoster: ActivityPosterSpec = {
  paramKeys: ['seckill_id', 'id'],
  queryKey: 'seckill_id',
  detailPage: DETAIL_PAGE,
  filePrefix: 'seckill',
  paramMessage: seckillMessages.seckillPosterParam,
  hintMessage: seckillMessages.seckillPosterHint,
  facts: seckillPosterFacts,
};

/** Seckill for shoppers (reference §4.18); its order trio is mounted by the order module from `seckillCheckout`. */
export const seckillRoutes = (): RouteSpec[] => [
  serve(seckillApi.lists, ({ site_id }, { deps }) => seckillSlotsToday(deps.database.db, site_id)),
  serve(seckillApi.goodsPage, (p, { deps }) => seckillGoodsPage(deps.database.db, p)),
  serve(seckillApi.goodsDetail, ({ seckill_id }, { deps, memberId }) => seckillGoodsDetail(deps.database.db, seckill_id, memberId)),
  serve(seckillApi.goodsInfo, ({ seckill_id, sku_id }, { deps, memberId }) =>
    seckillGoodsInfo(deps.database.db, seckill_id, sku_id, memberId),
  ),
  serve(seckillApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(seckillPoster, qrcode_param, page, ctx)),
];

/** Seckill for the operator (x-admin-key). */
export const seckillAdminRoutes = (): RouteSpec[] => [
  serve(seckillAdminApi.timeLists, (_p, { deps }) => seckillTimeList(deps.database.db)),
  serve(seckillAdminApi.timeAdd, (p, { deps }) => seckillTimeAdd(deps.database.db, p)),
  serve(seckillAdminApi.timeEdit, (p, { deps }) => seckillTimeEdit(deps.database.db, p)),
  serve(seckillAdminApi.timeDelete, ({ id }, { deps }) => seckillTimeDelete(deps.database.db, id)),
  serve(seckillAdminApi.lists, (p, { deps }) => seckillAdminList(deps.database.db, p)),
  serve(seckillAdminApi.add, (p, { deps }) => seckillAdd(deps.database.db, p)),
  serve(seckillAdminApi.edit, (p, { deps }) => seckillEdit(deps.database.db, p)),
  serve(seckillAdminApi.close, ({ seckill_id }, { deps }) => seckillClose(deps.database.db, seckill_id)),
];

/** The seckill order trio over the one checkout pipeline (mounted by the order module). */
export const seckillCheckout: PromotionCheckoutEntry = {
  payment: seckillApi.orderPayment,
  calculate: seckillApi.orderCalculate,
  create: seckillApi.orderCreate,
  source: (p) => activityCheckoutSource(seckillKind, Number(p.seckill_id), Number(p.sku_id), p.num),
};
