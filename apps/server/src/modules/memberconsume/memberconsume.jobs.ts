import { and, asc, eq, gte, notExists, sql } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import type { NamedJob } from '../../infra/jobs';
import { sweepRows } from '../../infra/jobs/sweep';
import { order } from '../order';
import { giveRewardsTx } from './memberconsume.rewards';
import { memberConsumeRecord } from './memberconsume.tables';

/**
 * How far back the sweep looks for paid orders: it reads the orders paid since then on every run, so the
 * window stays short; orders paid while no process swept for longer than this get no payment reward.
 */
export const PAY_REWARD_WINDOW_SECONDS = 86_400;

/** Seconds between sweeps: the shopper sees the points soon after paying. */
export const PAY_REWARD_EVERY_SECONDS = 5;

/**
 * Gives the rewards of payment (the consumption reward when set to `pay`, the full-reduction gift) to the
 * orders paid since `now - PAY_REWARD_WINDOW_SECONDS` that have none yet, one transaction per order. They
 * are given here rather than inside the payment to keep checkout's statements few. Each order's claim rows
 * (unique per order and kind, its `manjian` row written for every paid order) are the guarantee that a
 * replay or a second process gives nothing more; the order row is claimed with FOR UPDATE SKIP LOCKED
 * first, keeping the mall's lock order (order → member).
 */
export const sweepPayRewards = async (db: Db, now: number): Promise<number> => {
  // Walks the window once per sweep in (pay_time, order_id) order (index orders_pay_time_idx), so rows
  // that failed or were skipped as locked are not read again until the next sweep.
  let after = { payTime: now - PAY_REWARD_WINDOW_SECONDS, orderId: 0 };
  return sweepRows(
    db,
    async (tx) => {
      const [row] = await tx
        .select({ id: order.orderId, payTime: order.payTime })
        .from(order)
        .where(
          and(
            gte(order.payTime, now - PAY_REWARD_WINDOW_SECONDS),
            sql`(${order.payTime}, ${order.orderId}) > (${after.payTime}, ${after.orderId})`,
            notExists(
              tx
                .select({ one: sql`1` })
                .from(memberConsumeRecord)
                .where(and(eq(memberConsumeRecord.orderId, order.orderId), eq(memberConsumeRecord.kind, ACCOUNT_FROM_TYPE.manjian))),
            ),
          ),
        )
        .orderBy(asc(order.payTime), asc(order.orderId))
        .limit(1)
        .for('update', { of: order, skipLocked: true });
      if (!row) return null;
      after = { payTime: row.payTime, orderId: row.id };
      return row.id;
    },
    async (tx, id) => {
      await giveRewardsTx(tx, [id], 'pay');
      return true;
    },
  );
};

/** The sweep as a background job, listed in the module's parts. */
export const payRewardsJob: NamedJob = {
  name: 'memberconsume-pay',
  everySeconds: PAY_REWARD_EVERY_SECONDS,
  run: (deps, now) => sweepPayRewards(deps.database.db, now),
};
