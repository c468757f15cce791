import { and, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { ActivityStatus, type ActivityStatusValue } from './engine.kinds';
import { promotionActivity } from './engine.tables';

/** An activity's status at `at`: closed stays closed, otherwise by its window. */
export const activityStatusAt = (a: { status: number; startTime: number; endTime: number }, at: number): ActivityStatusValue => {
  if (a.status === ActivityStatus.CLOSED) return ActivityStatus.CLOSED;
  if (at < a.startTime) return ActivityStatus.NOT_STARTED;
  return at < a.endTime ? ActivityStatus.RUNNING : ActivityStatus.ENDED;
};

/** An activity the timer moved, with the status it moved to. */
export interface ActivityMove {
  activityId: number;
  kind: string;
  status: ActivityStatusValue;
  startTime: number;
  endTime: number;
}

/**
 * What a kind does when the timer moves its activities (limited discount: puts its prices on the SKUs when it
 * starts, takes them off when it ends), inside the transaction that moved them: only the sweep whose UPDATE moved
 * a row sees it, so with several processes sweeping each move is followed up exactly once.
 */
export type ActivityMoveHook = (tx: Db, moved: ActivityMove[], now: number) => Promise<void>;

/**
 * Keeps the stored status in step with the clock (reads derive it anyway; the stored one serves operator lists
 * and indexes): one statement moving every open activity whose window was entered or left, then each kind's hook
 * for its moved activities in the same transaction.
 */
export const moveActivityStatuses = async (
  deps: JobDeps,
  now: number,
  hooks: Readonly<Record<string, ActivityMoveHook>> = {},
): Promise<number> =>
  deps.database.db.transaction(async (tx) => {
    const moved = await tx
      .update(promotionActivity)
      .set({
        status: sql`(case when ${promotionActivity.endTime} <= ${now} then ${ActivityStatus.ENDED} else ${ActivityStatus.RUNNING} end)::smallint`,
      })
      .where(
        or(
          and(inArray(promotionActivity.status, [ActivityStatus.NOT_STARTED, ActivityStatus.RUNNING]), lte(promotionActivity.endTime, now)),
          and(
            sql`${promotionActivity.status} = ${ActivityStatus.NOT_STARTED}`,
            lte(promotionActivity.startTime, now),
            sql`${promotionActivity.endTime} > ${now}`,
          ),
        ),
      )
      .returning({
        activityId: promotionActivity.activityId,
        kind: promotionActivity.kind,
        status: promotionActivity.status,
        startTime: promotionActivity.startTime,
        endTime: promotionActivity.endTime,
      });
    for (const [kind, hook] of Object.entries(hooks)) {
      const mine = moved.filter((m) => m.kind === kind) as ActivityMove[];
      if (mine.length > 0) await hook(tx, mine, now);
    }
    return moved.length;
  });

/** The promotion timer with the kinds' hooks (the wing's index hands them in). */
export const promotionStatusJobWith = (hooks: Readonly<Record<string, ActivityMoveHook>>): NamedJob => ({
  name: 'promotion-status',
  run: (deps, now) => moveActivityStatuses(deps, now, hooks),
});

export const promotionStatusJob: NamedJob = promotionStatusJobWith({});
