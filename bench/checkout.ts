/**
 * Checkout figures for `npm run bench`: orders/s and p99 of a whole balance-paid checkout
 * (`/api/ordercreate/calculate` then `/api/ordercreate/create`, the order paid by balance inside create)
 * with concurrent buyers, on PGlite and — when TEST_DATABASE_URL (or DATABASE_URL) is set — on
 * PostgreSQL, plus the SQL statements each step of a checkout sends (payment, calculate, create, and the
 * payment of the order: opening the sandbox cashier and its paid notify; balance-paid create), target ≤ 25 each.
 * Runs the server in this process so the statements can be counted. Prints figures, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase, sql, type Database } from '../apps/server/src/infra/db/client';
import { countQueries } from '../apps/server/src/infra/db/query-count';
import { memberAddress } from '../apps/server/src/modules/address';
import { goods, goodsSku } from '../apps/server/src/modules/goods';
import { changeAccounts, createMember } from '../apps/server/src/modules/member';
import { pay } from '../apps/server/src/modules/pay';
import { sandboxNotifyFields } from '../apps/server/src/modules/pay/testing';
import { shop } from '../apps/server/src/modules/shop';
import { seedIfEmpty } from '../apps/server/src/seed';

const BUYERS = 20;
const SECONDS = 8;
/** No checkout step may send more SQL statements than this. */
const STATEMENT_TARGET = 25;

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

const p99 = (list: number[]) => {
  if (list.length === 0) return 0;
  const s = [...list].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]!);
};

const figures = async (database: Database, label: string): Promise<string[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-checkout-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', H5_DIST: path.join(dataDir, 'no-h5') });
  await database.migrate();
  await seedIfEmpty(database, config, { images: false });
  const { app, deps } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const db = database.db;
  try {
    // One goods of the first shop with stock for the whole run; buyers with an address and balance.
    const s = { id: Math.min(...(await db.select({ id: shop.siteId }).from(shop)).map((r) => r.id)) };
    const [g] = await db.insert(goods).values({ siteId: s.id, goodsName: '压测商品' }).returning({ id: goods.goodsId });
    const [k] = await db
      .insert(goodsSku)
      .values({ goodsId: g!.id, siteId: s.id, skuName: '压测商品', price: 1990, discountPrice: 1990, stock: 10_000_000, isDefault: 1 })
      .returning({ id: goodsSku.skuId });
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const id = await createMember(db, { username: `bench_${process.pid}_${i}` });
      await db.insert(memberAddress).values({
        memberId: id,
        name: '压测',
        mobile: '13800000000',
        address: '科技园路1号',
        fullAddress: '广东省 深圳市 南山区',
        isDefault: 1,
      });
      await db.transaction((tx) =>
        changeAccounts(tx, id, { balance: 1_000_000_000 }, { fromType: 'adjust', typeName: '压测', remark: 'bench' }),
      );
      tokens.push(deps.tokens.issue(id, 0));
    }
    const call = async (p: string, body: Record<string, string | number>): Promise<Envelope> => {
      const form = new URLSearchParams(Object.entries(body).map(([a, b]) => [a, String(b)]));
      const res = await fetch(`${url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      return (await res.json()) as Envelope;
    };
    const checkout = async (token: string): Promise<boolean> => {
      const params = { token, sku_id: k!.id, num: 1, is_balance: 1 };
      const calc = await call('/api/ordercreate/calculate', params);
      if (calc.code !== 0) return false;
      return (await call('/api/ordercreate/create', params)).code === 0;
    };

    // Statements per checkout step, measured alone (after one warm-up checkout).
    await checkout(tokens[0]!);
    const steps = await statementsPerStep(db, url, call, tokens[0]!, { sku_id: k!.id, num: 1 });

    const latencies: number[] = [];
    let errors = 0;
    const end = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      tokens.map(async (token) => {
        while (Date.now() < end) {
          const t0 = performance.now();
          const ok = await checkout(token);
          latencies.push(performance.now() - t0);
          if (!ok) errors++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const orders = latencies.length - errors;
    return [
      `checkout (calculate + create, paid by balance) on ${label}, ${BUYERS} concurrent buyers: ${(orders / elapsed).toFixed(1)} orders/s, p99 ${p99(latencies)} ms, errors ${errors}`,
      `SQL statements per checkout step on ${label} (one shop, one line; target ≤ ${STATEMENT_TARGET} each): ${steps
        .map(([name, n]) => `${name} ${n}${n > STATEMENT_TARGET ? ' (over)' : ''}`)
        .join(', ')}`,
    ];
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

type Call = (p: string, body: Record<string, string | number>) => Promise<Envelope>;

/**
 * Statements of each step of one checkout: payment, calculate and create left to pay online, then the payment
 * (the sandbox cashier opened, its signed paid notify), and a create paid by balance at once.
 */
const statementsPerStep = async (
  db: Database['db'],
  url: string,
  call: Call,
  token: string,
  line: { sku_id: number; num: number },
): Promise<[string, number][]> => {
  const count = async (fn: () => Promise<unknown>) => (await countQueries(fn)).queries;
  const payment = await count(() => call('/api/ordercreate/payment', { token, ...line }));
  const calculate = await count(() => call('/api/ordercreate/calculate', { token, ...line }));
  let outTradeNo = '';
  const create = await count(async () => {
    outTradeNo = String((await call('/api/ordercreate/create', { token, ...line })).data);
  });
  const open = await count(() => call('/api/pay/pay', { token, out_trade_no: outTradeNo, pay_type: 'sandbox' }));
  const [record] = await db
    .select()
    .from(pay)
    .where(sql`${pay.outTradeNo} = ${outTradeNo}`);
  const fields = await sandboxNotifyFields(db, record!);
  const paid = await count(() =>
    fetch(`${url}/api/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  const balancePaid = await count(() => call('/api/ordercreate/create', { token, ...line, is_balance: 1 }));
  return [
    ['payment', payment],
    ['calculate', calculate],
    ['create', create],
    ['pay (cashier)', open],
    ['paid (notify)', paid],
    ['create paid by balance', balancePaid],
  ];
};

export const checkoutFigures = async (): Promise<string[]> => {
  const lines: string[] = [];
  const lite = await createDatabase({});
  try {
    lines.push(...(await figures(lite, 'PGlite')));
  } finally {
    await lite.close();
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    lines.push('checkout on PostgreSQL: skipped (set TEST_DATABASE_URL)');
    return lines;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `mall_bench_checkout_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: u.toString(), poolSize: 20 });
  try {
    lines.push(...(await figures(database, 'PostgreSQL')));
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return lines;
};

// `node --import tsx bench/checkout.ts` prints the checkout figures alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'checkout.ts')) {
  checkoutFigures()
    .then((lines) => console.log('\n' + lines.join('\n')))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
