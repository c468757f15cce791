import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { repoRoot } from '../../config';
import { testDriver, withDatabase } from '../../test/db-names';
import { freePort } from '../../test/ports';

/**
 * PostgreSQL connections dropped while requests use them (a restart, a failover, an operator's
 * pg_terminate_backend): the requests in flight fail with a clear message and the server keeps serving.
 * Runs the real server process (`apps/server/src/server.ts`), so a crash shows as the process exiting.
 */

interface Answer {
  path?: string;
  lang?: string;
  status: number;
  code?: number;
  message?: string;
  data?: unknown;
}

describe.skipIf(testDriver() !== 'pg')('a PostgreSQL connection dropped mid-request', () => {
  const name = `mall_t_drop_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  let admin: pg.Client;
  let server: ChildProcess;
  let output = '';
  let base = '';
  let dataDir = '';

  const call = async (p: string, form: Record<string, string | number> = {}): Promise<Answer> => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])),
    });
    const text = await res.text();
    try {
      const json = JSON.parse(text) as { code?: number; message?: string; data?: unknown };
      return { path: p, lang: String(form.lang ?? 'zh-cn'), status: res.status, code: json.code, message: json.message, data: json.data };
    } catch {
      return { path: p, status: res.status, message: text.slice(0, 200) };
    }
  };

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-drop-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: withDatabase(url, name),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        H5_DIST: path.join(dataDir, 'no-h5'),
        LOG_LEVEL: 'warn',
        JOBS_INTERVAL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
      const up = await call('/api/config/time').catch(() => null);
      if (up?.code === 0) break;
      if (i > 300) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const killBackends = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);

  it('fails the requests in flight with a clear message and keeps serving', async () => {
    const login = await call('/api/login/login', { username: 'demo', password: '123456' });
    expect(login.code).toBe(0);
    const token = (login.data as { token: string }).token;
    const page = await call('/api/goodssku/page', { page: 1, page_size: 1 });
    const sku = (page.data as { list: { sku_id: number }[] }).list[0].sku_id;

    const answers: Answer[] = [];
    let n = 0;
    for (let round = 0; round < 6; round++) {
      // A busy server: registrations and cart writes (transactions), lists and details (single queries).
      const burst = Array.from({ length: 40 }, (_, i) => {
        n++;
        switch (i % 4) {
          case 0:
            return call('/api/register/username', { username: `drop_${process.pid}_${n}`, password: 'secret123' });
          case 1:
            return call('/api/cart/add', { token, sku_id: sku, num: 1 });
          case 2:
            return call('/api/goodssku/page', { page: 1, page_size: 20, lang: 'en-us' });
          default:
            return call('/api/goodssku/detail', { sku_id: sku });
        }
      });
      // Cut every connection of the database now and then until the burst has answered.
      let settled = false;
      const all = Promise.allSettled(burst).finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 5 + round * 7));
      while (!settled) {
        await killBackends();
        await new Promise((r) => setTimeout(r, 20));
      }
      for (const a of await all) {
        answers.push(a.status === 'fulfilled' ? { ...a.value, data: undefined } : { status: 0, message: String(a.reason) });
      }
      expect(server.exitCode, output.slice(-3000)).toBeNull();
    }

    // Every request of the bursts answered: done, or refused with the clear "try again" message.
    const tryAgain = (lang?: string) =>
      lang === 'en-us' ? 'The service is briefly unavailable, please try again' : '服务暂时不可用，请稍后再试';
    const unclear = answers.filter((a) => a.status !== 200 || (a.code !== 0 && a.message !== tryAgain(a.lang)));
    expect(unclear).toEqual([]);
    // Requests really were cut off, in both languages (else the test proves nothing).
    expect(answers.filter((a) => a.code !== 0 && a.lang === 'zh-cn').length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.code !== 0 && a.lang === 'en-us').length).toBeGreaterThan(0);

    // The server still serves, with fresh connections.
    expect(server.exitCode, output.slice(-3000)).toBeNull();
    expect((await call('/api/goodssku/page', { page: 1, page_size: 5 })).code).toBe(0);
    expect((await call('/api/cart/add', { token, sku_id: sku, num: 1 })).code).toBe(0);
    expect((await call('/api/register/username', { username: `drop_${process.pid}_after`, password: 'secret123' })).code).toBe(0);
  }, 120_000);
});
