import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements Drizzle sends (both drivers, statements inside transactions included), so tests
 * can bound the queries of an endpoint: read `queryCount.total` before and after a request. `recent` keeps the
 * last statements for a failing test's message. Transaction control (begin, commit, rollback, savepoints) is
 * not counted: the PostgreSQL driver sends it as statements while PGlite's does not, and the figures should
 * be the same on both databases.
 */
export const queryCount = { total: 0, recent: [] as string[] };

const RECENT = 60;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export const countingLogger: Logger = {
  logQuery(query: string) {
    if (TRANSACTION_CONTROL.test(query)) return;
    queryCount.total += 1;
    queryCount.recent.push(query);
    if (queryCount.recent.length > RECENT) queryCount.recent.shift();
  },
};

/** Runs `fn` and returns how many statements it sent (meaningful when nothing else queries meanwhile). */
export const countQueries = async (fn: () => Promise<unknown>): Promise<{ queries: number; statements: string[] }> => {
  const before = queryCount.total;
  queryCount.recent.length = 0;
  await fn();
  return { queries: queryCount.total - before, statements: [...queryCount.recent] };
};
