import { sql } from 'drizzle-orm';
import { nowSeconds, PINTUAN_GROUP_STATUS as G } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { translate } from '../../../infra/http/messages';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { sweepRows } from '../../../infra/jobs/sweep';
import type { Hooks } from '../../parts';
import { returnActivityStockTx } from '../engine';
import { failGroupTx, succeedGroupTx } from './pintuan.group';
import { pintuanKind, pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages } from './pintuan.messages';
import type { PintuanSettle } from './pintuan.settle';
import { promotionPintuanGroup, promotionPintuanOrder } from './pintuan.tables';
import { eq } from 'drizzle-orm';

const skipping = (skip: readonly number[], column: string) =>
  skip.length > 0
    ? sql`and ${sql.raw(column)} not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

/** The first id a claim query answers. */
const firstId = (r: unknown): number | null => {
  const [row] = rowsOf<{ id: number }>(r as never);
  return row ? Number(row.id) : null;
};

/**
 * Groups past their end: with `is_virtual_buy` the empty seats go to virtual members and the group succeeds;
 * otherwise it fails and its paid orders are marked for the refund sweep.
 */
export const sweepEndedGroups = (db: Db, settle: PintuanSettle, now: number): Promise<number> =>
  sweepRows(
    db,
    async (tx, skip) =>
      firstId(
        await tx.execute(sql`select group_id as id from promotion_pintuan_group where status = ${G.FORMING} and end_time <= ${now}
          ${skipping(skip, 'group_id')} order by end_time, group_id limit 1 for update skip locked`),
      ),
    async (tx, id) => {
      const [g] = await tx.select().from(promotionPintuanGroup).where(eq(promotionPintuanGroup.groupId, id));
      if (!g) return false;
      const rules = pintuanRulesOf(
        rowsOf<{ rules: unknown }>(await tx.execute(sql`select rules from promotion_activity where activity_id = ${g.pintuanId}`))[0]
          ?.rules,
      );
      return rules.is_virtual_buy === 1 ? succeedGroupTx(tx, settle, g, now, g.pintuanNum - g.pintuanCount) : failGroupTx(tx, g);
    },
  );

/**
 * Paid pintuan orders with money to give back (their group failed, or they found no seat): each refunded in
 * full once (the guarded 1 → 2 move and the refund module's own guarded steps, in one transaction), its pintuan
 * stock given back.
 */
export const sweepPintuanRefunds = (db: Db, settle: PintuanSettle): Promise<number> =>
  sweepRows(
    db,
    async (tx, skip) =>
      firstId(
        await tx.execute(sql`select id from promotion_pintuan_order where refund_state = 1 ${skipping(skip, 'id')}
          order by id limit 1 for update skip locked`),
      ),
    async (tx, id) => {
      const [po] = await tx
        .update(promotionPintuanOrder)
        .set({ refundState: 2 })
        .where(sql`${promotionPintuanOrder.id} = ${id} and ${promotionPintuanOrder.refundState} = 1`)
        .returning();
      if (!po) return false;
      await settle.refundOrder(tx, po.orderId, translate(pintuanMessages.ptOrderClosed, 'zh-cn'));
      await returnActivityStockTx(tx, pintuanKind.kind, po.pintuanId, new Map([[po.skuId, po.num]]));
      return true;
    },
  );

/**
 * Unpaid orders asking for a group that no longer forms (it succeeded, failed or ended): closed like any unpaid
 * order, with every module's close steps. The order row is claimed first, as the order timers do, so the sweep
 * keeps the mall's lock order (order, pay record, member, stock).
 */
export const sweepStaleUnpaid = (db: Db, settle: PintuanSettle, hooks: Hooks, now: number): Promise<number> =>
  sweepRows(
    db,
    async (tx, skip) =>
      firstId(
        await tx.execute(sql`select o.order_id as id from orders o
          join promotion_pintuan_order p on p.order_id = o.order_id
          join promotion_pintuan_group g on g.group_id = p.want_group_id
          where p.pintuan_status = ${G.UNPAID} and p.want_group_id > 0 and o.order_status = 0
            and (g.status <> ${G.FORMING} or g.end_time <= ${now}) ${skipping(skip, 'o.order_id')}
          order by o.order_id limit 1 for update of o skip locked`),
      ),
    (tx, id) => settle.closeOrder(tx, id, translate(pintuanMessages.ptOrderClosed, 'zh-cn'), hooks),
  );

export interface PintuanSweepResult {
  ended: number;
  refunded: number;
  closed: number;
}

/** One pass of the pintuan timer as of `now` (tests call it directly). */
export const runPintuanSweepOnce = async (
  deps: JobDeps,
  settle: PintuanSettle,
  hooks: Hooks,
  now: number = nowSeconds(),
): Promise<PintuanSweepResult> => {
  const db = deps.database.db;
  const ended = await sweepEndedGroups(db, settle, now);
  const refunded = await sweepPintuanRefunds(db, settle);
  const closed = await sweepStaleUnpaid(db, settle, hooks, now);
  return { ended, refunded, closed };
};

/** The pintuan timer: groups ended, refunds given, stale unpaid orders closed. */
export const pintuanJob = (settle: PintuanSettle, hooks: Hooks): NamedJob => ({
  name: 'pintuan',
  run: async (deps, now) => {
    const r = await runPintuanSweepOnce(deps, settle, hooks, now);
    return r.ended + r.refunded + r.closed;
  },
});
