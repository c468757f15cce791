import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { rateLimit } from './member.tables';
import { nowSeconds } from '@mall/contract';

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
  const t = nowSeconds();
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

/** Records one event and answers its id (to release it when the attempt it stood for went right). */
export const recordEvent = async (db: Db, bucket: string, subject: string): Promise<number> => {
  const [row] = await db.insert(rateLimit).values({ bucket, subject, createTime: nowSeconds() }).returning({ id: rateLimit.id });
  return row.id;
};

export const clearEvents = async (db: Db, bucket: string, subject: string): Promise<void> => {
  await db.delete(rateLimit).where(and(eq(rateLimit.bucket, bucket), eq(rateLimit.subject, subject)));
};

/** Events older than the longest window (one day) no longer count for anyone. */
export const sweepEvents = async (db: Db): Promise<void> => {
  await db.delete(rateLimit).where(lt(rateLimit.createTime, nowSeconds() - 86_400));
};

/**
 * Serialises counting per key until the transaction ends, across processes (transaction-scoped advisory
 * locks). Keys are taken in sorted order so two callers locking the same keys cannot deadlock.
 */
export const lockKeys = async (tx: Db, keys: string[]): Promise<void> => {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
};

export interface Claim {
  limit: Limit;
  subject: string;
}

export type ClaimResult = { ok: true; ids: number[] } | { ok: false; limit: Limit; wait: number };

/**
 * Takes one slot under every limit at once, or none: counted and recorded under the subjects' locks in one
 * transaction, before the slow check the slot pays for (a password hash), so parallel tries cannot all
 * pass a count taken before any of them was recorded. A try that went right gives its slots back with
 * `releaseSlots`; a wrong one leaves them as its failure.
 */
export const claimSlots = (db: Db, claims: Claim[]): Promise<ClaimResult> =>
  db.transaction(async (tx) => {
    await lockKeys(tx, claims.map((c) => `${c.limit.bucket}:${c.subject}`));
    for (const c of claims) {
      const wait = await limitWait(tx, c.limit, c.subject);
      if (wait) return { ok: false as const, limit: c.limit, wait };
    }
    const ids: number[] = [];
    for (const c of claims) ids.push(await recordEvent(tx, c.limit.bucket, c.subject));
    return { ok: true as const, ids };
  });

export const releaseSlots = async (db: Db, ids: number[]): Promise<void> => {
  if (ids.length) await db.delete(rateLimit).where(inArray(rateLimit.id, ids));
};

/** A wait in seconds as the `{minutes}` of a "try again in … minutes" message (rounded up). */
export const waitMinutes = (seconds: number) => ({ minutes: Math.ceil(seconds / 60) });
