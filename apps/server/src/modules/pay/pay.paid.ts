import type { Db } from '../../infra/db/client';

/** A payment that just became paid, as its purpose's handler sees it. */
export interface PaidPayment {
  outTradeNo: string;
  memberId: number;
  /** The ids the purpose acts on (`relate_ids`, e.g. order ids). */
  relateIds: number[];
  payType: string;
  tradeNo: string;
  /** Unix seconds of the payment. */
  payTime: number;
}

/**
 * What the module behind a purpose does once a payment of it succeeds (the order module: move the orders
 * paid). Runs inside the payment's transaction, after the pay record moved to paid and while its row is
 * locked; throwing rolls the payment back.
 */
export type PaidHandler = (tx: Db, payment: PaidPayment) => Promise<void>;

/** Handlers by the pay record's `event` (its purpose: `order`, later wallet recharge…). */
export type PaidHandlers = Readonly<Record<string, PaidHandler>>;
