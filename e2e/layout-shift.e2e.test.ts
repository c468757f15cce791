import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone } from './support/browser';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from its start (what Lighthouse's CLS adds up), with what moved. */
const recordShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (e.hadRecentInput) continue;
        shifts.push({
          value: e.value,
          sources: e.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const what = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.outerHTML.slice(0, 160)}` : '?';
            return `${what}: y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)} → ${Math.round(s.currentRect.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** Opens `path` on a phone, lets it load and settle, and answers the layout shifts it made on its own. */
const shiftsOf = async (path: string, lang: 'zh-cn' | 'en-us'): Promise<Shift[]> => {
  const { page, context, base } = await openPhone({ lang });
  await recordShifts(page);
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  // The blocks below the first screen load once the shopper settles (5 s) or scrolls; they hold their place.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  return shifts;
};

/**
 * The first screens do not move while they load (Lighthouse's cumulative layout shift 0): a block or bar whose code
 * or data comes late holds its height meanwhile (home's seckill strip, the goods detail's 限时折扣 bar).
 */
describe('first screens hold still while they load', () => {
  const pages = async (): Promise<[string, string][]> => {
    const base = inject('baseUrl');
    const list = await shopperCall<{ list: { sku_id: number; promotion_type: string }[] }>(base, '/api/goodssku/page', {
      page: 1,
      page_size: 100,
      site_id: 2,
    });
    const discounted = list.list.find((g) => g.promotion_type === 'discount');
    if (!discounted) throw new Error('the seed has no goods on limited-time discount');
    return [
      ['home', '/h5/'],
      ['category', '/h5/pages/goods/category/category'],
      ['goods list', '/h5/pages/goods/list/list?keyword='],
      ['goods detail', '/h5/pages/goods/detail/detail?sku_id=1'],
      ['goods detail with a limited-time discount', `/h5/pages/goods/detail/detail?sku_id=${discounted.sku_id}`],
    ];
  };

  for (const lang of ['zh-cn', 'en-us'] as const)
    it(`home, category, goods list and goods detail make no layout shift (${lang})`, async () => {
      for (const [name, path] of await pages()) {
        const shifts = await shiftsOf(path, lang);
        expect(shifts, `${name} (${path}) moved:\n${shifts.flatMap((s) => s.sources).join('\n')}`).toEqual([]);
      }
    });
});
