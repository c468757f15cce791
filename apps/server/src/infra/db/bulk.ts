import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Inserts many rows with one parameter: the rows as a JSON array, spread by `json_populate_recordset` over
 * the table's own row type. Building a multi-row insert with one parameter per value costs the query builder
 * ~1 ms per hundred values, which a batch of two hundred orders (`order/order.rush.ts`) cannot afford;
 * `JSON.stringify` is native. Values are converted as drizzle would (`mapToDriverValue`), except jsonb
 * values, which stay JSON inside the array; columns no row names take their defaults. Answers the
 * `returning` columns of each row, in the order given.
 */
export const bulkInsert = async <T extends PgTable, R extends Record<string, Column>>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning?: R,
): Promise<{ [K in keyof R]: R[K]['_']['data'] }[]> => {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  // Rows of one shape: a column is written when a row names it.
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k] !== undefined);
  const json = JSON.stringify(
    rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        const c = columns[k]!;
        const v = (r as Record<string, unknown>)[k];
        out[c.name] = v === undefined || v === null || c.columnType === 'PgJsonb' ? v : c.mapToDriverValue(v);
      }
      return out;
    }),
  );
  const names = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const back = Object.entries(returning ?? {});
  const returningSql = back.length > 0 ? sql.raw(` returning ${back.map(([k, c]) => `"${c.name}" as "${k}"`).join(', ')}`) : sql.raw('');
  const result = await db.execute(
    sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${json}::json)${returningSql}`,
  );
  return back.length > 0 ? (rowsOf(result) as { [K in keyof R]: R[K]['_']['data'] }[]) : [];
};
