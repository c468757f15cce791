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
import { serverRoot } from '../../paths';
import * as schema from './schema';
import { createPgliteDirApart } from './pglite-init';
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

export const migrationsFolder = path.join(serverRoot, 'migrations');

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly memory, which grows but is never given back, and
 * PostgreSQL fills its shared buffers at start: the default 128 MB would be resident for good. 32 MB holds the
 * demo mall's hot pages; the rest is read through the file system (and its page cache).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export const createDatabase = async (opts: DbOptions): Promise<Database> => {
  if (opts.databaseUrl) {
    // A few connections stay open however quiet the shop gets: a seckill slot opening after a quiet spell would
    // otherwise open them in the middle of its rush, each handshake waiting behind thousands of requests.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, min: Math.min(4, opts.poolSize ?? 10) });
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
      migrate: async () => {
        // Instances starting together over one database: the first migrates, the others wait and find it done.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock(7242000)');
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock(7242000)').catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) await createPgliteDirApart(opts.dataDir);
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    startParams: PGLITE_START,
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
