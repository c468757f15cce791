import {
  adminComplainAuditParams,
  adminRefundParams,
  adminRefundRefuseParams,
  orderComplainParams,
  orderGoodsIdParams,
  orderRefundApplyParams,
  orderRefundDeliveryParams,
  orderRefundListParams,
  type Lang,
} from '@mall/contract';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
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


/** A member endpoint on one of the member's order lines: the service reads (db, member, order_goods_id, lang). */
const lineRoute = <R>(path: string, service: (db: Db, memberId: number, orderGoodsId: number, lang: Lang) => Promise<R>) =>
  memberRoute(path, {
    input: orderGoodsIdParams,
    handler: ({ order_goods_id }, { deps, memberId, lang }) => service(deps.database.db, memberId, order_goods_id, lang),
  });

/** A member endpoint whose service reads (db, member, the validated params, lang). */
const paramsRoute = <S extends z.ZodType, R>(path: string, input: S, service: (db: Db, memberId: number, params: z.output<S>, lang: Lang) => Promise<R>) =>
  memberRoute(path, { input, handler: (params, { deps, memberId, lang }) => service(deps.database.db, memberId, params, lang) });

/** After-sale (reference §4.11): member refunds and platform complaints per order line, plus the operator's side. */
export const refundRoutes = (): RouteSpec[] => [
  lineRoute('/api/orderrefund/refundData', refundData),
  paramsRoute('/api/orderrefund/refund', orderRefundApplyParams, applyRefund),
  lineRoute('/api/orderrefund/cancel', cancelRefund),
  paramsRoute('/api/orderrefund/delivery', orderRefundDeliveryParams, refundDelivery),
  lineRoute('/api/orderrefund/detail', refundDetail),
  memberRoute('/api/orderrefund/lists', {
    input: orderRefundListParams,
    handler: ({ page, page_size }, { deps, memberId, lang }) => refundList(deps.database.db, memberId, page, page_size, lang),
  }),
  lineRoute('/api/ordercomplain/detail', complainDetail),
  paramsRoute('/api/ordercomplain/complain', orderComplainParams, complain),
  lineRoute('/api/ordercomplain/cancel', cancelComplain),

  // Operator (header x-admin-key = ADMIN_API_KEY).
  adminRoute('/admin/api/orderrefund/agree', adminRefundParams, (i, ctx) => agreeRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/orderrefund/refuse', adminRefundRefuseParams, (i, ctx) =>
    refuseRefund(ctx.deps.database.db, i.order_goods_id, i.refund_refuse_reason, ctx.lang),
  ),
  adminRoute('/admin/api/orderrefund/receive', adminRefundParams, (i, ctx) => receiveReturn(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/orderrefund/transfer', adminRefundParams, (i, ctx) => transferRefund(ctx.deps.database.db, i.order_goods_id, ctx.lang)),
  adminRoute('/admin/api/ordercomplain/audit', adminComplainAuditParams, (i, ctx) => auditComplain(ctx.deps.database.db, i, ctx.lang)),
];
