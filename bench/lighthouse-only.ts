/**
 * `npm run bench -- lighthouse [runs]`: builds the H5 (when stale), starts the server once and runs mobile
 * Lighthouse (bench/lighthouse.ts) on the first screens of bench/lighthouse-pages.ts (home, category, goods
 * detail, goods list, cart, member centre) `runs` times each (default 3), printing the figures of every run,
 * the median and the spread, and the diagnostics of the median run: LCP element and its phases,
 * render-blocking resources, main-thread breakdown, boot-up time per script and the requests.
 *
 * Options (environment): LH_ROUTES=home,category,detail,list,cart,member picks pages; H5_DIST=<folder> serves another build
 * (e.g. a private `vite build --outDir`, so a build running in the shared tree cannot change the figures);
 * LH_JSON=<folder> writes each run's full report there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { startServer } from '../e2e/support/server';
import { figureOf, lighthouseRun, medianRun, type LighthouseFigure, type LighthouseResult } from './lighthouse';
import { BENCH_PAGES, demoShopperStorage } from './lighthouse-pages';

interface TableItem {
  [k: string]: unknown;
}

const items = (lhr: LighthouseResult, id: string): TableItem[] => {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
};

const shortUrl = (u: unknown) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '');
const ms = (n: unknown) => `${Math.round(Number(n ?? 0))} ms`;
const kb = (n: unknown) => `${(Number(n ?? 0) / 1000).toFixed(1)} kB`;

const diagnostics = (lhr: LighthouseResult): string[] => {
  const out: string[] = [];
  const si = lhr.audits['speed-index']?.numericValue;
  out.push(`  Speed Index ${ms(si)}, TTI ${ms(lhr.audits.interactive?.numericValue)}`);

  for (const item of items(lhr, 'largest-contentful-paint-element')) {
    const sub = (item as { items?: TableItem[] }).items ?? [];
    for (const row of sub) {
      const node = row.node as { snippet?: string; selector?: string } | undefined;
      if (node) out.push(`  LCP element: ${node.selector ?? ''} ${node.snippet ?? ''}`);
      else if (row.phase) out.push(`    ${String(row.phase)}: ${ms(row.timing)}`);
    }
  }
  const blocking = items(lhr, 'render-blocking-resources');
  out.push(`  render-blocking: ${blocking.length ? blocking.map((r) => `${shortUrl(r.url)} (${ms(r.wastedMs)})`).join(', ') : 'none'}`);
  out.push(
    `  main thread: ${items(lhr, 'mainthread-work-breakdown')
      .map((r) => `${String(r.groupLabel ?? r.group)} ${ms(r.duration)}`)
      .join(', ')}`,
  );
  out.push(
    `  bootup: ${items(lhr, 'bootup-time')
      .slice(0, 6)
      .map((r) => `${shortUrl(r.url)} ${ms(r.total)} (script ${ms(r.scripting)})`)
      .join(', ')}`,
  );
  const unused = items(lhr, 'unused-javascript');
  if (unused.length) out.push(`  unused JS: ${unused.map((r) => `${shortUrl(r.url)} ${kb(r.wastedBytes)}`).join(', ')}`);
  const fonts = items(lhr, 'font-display');
  if (fonts.length) out.push(`  font-display: ${fonts.map((r) => shortUrl(r.url)).join(', ')}`);
  const responsive = items(lhr, 'uses-responsive-images');
  if (responsive.length) out.push(`  oversized images: ${responsive.map((r) => `${shortUrl(r.url)} ${kb(r.wastedBytes)}`).join(', ')}`);
  const longTasks = items(lhr, 'long-tasks');
  if (longTasks.length)
    out.push(`  long tasks: ${longTasks.map((r) => `${shortUrl(r.url)} @${ms(r.startTime)} ${ms(r.duration)}`).join(', ')}`);
  const shifts = items(lhr, 'layout-shifts');
  if (shifts.length) {
    out.push(
      `  layout shifts: ${shifts
        .map((r) => `${(r.node as { selector?: string } | undefined)?.selector ?? '?'} ${Number(r.score ?? 0).toFixed(3)}`)
        .join(', ')}`,
    );
  }
  out.push('  requests (start → end, transfer):');
  for (const r of items(lhr, 'network-requests')) {
    out.push(
      `    ${ms(r.networkRequestTime).padStart(8)} → ${ms(r.networkEndTime).padStart(8)} ${kb(r.transferSize).padStart(9)} ${String(r.priority ?? '').padEnd(8)} ${shortUrl(r.url)}`,
    );
  }
  return out;
};

const line = (f: LighthouseFigure) =>
  `score ${f.score}  FCP ${f.fcpMs}  LCP ${f.lcpMs}  TBT ${f.tbtMs}  CLS ${f.cls}  machine index ${f.benchmarkIndex}` +
  (f.error ? `  (not measured: ${f.error})` : '');

export const lighthouseOnly = async (runs: number) => {
  if (!process.env.H5_DIST) buildH5IfNeeded();
  const wanted = (process.env.LH_ROUTES ?? '').split(',').filter(Boolean);
  const pages = BENCH_PAGES.filter(({ name }) => !wanted.length || wanted.includes(name));
  const jsonDir = process.env.LH_JSON;
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const server = await startServer();
  // On a phone the server is elsewhere: here it shares the cores, so it yields to the browser being measured.
  if (server.pid) os.setPriority(server.pid, 15);
  const summary: string[] = [];
  try {
    const member = pages.some((p) => p.member) ? await demoShopperStorage(server.url) : undefined;
    for (const { name, route, member: signedIn } of pages) {
      const results: { lhr: LighthouseResult; f: LighthouseFigure }[] = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await lighthouseRun(`${server.url}${route}`, signedIn ? member : undefined);
        const f = figureOf(lhr);
        results.push({ lhr, f });
        console.log(`${name} #${i + 1}: ${line(f)}`);
        if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const median = medianRun(results);
      const scores = results.map((r) => r.f.score);
      console.log(`${name} median: ${line(median.f)}  (scores ${scores.join('/')}, spread ${Math.max(...scores) - Math.min(...scores)})`);
      console.log(diagnostics(median.lhr).join('\n'));
      summary.push(`${name.padEnd(9)} median ${line(median.f)}  runs ${scores.join('/')}${signedIn ? '  (signed in)' : ''}`);
    }
  } finally {
    await server.stop();
  }
  console.log('\n' + summary.join('\n'));
};
