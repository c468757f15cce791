import type { ModuleParts } from '../parts';
import { orderTimersJob } from './order.jobs';
import { orderPaidHandlers } from './order.paid';
import { orderPayReaders } from './order.repay';
import { orderCancelCheck } from './order.query';
import { orderRoutes } from './order.routes';
import { ordercreateRoutes } from './ordercreate.routes';
export * from './order.tables';
export {
  OrderStatus,
  OrderType,
  ORDER_TRANSITIONS,
  DeliveryStatus,
  DELIVERY_TRANSITIONS,
  canMove,
  canMoveDelivery,
  moveLineDelivery,
  moveOrder,
  paidStatusOf,
  type MoveBy,
  type DeliveryStatusValue,
  type OrderStatusValue,
} from './order.state';
export { closeOrderTx, BALANCE_FROM_ORDER, BALANCE_FROM_ORDER_CLOSE } from './order.close';
export { nextNumbers } from '../../infra/db/numbers';
export { orderPay } from './order.repay';
export { moveLineRefundTx, addRefundMoneyTx, setOrderRefundFlagsTx, type LineRefundSet } from './order.refund';
export { moveLineEvaluateTx, syncOrderEvaluateTx, type LineEvaluateStatus } from './order.evaluate';
export * from './delivery.tables';
export { orderRoutes } from './order.routes';
export { orderEventTimes, receiveOrderTx, completeOrderTx, type OrderEventTimes } from './order.actions';
export { runSweepsOnce, sweepAutoClose, sweepAutoReceive, sweepAutoComplete } from './order.jobs';
export { memberOrderNum, orderStatusName, OPEN_REFUND_STATUSES } from './order.query';
export { orderPaidTx, type OrderPaidStep, type PaidOrder } from './order.paid';
export { createOrdersTx, createOrders, type CreatedOrders, type OrderSource } from './order.create';
export { calculateCheckout, checkoutToWire, splitProRata, type Checkout, type CheckoutMode } from './order.calculate';
export { ordercreateRoutes } from './ordercreate.routes';

export const orderModule: ModuleParts = {
  name: 'order',
  routes: (wired) => [...orderRoutes(), ...ordercreateRoutes(wired.paidHandlers)],
  jobs: [orderTimersJob],
  cancelChecks: [orderCancelCheck],
  paidHandlers: (hooks) => orderPaidHandlers(hooks.orderPaidSteps),
  payReaders: orderPayReaders,
};
