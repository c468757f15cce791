import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { openDatabase } from './infra/db/open';
import { seedIfEmpty } from './seed';

/**
 * Cluster mode (`WORKERS=N`, docs/deploy.md): this process migrates the database and seeds it once, then forks N
 * workers that each run the whole server on the same port (node:cluster hands the connections out in turn). The
 * workers share nothing in memory: sessions (signed tokens, secret in the database or TOKEN_SECRET), rate limits,
 * timers and the public-read caches all go through PostgreSQL, as for instances on several machines.
 */

/** Extra workers forked after one died while serving, within a minute, before the primary gives up. */
const MAX_RESTARTS_PER_MINUTE = 5;

const say = (config: AppConfig, line: string) => {
  if (['info', 'debug', 'trace'].includes(config.logLevel)) console.log(line);
};

/**
 * Runs the primary of cluster mode when WORKERS > 1 and this is not a worker: answers true once the workers
 * listen (the caller does nothing more), false when this process should serve by itself.
 */
export const startWorkers = async (config: AppConfig): Promise<boolean> => {
  if (config.workers <= 1 || !cluster.isPrimary) return false;
  // Once, before any worker: migrations, the demo seed and its pictures (the workers find them done).
  const database = await openDatabase(config);
  try {
    await seedIfEmpty(database, config);
  } finally {
    await database.close();
  }

  let closing = false;
  let restarts: number[] = [];
  const listening = new Set<Worker>();
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w) && !w!.isDead());

  const shutdown = async (signal: NodeJS.Signals, exitCode = 0) => {
    if (closing) return;
    closing = true;
    const workers = live();
    const exited = Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    for (const w of workers) w.process.kill(signal);
    // Each worker closes its server and database itself; one that hangs is stopped after 10 s.
    const timer = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), 10_000);
    await exited;
    clearTimeout(timer);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await new Promise<void>((resolve) => {
    cluster.on('listening', (worker) => {
      listening.add(worker);
      if (listening.size === config.workers) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const served = listening.delete(worker);
      if (closing) return;
      if (!served) {
        // A worker that cannot start (database unreachable, port taken) would fail again: stop everything.
        console.error(`server worker ${worker.process.pid} exited while starting (${code ?? signal}): stopping`);
        void shutdown('SIGTERM', 1);
        return;
      }
      const now = Date.now();
      restarts = restarts.filter((t) => t > now - 60_000);
      if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
        console.error(`server workers keep exiting (${restarts.length + 1} in a minute): stopping`);
        void shutdown('SIGTERM', 1);
        return;
      }
      restarts.push(now);
      console.error(`server worker ${worker.process.pid} exited (${code ?? signal}): starting another`);
      cluster.fork();
    });
    for (let i = 0; i < config.workers; i++) cluster.fork();
  });
  say(config, `mall ready: http://localhost:${config.port}/h5/ (postgres, ${config.workers} workers)`);
  return true;
};
