import { and, inArray, lte, or, sql } from 'drizzle-orm';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { ActivityStatus, type ActivityStatusValue } from './engine.kinds';
import { promotionActivity } from './engine.tables';

/** An activity's status at `at`: closed stays closed, otherwise by its window. */
export const activityStatusAt = (a: { status: number; startTime: number; endTime: number }, at: number): ActivityStatusValue => {
  if (a.status === ActivityStatus.CLOSED) return ActivityStatus.CLOSED;
  if (at < a.startTime) return ActivityStatus.NOT_STARTED;
  return at < a.endTime ? ActivityStatus.RUNNING : ActivityStatus.ENDED;
};

/**
 * Keeps the stored status in step with the clock (reads derive it anyway; the stored one serves operator lists
 * and indexes): one statement moving every open activity whose window was entered or left.
 */
export const moveActivityStatuses = async (deps: JobDeps, now: number): Promise<number> => {
  const moved = await deps.database.db
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
    .returning({ id: promotionActivity.activityId });
  return moved.length;
};

export const promotionStatusJob: NamedJob = { name: 'promotion-status', run: moveActivityStatuses };
