import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryNode,
  GoodsBrandItem,
  GoodsCategoryInfo,
  GoodsCategoryRelevance,
  GoodsRecommendItem,
  GoodsSkuListItem,
  GoodsSuggestion,
  Paged,
  SearchWords,
} from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { forgetKeptAnswers } from '../../infra/http/kept-answers';
import { BRANDS, CATEGORIES, DEFAULT_WORD, GOODS, HOT_WORDS } from '../../seed/catalog';
import { PRESALE_SEED_GOODS } from '../../seed/presale';
import { startTestApi, type Params, type TestApi } from '../../test/harness';

let api: TestApi;
let tree: CategoryNode[];
let all: GoodsSkuListItem[];

const page = (params: Params = {}) => api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', params);
const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.child_list)]);
const categoryByName = (name: string) => flatten(tree).find((c) => c.category_name === name)!;
const names = (list: { goods_name: string }[]) => list.map((g) => g.goods_name).sort();

/** Catalogue goods under a category (by name), children included. */
const catalogueUnder = (name: string) => {
  const found = new Set<string>();
  const walk = (c: (typeof CATEGORIES)[number], inside: boolean) => {
    const now = inside || c.name === name;
    if (now) found.add(c.name);
    c.children?.forEach((child) => walk(child, now));
  };
  CATEGORIES.forEach((c) => walk(c, false));
  return GOODS.filter((g) => found.has(g.category));
};

const expectInvalid = async (path: string, params: Params, message: RegExp = /参数/) => {
  const res = await api.get(path, params);
  expect(res.code, `${path} ${JSON.stringify(params)}`).toBe(-1);
  expect(res.message, `${path} ${JSON.stringify(params)}`).toMatch(message);
  expect(res.data).toBeNull();
};

beforeAll(async () => {
  api = await startTestApi();
  tree = (await api.get<CategoryNode[]>('/api/goodscategory/tree')).data;
  all = (await page({ page_size: 100 })).data.list;
});
afterAll(() => api?.close());

