import type { Hooks, ModuleParts } from '../parts';
import type { OrderMoveSteps } from './order.actions';
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
export { moveLineRefundTx, addRefundMoneyTx, setOrderRefundFlagsTx, setOrderEnableRefundTx, type LineRefundSet } from './order.refund';
export { moveLineEvaluateTx, syncOrderEvaluateTx, type LineEvaluateStatus } from './order.evaluate';
export * from './delivery.tables';
export { orderRoutes } from './order.routes';
export {
  orderEventTimes,
  receiveOrderTx,
  completeOrderTx,
  NO_MOVE_STEPS,
  type OrderEventTimes,
  type OrderMoveSteps,
} from './order.actions';
export { runSweepsOnce, sweepAutoClose, sweepAutoReceive, sweepAutoComplete } from './order.jobs';
export { memberOrderNum, orderStatusName, OPEN_REFUND_STATUSES } from './order.query';
export { orderPaidTx, type OrderPaidStep, type PaidOrder } from './order.paid';
export { createOrdersTx, createOrders, type CreatedOrders, type OrderSource, type PrepaidCheckout } from './order.create';
export { rushStats } from './order.rush';
export {
  calculateCheckout,
  checkoutError,
  checkoutToWire,
  splitProRata,
  type Checkout,
  type CheckoutMode,
  type CheckoutParams,
} from './order.calculate';
export { ordercreateRoutes, withCreateErrorCode } from './ordercreate.routes';

const moveSteps = (hooks: Hooks): OrderMoveSteps => ({
  received: hooks.orderReceivedSteps,
  completed: hooks.orderCompletedSteps,
  closed: hooks.orderClosedSteps,
});

export const orderModule: ModuleParts = {
  name: 'order',
  routes: (wired) => [...orderRoutes(moveSteps(wired.hooks)), ...ordercreateRoutes(wired.paidHandlers)],
  jobs: (hooks) => [orderTimersJob(moveSteps(hooks))],
  cancelChecks: [orderCancelCheck],
  paidHandlers: (hooks) => orderPaidHandlers(hooks.orderPaidSteps),
  payReaders: orderPayReaders,
};
