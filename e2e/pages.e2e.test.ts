import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone } from './support/browser';
import { repoRoot } from './support/server';
import { shopperCall } from './support/shopper';
import { PAGES, pagePath } from '../apps/h5/src/shared/pages';

afterAll(closeBrowser);

/**
 * Every declared route, opened the way a link without its parameters would open it, by a signed-in
 * shopper in each language: the page must not throw, its title must be a real title (not a message
 * key), and no message key may show on screen. Pages that need an id show their not-found or empty state.
 */

const h5 = path.join(repoRoot, 'apps/h5/src');
/** Every page of the table (`shared/pages.ts`), by its declared path. */
const routePaths = (): string[] => Object.values(PAGES).map((p) => p.path);

/** Message namespaces (the en-us files): `ns.key` on screen means a message was not found. */
const namespaces = fs
  .readdirSync(path.join(h5, 'i18n/en-us'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const RAW_KEY = new RegExp(`\\b(${namespaces.join('|')})\\.[a-z][A-Za-z0-9_]+\\b`);

describe('every page opens', () => {
  const paths = routePaths();

  it('the route table is read', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContain(pagePath('home'));
  });

  for (const lang of ['zh-cn', 'en-us'] as const) {
    it(`opens each of them in ${lang} without an error, a message key or a missing title`, async () => {
      const base = inject('baseUrl');
      const username = `pages_${lang.replace('-', '')}_${Date.now().toString(36)}`;
      const { token } = await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' });
      const { page, context } = await openPhone({ lang, storage: { token } });
      const problems: string[] = [];
      let current = '';
      page.on('pageerror', (e) => problems.push(`${current}: uncaught ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('page render failed')) problems.push(`${current}: render failed`);
      });
      for (const p of paths) {
        current = p;
        await page.goto(`${base}/h5${p}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        const title = await page.title();
        if (!title.trim() || RAW_KEY.test(title)) problems.push(`${p}: title ${JSON.stringify(title)}`);
        if (lang === 'en-us' && /\p{Script=Han}/u.test(title)) problems.push(`${p}: Chinese title ${JSON.stringify(title)}`);
        const text = await page.locator('body').innerText();
        const key = RAW_KEY.exec(text);
        if (key) problems.push(`${p}: message key on screen ${key[0]}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
