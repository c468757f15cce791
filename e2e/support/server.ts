import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, serverBundle } from '../../scripts/server-build.mjs';
import { serverNodeArgs } from '../../scripts/server-node-args.mjs';
import { freePort } from '../../apps/server/src/test/ports';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (benches lower its CPU priority). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` runs it (the compiled apps/server/dist/server.js, built here when its
 * sources changed; the H5 already built) on a fresh PGlite data dir with the demo seed.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  buildServerIfNeeded();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'));
  // PGlite unless `env` names a database: a DATABASE_URL of the caller's own (the bench's) is not inherited.
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  // SERVER_NODE_ARGS adds Node flags to the server process, e.g. `--cpu-prof --cpu-prof-dir=prof` to profile a bench.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, serverBundle], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/config/time`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
