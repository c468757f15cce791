import { and, asc, eq, gt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import type { JobDeps, NamedJob } from '../../infra/jobs';
import { sweepRows } from '../../infra/jobs/sweep';
import {
  completeOrderTx,
  logAction,
  NO_MOVE_STEPS,
  orderEventTimes,
  receiveOrderTx,
  type MoveResult,
  type OrderEventTimes,
  type OrderMoveSteps,
} from './order.actions';
import { closeOrderTx } from './order.close';
import { orderMessages } from './order.messages';
import { OrderStatus } from './order.state';
import { order } from './order.tables';
import { nowSeconds } from '@mall/contract';

const DAY = 86_400;

type Step = (tx: Db, orderId: number, now: number, times: OrderEventTimes) => Promise<boolean | MoveResult>;

/**
 * Moves due orders one transaction per order (infra/jobs sweepRows). Claiming the order row first keeps the
 * mall's lock order (order → member → SKUs), so a sweep cannot deadlock with checkout, payment or the buyer.
 */
const sweep = (db: Db, due: SQL, step: Step, now: number, times: OrderEventTimes): Promise<number> =>
  sweepRows(
    db,
    async (tx, skip) => {
      const [row] = await tx
        .select({ id: order.orderId })
        .from(order)
        .where(skip.length > 0 ? and(due, notInArray(order.orderId, [...skip])) : due)
        .orderBy(asc(order.orderId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    async (tx, id) => {
      const r = await step(tx, id, now, times);
      return r === true || r === 'ok';
    },
  );

/** Unpaid past auto_close_time (or, without one, create_time + auto_close minutes). */
const dueClose = (now: number, t: OrderEventTimes): SQL =>
  and(
    eq(order.orderStatus, OrderStatus.WAIT_PAY),
    or(
      and(gt(order.autoCloseTime, 0), lte(order.autoCloseTime, now)),
      and(eq(order.autoCloseTime, 0), lte(order.createTime, now - Math.round(t.auto_close * 60))),
    ),
  )!;

/** Shipped past take_delivery_execute_time (or delivery_time + auto_take_delivery days), not in after-sale. */
const dueReceive = (now: number, t: OrderEventTimes): SQL =>
  and(
    eq(order.orderStatus, OrderStatus.SHIPPED),
    eq(order.isLock, 0),
    or(
      and(gt(order.takeDeliveryExecuteTime, 0), lte(order.takeDeliveryExecuteTime, now)),
      and(eq(order.takeDeliveryExecuteTime, 0), lte(order.deliveryTime, now - Math.round(t.auto_take_delivery * DAY))),
    ),
  )!;

/**
 * Received past auto_complete_time; orders that reached "received" without one (verified pickup, virtual)
 * count from the later of sign_time and pay_time.
 */
const dueComplete = (now: number, t: OrderEventTimes): SQL =>
  and(
    eq(order.orderStatus, OrderStatus.RECEIVED),
    eq(order.isLock, 0),
    or(
      and(gt(order.autoCompleteTime, 0), lte(order.autoCompleteTime, now)),
      and(
        eq(order.autoCompleteTime, 0),
        sql`greatest(${order.signTime}, ${order.payTime}) > 0`,
        sql`greatest(${order.signTime}, ${order.payTime}) <= ${now - Math.round(t.auto_complete * DAY)}`,
      ),
    ),
  )!;

export const sweepAutoClose = async (db: Db, now: number, times?: OrderEventTimes, steps = NO_MOVE_STEPS): Promise<number> => {
  const t = times ?? (await orderEventTimes(db));
  return sweep(
    db,
    dueClose(now, t),
    (tx, id) => closeOrderTx(tx, id, { way: 'system', action: logAction(orderMessages.omLogAutoClose) }, steps.closed),
    now,
    t,
  );
};

export const sweepAutoReceive = async (db: Db, now: number, times?: OrderEventTimes, steps = NO_MOVE_STEPS): Promise<number> => {
  const t = times ?? (await orderEventTimes(db));
  return sweep(
    db,
    dueReceive(now, t),
    (tx, id, at, tt) =>
      receiveOrderTx(
        tx,
        id,
        { way: 'system', action: logAction(orderMessages.omLogAutoTakeDelivery) },
        at,
        tt.auto_complete,
        OrderStatus.SHIPPED,
        steps.received,
      ),
    now,
    t,
  );
};

export const sweepAutoComplete = async (db: Db, now: number, times?: OrderEventTimes, steps = NO_MOVE_STEPS): Promise<number> => {
  const t = times ?? (await orderEventTimes(db));
  return sweep(
    db,
    dueComplete(now, t),
    (tx, id, at) => completeOrderTx(tx, id, { way: 'system', action: logAction(orderMessages.omLogAutoComplete) }, at, steps.completed),
    now,
    t,
  );
};

export interface SweepResult {
  closed: number;
  received: number;
  completed: number;
}

/** One pass of the order timers as of `now` (unix seconds); tests drive time through it. */
export const runSweepsOnce = async (
  deps: JobDeps,
  now: number = nowSeconds(),
  steps: OrderMoveSteps = NO_MOVE_STEPS,
): Promise<SweepResult> => {
  const db = deps.database.db;
  const times = await orderEventTimes(db);
  const closed = await sweepAutoClose(db, now, times, steps);
  const received = await sweepAutoReceive(db, now, times, steps);
  const completed = await sweepAutoComplete(db, now, times, steps);
  return { closed, received, completed };
};

/** The timers as a background job (listed in the module's parts), running the other modules' steps. */
export const orderTimersJob = (steps: OrderMoveSteps): NamedJob => ({
  name: 'order',
  run: async (deps, now) => {
    const r = await runSweepsOnce(deps, now, steps);
    return r.closed + r.received + r.completed;
  },
});
