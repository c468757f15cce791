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

/**
 * What the pay pages show about a record's related items, read by the module that owns them (the pay
 * module does not read other modules' tables). `ids` are the record's `relate_ids`, of `memberId`.
 */
export interface PayPurposeReader {
  /** The type of the first related item in id order (the pay info's `order_type`), 0 when none. */
  firstType: (db: Db, memberId: number, ids: number[]) => Promise<number>;
  /** The shop names of the related items, in id order. */
  shopNames: (db: Db, memberId: number, ids: number[]) => Promise<string[]>;
}

/** Readers by the pay record's `event`. */
export type PayPurposeReaders = Readonly<Record<string, PayPurposeReader>>;
