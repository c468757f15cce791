/**
 * `npm run bench`: prints figures, asserts nothing.
 * - gzip bytes of JavaScript the home page loads before interaction (Chromium, 375×812)
 * - mobile Lighthouse performance (median of 3) of the first screens of bench/lighthouse-pages.ts
 * - API requests/s, p50 and p99 of the goods list and detail, config/init and diyview/info as form POSTs, each with
 *   its ratio to a baseline route of the same run, on PGlite and on PostgreSQL when DATABASE_URL is set, there also
 *   the goods list with 2 server processes (bench/api.ts)
 * - checkout orders/s, p99 and SQL statements per checkout (bench/checkout.ts)
 * `npm run bench -- lighthouse [runs]` runs only Lighthouse, several times per page, with diagnostics
 * (bench/lighthouse-only.ts).
 * `npm run bench -- api` runs only the API figures (about a minute); `npm run bench -- seckill` only the seckill rush
 * on PostgreSQL (bench/seckill.ts, DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { repoRoot, startServer } from '../e2e/support/server';
import { apiFigures, seckillFigure } from './api';
import { goodsFigures } from './goods';
import { checkoutFigures } from './checkout';
import { lighthouseLines } from './lighthouse-pages';
import { lighthouseOnly } from './lighthouse-only';

const dist = process.env.H5_DIST ? path.resolve(process.env.H5_DIST) : path.join(repoRoot, 'apps/h5/dist');

const gzipSize = (file: string) => {
  const gz = `${file}.gz`;
  return fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
};

/** JavaScript requested by a route until the network is idle, as gzip bytes of the built files. */
const routeJs = async (base: string, route: string) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
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
  } finally {
    await server.stop();
  }
  lines.push(...(await goodsFigures()));
  lines.push(...(await checkoutFigures()));
  lines.push(...(await apiFigures()));
  console.log('\n' + lines.join('\n'));
};

const mode = process.argv[2];
const onlyApi = async () => console.log('\n' + (await apiFigures()).join('\n'));
const onlyGoods = async () => console.log('\n' + (await goodsFigures()).join('\n'));

(mode === 'lighthouse'
  ? lighthouseOnly(Number(process.argv[3]) || 3)
  : mode === 'api'
    ? onlyApi()
    : mode === 'goods'
      ? onlyGoods()
      : mode === 'seckill'
        ? seckillFigure().then((l) => console.log('\n' + l.join('\n')))
        : main()
).catch((err) => {
  console.error(err);
  process.exit(1);
});
