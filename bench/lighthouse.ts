/**
 * Mobile Lighthouse performance scores of H5 routes, measured offline against the local server.
 * Chromium is Debian's, started by playwright-core with a DevTools port that Lighthouse attaches to
 * (Lighthouse's default mobile emulation and simulated slow-4G throttling).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/src/test/ports';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';

export interface LighthouseFigure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's speed at the start of the run (higher is faster). Its simulated phone
   * runs the page's observed tasks four times slower, so the blocking time follows the machine's speed: read
   * the scores of two runs against their indexes.
   */
  benchmarkIndex: number;
  /** Why Lighthouse could not measure the page (e.g. NO_FCP), when it could not: the run then scores 0. */
  error?: string;
}

/** The full Lighthouse result of one run (for bench/lighthouse-only.ts, which prints the diagnostics). */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const figureOf = (lhr: LighthouseResult): LighthouseFigure => {
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
};

/**
 * One performance-only Lighthouse pass of a URL in a fresh browser (fresh profile, cold cache). `storage` is
 * written into the origin's localStorage first (e.g. a member token, also mirrored into the shell cookie as the
 * app does), on a same-origin API answer so no H5 file is cached; Lighthouse then keeps the storage (and the still empty cache). The profile is the browser's
 * default context, the one Lighthouse opens its page in.
 */
export const lighthouseRun = async (url: string, storage?: Record<string, string>): Promise<LighthouseResult> => {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  try {
    for (const open of context.pages()) await open.close();
    if (storage) {
      const page = await context.newPage();
      await page.goto(new URL('/api/config/time', url).href);
      // As after a login in the app: the token in storage, and mirrored into the shell cookie (shell-session.ts).
      await page.evaluate(async (entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        if (entries.token) await fetch('/h5/session', { method: 'POST', body: new URLSearchParams({ token: entries.token }) });
      }, storage);
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
};

/** The median run by score (then LCP): the figure the bench reports for a page. */
export const medianRun = <T extends { f: LighthouseFigure }>(results: T[]): T => {
  const sorted = [...results].sort((a, b) => a.f.score - b.f.score || b.f.lcpMs - a.f.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Runs one performance-only Lighthouse pass per URL, in a fresh browser each time (cold cache). */
export const lighthouseScores = async (urls: { url: string; storage?: Record<string, string> }[]): Promise<LighthouseFigure[]> => {
  const out: LighthouseFigure[] = [];
  for (const { url, storage } of urls) out.push(figureOf(await lighthouseRun(url, storage)));
  return out;
};
