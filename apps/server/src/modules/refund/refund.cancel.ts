import type { CancelCheck } from '../parts';
import { refundMessages } from './refund.messages';
import { openRefundCount } from './refund.service';

// Account cancellation: open after-sale requests are counted on the page and must be finished first.
export const refundCancelCheck: CancelCheck = {
  name: 'refund',
  count: async (db, memberId) => ({ order_refund_count: await openRefundCount(db, memberId) }),
  block: async (db, memberId) => ((await openRefundCount(db, memberId)) > 0 ? { messageKey: refundMessages.rfCancelOpenRefund } : null),
};
