import { eq } from 'drizzle-orm';
import { nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { bulkInsert } from '../../infra/db/bulk';
import { nextNumbers } from '../../infra/db/numbers';
import type { PaidHandlers } from './pay.paid';
import { isPayOpen, movePayRecords, PayStatus } from './pay.state';
import { pay } from './pay.tables';

export interface NewPayRecord {
  memberId: number;
  /** Fen an online channel must collect (0 for a checkout paid in full by balance). */
  payMoney: number;
  /** Order ids the record pays. */
  relateIds: number[];
  /** Shown by the channel, e.g. the order names. */
  body: string;
  /** The shop when the record covers one shop's orders only (0 = several). */
  siteId?: number;
  /** A number taken beforehand with `nextNumbers`; a fresh one otherwise. */
  outTradeNo?: string;
  event?: string;
}

/** Writes a waiting pay record (pay_status WAIT) inside `tx` and returns its `out_trade_no`. */
export const createPayRecordTx = (tx: Db, input: NewPayRecord): Promise<string> => insertPayRecord(tx, input, {});

/** One pay record row; `outTradeNo` given, or fresh. */
const payRow = (input: NewPayRecord, outTradeNo: string, paid: Partial<typeof pay.$inferInsert>): typeof pay.$inferInsert => {
  if (!Number.isSafeInteger(input.payMoney) || input.payMoney < 0) throw new Error(`bad pay money ${input.payMoney}`);
  return {
    outTradeNo,
    memberId: input.memberId,
    siteId: input.siteId ?? 0,
    payBody: input.body.slice(0, 255),
    payDetail: input.body.slice(0, 1000),
    payMoney: input.payMoney,
    relateIds: input.relateIds,
    event: input.event ?? 'order',
    createTime: nowSeconds(),
    ...paid,
  };
};

const insertPayRecord = async (tx: Db, input: NewPayRecord, paid: Partial<typeof pay.$inferInsert>): Promise<string> => {
  const outTradeNo = input.outTradeNo ?? (await nextNumbers(tx, 1))[0]!;
  await tx.insert(pay).values(payRow(input, outTradeNo, paid));
  return outTradeNo;
};

/** Writes waiting pay records, each with its `outTradeNo` taken beforehand, in one statement (a batch of checkouts). */
export const createPayRecordsTx = async (tx: Db, inputs: readonly (NewPayRecord & { outTradeNo: string })[]): Promise<void> => {
  await bulkInsert(
    tx,
    pay,
    inputs.map((i) => payRow(i, i.outTradeNo, {})),
  );
};

/**
 * Writes a record that is paid already (a checkout covered in full by balance) and hands it to the handler
 * of its purpose inside `tx`: what `createPayRecordTx` then `markPayPaidTx` do, without locking and moving a
 * record that only this transaction can see. Returns its `out_trade_no`.
 */
export const createPaidPayRecordTx = async (
  tx: Db,
  handlers: PaidHandlers,
  input: NewPayRecord,
  p: { payType: string; tradeNo: string },
): Promise<string> => {
  const t = nowSeconds();
  const outTradeNo = await insertPayRecord(tx, input, { payStatus: PayStatus.PAID, payType: p.payType, tradeNo: p.tradeNo, payTime: t });
  const handler = handlers[input.event ?? 'order'];
  if (handler) await handler(tx, { outTradeNo, memberId: input.memberId, relateIds: input.relateIds, ...p, payTime: t });
  return outTradeNo;
};

/**
 * Marks a pay record paid (pay_status 0/1 → 2, guarded) and hands it to the handler of its purpose (`event`;
 * the order module moves the orders paid) inside `tx`. Returns false — and changes nothing — when the
 * record is unknown, already paid or cancelled (a replayed notify is a no-op). A record is cancelled when
 * one of its orders closed; the caller must then give the money back. A handler that throws rolls the
 * payment back.
 */
export const markPayPaidTx = async (
  tx: Db,
  handlers: PaidHandlers,
  outTradeNo: string,
  p: { payType: string; tradeNo: string },
): Promise<boolean> => {
  const t = nowSeconds();
  // Lock order: the pay record, then what its purpose touches (the orders by id); closeOrderTx never waits
  // for a locked record, so the two cannot deadlock.
  const [head] = await tx
    .select({ memberId: pay.memberId, event: pay.event, relateIds: pay.relateIds, payStatus: pay.payStatus })
    .from(pay)
    .where(eq(pay.outTradeNo, outTradeNo))
    .for('update');
  if (!head || !isPayOpen(head.payStatus)) return false;
  const [rec] = await movePayRecords(tx, eq(pay.outTradeNo, outTradeNo), [PayStatus.WAIT, PayStatus.PAYING], PayStatus.PAID, {
    payType: p.payType,
    tradeNo: p.tradeNo,
    payTime: t,
  });
  if (!rec) return false;
  // A purpose nobody handles (none is written today) is only marked paid.
  const handler = handlers[head.event];
  if (!handler) return true;
  const relateIds = (Array.isArray(head.relateIds) ? head.relateIds : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  await handler(tx, { outTradeNo, memberId: head.memberId, relateIds, payType: p.payType, tradeNo: p.tradeNo, payTime: t });
  return true;
};
