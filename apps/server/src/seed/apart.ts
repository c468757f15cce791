import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config';
import { pgliteDir } from '../infra/db/open';

/** Set for the child process that seeds a new database. */
export const SEED_APART_ENV = 'MALL_SEED_APART';

/**
 * Whether the database has no demo mall yet (a new PGlite directory, or PostgreSQL without goods), read
 * without opening PGlite (one process at a time may).
 */
export const isNewDatabase = async (config: AppConfig): Promise<boolean> => {
  if (!config.databaseUrl) return !fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'));
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from goods limit 1')).rowCount === 0;
  } catch {
    return true; // no goods table yet: not migrated
  } finally {
    await client.end();
  }
};

/**
 * Seeding draws thousands of pictures (sharp) and writes the catalogue: memory a process keeps once taken
 * (PGlite's WebAssembly memory never shrinks, nor does the JavaScript heap give much back). A first start
 * therefore migrates and seeds in a child process running this same server file with {@link SEED_APART_ENV},
 * and the server that serves opens the finished database.
 */
/**
 * The serving process's Node flags minus its heap limit (scripts/server-node-args.mjs, sized for serving): a seed of
 * 100,000 goods holds more at once, and its process ends when the seed does.
 */
export const seedChildExecArgv = (execArgv: readonly string[]): string[] =>
  execArgv.filter((flag) => !/^--max[-_]old[-_]space[-_]size(?:=|$)/.test(flag));

export const seedInChildProcess = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...seedChildExecArgv(process.execArgv), process.argv[1]!], {
      env: { ...process.env, [SEED_APART_ENV]: '1' },
      stdio: 'inherit',
    });
    // Stopping the server while it seeds stops the seeding too (and the start then fails).
    const stop = () => child.kill('SIGTERM');
    for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      for (const sig of ['SIGINT', 'SIGTERM'] as const) process.off(sig, stop);
      if (code === 0) resolve();
      else reject(new Error(`seeding the new database failed (exit ${code})`));
    });
  });
