import { PRESALE_ORDER_STATUS, PRESALE_REFUND_STATUS, presaleAdminApi, presaleApi } from '@mall/contract';
import { AppError } from '../../../infra/http/errors';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { withCreateErrorCode } from '../../order';
import type { PaidHandlers } from '../../pay';
import { activityPoster, type ActivityPosterSpec } from '../engine';
import { presaleAdd, presaleAdminList, presaleClose, presaleEdit, presaleOrderPage } from './presale.admin';
import { applyRefund, buyerClose, buyerDelete, cancelRefund, refundAgree, refundRefuse } from './presale.close';
import { depositCalculate, depositCreate, type DepositParams } from './presale.deposit';
import { finalCreate, finalPayment, ownPresaleOrder } from './presale.final';
import { presaleGoodsDetail, presaleGoodsInfo, presaleGoodsPage, presalePosterFacts } from './presale.goods';
import { presaleMessages as M } from './presale.messages';
import { presaleOrderToWire } from './presale.wire';
import { nowSeconds } from '@mall/contract';

const presalePoster: ActivityPosterSpec = {
  paramKeys: ['id', 'presale_id'],
  queryKey: 'id',
  detailPage: '/promotionpages/presale/detail/detail',
  filePrefix: 'presale',
  paramMessage: M.presalePosterParam,
  hintMessage: M.presalePosterHint,
  facts: presalePosterFacts,
};

/** Presale for shoppers (reference §4.18): goods, the two checkouts, the bookings and the deposit refund. */
export const presaleRoutes = (paidHandlers: PaidHandlers): RouteSpec[] => [
  serve(presaleApi.goodsPage, (p, { deps }) => presaleGoodsPage(deps.database.db, p)),
  serve(presaleApi.goodsDetail, ({ id, sku_id }, { deps, memberId }) => presaleGoodsDetail(deps.database.db, id, sku_id, memberId)),
  serve(presaleApi.goodsInfo, ({ id, sku_id }, { deps, memberId }) => presaleGoodsInfo(deps.database.db, id, sku_id, memberId)),
  serve(presaleApi.goodsPoster, ({ qrcode_param, page }, ctx) => activityPoster(presalePoster, qrcode_param, page, ctx)),
  serve(presaleApi.depositPayment, (p, { deps, memberId, lang }) =>
    depositCalculate(deps.database.db, memberId, p as unknown as DepositParams, 'payment', lang),
  ),
  serve(presaleApi.depositCalculate, (p, { deps, memberId, lang }) =>
    depositCalculate(deps.database.db, memberId, p as unknown as DepositParams, 'calculate', lang),
  ),
  serve(
    presaleApi.depositCreate,
    async (p, { deps, memberId, appType }) => {
      try {
        return await depositCreate(deps.database.db, memberId, p as unknown as DepositParams, paidHandlers, appType);
      } catch (err) {
        throw withCreateErrorCode(err);
      }
    },
    { refuseParams: withCreateErrorCode },
  ),
  serve(presaleApi.finalPayment, ({ id, is_balance }, { deps, memberId, lang }) =>
    finalPayment(deps.database.db, memberId, id, is_balance, lang),
  ),
  serve(presaleApi.finalCreate, (p, { deps, memberId }) => finalCreate(deps.database.db, memberId, p, paidHandlers)),
  serve(presaleApi.orderPage, (p, { deps, memberId, lang }) => presaleOrderPage(deps.database.db, p, lang, { memberId })),
  serve(presaleApi.orderDetail, async ({ order_id }, { deps, memberId, lang }) =>
    presaleOrderToWire(await ownPresaleOrder(deps.database.db, memberId, order_id), lang, nowSeconds()),
  ),
  serve(presaleApi.orderClose, ({ order_id }, { deps, memberId }) => buyerClose(deps.database.db, memberId, order_id)),
  serve(presaleApi.orderDelete, ({ order_id }, { deps, memberId }) => buyerDelete(deps.database.db, memberId, order_id)),
  serve(presaleApi.orderPay, async ({ id }, { deps, memberId }) => {
    const db = deps.database.db;
    const r = await ownPresaleOrder(db, memberId, id);
    if (r.orderStatus === PRESALE_ORDER_STATUS.WAIT_DEPOSIT) return r.depositOutTradeNo;
    if (r.orderStatus !== PRESALE_ORDER_STATUS.WAIT_FINAL) throw new AppError(M.presaleOrderNotWaitFinal);
    // The rest: the final record made already, else a fresh one without balance.
    return r.finalOutTradeNo || finalCreate(db, memberId, { id, is_balance: 0 }, paidHandlers);
  }),
  serve(presaleApi.refundApply, ({ order_id }, { deps, memberId }) => applyRefund(deps.database.db, memberId, order_id)),
  serve(presaleApi.refundCancel, ({ order_id }, { deps, memberId }) => cancelRefund(deps.database.db, memberId, order_id)),
  serve(presaleApi.refundPage, (p, { deps, memberId, lang }) => presaleOrderPage(deps.database.db, p, lang, { memberId, refunds: true })),
  serve(presaleApi.refundDetail, async ({ order_id }, { deps, memberId, lang }) =>
    presaleOrderToWire(await ownPresaleOrder(deps.database.db, memberId, order_id), lang, nowSeconds()),
  ),
];

/** Presale for the operator (x-admin-key): activities, bookings, deposit refund decisions. */
export const presaleAdminRoutes = (): RouteSpec[] => [
  serve(presaleAdminApi.lists, (p, { deps }) => presaleAdminList(deps.database.db, p)),
  serve(presaleAdminApi.add, (p, { deps }) => presaleAdd(deps.database.db, p)),
  serve(presaleAdminApi.edit, (p, { deps }) => presaleEdit(deps.database.db, p)),
  serve(presaleAdminApi.close, ({ presale_id }, { deps }) => presaleClose(deps.database.db, presale_id)),
  serve(presaleAdminApi.orders, (p, { deps, lang }) =>
    presaleOrderPage(deps.database.db, p, lang, { refundStatus: p.refund_status === PRESALE_REFUND_STATUS.NONE ? 0 : p.refund_status }),
  ),
  serve(presaleAdminApi.refundAgree, ({ order_id }, { deps, lang }) => refundAgree(deps.database.db, order_id, lang)),
  serve(presaleAdminApi.refundRefuse, ({ order_id, refuse_reason }, { deps, lang }) =>
    refundRefuse(deps.database.db, order_id, refuse_reason ?? '', lang),
  ),
];
