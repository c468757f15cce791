// Registers the open-refund counter and blocker of account cancellation.
import './refund.cancel';
export { refundRoutes } from './refund.routes';
export { complainActionOf, openRefundCount, refundActionsOf } from './refund.service';
export * from './refund.tables';
