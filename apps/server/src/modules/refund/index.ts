// Registers the open-refund counter and blocker of account cancellation.
import './refund.cancel';
export { refundRoutes } from './refund.routes';
export { complainActionOf, openRefundCount, refundActionsOf } from './refund.service';
export { runRefundSweepsOnce, sweepRefundCancel, sweepRefundConfirm, sweepRefundReceive, type RefundSweepResult } from './refund.jobs';
export * from './refund.tables';
export { canMoveRefund, moveRefund, OrderRefundFlag, REFUND_TRANSITIONS, RefundStatus, type RefundStatusValue } from './refund.state';
