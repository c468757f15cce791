import type { Db } from '../../../infra/db/client';
import type { Hooks } from '../../parts';

/**
 * What a pintuan needs done to orders, which the order and refund modules own (they price with the promotion
 * wing, so the wing cannot import them): the composition root (`modules/index.ts`) hands these over.
 */
export interface PintuanSettle {
  /** Sets the orders' `is_enable_refund` (order module). */
  setEnableRefund: (tx: Db, orderIds: readonly number[], flag: 0 | 1) => Promise<void>;
  /**
   * Refunds a paid order in full to where its money came from, once (refund module: the steps of a refund the
   * shop agreed); answers the lines refunded (0 when nothing was left to refund).
   */
  refundOrder: (tx: Db, orderId: number, reason: string) => Promise<number>;
  /** Closes an unpaid order with every module's close steps (order module); false when it is not unpaid or is being paid. */
  closeOrder: (tx: Db, orderId: number, action: string, hooks: Hooks) => Promise<boolean>;
}
