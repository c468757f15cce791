import {
  adminComplainAuditParams,
  adminRefundParams,
  adminRefundRefuseParams,
  orderComplainParams,
  orderGoodsIdParams,
  orderRefundApplyParams,
  orderRefundDeliveryParams,
  orderRefundListParams,
} from '@mall/contract';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { adminRoute } from '../admin';
import { agreeRefund, auditComplain, receiveReturn, refuseRefund, transferRefund } from './refund.admin';
import {
  applyRefund,
  cancelComplain,
  cancelRefund,
  complain,
  complainDetail,
  refundData,
  refundDelivery,
  refundDetail,
  refundList,
} from './refund.service';


/** After-sale (reference §4.11): member refunds and platform complaints per order line, plus the operator's side. */
export const refundRoutes = (): RouteSpec[] => [
  memberRoute('/api/orderrefund/refundData', {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => refundData(deps.database.db, memberId, order_goods_id, lang),
  }),
  memberRoute('/api/orderrefund/refund', {
    input: orderRefundApplyParams,
    handler: (input, { deps, memberId, lang }) => applyRefund(deps.database.db, memberId, input, lang),
  }),
  memberRoute('/api/orderrefund/cancel', {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => cancelRefund(deps.database.db, memberId, order_goods_id, lang),
  }),
  memberRoute('/api/orderrefund/delivery', {
    input: orderRefundDeliveryParams,
    handler: (input, { deps, memberId, lang }) => refundDelivery(deps.database.db, memberId, input, lang),
  }),
  memberRoute('/api/orderrefund/detail', {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => refundDetail(deps.database.db, memberId, order_goods_id, lang),
  }),
  memberRoute('/api/orderrefund/lists', {
    input: orderRefundListParams,
    handler: ({ page, page_size }, { deps, memberId, lang }) => refundList(deps.database.db, memberId, page, page_size, lang),
  }),
  memberRoute('/api/ordercomplain/detail', {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => complainDetail(deps.database.db, memberId, order_goods_id, lang),
  }),
  memberRoute('/api/ordercomplain/complain', {
    input: orderComplainParams,
    handler: (input, { deps, memberId, lang }) => complain(deps.database.db, memberId, input, lang),
  }),
  memberRoute('/api/ordercomplain/cancel', {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => cancelComplain(deps.database.db, memberId, order_goods_id, lang),
  }),

  // Operator (header x-admin-key = ADMIN_API_KEY).
  adminRoute('/admin/api/orderrefund/agree', adminRefundParams, (i, ctx) => agreeRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/orderrefund/refuse', adminRefundRefuseParams, (i, ctx) =>
    refuseRefund(ctx.deps.database.db, i.order_goods_id, i.refund_refuse_reason, ctx.lang),
  ),
  adminRoute('/admin/api/orderrefund/receive', adminRefundParams, (i, ctx) => receiveReturn(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/orderrefund/transfer', adminRefundParams, (i, ctx) => transferRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/ordercomplain/audit', adminComplainAuditParams, (i, ctx) => auditComplain(ctx.deps.database.db, i, ctx.lang)),
];
