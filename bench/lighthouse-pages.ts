/**
 * The first screens the bench measures (paths as in apps/h5/src/shared/pages.ts) and the shopper they are
 * measured as. Cart and member centre are measured as the signed-in demo shopper (demo / 123456) with two
 * lines in the cart: that is what a shopper opening them sees; signed out they show only a login prompt.
 * The token goes into the browser's localStorage (`token`), as after a login, before the page is opened.
 */
import { demoToken, shopperCall } from '../e2e/support/shopper';
import { figureOf, lighthouseRun, medianRun } from './lighthouse';

export interface BenchPage {
  name: string;
  route: string;
  /** Measured as the signed-in demo shopper. */
  member?: boolean;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { name: 'home', route: '/h5/' },
  { name: 'category', route: '/h5/pages/goods/category/category' },
  { name: 'detail', route: '/h5/pages/goods/detail/detail?sku_id=1' },
  { name: 'list', route: '/h5/pages/goods/list/list' },
  { name: 'cart', route: '/h5/pages/goods/cart/cart', member: true },
  { name: 'member', route: '/h5/pages/member/index/index', member: true },
];

/** SKUs the demo shopper's cart holds while cart is measured. */
const CART_SKUS = [1, 2];

/** Signs the demo shopper in and fills its cart (once per server); answers the localStorage entries to seed. */
export const demoShopperStorage = async (base: string): Promise<Record<string, string>> => {
  const token = await demoToken(base);
  const lines = await shopperCall<{ sku_id: number }[]>(base, '/api/cart/goodslists', {}, token);
  for (const skuId of CART_SKUS) {
    if (!lines.some((l) => Number(l.sku_id) === skuId)) await shopperCall(base, '/api/cart/add', { sku_id: skuId, num: 1 }, token);
  }
  return { token };
};

/** Median of `runs` Lighthouse passes of each bench page, one line each (for the full bench, bench/run.ts). */
export const lighthouseLines = async (base: string, runs = 3): Promise<string[]> => {
  const member = await demoShopperStorage(base);
  const lines: string[] = [];
  for (const page of BENCH_PAGES) {
    const results = [];
    for (let i = 0; i < runs; i += 1)
      results.push({ f: figureOf(await lighthouseRun(`${base}${page.route}`, page.member ? member : undefined)) });
    const { f } = medianRun(results);
    lines.push(
      `Lighthouse mobile performance, ${page.name}${page.member ? ' (signed in)' : ''}: ${f.score} median of ${runs} ` +
        `(FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, machine index ${f.benchmarkIndex}; target ≥ 97, CLS 0)`,
    );
  }
  return lines;
};
