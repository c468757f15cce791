import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../infra/db/client';
import { rowsOf } from '../infra/db/rows';

/**
 * Drops a table's secondary indexes (those not backing a constraint) and answers how to build them again.
 * The seed fills an empty goods table and then updates every row a few times (list fields from the SKUs, the
 * city, the in-shop category); each row version would go through every index, the keyword GIN indexes
 * included, while one build at the end reads the finished rows once (at 100,000 goods several times faster).
 * Inside the seed's transaction, so a failed seed leaves the indexes as they were.
 */
export const dropSecondaryIndexes = async (db: Db, table: string): Promise<() => Promise<void>> => {
  const defs = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = ${table}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  for (const { name } of defs) await db.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
  return async () => {
    for (const { def } of defs) await db.execute(sql.raw(def));
  };
};

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter that the database unpacks
 * (`json_populate_recordset`), which costs far less per row than a multi-row VALUES list with a parameter per
 * field. Every row must give the same fields; rows come back in the order given (the ids of `returning`).
 */
export const bulkInsert = async <T extends PgTable>(
  db: Db,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  returning?: string,
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0]).filter((k) => columns[k] && (rows[0] as Record<string, unknown>)[k] !== undefined);
  const names = keys.map((k) => `"${columns[k].name}"`).join(', ');
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((k) => [columns[k].name, (r as Record<string, unknown>)[k] ?? missing(k)]))),
  );
  const name = getTableName(table);
  const result = await db.execute(
    sql`insert into ${sql.identifier(name)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)${sql.raw(returning ? ` returning "${returning}" as id` : '')}`,
  );
  return returning ? rowsOf<{ id: number }>(result).map((r) => Number(r.id)) : [];
};

const missing = (key: string): never => {
  throw new Error(`bulkInsert: a row has no ${key}`);
};
