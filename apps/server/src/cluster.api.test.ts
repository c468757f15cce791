import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ORDER_STATUS } from '@mall/contract';
import { repoRoot } from './config';
import { createDatabase, type Database } from './infra/db/client';
import { goodsSku } from './modules/goods';
import { member } from './modules/member';
import { order, orderLog } from './modules/order';
import { placeTestOrder } from './modules/order/testing';
import { putSetting } from './modules/settings';
import { testDriver, withDatabase } from './test/db-names';
import { freePort } from './test/ports';

/**
 * Two real server processes over one PostgreSQL database (docs/deploy.md), as instances behind a load balancer
 * or cluster workers are: what one process starts, the other must honour. Sessions (a token signed by one is
 * accepted by the other), rate limits (failures split between them count as one), timers (both sweep the same
 * due orders, each is closed once), the in-memory public reads, and the goods list's kept counts and answers (a
 * change is seen by both on the next read; stock a checkout takes through one, by the other within a second).
 * Then cluster mode (`WORKERS=2`): two workers on one port, one that dies replaced, all stopped by SIGTERM.
 */

/** How a server process is started (the same as `npm start` runs it). */
const SERVER_COMMAND = ['--import', 'tsx', 'apps/server/src/server.ts'];
const ADMIN_KEY = 'cluster-test-operator-key-0123456789';

interface Answer<T = unknown> {
  code: number;
  message: string;
  data: T;
  error_code?: string;
}

interface Proc {
  name: string;
  child: ChildProcess;
  base: string;
  output: string;
  dataDir: string;
  call<T = unknown>(p: string, form?: Record<string, string | number>): Promise<Answer<T>>;
}

