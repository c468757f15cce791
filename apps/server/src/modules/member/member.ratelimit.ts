import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { rateLimit } from './member.tables';

const now = () => Math.floor(Date.now() / 1000);

export interface Limit {
  bucket: string;
  /** Events allowed within the window. */
  max: number;
  windowSeconds: number;
}

/**
 * Seconds until one more event fits under the limit for `subject` (0 = allowed now). Counts the
 * events stored in the database, so the limit holds across processes.
 */
export const limitWait = async (db: Db, limit: Limit, subject: string): Promise<number> => {
  const t = now();
  const where = and(eq(rateLimit.bucket, limit.bucket), eq(rateLimit.subject, subject), gt(rateLimit.createTime, t - limit.windowSeconds));
  const [{ n }] = await db.select({ n: count() }).from(rateLimit).where(where);
  if (n < limit.max) return 0;
  // The (n - max + 1)-th oldest event must leave the window before another one fits.
  const [oldest] = await db
    .select({ t: rateLimit.createTime })
    .from(rateLimit)
    .where(where)
    .orderBy(asc(rateLimit.createTime))
    .offset(n - limit.max)
    .limit(1);
  return Math.max(1, (oldest?.t ?? t) + limit.windowSeconds - t);
};

export const recordEvent = async (db: Db, bucket: string, subject: string): Promise<void> => {
  await db.insert(rateLimit).values({ bucket, subject, createTime: now() });
};

export const clearEvents = async (db: Db, bucket: string, subject: string): Promise<void> => {
  await db.delete(rateLimit).where(and(eq(rateLimit.bucket, bucket), eq(rateLimit.subject, subject)));
};

/** Events older than the longest window (one day) no longer count for anyone. */
export const sweepEvents = async (db: Db): Promise<void> => {
  await db.delete(rateLimit).where(lt(rateLimit.createTime, now() - 86_400));
};