describe('/api/goodssku/page filters', () => {
  it('filters by brand', async () => {
    const brands = (await api.get<Paged<GoodsBrandItem>>('/api/goodsbrand/page', { page_size: 100 })).data.list;
    const xingyao = brands.find((b) => b.brand_name === '星耀')!;
    const res = await page({ brand_id: xingyao.brand_id, page_size: 100 });
    expect(names(res.data.list)).toEqual(
      GOODS.filter((g) => g.brand === '星耀')
        .map((g) => g.name)
        .sort(),
    );
    expect((await page({ brand_id: 999_999 })).data).toEqual({ page_count: 0, count: 0, list: [] });
  });

  it('filters by attribute values (every listed value) from relevanceinfo', async () => {
    const digital = categoryByName('手机数码');
    const rel = (await api.get<GoodsCategoryRelevance>('/api/goodscategory/relevanceinfo', { category_id: digital.category_id })).data;
    const screen = rel.attribute_list.find((a) => a.attr_name === '屏幕尺寸')!;
    const big = screen.child.find((v) => v.attr_value_name === '6.67英寸')!;
    const attr = JSON.stringify([{ attr_id: screen.attr_id, attr_value_id: big.attr_value_id }]);
    const res = await page({ attr, page_size: 100 });
    const expected = GOODS.filter((g) => g.attrs?.some(([n, v]) => n === '屏幕尺寸' && v === '6.67英寸')).map((g) => g.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(names(res.data.list)).toEqual(expected.sort());

    // a second attribute narrows further (AND)
    const battery = rel.attribute_list.find((a) => a.attr_name === '电池容量')!;
    const b4815 = battery.child.find((v) => v.attr_value_name === '4815mAh')!;
    const both = await page({
      attr: JSON.stringify([
        { attr_id: screen.attr_id, attr_value_id: big.attr_value_id },
        { attr_id: String(battery.attr_id), attr_value_id: String(b4815.attr_value_id) },
      ]),
    });
    expect(names(both.data.list)).toEqual(['极光 P60 影像旗舰手机']);
    // a value paired with the wrong attribute matches nothing
    const wrong = await page({ attr: JSON.stringify([{ attr_id: battery.attr_id, attr_value_id: big.attr_value_id }]) });
    expect(wrong.data.count).toBe(0);
    expect((await page({ attr: '[]' })).data.count).toBe(all.length);
  });

  it('combines category, keyword, price range (yuan on discount_price), free shipping and self-run', async () => {
    const digital = categoryByName('手机数码');
    const res = await page({
      category_id: digital.category_id,
      keyword: '手机',
      min_price: '100',
      max_price: '3000.5',
      is_free_shipping: 1,
      order: 'discount_price',
      sort: 'asc',
      page_size: 50,
    });
    const list = res.data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const g of list) {
      expect(Number(g.discount_price)).toBeGreaterThanOrEqual(100);
      expect(Number(g.discount_price)).toBeLessThanOrEqual(3000.5);
      expect(g.is_free_shipping).toBe(1);
    }
    const prices = list.map((g) => Number(g.discount_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const expected = catalogueUnder('手机数码').filter((g) => g.freeShipping && (g.name.includes('手机') || g.keywords.includes('手机')));
    expect(list.length).toBeLessThanOrEqual(expected.length);
    const own = await page({ is_own: 1, page_size: 100 });
    expect(own.data.count).toBe(GOODS.filter((g) => g.shop === 0).length + PRESALE_SEED_GOODS.length);
    expect(own.data.list.every((g) => g.is_own === 1)).toBe(true);
  });

  it('matches a keyword in SKU names (spec values) and escapes LIKE wildcards', async () => {
    const res = await page({ keyword: '冰川蓝' });
    expect(names(res.data.list)).toEqual(['星耀 X5 5G智能手机']);
    expect((await page({ keyword: '%' })).data.count).toBe(0);
    expect((await page({ keyword: '_' })).data.count).toBe(0);
  });

  it('filters by city sub-site and in-shop category', async () => {
    const byWebsite = await page({ website_id: 999_999 });
    expect(byWebsite.data.count).toBe(0);
    expect((await page({ website_id: 0 })).data.count).toBe(all.length);
    expect((await page({ shop_category_id: 999_999 })).data.count).toBe(0);
    // A goods put into an in-shop category is found through the category and through its parent.
    const target = all[0];
    const [{ parent, child }] = await api.database.rows<{ parent: number; child: number }>(sql`
      with p as (insert into shop_goods_category (site_id, pid, level, category_name) values (${target.site_id}, 0, 1, 'C测试父') returning category_id),
           c as (insert into shop_goods_category (site_id, pid, level, category_name) select ${target.site_id}, category_id, 2, 'C测试子' from p returning category_id)
      select (select category_id from p) as parent, (select category_id from c) as child`);
    await api.database.rows(sql`update goods set shop_category_id = ${child} where goods_id = ${target.goods_id}`);
    expect((await page({ shop_category_id: child })).data.list.map((g) => g.goods_id)).toEqual([target.goods_id]);
    expect((await page({ shop_category_id: parent })).data.list.map((g) => g.goods_id)).toEqual([target.goods_id]);
  });

  it('lists the goods a shop coupon applies to (all / listed / all but listed)', async () => {
    const siteId = all[0].site_id;
    const ofShop = all.filter((g) => g.site_id === siteId).map((g) => g.goods_id);
    const [a, b] = ofShop;
    const make = async (goodsType: number, ids: number[]) => {
      const [{ id }] = await api.database.rows<{ id: number }>(sql`
        insert into coupon_type (site_id, coupon_name, money, count, goods_type, goods_ids)
        values (${siteId}, 'C测试券', 500, 10, ${goodsType}, ${ids.length ? `,${ids.join(',')},` : ''}) returning coupon_type_id as id`);
      return id;
    };
    const ids = async (coupon: number) => (await page({ coupon, page_size: 100 })).data.list.map((g) => g.goods_id).sort((x, y) => x - y);
    expect(await ids(await make(1, []))).toEqual([...ofShop].sort((x, y) => x - y));
    expect(await ids(await make(2, [a, b]))).toEqual([a, b].sort((x, y) => x - y));
    expect(await ids(await make(3, [a]))).toEqual(ofShop.filter((g) => g !== a).sort((x, y) => x - y));
    expect(await ids(999_999)).toEqual([]);
  });

  it('answers page_count and count past the last page', async () => {
    const res = await page({ page: 50, page_size: 10 });
    expect(res.data).toEqual({ page_count: Math.ceil(all.length / 10), count: all.length, list: [] });
  });

  it('refuses bad filters with code -1 in the reader’s language', async () => {
    for (const attr of [
      '{bad json',
      '[{"attr_id":"x","attr_value_id":1}]',
      '[{"attr_id":1}]',
      '{"attr_id":1,"attr_value_id":2}',
      '[{"attr_id":0,"attr_value_id":1}]',
    ]) {
      await expectInvalid('/api/goodssku/page', { attr });
    }
    for (const params of [
      { brand_id: -1 },
      { brand_id: 'x' },
      { website_id: 'x' },
      { shop_category_id: -2 },
      { coupon: 'abc' },
      { platform_coupon_type: 'abc' },
      { platform_coupon_type: -1 },
      { page: -1 },
      { page_size: 0 },
      { page_size: 100_000 },
    ]) {
      await expectInvalid('/api/goodssku/page', params);
    }
    await expectInvalid('/api/goodssku/page', { min_price: '50', max_price: '10' }, /最低价不能高于最高价/);
    const en = await page({ min_price: '50', max_price: '10', lang: 'en-us' });
    expect(en.message).toBe('The minimum price cannot be above the maximum price');
  });
});

describe('query counts', () => {
  it('the list with every filter takes at most two statements; detail stays small', async () => {
    const digital = categoryByName('手机数码');
    const rel = (await api.get<GoodsCategoryRelevance>('/api/goodscategory/relevanceinfo', { category_id: digital.category_id })).data;
    const a = rel.attribute_list[0];
    const everything: Params = {
      keyword: '手机',
      category_id: digital.category_id,
      site_id: all[0].site_id,
      website_id: 1,
      shop_category_id: 1,
      goods_id_arr: all
        .slice(0, 20)
        .map((g) => g.goods_id)
        .join(','),
      brand_id: rel.brand_list[0].brand_id,
      min_price: '1',
      max_price: '9999',
      is_free_shipping: 1,
      is_own: 0,
      order: 'sale_num',
      sort: 'asc',
      coupon: 1,
      platform_coupon_type: 1,
      attr: JSON.stringify([{ attr_id: a.attr_id, attr_value_id: a.child[0].attr_value_id }]),
    };
    const counted = async (fn: () => Promise<{ code: number }>) => {
      let code = 0;
      forgetKeptAnswers(api.database.db);
      const { queries, statements } = await countQueries(async () => {
        code = (await fn()).code;
      });
      expect(code, statements.join('\n')).toBeGreaterThanOrEqual(0);
      return queries;
    };
    // Built answers (none kept): the kept answers' version read (infra/http/kept-answers.ts), then
    // a page that is not full tells the total: one statement; a full page adds a count unless the shape's count is
    // kept (goods.listcount.ts: the total told by a page, or counted before); a page past the end counts
    expect(await counted(() => page({ page_size: 100 }))).toBe(2);
    expect(await counted(() => page({ page_size: 10 }))).toBe(2);
    expect(await counted(() => page({ page_size: 10, min_price: '0' }))).toBe(3);
    expect(await counted(() => page({ page_size: 10, min_price: '0', page: 2 }))).toBe(2);
    expect(await counted(() => page(everything))).toBeLessThanOrEqual(3);
    expect(await counted(() => page({ ...everything, page: 3 }))).toBeLessThanOrEqual(3);
    expect(await counted(() => page({ page: 99 }))).toBe(3);
    expect(await counted(() => api.get('/api/goodssku/detail', { sku_id: all[0].sku_id }))).toBeLessThanOrEqual(5);
    expect(await counted(() => api.get('/api/goodssku/recommend'))).toBeLessThanOrEqual(3);
    expect(await counted(() => api.get('/api/goodssku/suggest', { keyword: '手' }))).toBe(1);
    expect(await counted(() => api.get('/api/goodsbrand/page'))).toBe(1);
    expect(await counted(() => api.get('/api/goodscategory/info', { category_id: digital.category_id }))).toBe(1);
    expect(await counted(() => api.get('/api/goodscategory/relevanceinfo', { category_id: digital.category_id }))).toBe(2);
  });
});

describe('/api/goodssku/recommend', () => {
  it('pages the best sellers with the shop logo', async () => {
    const res = await api.get<Paged<GoodsRecommendItem>>('/api/goodssku/recommend', { page_size: 5 });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(all.length);
    expect(res.data.list).toHaveLength(5);
    const sales = res.data.list.map((g) => g.sale_num);
    expect(sales).toEqual([...sales].sort((x, y) => y - x));
    expect(res.data.list[0].logo).toMatch(/^upload\/shop\//);
    expect(res.data.list[0].discount_price).toMatch(/^\d+\.\d{2}$/);
    await expectInvalid('/api/goodssku/recommend', { page: 0 });
    await expectInvalid('/api/goodssku/recommend', { page_size: 101 });
  });
});

describe('/api/goodssku/suggest', () => {
  it('suggests goods names containing the keyword, those starting with it first', async () => {
    const res = await api.get<GoodsSuggestion[]>('/api/goodssku/suggest', { keyword: '星耀' });
    expect(res.code).toBe(0);
    // name, keywords or a spec value (e.g. the screen protector "for 星耀 X5")
    const expected = GOODS.filter(
      (g) =>
        g.name.includes('星耀') || g.keywords.includes('星耀') || (g.specs ?? []).some((sp) => sp.values.some((v) => v.includes('星耀'))),
    ).map((g) => g.name);
    expect(res.data.map((s) => s.goods_name).sort()).toEqual(expected.sort());
    expect(res.data.every((s) => s.sku_id > 0)).toBe(true);
    const some = await api.get<GoodsSuggestion[]>('/api/goodssku/suggest', { keyword: '手机', size: 3 });
    expect(some.data).toHaveLength(3);
    expect((await api.get<GoodsSuggestion[]>('/api/goodssku/suggest', { keyword: 'zzzz-nothing' })).data).toEqual([]);
    await expectInvalid('/api/goodssku/suggest', {});
    await expectInvalid('/api/goodssku/suggest', { keyword: '   ' });
    await expectInvalid('/api/goodssku/suggest', { keyword: 'x'.repeat(51) });
    await expectInvalid('/api/goodssku/suggest', { keyword: 'a', size: 0 });
  });
});

describe('/api/goods/hotSearchWords, /defaultSearchWords', () => {
  it('answer the seeded settings as comma-separated words', async () => {
    const hot = await api.get<SearchWords>('/api/goods/hotSearchWords');
    expect(hot.code).toBe(0);
    expect(hot.data.words.split(',')).toEqual(HOT_WORDS);
    const def = await api.get<SearchWords>('/api/goods/defaultSearchWords');
    expect(def.data).toEqual({ words: DEFAULT_WORD });
  });
});

describe('/api/goodscategory/info', () => {
  it('answers a category with its subtree', async () => {
    const digital = categoryByName('手机数码');
    const res = await api.get<GoodsCategoryInfo>('/api/goodscategory/info', { category_id: digital.category_id });
    expect(res.code).toBe(0);
    expect(res.data.category_name).toBe('手机数码');
    expect(res.data.child_list.map((c) => c.category_name)).toEqual(['手机通讯', '数码配件', '智能设备']);
    expect(res.data.child_list[0].child_list.map((c) => c.category_name)).toEqual(['5G手机', '老人手机', '手机壳膜']);
    const third = categoryByName('5G手机');
    const leaf = await api.get<GoodsCategoryInfo>('/api/goodscategory/info', { category_id: third.category_id });
    expect(leaf.data).toMatchObject({ category_name: '5G手机', level: 3, child_list: [] });
  });

  it('refuses missing, bad and unknown ids', async () => {
    await expectInvalid('/api/goodscategory/info', {});
    await expectInvalid('/api/goodscategory/info', { category_id: 'x' });
    await expectInvalid('/api/goodscategory/info', { category_id: -1 });
    await expectInvalid('/api/goodscategory/info', { category_id: 999_999 }, /商品分类不存在/);
    const en = await api.get('/api/goodscategory/info', { category_id: 999_999, lang: 'en-us' });
    expect(en.message).toBe('The category does not exist');
  });
});

describe('/api/goodscategory/relevanceinfo', () => {
  it('answers the brands and attribute values of the goods in the category', async () => {
    const food = categoryByName('食品生鲜');
    const res = await api.get<GoodsCategoryRelevance>('/api/goodscategory/relevanceinfo', { category_id: food.category_id });
    expect(res.code).toBe(0);
    const goodsHere = catalogueUnder('食品生鲜');
    expect(res.data.brand_list.map((b) => b.brand_name).sort()).toEqual([...new Set(goodsHere.map((g) => g.brand))].sort());
    for (const b of res.data.brand_list) {
      expect(b.brand_initial).toBe(BRANDS.find((x) => x.name === b.brand_name)!.initial);
      expect(b.image_url).toMatch(/^upload\/brand\//);
    }
    expect(res.data.brand_initial_list).toEqual([...new Set(res.data.brand_list.map((b) => b.brand_initial))].sort());
    const origin = res.data.attribute_list.find((a) => a.attr_name === '产地')!;
    expect(origin.child.map((v) => v.attr_value_name).sort()).toEqual(
      [...new Set(goodsHere.flatMap((g) => (g.attrs ?? []).filter(([n]) => n === '产地').map(([, v]) => v)))].sort(),
    );
    expect(origin.child.every((v) => v.attr_id === origin.attr_id && v.attr_value_id > 0)).toBe(true);
    // attributes of other categories are not offered here
    expect(res.data.attribute_list.find((a) => a.attr_name === '屏幕尺寸')).toBeUndefined();
  });

  it('refuses missing, bad and unknown ids', async () => {
    await expectInvalid('/api/goodscategory/relevanceinfo', {});
    await expectInvalid('/api/goodscategory/relevanceinfo', { category_id: '1; drop table goods' });
    await expectInvalid('/api/goodscategory/relevanceinfo', { category_id: 999_999 }, /商品分类不存在/);
  });
});

describe('/api/goodsbrand/page', () => {
  it('pages the recommended platform brands by weight', async () => {
    const res = await api.get<Paged<GoodsBrandItem>>('/api/goodsbrand/page', { page_size: 8 });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(BRANDS.length);
    expect(res.data.page_count).toBe(Math.ceil(BRANDS.length / 8));
    expect(res.data.list.map((b) => b.brand_name)).toEqual(BRANDS.slice(0, 8).map((b) => b.name));
    expect(Object.keys(res.data.list[0]).sort()).toEqual(['brand_id', 'brand_initial', 'brand_name', 'image_url', 'site_id']);
    const last = await api.get<Paged<GoodsBrandItem>>('/api/goodsbrand/page', { page: 9, page_size: 8 });
    expect(last.data).toEqual({ page_count: res.data.page_count, count: BRANDS.length, list: [] });
    expect((await api.get<Paged<GoodsBrandItem>>('/api/goodsbrand/page', { site_id: 999 })).data.count).toBe(0);
    for (const params of [{ page: -1 }, { page_size: 0 }, { page_size: 1000 }, { site_id: -1 }, { site_id: 'x' }]) {
      await expectInvalid('/api/goodsbrand/page', params);
    }
  });
});
