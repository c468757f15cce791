import type { Db } from '../../infra/db/client';
import { refundOnlinePay } from '../pay';

/** Result of sending part of a refund back through the order's online pay channel. */
export type OnlineRefund = { ok: true; payType: string; refundTradeNo: string } | { ok: false; reason: string };

/**
 * Sends `amount` fen of the order's online payment back through the pay channel that took it (the pay
 * module's `refundOnlinePay`; `refundNo` is its idempotency key). A failure answers `ok: false` and the
 * caller credits the balance instead, with a remark saying so.
 */
export const refundOnline = (db: Db, order: { outTradeNo: string; payType: string }, amount: number, refundNo: string): Promise<OnlineRefund> =>
  refundOnlinePay(db, order, amount, refundNo);
