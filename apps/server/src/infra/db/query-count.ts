import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements Drizzle sends (both drivers, statements inside transactions included), so tests
 * can bound the queries of an endpoint: read `queryCount.total` before and after a request. `recent` keeps the
 * last statements for a failing test's message. Transaction control (begin, commit, rollback, savepoints) is
 * not counted: the PostgreSQL driver sends it as statements while PGlite's does not, and the figures should
 * be the same on both databases.
 */
export const queryCount = { total: 0, recent: [] as string[] };

// The background sweeps run on their own timers (some every few seconds) whatever a test is measuring, so
// their statements are left out: a count then tells what the measured requests sent.
const uncounted = new AsyncLocalStorage<true>();

/** Runs `fn` with its statements left out of `queryCount` (the job runner's sweeps). */
export const runUncounted = <T>(fn: () => Promise<T>): Promise<T> => uncounted.run(true, fn);

const RECENT = 60;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export const countingLogger: Logger = {
  logQuery(query: string) {
    if (TRANSACTION_CONTROL.test(query) || uncounted.getStore()) return;
    queryCount.total += 1;
    queryCount.recent.push(query);
    if (queryCount.recent.length > RECENT) queryCount.recent.shift();
  },
};

/** Runs `fn` and returns how many statements it sent (meaningful when no other request queries meanwhile). */
export const countQueries = async (fn: () => Promise<unknown>): Promise<{ queries: number; statements: string[] }> => {
  const before = queryCount.total;
  queryCount.recent.length = 0;
  await fn();
  return { queries: queryCount.total - before, statements: [...queryCount.recent] };
};
