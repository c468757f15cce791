/**
 * The rows of a raw `db.execute(sql…)` result, typed as the query selects them (snake_case, as the database
 * names them). Drizzle types that result per driver (node-postgres and PGlite both answer `{rows}`), so this is
 * the one place that reads it as plain rows; a driver answering a bare array is read the same way.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null | undefined)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
};
