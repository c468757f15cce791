import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './infra/db/open';
import { seedIfEmpty } from './seed';
import { isNewDatabase, SEED_APART_ENV, seedInChildProcess } from './seed/apart';
import { startWorkers } from './cluster';

/** `npm start`: migrate, seed the demo mall on first start, serve API + H5, stop cleanly. */
const main = async () => {
  const config = loadConfig();
  if (process.env[SEED_APART_ENV] === '1') {
    // The child a first start runs (seed/apart.ts): migrate and seed, then hand the database over.
    const database = await openDatabase(config);
    await seedIfEmpty(database, config);
    await database.close();
    return;
  }
  // WORKERS > 1: this process prepares the database and minds the workers, each of which runs the rest.
  if (await startWorkers(config)) return;
  if (await isNewDatabase(config)) await seedInChildProcess();
  const database = await openDatabase(config);
  const seeded = await seedIfEmpty(database, config);
  if (seeded)
    console.log(`seeded ${seeded.goods} goods (${seeded.skus} SKUs, ${seeded.images} pictures) in ${(seeded.ms / 1000).toFixed(1)} s`);
  const { app } = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // From the process's start (performance.timeOrigin) to listening: migrations, seed and app included.
  const startupMs = Math.round(performance.now());
  app.log.info({ startupMs }, `mall ready: http://localhost:${config.port}/h5/ (${database.kind}), started in ${startupMs} ms`);
};

main().catch((err) => {
  // A bad setting is the operator's to fix: name it and its rule, no stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
