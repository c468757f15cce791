import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { repoRoot } from './server';

export { CHROMIUM } from './chromium';
export const artifacts = path.join(repoRoot, 'e2e/artifacts');

let browser: Browser | undefined;

/** Debian's Chromium, headless, with the flags this machine needs (Playwright gives it a fresh profile); shared within a test file. */
export const getBrowser = async (): Promise<Browser> => {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  return browser;
};

export const closeBrowser = async () => {
  await browser?.close();
  browser = undefined;
};

export interface PhoneOptions {
  lang?: 'zh-cn' | 'en-us';
  userAgent?: string;
  storage?: Record<string, string>;
}

/** A 375×812 phone page on the running server; `storage` seeds localStorage before the app boots. */
export const openPhone = async (opts: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page; base: string }> => {
  const base = inject('baseUrl');
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL: base,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: opts.lang === 'en-us' ? 'en-US' : 'zh-CN',
    userAgent:
      opts.userAgent ??
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const storage = { ...(opts.lang ? { lang: opts.lang } : {}), ...opts.storage };
  if (Object.keys(storage).length) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  await failOnCspViolations(context);
  const page = await context.newPage();
  return { context, page, base };
};

/**
 * The server sends a Content-Security-Policy: a journey fails when any page of its phone had something
 * blocked by it (the page's `securitypolicyviolation` events and Chromium's "Refused to …" console errors),
 * so the policy is checked on every page the journeys visit; so is every preload the page then fetches again (a
 * preload in another request mode). Call within a test (the check runs when it ends).
 */
const failOnCspViolations = async (context: BrowserContext): Promise<void> => {
  const seen: string[] = [];
  await context.exposeBinding('__mallCspViolation', ({ page }, text: string) => {
    seen.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __mallCspViolation?: (text: string) => void }).__mallCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  // A file preloaded in another request mode than the one that asks for it is downloaded twice.
  const wasted: string[] = [];
  context.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) seen.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
    if (/preload .* is not used because/i.test(m.text())) wasted.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
  });
  onTestFinished(() => {
    if (seen.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(seen)].join('\n')}`);
    if (wasted.length) throw new Error(`Preloads not used:\n${[...new Set(wasted)].join('\n')}`);
  });
};

export const shot = async (page: Page, name: string) => {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
};

/** Sets one of the five storefront themes on the open page (for screenshots). */
export const useTheme = async (page: Page, theme: string): Promise<void> => {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
};

/**
 * Waits until a detail page's gallery (a lazy chunk behind a blank placeholder) shows its first picture, so a
 * screenshot taken next shows the goods rather than the placeholder.
 */
export const galleryLoaded = async (page: Page): Promise<void> => {
  const picture = page.getByTestId('goods-gallery').locator('img').first();
  await picture.waitFor();
  await page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await picture.elementHandle(),
  );
};

/** Taps a share button (`testId`) and waits until the server-drawn poster has loaded as a picture. */
export const openSharePoster = async (page: Page, testId: string): Promise<void> => {
  await page.getByTestId(testId).click();
  const poster = page.getByTestId('poster-image');
  await poster.waitFor();
  await expect
    .poll(() => poster.evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0)))
    .toBeGreaterThan(0);
};

/** Closes the share poster popup. */
export const closeSharePoster = async (page: Page): Promise<void> => {
  await page.locator('.adm-popup-close-icon').click();
  await page.getByTestId('poster-image').waitFor({ state: 'hidden' });
};
