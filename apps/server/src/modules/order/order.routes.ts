import { orderIdParams, orderListsParams, orderNumParams, ORDER_NUM_KEYS } from '@mall/contract';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { memberCloseOrder, memberExtendTakeDelivery, memberTakeDelivery } from './order.actions';
import { orderAdminRoutes } from './order.admin';
import { memberOrderDetail, memberOrderEvaluateInfo, memberOrderNum, memberOrderPackages, memberOrderPage } from './order.query';

/** Member orders (reference §4.9) and the operator's shipping API. */
export const orderRoutes = (): RouteSpec[] => [
  memberRoute('/api/order/lists', {
    input: orderListsParams,
    handler: (input, ctx) => memberOrderPage(ctx.deps.database.db, ctx.memberId, input, ctx.lang),
  }),
  memberRoute('/api/order/detail', {
    input: orderIdParams,
    handler: (input, ctx) => memberOrderDetail(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang),
  }),
  memberRoute('/api/order/num', {
    input: orderNumParams,
    handler: (input, ctx) => memberOrderNum(ctx.deps.database.db, ctx.memberId, input.order_status ?? ORDER_NUM_KEYS),
  }),
  memberRoute('/api/order/close', {
    input: orderIdParams,
    handler: (input, ctx) => memberCloseOrder(ctx.deps.database.db, ctx.memberId, input.order_id),
  }),
  memberRoute('/api/order/takedelivery', {
    input: orderIdParams,
    handler: (input, ctx) => memberTakeDelivery(ctx.deps.database.db, ctx.memberId, input.order_id),
  }),
  memberRoute('/api/order/extendtakedelivery', {
    input: orderIdParams,
    handler: (input, ctx) => memberExtendTakeDelivery(ctx.deps.database.db, ctx.memberId, input.order_id),
  }),
  memberRoute('/api/order/package', {
    input: orderIdParams,
    handler: (input, ctx) => memberOrderPackages(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang),
  }),
  memberRoute('/api/order/evluateinfo', {
    input: orderIdParams,
    handler: (input, ctx) => memberOrderEvaluateInfo(ctx.deps.database.db, ctx.memberId, input.order_id, ctx.lang),
  }),
  ...orderAdminRoutes(),
];
