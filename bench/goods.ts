/**
 * Goods query figures for `npm run bench` on a 2,500-goods seed (SEED_GOODS): requests/s and p99 of
 * the goods list (plain, filtered, keyword) and goods detail, and the server's RSS after the list load (bench/rss.ts).
 * Prints figures, asserts nothing.
 */
import { startServer } from '../e2e/support/server';
import { rssLine } from './rss';

type Load = (url: string, seconds?: number) => Promise<{ rps: number; p99: number; errors: number }>;

export const GOODS_BENCH_SEED = 2500;

const cases = (categoryId: number, attr: string) =>
  [
    ['list, by sales', '/api/goodssku/page?page=1&page_size=10&order=sale_num&sort=desc'],
    [
      'list, filtered',
      `/api/goodssku/page?page=1&page_size=10&category_id=${categoryId}&min_price=10&max_price=3000&is_free_shipping=1&attr=${encodeURIComponent(attr)}&order=discount_price&sort=asc`,
    ],
    ['list, keyword', `/api/goodssku/page?page=1&page_size=10&keyword=${encodeURIComponent('手机')}`],
    ['detail', '/api/goodssku/detail?sku_id=1'],
  ] as const;

export const goodsFigures = async (load: Load, env: Record<string, string> = {}): Promise<string[]> => {
  const started = Date.now();
  const server = await startServer({ SEED_GOODS: String(GOODS_BENCH_SEED), ...env });
  const lines = [`seed of ${GOODS_BENCH_SEED} goods and start: ${((Date.now() - started) / 1000).toFixed(1)} s`];
  try {
    // A filter that exists in the seed: the first attribute value of the first top category.
    const tree = (await (await fetch(`${server.url}/api/goodscategory/tree?level=1`)).json()) as { data: { category_id: number }[] };
    const categoryId = tree.data[0].category_id;
    const rel = (await (await fetch(`${server.url}/api/goodscategory/relevanceinfo?category_id=${categoryId}`)).json()) as {
      data: { attribute_list: { attr_id: number; child: { attr_value_id: number }[] }[] };
    };
    const a = rel.data.attribute_list[0];
    const attr = JSON.stringify(a ? [{ attr_id: a.attr_id, attr_value_id: a.child[0].attr_value_id }] : []);
    for (const [name, path] of cases(categoryId, attr)) {
      const r = await load(`${server.url}${path}`);
      lines.push(
        `${name} (${GOODS_BENCH_SEED} goods${env.DATABASE_URL ? ', PostgreSQL' : ', PGlite'}): ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
      );
      if (name === 'list, by sales')
        lines.push(rssLine(server.pid, `the goods-list load (${GOODS_BENCH_SEED} goods${env.DATABASE_URL ? ', PostgreSQL' : ', PGlite'})`));
    }
  } finally {
    await server.stop();
  }
  return lines;
};
