import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

/** A column's type as a column definition list names it (serial columns are integers once written). */
const definitionType = (c: Column) => {
  const t = c.getSQLType();
  return t === 'serial' ? 'integer' : t === 'bigserial' ? 'bigint' : t === 'smallserial' ? 'smallint' : t;
};

/** Whether every row gives `key` the column's own literal default, so the column can be left out. */
const allDefault = (c: Column, key: string, rows: readonly object[]) => {
  const d: unknown = c.default;
  if (!c.hasDefault || d === undefined || d === null || typeof d === 'object' || c.defaultFn || c.onUpdateFn) return false;
  return rows.every((r) => (r as Record<string, unknown>)[key] === d);
};

/**
 * Inserts many rows with one parameter: the rows as a JSON array, spread by `json_to_recordset` over the
 * written columns with their types. Building a multi-row insert with one parameter per value costs the query
 * builder ~1 ms per hundred values, which a batch of five hundred orders (`order/order.rush.ts`) cannot afford;
 * `JSON.stringify` is native. Only the columns a row names are read (`json_populate_recordset` over the whole
 * row type costs PostgreSQL twice as much on a wide table), and a column every row gives its own literal default
 * is left to it (less to send and parse). Values are converted as drizzle would (`mapToDriverValue`), except
 * jsonb values, which stay JSON inside the array; columns no row names take their defaults. Answers the
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
  const named = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k] !== undefined);
  const written = named.filter((k) => !allDefault(columns[k]!, k, rows));
  // An insert names at least one column.
  const keys = written.length > 0 ? written : named.slice(0, 1);
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
  const definitions = sql.raw(keys.map((k) => `"${columns[k]!.name}" ${definitionType(columns[k]!)}`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const back = Object.entries(returning ?? {});
  const returningSql = back.length > 0 ? sql.raw(` returning ${back.map(([k, c]) => `"${c.name}" as "${k}"`).join(', ')}`) : sql.raw('');
  const result = await db.execute(
    sql`insert into ${tableName} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${definitions})${returningSql}`,
  );
  return back.length > 0 ? (rowsOf(result) as { [K in keyof R]: R[K]['_']['data'] }[]) : [];
};
