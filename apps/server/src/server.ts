import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './infra/db/open';
import { seedIfEmpty } from './seed';

/** `npm start`: migrate, seed the demo mall on first start, serve API + H5, stop cleanly. */
const main = async () => {
  const config = loadConfig();
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
  app.log.info(`mall ready: http://localhost:${config.port}/h5/ (${database.kind})`);
};

main().catch((err) => {
  // A bad setting is the operator's to fix: name it and its rule, no stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
