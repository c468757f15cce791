import path from 'node:path';
import type { AppConfig } from '../../config';
import { createDatabase, type Database } from './client';

/** Opens the configured database (PostgreSQL server or embedded PGlite in DATA_DIR) and migrates it. */
export const openDatabase = async (config: AppConfig): Promise<Database> => {
  const database = await createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  return database;
};
