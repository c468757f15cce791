import { orderCalculateParams, orderCreateParams, orderPaymentParams } from '@mall/contract';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { calculateCheckout, checkoutToWire } from './order.calculate';
import { createOrders } from './order.create';

/** Checkout (reference §4.8): payment (first view), calculate (after each choice), create (→ out_trade_no). */
export const ordercreateRoutes = (): RouteSpec[] => [
  memberRoute('/api/ordercreate/payment', {
    input: orderPaymentParams,
    handler: async (input, { deps, memberId, lang }) => checkoutToWire(await calculateCheckout(deps.database.db, memberId, input, 'payment'), lang),
  }),
  memberRoute('/api/ordercreate/calculate', {
    input: orderCalculateParams,
    handler: async (input, { deps, memberId, lang }) => checkoutToWire(await calculateCheckout(deps.database.db, memberId, input, 'calculate'), lang),
  }),
  memberRoute('/api/ordercreate/create', {
    input: orderCreateParams,
    handler: (input, { deps, memberId, appType }) => createOrders(deps.database.db, memberId, input, { appType }),
  }),
];
