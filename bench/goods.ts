/**
 * Goods query figures for `npm run bench` (alone: `npm run bench -- goods`) at two catalogue sizes (SEED_GOODS
 * 2,500 and 100,000), so the growth shows: requests/s, p50 and p99 of the goods list by sales, filtered
 * (category, price range, free shipping, attribute), by keyword (手机, two characters) and by category, and goods
 * detail, and the server's RSS after the list load (bench/rss.ts); on PGlite, and on PostgreSQL in a throwaway
 * database when DATABASE_URL is set. Prints, asserts nothing.
 *
 * Seeding 100,000 goods takes minutes: `BENCH_GOODS_DATABASE_URL` names a PostgreSQL database that is kept between
 * runs instead (seeded on the first run, reused after; use one size with it, e.g. `BENCH_GOODS_SIZES=100000`; PGlite
 * is then not measured).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/infra/db/client';
import { listStatements } from '../apps/server/src/modules/goods/goods.list';
import { seedIfEmpty } from '../apps/server/src/seed';
import { startServer, type RunningServer } from '../e2e/support/server';
import { withPostgresServer } from './api';
import { rssLine } from './rss';

type Load = (url: string, seconds?: number) => Promise<{ rps: number; p50: number; p99: number; errors: number }>;

/** The catalogue sizes; `BENCH_GOODS_SIZES=100000` picks some. */
const sizes = (process.env.BENCH_GOODS_SIZES ?? '2500,100000').split(',').map(Number);

const cases = (categoryId: number, attr: string) =>
  [
    ['list, by sales', '/api/goodssku/page?page=1&page_size=10&order=sale_num&sort=desc'],
    [
      'list, filtered',
      `/api/goodssku/page?page=1&page_size=10&category_id=${categoryId}&min_price=10&max_price=3000&is_free_shipping=1&attr=${encodeURIComponent(attr)}&order=discount_price&sort=asc`,
    ],
    ['list, keyword 手机', `/api/goodssku/page?page=1&page_size=10&keyword=${encodeURIComponent('手机')}`],
    ['list, category by sales', `/api/goodssku/page?page=1&page_size=10&category_id=${categoryId}&order=sale_num&sort=desc`],
    ['detail', '/api/goodssku/detail?sku_id=1'],
  ] as const;

/**
 * Requests/s, p50 and p99 of GETs of one URL; an answer whose code is below 0 (e.g. "system busy") is an error,
 * as a fast wrong answer would flatter the figures.
 */
const load: Load = async (url, seconds = 5) => {
  let refused = 0;
  const r = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    setupClient: (client) => client.on('body', (body: Buffer) => void (/^\{"code":-/.test(body.toString('utf8', 0, 12)) && refused++)),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts + refused,
  };
};

/**
 * The filtered list's statements timed one at a time on their own connection, built afresh each time as the server
 * builds a list no answer is kept for: the page (the first three pages of sizes 10–29, both directions, in turn),
 * and the shape's count (kept per shape by the server, so paid once per shape and version).
 */
const filteredStatements = async (databaseUrl: string, categoryId: number, attr: string, label: string): Promise<string[]> => {
  const database = await createDatabase({ databaseUrl });
  try {
    const base: Parameters<typeof listStatements>[1] = {
      category_id: categoryId,
      min_price: 1000,
      max_price: 300000,
      is_free_shipping: 1,
      attr: JSON.parse(attr) as { attr_id: number; attr_value_id: number }[],
      order: 'discount_price',
    };
    const timed = async (n: number, run: (i: number) => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        await run(i);
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
      return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${n} in turn)`;
    };
    const page = await timed(
      600,
      (i) => listStatements(database.db, { ...base, sort: i % 2 ? 'desc' : 'asc', page: (i % 3) + 1, page_size: 10 + (i % 20) }).page,
    );
    const count = await timed(100, () => listStatements(database.db, base).count);
    return [`list, filtered, one page built afresh (${label}): ${page}`, `list, filtered, its count when not kept (${label}): ${count}`];
  } finally {
    await database.close();
  }
};

const measure = async (server: RunningServer, label: string, databaseUrl?: string): Promise<string[]> => {
  // A filter that exists in the seed: the first attribute value of the first top category.
  const tree = (await (await fetch(`${server.url}/api/goodscategory/tree?level=1`)).json()) as { data: { category_id: number }[] };
  const categoryId = tree.data[0].category_id;
  const rel = (await (await fetch(`${server.url}/api/goodscategory/relevanceinfo?category_id=${categoryId}`)).json()) as {
    data: { attribute_list: { attr_id: number; child: { attr_value_id: number }[] }[] };
  };
  const a = rel.data.attribute_list[0];
  const attr = JSON.stringify(a ? [{ attr_id: a.attr_id, attr_value_id: a.child[0].attr_value_id }] : []);
  const lines: string[] = [];
  for (const [name, path] of cases(categoryId, attr)) {
    const r = await load(`${server.url}${path}`, 5);
    lines.push(`${name} (${label}): ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    if (name === 'list, by sales') lines.push(rssLine(server.pid, `the goods-list load (${label})`));
  }
  if (databaseUrl) lines.push(...(await filteredStatements(databaseUrl, categoryId, attr, label)));
  return lines;
};

/**
 * Seeds `size` goods in this process (without pictures; the server's start-up wait is shorter than a large
 * seed), then starts the server on that database and measures.
 */
const atSize = async (size: number, postgresUrl?: string): Promise<string[]> => {
  const label = `${size} goods, ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`;
  const seedLines: string[] = [];
  const seed = async (dbOpts: { databaseUrl?: string; dataDir?: string }) => {
    const database = await createDatabase(dbOpts);
    try {
      await database.migrate();
      const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' });
      const report = await seedIfEmpty(database, config, { images: false, goods: size });
      seedLines.push(
        report
          ? `seed of ${label}: ${(report.ms / 1000).toFixed(1)} s (${report.skus} SKUs)`
          : `seed of ${label}: the kept database's catalogue reused`,
      );
    } finally {
      await database.close();
    }
  };
  const run = async (server: RunningServer, databaseUrl?: string) => [...seedLines, ...(await measure(server, label, databaseUrl))];
  const kept = postgresUrl && process.env.BENCH_GOODS_DATABASE_URL;
  if (kept) {
    await seed({ databaseUrl: kept });
    const server = await startServer({ DATABASE_URL: kept });
    try {
      return await run(server, kept);
    } finally {
      await server.stop();
    }
  }
  if (postgresUrl) {
    let url = '';
    return withPostgresServer(
      postgresUrl,
      (server) => run(server, url),
      {},
      (u) => seed({ databaseUrl: (url = u) }),
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-goods-'));
  try {
    await seed({ dataDir: path.join(dataDir, 'pglite') });
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const goodsFigures = async (): Promise<string[]> => {
  const lines: string[] = [];
  for (const size of sizes) {
    if (process.env.DATABASE_URL) lines.push(...(await atSize(size, process.env.DATABASE_URL)));
    else lines.push(`goods figures on PostgreSQL at ${size} goods: skipped (set DATABASE_URL)`);
    // A kept database is PostgreSQL's alone: PGlite would seed the size afresh.
    if (!process.env.BENCH_GOODS_DATABASE_URL) lines.push(...(await atSize(size)));
  }
  return lines;
};
