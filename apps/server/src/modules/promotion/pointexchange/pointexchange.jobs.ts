import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { nowSeconds, POINTEXCHANGE_ORDER_STATUS } from '@mall/contract';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { sweepRows } from '../../../infra/jobs/sweep';
import { closeExchangeOrderTx } from './pointexchange.order';
import { exchangeAutoCloseMinutes } from './pointexchange.query';
import { promotionExchangeOrder } from './pointexchange.tables';

/**
 * Closes unpaid exchange orders older than the orders' auto-close time, one transaction per order: each is
 * claimed with FOR UPDATE SKIP LOCKED (a buyer closing or paying it right now keeps it) and closed by the same
 * guarded step as the buyer's close, so points and stock come back once.
 */
export const runExchangeCloseOnce = async (deps: JobDeps, now: number = nowSeconds()): Promise<number> => {
  const db = deps.database.db;
  const before = now - Math.round((await exchangeAutoCloseMinutes(db)) * 60);
  const due = and(
    eq(promotionExchangeOrder.orderStatus, POINTEXCHANGE_ORDER_STATUS.unpaid),
    lte(promotionExchangeOrder.createTime, before),
  );
  return sweepRows(
    db,
    async (tx, skip) => {
      const [row] = await tx
        .select({ id: promotionExchangeOrder.orderId })
        .from(promotionExchangeOrder)
        .where(skip.length > 0 ? and(due, notInArray(promotionExchangeOrder.orderId, [...skip])) : due)
        .orderBy(asc(promotionExchangeOrder.orderId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    async (tx, id) => (await closeExchangeOrderTx(tx, id, null, now)) === 'closed',
  );
};

export const exchangeCloseJob: NamedJob = { name: 'pointexchange-close', run: runExchangeCloseOnce };
