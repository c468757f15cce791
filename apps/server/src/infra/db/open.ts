import path from 'node:path';
import type { AppConfig } from '../../config';
import { createDatabase, type Database } from './client';

/** Where the embedded PGlite keeps its database inside DATA_DIR. */
export const pgliteDir = (config: AppConfig): string => path.join(config.dataDir, 'pglite');

/** Opens the configured database (PostgreSQL server or embedded PGlite in DATA_DIR) and migrates it. */
export const openDatabase = async (config: AppConfig): Promise<Database> => {
  const database = await createDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: pgliteDir(config) });
  await database.migrate();
  return database;
};
