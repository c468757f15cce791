import { nowSeconds } from '@mall/contract';
import { and, asc, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import type { JobDeps, NamedJob } from '../../infra/jobs';
import { sweepRows } from '../../infra/jobs/sweep';
import { order, orderEventTimes, orderGoods, type OrderEventTimes } from '../order';
import { agreeRefundTx, closeRefusedTx, receiveReturnTx, transferRefundTx } from './refund.admin';
import { ComplainStatusOf as C, RefundStatus as S, type RefundStatusValue } from './refund.state';
import { orderComplain } from './refund.tables';

const DAY = 86_400;

/** Moves one claimed line; true when it moved. Runs inside the claiming transaction. */
type Step = (tx: Db, orderGoodsId: number, now: number, cutoff: number) => Promise<boolean>;

/**
 * Moves due refund lines one transaction per line (infra/jobs sweepRows): each claims the next due line
 * and its order together, which keeps the mall's lock order (order → lines → member → SKUs → goods), so a
 * sweep never waits on a row while holding one another writer needs first.
 */
const sweep = (db: Db, due: SQL, step: Step, now: number, cutoff: number): Promise<number> =>
  sweepRows(
    db,
    async (tx, skip) => {
      const [row] = await tx
        .select({ id: orderGoods.orderGoodsId })
        .from(orderGoods)
        .innerJoin(order, eq(order.orderId, orderGoods.orderId))
        .where(skip.length > 0 ? and(due, notInArray(orderGoods.orderGoodsId, [...skip])) : due)
        .orderBy(asc(orderGoods.refundActionTime), asc(orderGoods.orderGoodsId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    (tx, id) => step(tx, id, now, cutoff),
  );

/** Lines in `status` whose last after-sale step is at or before `cutoff` (index order_goods_refund_due_idx). */
const dueIn = (status: RefundStatusValue, cutoff: number): SQL =>
  and(eq(orderGoods.refundStatus, status), lte(orderGoods.refundActionTime, cutoff))!;

/**
 * A complaint keeps a refused line open while the platform handles it (1) or upheld it (2); one the buyer
 * raised, withdrew or saw refused after `cutoff` counts as the buyer acting and restarts the wait.
 */
const complaintHolds = (cutoff: number): SQL =>
  sql`exists (select 1 from ${orderComplain} c where c.order_goods_id = ${orderGoods.orderGoodsId}
    and (c.complain_status in (${sql.raw(`${C.applied}, ${C.agreed}`)}) or c.complain_apply_time > ${cutoff} or c.complain_time > ${cutoff}))`;

/**
 * The shop did not answer a request for auto_refund_confirm days: the system agrees as the shop would.
 * Refund only is then paid back at once (2 → 3: original channel or balance, stock and sales as the
 * transfer does); return and refund waits for the buyer's parcel (4).
 */
const confirmStep: Step = async (tx, id, now) => {
  const agreed = await agreeRefundTx(tx, id, 'system', now);
  if (!agreed) return false;
  if (agreed.refundStatus !== S.agreed) return true;
  return (await transferRefundTx(tx, id, 'system', now)) !== null;
};

/** The buyer shipped the return auto_refund_take_delivery days ago: received for the shop (5 → 6) and paid back (→ 3). */
const receiveStep: Step = async (tx, id, now) => {
  if (!(await receiveReturnTx(tx, id, 'system', now))) return false;
  return (await transferRefundTx(tx, id, 'system', now)) !== null;
};

/** A refused request the buyer left alone for auto_refund_cancel days is closed (-1 → 0). */
const cancelStep: Step = async (tx, id, now, cutoff) => {
  // The complaint row is re-read under lock: a complaint raised or decided since the claim keeps the line.
  const [c] = await tx
    .select({ status: orderComplain.complainStatus, applied: orderComplain.complainApplyTime, decided: orderComplain.complainTime })
    .from(orderComplain)
    .where(eq(orderComplain.orderGoodsId, id))
    .for('update');
  if (c && (c.status === C.applied || c.status === C.agreed || c.applied > cutoff || c.decided > cutoff)) return false;
  return (await closeRefusedTx(tx, id, now)) !== null;
};

const timesOf = async (db: Db, times?: OrderEventTimes) => times ?? (await orderEventTimes(db));

export const sweepRefundConfirm = async (db: Db, now: number, times?: OrderEventTimes): Promise<number> => {
  const cutoff = now - Math.round((await timesOf(db, times)).auto_refund_confirm * DAY);
  return sweep(db, dueIn(S.applied, cutoff), confirmStep, now, cutoff);
};

export const sweepRefundReceive = async (db: Db, now: number, times?: OrderEventTimes): Promise<number> => {
  const cutoff = now - Math.round((await timesOf(db, times)).auto_refund_take_delivery * DAY);
  return sweep(db, dueIn(S.waitReceive, cutoff), receiveStep, now, cutoff);
};

export const sweepRefundCancel = async (db: Db, now: number, times?: OrderEventTimes): Promise<number> => {
  const cutoff = now - Math.round((await timesOf(db, times)).auto_refund_cancel * DAY);
  return sweep(db, and(dueIn(S.refused, cutoff), sql`not ${complaintHolds(cutoff)}`)!, cancelStep, now, cutoff);
};

export interface RefundSweepResult {
  /** Requests agreed by the system (refund only: also paid back). */
  agreed: number;
  /** Returns received by the system and paid back. */
  received: number;
  /** Refused requests closed. */
  closed: number;
}

/** One pass of the after-sale timers as of `now` (unix seconds); tests drive time through it. */
export const runRefundSweepsOnce = async (deps: JobDeps, now: number = nowSeconds()): Promise<RefundSweepResult> => {
  const db = deps.database.db;
  const times = await orderEventTimes(db);
  const agreed = await sweepRefundConfirm(db, now, times);
  const received = await sweepRefundReceive(db, now, times);
  const closed = await sweepRefundCancel(db, now, times);
  return { agreed, received, closed };
};

/** The timers as a background job (listed in the module's parts). */
export const refundTimersJob: NamedJob = {
  name: 'refund',
  run: async (deps, now) => {
    const r = await runRefundSweepsOnce(deps, now);
    return r.agreed + r.received + r.closed;
  },
};