const startProcess = async (name: string, env: Record<string, string>): Promise<Proc> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mall-cluster-${name}-`));
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'no-h5'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name,
    child,
    base: `http://127.0.0.1:${port}`,
    output: '',
    dataDir,
    call: async <T>(p: string, form: Record<string, string | number> = {}) => {
      const res = await fetch(`${proc.base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
        body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])),
      });
      return (await res.json()) as Answer<T>;
    },
  };
  child.stdout!.on('data', (d: Buffer) => (proc.output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (proc.output += d.toString()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited at start:\n${proc.output}`);
    const up = await proc.call('/api/config/time').catch(() => null);
    if (up?.code === 0) return proc;
    if (i > 400) throw new Error(`server ${name} did not start:\n${proc.output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const stopProcess = async (proc: Proc | undefined) => {
  if (!proc) return;
  if (proc.child.exitCode === null) {
    const exited = new Promise((r) => proc.child.once('exit', r));
    proc.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(proc.dataDir, { recursive: true, force: true });
};

const until = async (what: string, check: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(testDriver() !== 'pg')('two server processes over one PostgreSQL database', () => {
  const name = `mall_t_cluster_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  let admin: pg.Client;
  let database: Database;
  let a: Proc;
  let b: Proc;
  let env: Record<string, string>;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    const databaseUrl = withDatabase(url, name);
    database = await createDatabase({ databaseUrl, poolSize: 2 });
    // No TOKEN_SECRET: each process takes the secret kept in the database. Timers every second in both.
    env = { DATABASE_URL: databaseUrl, ADMIN_API_KEY: ADMIN_KEY, JOBS_INTERVAL_SECONDS: '1' };
    [a, b] = await Promise.all([startProcess('A', env), startProcess('B', env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await database?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('a token one process issues is accepted by the other', async () => {
    const login = await a.call<{ token: string }>('/api/login/login', { username: 'demo', password: '123456' });
    expect(login.code).toBe(0);
    const info = await b.call<{ username: string }>('/api/member/info', { token: login.data.token });
    expect(info).toMatchObject({ code: 0, data: { username: 'demo' } });
    const back = await b.call<{ token: string }>('/api/login/login', { username: 'demo', password: '123456' });
    expect(await a.call('/api/member/info', { token: back.data.token })).toMatchObject({ code: 0, data: { username: 'demo' } });
  });

  it('failed logins split between the processes lock the account at the same total as on one', async () => {
    const username = `cl_${process.pid % 100_000}`;
    expect((await a.call('/api/register/username', { username, password: 'secret123' })).code).toBe(0);
    // Ten failures (LOGIN_MAX_FAILURES), alternately on A and B: each is a plain wrong password.
    for (let i = 0; i < 10; i++) {
      const wrong = await (i % 2 ? b : a).call('/api/login/login', { username, password: `wrong${i}` });
      expect(wrong.error_code, `failure ${i + 1}`).toBe('USERNAME_OR_PASSWORD_ERROR');
    }
    // The eleventh try is refused by either, even with the right password.
    for (const p of [a, b]) {
      expect(await p.call('/api/login/login', { username, password: 'secret123' })).toMatchObject({
        code: -1,
        error_code: 'LOGIN_TOO_MANY',
      });
    }
  });

  it('timers running in both processes close each due order once', async () => {
    const db = database.db;
    const [{ memberId }] = await db.select({ memberId: member.memberId }).from(member).where(eq(member.username, 'demo'));
    const [sku] = await db
      .select({ skuId: goodsSku.skuId })
      .from(goodsSku)
      .where(sql`${goodsSku.stock} > 100`)
      .limit(1);
    const stockOf = async () => (await db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, sku!.skuId)))[0]!.stock;
    // Unpaid orders of 1 each (stock taken at checkout is given back on closing); not due until the update below.
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push((await placeTestOrder(db, { memberId, status: ORDER_STATUS.WAIT_PAY, lines: [{ skuId: sku!.skuId, num: 1 }] })).orderId);
    }
    const before = await stockOf();
    await db.execute(sql`update ${order} set auto_close_time = extract(epoch from now())::bigint - 1 where ${inArray(order.orderId, ids)}`);

    const closedCount = async () =>
      (
        await db
          .select({ id: order.orderId })
          .from(order)
          .where(and(inArray(order.orderId, ids), eq(order.orderStatus, ORDER_STATUS.CLOSED)))
      ).length;
    await until('the due orders to close', async () => (await closedCount()) === ids.length);
    // A few more sweeps of both processes find nothing more to do.
    await new Promise((r) => setTimeout(r, 2_500));

    const logs = await db
      .select({ orderId: orderLog.orderId, status: orderLog.orderStatus })
      .from(orderLog)
      .where(inArray(orderLog.orderId, ids));
    const closes = logs.filter((l) => l.status === ORDER_STATUS.CLOSED);
    expect(closes.map((l) => l.orderId).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(await stockOf()).toBe(before + ids.length);
    for (const p of [a, b]) expect(p.output, `${p.name} logged no failing sweep`).not.toContain('job failed');
  }, 30_000);

  it('a change to the settings or decorated pages is seen by both on their next read', async () => {
    const init = (p: Proc) => p.call<{ style_theme: string }>('/api/config/init');
    const home = async (p: Proc) => {
      const r = await p.call<{ value: string }>('/api/diyview/info', { name: 'DIY_VIEW_INDEX', site_id: 0 });
      return { code: r.code, bgColor: (JSON.parse(r.data.value) as { global: { bgColor: string } }).global.bgColor };
    };
    // Both keep the answers in memory (read twice: the second comes from memory).
    const theme = (await init(a)).data.style_theme;
    for (const p of [a, b, a, b]) {
      expect((await init(p)).data.style_theme).toBe(theme);
      expect((await home(p)).code).toBe(0);
    }
    // The operator's change, here straight into the database as an operator's tool on a third connection would
    // write it: neither process made it, so neither can have dropped its copy itself.
    const next = theme === 'green' ? 'blue' : 'green';
    const bgColor = `#${(process.pid % 0xffffff).toString(16).padStart(6, '0')}`;
    await putSetting(database.db, 'STYLE_THEME', { style_theme: next });
    await database.db.execute(
      sql`update diy_view set value = jsonb_set(value, '{global,bgColor}', to_jsonb(${bgColor}::text)) where name = 'DIY_VIEW_INDEX' and site_id = 0 and website_id = 0`,
    );
    for (const p of [b, a]) {
      expect((await init(p)).data.style_theme, p.name).toBe(next);
      expect((await home(p)).bgColor, p.name).toBe(bgColor);
    }
  });

  it('the kept goods list counts and answers: a change is seen by both on their next call, stock within a second', async () => {
    const [g] = await database.rows<{ goods_id: number; sku_id: number; site_id: number; goods_name: string }>(sql`
      select g.goods_id, g.sku_id, g.site_id, g.goods_name from goods g join goods_sku s on s.sku_id = g.sku_id
      where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and s.stock > 10 order by g.goods_id limit 1`);
    type Detail = { goods_sku_detail: { goods_name: string; stock: number } };
    type List = { count: number; list: { goods_id: number; goods_name: string }[] };
    const detail = async (p: Proc) => (await p.call<Detail>('/api/goodssku/detail', { sku_id: g!.sku_id })).data.goods_sku_detail;
    // A page of one, so the list needs its count (kept per process).
    const list = async (p: Proc) => (await p.call<List>('/api/goodssku/page', { site_id: g!.site_id, page_size: 1 })).data;
    const before = await list(a);
    expect(before.count).toBeGreaterThan(1);
    for (const p of [a, b, a, b]) {
      expect((await list(p)).count).toBe(before.count);
      expect((await detail(p)).goods_name).toBe(g!.goods_name);
    }

    // An operator's change (its own connection, as any process's): both see it on their next call.
    await database.rows(sql`update goods set goods_name = ${`${g!.goods_name}（新）`} where goods_id = ${g!.goods_id}`);
    for (const p of [b, a]) expect((await detail(p)).goods_name, p.name).toBe(`${g!.goods_name}（新）`);
    await database.rows(sql`update goods set goods_state = 0 where goods_id = ${g!.goods_id}`);
    for (const p of [a, b]) {
      expect((await list(p)).count, p.name).toBe(before.count - 1);
      expect((await p.call('/api/goodssku/detail', { sku_id: g!.sku_id })).code, p.name).toBeLessThan(0);
    }
    await database.rows(sql`update goods set goods_state = 1, goods_name = ${g!.goods_name} where goods_id = ${g!.goods_id}`);
    for (const p of [b, a]) expect((await list(p)).count, p.name).toBe(before.count);

    // A checkout through A: B shows the new stock within a second, and no version moved.
    const versions = async () => database.rows(sql`select name, version from read_version order by name`);
    const kept = await versions();
    const stock = (await detail(b)).stock;
    const login = await a.call<{ token: string }>('/api/login/login', { username: 'demo', password: '123456' });
    const token = login.data.token;
    const cartId = await a.call<number>('/api/cart/add', { token, sku_id: g!.sku_id, num: 2 });
    expect(cartId.code, JSON.stringify(cartId)).toBe(0);
    const created = await a.call('/api/ordercreate/create', { token, cart_ids: String(cartId.data) });
    expect(created.code, JSON.stringify(created)).toBeGreaterThanOrEqual(0);
    const bought = Date.now();
    await until('B to show the new stock', async () => (await detail(b)).stock === stock - 2, 1_500);
    expect(Date.now() - bought).toBeLessThan(1_500);
    expect(await versions()).toEqual(kept);
  });

  it('cluster mode: WORKERS=2 serves one port from two processes, replaces one that dies and stops cleanly', async () => {
    // At info the primary says when every worker listens.
    const c = await startProcess('C', { ...env, JOBS_INTERVAL_SECONDS: '0', WORKERS: '2', LOG_LEVEL: 'info' });
    const pids = (): number[] => {
      const ps = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(c.child.pid)], { encoding: 'utf8' });
      return ps.stdout
        .split('\n')
        .filter((l) => l.includes('server'))
        .map((l) => Number(l.trim().split(/\s+/)[0]));
    };
    try {
      await until('both workers to listen', async () => c.output.includes('(postgres, 2 workers)'));
      expect(pids()).toHaveLength(2);
      const [gone] = pids();
      process.kill(gone!, 'SIGKILL');
      await until('a worker in its place', async () => {
        const now = pids();
        return now.length === 2 && !now.includes(gone!);
      });
      await until('the new worker to listen', async () => c.output.includes('starting another'));
      for (let i = 0; i < 6; i++) expect((await c.call('/api/config/time')).code).toBe(0);
    } finally {
      await stopProcess(c);
    }
    expect(c.child.exitCode, c.output).toBe(0);
    expect(pids()).toEqual([]);
  }, 30_000);
});
