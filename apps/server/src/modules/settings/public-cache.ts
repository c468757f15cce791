import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { rowsOf } from '../../infra/db/rows';
import { sharedPerTurn } from '../../infra/db/coalesce';
import type { KeepAnswers } from '../../infra/http/kept-answers';

/**
 * Hot public reads (start-up settings, decorated pages) kept in memory and checked against the database's
 * version counter on every call: one trivial query instead of the several the read needs.
 *
 * Correct with several server processes over one database: every statement writing the tables these reads come
 * from raises `read_version.public` in its own transaction (triggers), so once a write is committed, the next
 * call of any process sees a new version and reads afresh. The version is read before the data, so an answer
 * is never kept under a version newer than what it was read from.
 */
const VERSION = sql`select version from read_version where name = 'public'`;
/** Distinct keys kept per database (a key holds a page id or name and a language). */
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  value: unknown;
}

// Per database: tests run several databases in one process, each with its own counter.
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The calls of one turn of the event loop share one read (under load, one statement for many requests). */
const currentVersion = sharedPerTurn(async (db: Db): Promise<number | null> => {
  const [row] = rowsOf<{ version: number | string }>(await db.execute(VERSION));
  return row ? Number(row.version) : null;
});

/**
 * `load()`'s answer for `key`, from memory while the public read version is unchanged. The answer is shared
 * between calls: callers must not change it.
 */
export const cachedPublicRead = async <T>(db: Db, key: string, load: () => Promise<T>): Promise<T> => {
  const version = await currentVersion(db);
  if (version === null) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = await load();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version, value });
  return value;
};

/**
 * Finished answers kept under the same version (infra/http/kept-answers.ts), for a public read whose whole answer
 * comes from these tables: a hit skips the JSON and the compression too.
 */
export const publicAnswers: KeepAnswers = { version: currentVersion };
