import { refundAdminApi, refundApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
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
  serve(refundApi.refundData, (i, { deps, memberId, lang }) => refundData(deps.database.db, memberId, i.order_goods_id, lang)),
  serve(refundApi.refund, (i, { deps, memberId, lang }) => applyRefund(deps.database.db, memberId, i, lang)),
  serve(refundApi.cancel, (i, { deps, memberId, lang }) => cancelRefund(deps.database.db, memberId, i.order_goods_id, lang)),
  serve(refundApi.delivery, (i, { deps, memberId, lang }) => refundDelivery(deps.database.db, memberId, i, lang)),
  serve(refundApi.detail, (i, { deps, memberId, lang }) => refundDetail(deps.database.db, memberId, i.order_goods_id, lang)),
  serve(refundApi.lists, (i, { deps, memberId, lang }) => refundList(deps.database.db, memberId, i.page, i.page_size, lang)),
  serve(refundApi.complainDetail, (i, { deps, memberId, lang }) => complainDetail(deps.database.db, memberId, i.order_goods_id, lang)),
  serve(refundApi.complain, (i, { deps, memberId, lang }) => complain(deps.database.db, memberId, i, lang)),
  serve(refundApi.complainCancel, (i, { deps, memberId, lang }) => cancelComplain(deps.database.db, memberId, i.order_goods_id, lang)),

  serve(refundAdminApi.agree, (i, ctx) => agreeRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  serve(refundAdminApi.refuse, (i, ctx) => refuseRefund(ctx.deps.database.db, i.order_goods_id, i.refund_refuse_reason, ctx.lang)),
  serve(refundAdminApi.receive, (i, ctx) => receiveReturn(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  serve(refundAdminApi.transfer, (i, ctx) => transferRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  serve(refundAdminApi.complainAudit, (i, ctx) => auditComplain(ctx.deps.database.db, i, ctx.lang)),
];
