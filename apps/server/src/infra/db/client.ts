import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { countingLogger } from './query-count';
import { rowsOf } from './rows';

export type Schema = typeof schema;
/** Both drivers share this query-builder type; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL returning rows as plain objects (snake_case, as the database names them). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The underlying PGlite, for test templates (dump/load). */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../migrations');

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export const createDatabase = async (opts: DbOptions): Promise<Database> => {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // A connection the server drops (restart, failover, pg_terminate_backend, DROP DATABASE … FORCE) emits 'error'
    // on its client. The pool listens only while a client is idle; one checked out (a transaction between or in
    // its queries) has no listener, and an unhandled 'error' event stops the process. Every client gets a listener
    // of its own: the query in flight fails by itself (isConnectionLost turns that into a "try again" answer) and
    // the pool discards the broken client when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', () => undefined);
    // bigint money/stock columns come back as JS numbers: all our values stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg({ client: pool, schema, logger: countingLogger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      rows: async <T>(q: SQL) => rowsOf<T>(await db.execute(q)),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: { 20: (v: string) => Number(v) },
    // The goods keyword index (migration 0003) is a trigram index.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, logger: countingLogger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async <T>(q: SQL) => rowsOf<T>(await db.execute(q)),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
};

export { sql };
