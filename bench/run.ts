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
 * `npm run bench -- js` lists each first screen's JavaScript file by file (bench/route-js.ts).
 * `npm run bench -- api` runs only the API figures (about a minute); `npm run bench -- seckill` only the seckill rush
 * on PostgreSQL (bench/seckill.ts, DATABASE_URL).
 */
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { startServer } from '../e2e/support/server';
import { apiFigures, seckillFigure } from './api';
import { goodsFigures } from './goods';
import { checkoutFigures } from './checkout';
import { lighthouseLines } from './lighthouse-pages';
import { lighthouseOnly } from './lighthouse-only';
import { JS_ROUTES, routeJs, routeJsOnly } from './route-js';

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const main = async () => {
  buildH5IfNeeded();
  const lines: string[] = [];
  const server = await startServer();
  try {
    for (const [name, route] of JS_ROUTES) {
      const js = await routeJs(server.url, route);
      lines.push(
        `JS before interaction, ${name}: ${kb(js.gzip)} gzip in ${js.files.length} files${name === 'home' ? ' (target ≤ 100 kB)' : ''}`,
      );
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
  : mode === 'js'
    ? routeJsOnly()
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
