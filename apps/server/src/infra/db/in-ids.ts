import { eq, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column` is one of the integer `ids`, with one parameter however many there are: `inArray` binds one
 * parameter per id, which the query builder pays for id by id (a rush's member check names two thousand
 * members). The ids travel as one array literal, the same text on either driver.
 */
export const inIds = (column: Column, ids: readonly number[]): SQL => {
  if (ids.length === 1) return eq(column, ids[0]!);
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`inIds: ${id} is not an integer id`);
  return sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
};
