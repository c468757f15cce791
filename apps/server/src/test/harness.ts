import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Envelope } from '@mall/contract';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDatabase, type Database } from '../infra/db/client';
import type { Deps } from '../infra/http/route';
import { compose, modules, root, type ModuleParts } from '../modules';
import { testDriver, withDatabase } from './db-names';

/** A fresh copy of the seeded template database. */
export const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (testDriver() === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `mall_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    const database = await createDatabase({ databaseUrl: withDatabase(url, name), poolSize: 20 });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const buf = fs.readFileSync(inject('templateFile'));
  const database = await createDatabase({ loadDataDir: new Blob([buf]) });
  return { database, drop: async () => undefined };
};

export type Params = Record<string, string | number | boolean | undefined | null>;

export interface TestApi {
  url: string;
  deps: Deps;
  database: Database;
  config: AppConfig;
  /** GET with a query string. */
  get<T = unknown>(path: string, params?: Params): Promise<Envelope<T>>;
  /** POST form-encoded, the mall's default. */
  post<T = unknown>(path: string, data?: Params): Promise<Envelope<T>>;
  /** Logs the demo shopper (or another account) in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

const toForm = (data: Params = {}) => {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
};

export interface TestApiOptions {
  /** Extra environment for loadConfig (e.g. WECHAT_* pointing at a stand-in); wins over the defaults. */
  env?: Record<string, string>;
  /** Module parts added to the composition root's (e.g. a test's own cancellation check). */
  extraParts?: ModuleParts[];
}

/** Starts the real server on a random port over a fresh seeded database; tests talk HTTP to it. */
export const startTestApi = async (opts: TestApiOptions = {}): Promise<TestApi> => {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', H5_DIST: path.join(dataDir, 'no-h5'), ...opts.env });
  const { app, deps } = await buildApp(config, database, opts.extraParts ? compose([...modules, ...opts.extraParts]) : root);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const api: TestApi = {
    url,
    deps,
    database,
    config,
    get: async (p, params) => (await fetch(`${url}${p}?${toForm(params)}`)).json(),
    post: async (p, data) =>
      (
        await fetch(`${url}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: toForm(data),
        })
      ).json(),
    login: async (username = 'demo', password = '123456') => {
      const res = await api.post<{ token: string }>('/api/login/login', { username, password });
      if (res.code < 0) throw new Error(`login failed: ${res.message}`);
      return res.data.token;
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
};
