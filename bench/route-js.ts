/**
 * `npm run bench -- js`: the gzip JavaScript each first screen requests until the network is idle (Chromium,
 * 375×812), file by file, largest first: where home's bytes before interaction go. `BENCH_URL` measures a
 * running server instead of starting one.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { repoRoot, startServer } from '../e2e/support/server';

const dist = process.env.H5_DIST ? path.resolve(process.env.H5_DIST) : path.join(repoRoot, 'apps/h5/dist');

const gzipSize = (file: string) => {
  const gz = `${file}.gz`;
  return fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
};

export interface RouteJs {
  files: { path: string; gzip: number }[];
  gzip: number;
}

/** JavaScript requested by a route until the network is idle, as gzip bytes of the built files. */
export const routeJs = async (base: string, route: string): Promise<RouteJs> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const files = [...scripts]
      .map((p) => ({ path: p, file: path.join(dist, p.replace(/^\/h5\//, '')) }))
      .filter(({ file }) => fs.existsSync(file))
      .map(({ path: p, file }) => ({ path: p, gzip: gzipSize(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
};

export const JS_ROUTES = [
  ['home', '/h5/'],
  ['category', '/h5/pages/goods/category/category'],
  ['goods detail', '/h5/pages/goods/detail/detail?sku_id=1'],
] as const;

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export const routeJsOnly = async () => {
  const given = process.env.BENCH_URL;
  if (!given && !process.env.H5_DIST) buildH5IfNeeded();
  const server = given ? null : await startServer();
  const base = given ?? server!.url;
  try {
    for (const [name, route] of JS_ROUTES) {
      const js = await routeJs(base, route);
      console.log(`${name}: ${kb(js.gzip)} gzip in ${js.files.length} files`);
      for (const f of js.files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);
    }
  } finally {
    await server?.stop();
  }
};
