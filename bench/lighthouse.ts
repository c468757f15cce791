/**
 * Mobile Lighthouse performance scores of H5 routes, measured offline against the local server.
 * Chromium is Debian's, started by playwright-core with a DevTools port that Lighthouse attaches to
 * (Lighthouse's default mobile emulation and simulated slow-4G throttling).
 */
import net from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export interface LighthouseFigure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
  };
};

/** One performance-only Lighthouse pass of a URL in a fresh browser (cold cache). */
export const lighthouseRun = async (url: string): Promise<LighthouseResult> => {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
};

/** Runs one performance-only Lighthouse pass per URL, in a fresh browser each time (cold cache). */
export const lighthouseScores = async (urls: string[]): Promise<LighthouseFigure[]> => {
  const out: LighthouseFigure[] = [];
  for (const url of urls) out.push(figureOf(await lighthouseRun(url)));
  return out;
};
