import { orderApi, ORDER_NUM_KEYS, payApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { memberCloseOrder, memberExtendTakeDelivery, memberTakeDelivery, NO_MOVE_STEPS, type OrderMoveSteps } from './order.actions';
import { orderAdminRoutes } from './order.admin';
import { orderPay } from './order.repay';
import { memberOrderDetail, memberOrderEvaluateInfo, memberOrderNum, memberOrderPackages, memberOrderPage } from './order.query';

/** Member orders (reference §4.9) and the operator's shipping API. */
export const orderRoutes = (steps: OrderMoveSteps = NO_MOVE_STEPS): RouteSpec[] => [
  serve(orderApi.lists, (input, ctx) => memberOrderPage(ctx.deps.database.db, ctx.memberId, input, ctx.lang)),
  serve(orderApi.detail, (input, ctx) => memberOrderDetail(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang)),
  serve(orderApi.num, (input, ctx) => memberOrderNum(ctx.deps.database.db, ctx.memberId, input.order_status ?? ORDER_NUM_KEYS)),
  // Declared with the pay endpoints (its wire path is /api/order/pay); the orders are this module's.
  serve(payApi.orderPay, (input, ctx) => orderPay(ctx.deps.database.db, ctx.memberId, input.order_ids)),
  serve(orderApi.close, (input, ctx) => memberCloseOrder(ctx.deps.database.db, ctx.memberId, input.order_id, steps.closed)),
  serve(orderApi.takedelivery, (input, ctx) => memberTakeDelivery(ctx.deps.database.db, ctx.memberId, input.order_id, steps.received)),
  serve(orderApi.extendtakedelivery, (input, ctx) => memberExtendTakeDelivery(ctx.deps.database.db, ctx.memberId, input.order_id)),
  serve(orderApi.package, (input, ctx) => memberOrderPackages(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang)),
  serve(orderApi.evluateinfo, (input, ctx) => memberOrderEvaluateInfo(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang)),
  ...orderAdminRoutes(steps),
];
