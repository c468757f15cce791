/**
 * `npm run bench`: prints figures, asserts nothing.
 * - gzip bytes of JavaScript the home page loads before interaction (Chromium, 375×812)
 * - mobile Lighthouse performance (median of 3) of the first screens of bench/lighthouse-pages.ts
 * - requests/s and p99 of /api/goodssku/page on PGlite, and on PostgreSQL when DATABASE_URL is set
 * - checkout orders/s, p99 and SQL statements per checkout (bench/checkout.ts)
 * `npm run bench -- lighthouse [runs]` runs only Lighthouse, several times per page, with diagnostics
 * (bench/lighthouse-only.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { repoRoot, startServer } from '../e2e/support/server';
import { goodsFigures } from './goods';
import { checkoutFigures } from './checkout';
import { lighthouseLines } from './lighthouse-pages';
import { lighthouseOnly } from './lighthouse-only';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = process.env.H5_DIST ? path.resolve(process.env.H5_DIST) : path.join(repoRoot, 'apps/h5/dist');

const gzipSize = (file: string) => {
  const gz = `${file}.gz`;
  return fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
};

/** JavaScript requested by a route until the network is idle, as gzip bytes of the built files. */
const routeJs = async (base: string, route: string) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    let total = 0;
    for (const p of scripts) {
      const file = path.join(dist, p.replace(/^\/h5\//, ''));
      if (fs.existsSync(file)) total += gzipSize(file);
    }
    return { files: scripts.size, gzip: total };
  } finally {
    await browser.close();
  }
};

const load = async (url: string, seconds = 8) => {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const main = async () => {
  buildH5IfNeeded();
  const lines: string[] = [];
  const server = await startServer();
  try {
    for (const [name, route] of [
      ['home', '/h5/'],
      ['category', '/h5/pages/goods/category/category'],
      ['goods detail', '/h5/pages/goods/detail/detail?sku_id=1'],
    ] as const) {
      const js = await routeJs(server.url, route);
      lines.push(`JS before interaction, ${name}: ${kb(js.gzip)} gzip in ${js.files} files${name === 'home' ? ' (target ≤ 100 kB)' : ''}`);
    }
    lines.push(...(await lighthouseLines(server.url)));
    const r = await load(`${server.url}/api/goodssku/page?page=1&page_size=10&order=sale_num&sort=desc`);
    lines.push(`/api/goodssku/page on PGlite: ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
  } finally {
    await server.stop();
  }
  lines.push(...(await goodsFigures(load)));
  lines.push(...(await checkoutFigures()));

  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `mall_bench_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    const pgServer = await startServer({ DATABASE_URL: u.toString() });
    try {
      const r = await load(`${pgServer.url}/api/goodssku/page?page=1&page_size=10&order=sale_num&sort=desc`);
      lines.push(`/api/goodssku/page on PostgreSQL: ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
    } finally {
      await pgServer.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    lines.push('/api/goodssku/page on PostgreSQL: skipped (set DATABASE_URL)');
  }
  console.log('\n' + lines.join('\n'));
};

(process.argv[2] === 'lighthouse' ? lighthouseOnly(Number(process.argv[3]) || 3) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
