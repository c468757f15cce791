import { sql } from 'drizzle-orm';
import type { GoodsSkuPageParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';

/**
 * The goods list's counts (`count`/`page_count`) kept in memory per list shape, so a full page does not count
 * every matching goods again (at 100,000 goods that count is most of a list request's time).
 *
 * Correct with several server processes over one database: every statement that can change which goods a
 * filter matches raises `read_version.goods_list` in its writer's transaction (triggers, migration
 * 0005_goods_list_version); stock and sales updates do not, so checkouts never queue on the version row. The page
 * statement reads the version with its rows (`LIST_VERSION`, one snapshot, no extra round trip), and a kept count
 * is used only under that same version. A count is kept under the version read before it, never a newer one: a
 * write committed in between has raised the version, so the next call counts again.
 */
export const LIST_VERSION = sql<string | number | null>`(select version from read_version where name = 'goods_list')`;

/** Distinct list shapes kept per database (keywords make them many; the least recently used goes first). */
const MAX_SHAPES = 2000;

interface Kept {
  version: number;
  total: number;
}

// Per database: tests run several databases in one process, each with its own counter.
const caches = new WeakMap<Db, Map<string, Kept>>();

/** Params that choose the page or its order, not which goods are listed. */
const NOT_SHAPE = new Set(['page', 'page_size', 'order', 'sort']);

/**
 * The key of the list's shape: every param but paging and sort, so a filter added to the params later is part
 * of the key without a change here. Values as listConditions reads them (the keyword lower-cased, is_free_shipping
 * only when 1).
 */
export const listShapeKey = (p: Partial<GoodsSkuPageParams>): string => {
  const shape: [string, unknown][] = [];
  for (const [k, v] of Object.entries(p).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (NOT_SHAPE.has(k) || v === undefined || v === null) continue;
    if (k === 'keyword') shape.push([k, String(v).toLowerCase()]);
    else if (k === 'is_free_shipping') shape.push([k, v === 1 ? 1 : 0]);
    else shape.push([k, v]);
  }
  return JSON.stringify(shape);
};

const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

/** Keeps a total known for the shape under the version it was read with (a page that ended the list). */
export const keepCount = (db: Db, key: string, version: number | null, total: number): void => {
  if (version === null) return;
  const cache = cacheOf(db);
  cache.delete(key);
  if (cache.size >= MAX_SHAPES) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, total });
};

/**
 * The shape's count: kept while the version is unchanged, else `count()` (and kept). `version` is the one read
 * with the page; null when the page had no rows to carry it (a page past the end, rare): then it counts, as a
 * version read would make that page three statements.
 */
export const countOfShape = async (db: Db, key: string, version: number | null, count: () => Promise<number>): Promise<number> => {
  if (version === null) return count();
  const cache = cacheOf(db);
  const kept = cache.get(key);
  if (kept && kept.version === version) {
    // Most recently used last, so the oldest shape is dropped first.
    cache.delete(key);
    cache.set(key, kept);
    return kept.total;
  }
  const total = await count();
  keepCount(db, key, version, total);
  return total;
};

/** The version as the page statement answers it. */
export const versionOf = (row: { listVersion?: string | number | null } | undefined): number | null =>
  row?.listVersion === null || row?.listVersion === undefined ? null : Number(row.listVersion);
