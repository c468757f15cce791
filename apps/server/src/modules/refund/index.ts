import type { ModuleParts } from '../parts';
import { refundCancelCheck } from './refund.cancel';
import { refundTimersJob } from './refund.jobs';
import { refundRoutes } from './refund.routes';
export { refundRoutes } from './refund.routes';
export { complainActionOf, openRefundCount, refundActionsOf } from './refund.service';
export { runRefundSweepsOnce, sweepRefundCancel, sweepRefundConfirm, sweepRefundReceive, type RefundSweepResult } from './refund.jobs';
export * from './refund.tables';
export { refundPaidOrderTx } from './refund.auto';
export { canMoveRefund, moveRefund, OrderRefundFlag, REFUND_TRANSITIONS, RefundStatus, type RefundStatusValue } from './refund.state';

export const refundModule: ModuleParts = {
  name: 'refund',
  routes: refundRoutes,
  jobs: [refundTimersJob],
  cancelChecks: [refundCancelCheck],
};
