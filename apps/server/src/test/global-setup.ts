import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { createDatabase } from '../infra/db/client';
import { seedIfEmpty } from '../seed';
import { testDriver, templateDbName, withDatabase } from './db-names';

/**
 * Builds one migrated + seeded template per run; each test file starts from a copy of it
 * (PGlite: a data-dir dump, about 0.5 s to load; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const config = { ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'mall-test-data'), LOG_LEVEL: 'silent' }) };
  if (testDriver() === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const tpl = templateDbName();
    await admin.query(`DROP DATABASE IF EXISTS ${tpl} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${tpl}`);
    const database = await createDatabase({ databaseUrl: withDatabase(url, tpl), poolSize: 2 });
    await database.migrate();
    await seedIfEmpty(database, config, { images: false });
    await database.close();
    project.provide('templateDb', tpl);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${tpl} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    };
  }
  const database = await createDatabase({});
  await database.migrate();
  await seedIfEmpty(database, config, { images: false });
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `mall-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDb: string;
  }
}
