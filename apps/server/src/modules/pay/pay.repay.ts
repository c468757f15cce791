import { asc, inArray } from 'drizzle-orm';
import { PAY_STATUS } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import type { PayRecord } from './pay.channel';
import { isPayOpen, movePayRecords, PAY_OPEN } from './pay.state';
import { pay } from './pay.tables';

/**
 * What re-paying unpaid items needs of their pay records (the items' owner runs the transaction; records
 * are locked before the items, as payment and closing lock them).
 */

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

const relateIdsOf = (record: Pick<PayRecord, 'relateIds'>): number[] =>
  (Array.isArray(record.relateIds) ? record.relateIds : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** Locks the records of these out_trade_nos in id order and answers them. */
export const lockPayRecordsTx = async (tx: Db, nos: string[]): Promise<PayRecord[]> =>
  nos.length ? tx.select().from(pay).where(inArray(pay.outTradeNo, nos)).orderBy(asc(pay.id)).for('update') : [];

/**
 * The out_trade_no of the one open order record that covers exactly `ids` of the member for `total`, to be
 * reused; null when a new record is needed.
 */
export const reusableOrderRecord = (records: PayRecord[], want: { memberId: number; ids: number[]; total: number }): string | null => {
  if (records.length !== 1) return null;
  const r = records[0]!;
  const fits =
    r.memberId === want.memberId &&
    isPayOpen(r.payStatus) &&
    r.event === 'order' &&
    r.payMoney === want.total &&
    sameSet(relateIdsOf(r), want.ids);
  return fits ? r.outTradeNo : null;
};

/** Cancels the open records of these out_trade_nos (0/1 → -1). */
export const cancelPayRecordsTx = async (tx: Db, nos: string[]): Promise<void> => {
  if (nos.length) await movePayRecords(tx, inArray(pay.outTradeNo, nos), PAY_OPEN, PAY_STATUS.CANCELLED);
};
