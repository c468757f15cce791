import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverRoot } from '../../paths';

const CREATE =
  "const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create({ dataDir: process.env.PGLITE_DIR })).close();";

/**
 * Creating a PGlite database (its initdb) takes some 600 MB of WebAssembly memory, which a process never gives
 * back. A new data directory is therefore created by a short-lived child process, and the server opens the
 * finished one at its usual size. A directory that already holds a database is left alone.
 */
export const createPgliteDirApart = async (dataDir: string): Promise<void> => {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  fs.mkdirSync(dataDir, { recursive: true });
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CREATE], {
    cwd: serverRoot,
    env: { ...process.env, PGLITE_DIR: dataDir },
  });
};
