import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryNode,
  GoodsSkuCategoryInfo,
  GoodsSkuDetail,
  GoodsSkuDetailResult,
  GoodsSkuListItem,
  GoodsSpecGroup,
  Paged,
  SkuSpecItem,
} from '@mall/contract';
import { CATEGORIES, GOODS as CATALOGUE } from '../../seed/catalog';
import { PRESALE_SEED_GOODS } from '../../seed/presale';

/** Goods on sale: the catalogue's and the presale's own (seed/presale.ts, no category or brand). */
const LISTED = CATALOGUE.length + PRESALE_SEED_GOODS.length;
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { shop } from '../shop';
import { goods, skusForCart } from '.';

let api: TestApi;
let tree: CategoryNode[];
let all: GoodsSkuListItem[];

const MONEY = /^\d+\.\d{2}$/;
const page = (params: Params = {}) => api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', params);
const detail = (sku_id: unknown, extra: Params = {}) =>
  api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: sku_id as string, ...extra });

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.child_list)]);
const categoryByName = (name: string) => flatten(tree).find((c) => c.category_name === name)!;

/** Catalogue goods under a category (by name), as the seed stores them. */
const catalogueUnder = (name: string) => {
  const names = new Set<string>();
  const walk = (c: (typeof CATEGORIES)[number]) => {
    names.add(c.name);
    c.children?.forEach(walk);
  };
  const find = (list: typeof CATEGORIES): (typeof CATEGORIES)[number] | undefined =>
    list.map((c) => (c.name === name ? c : find(c.children ?? []))).find(Boolean);
  walk(find(CATEGORIES)!);
  return CATALOGUE.filter((g) => names.has(g.category));
};

beforeAll(async () => {
  api = await startTestApi();
  tree = (await api.get<CategoryNode[]>('/api/goodscategory/tree')).data;
  all = (await page({ page_size: 100 })).data.list;
});
afterAll(() => api?.close());

describe('/api/goodscategory/tree', () => {
  it('nests three levels with child_list', () => {
    expect(tree.length).toBe(CATEGORIES.length);
    for (const top of tree) {
      expect(top).toMatchObject({ level: 1, pid: 0, category_id_1: top.category_id });
      expect(top.image).toMatch(/^upload\//);
      expect(top.image_adv).toMatch(/^upload\//);
      expect(top.child_list.length).toBeGreaterThanOrEqual(2);
      for (const second of top.child_list) {
        expect(second).toMatchObject({ level: 2, pid: top.category_id, category_id_1: top.category_id, category_id_2: second.category_id });
        expect(second.child_list.length).toBeGreaterThanOrEqual(2);
        for (const third of second.child_list) {
          expect(third).toMatchObject({ level: 3, pid: second.category_id, category_id_3: third.category_id, child_list: [] });
          for (const k of ['category_name', 'short_name', 'image', 'image_adv', 'sort']) expect(third).toHaveProperty(k);
        }
      }
    }
    expect(tree.map((t) => t.category_name)).toEqual(CATEGORIES.map((c) => c.name));
  });

  it('stops at the level asked for', async () => {
    const one = (await api.get<CategoryNode[]>('/api/goodscategory/tree', { level: 1 })).data;
    expect(one.every((c) => c.child_list.length === 0)).toBe(true);
    const two = (await api.get<CategoryNode[]>('/api/goodscategory/tree', { level: 2 })).data;
    expect(two.every((c) => c.child_list.length > 0 && c.child_list.every((s) => s.child_list.length === 0))).toBe(true);
  });

  it('refuses levels outside 1–3', async () => {
    for (const level of ['0', '4', 'x', '1.5']) {
      const res = await api.get('/api/goodscategory/tree', { level });
      expect(res.code).toBe(-1);
      expect(res.message).toContain('level');
    }
  });
});

describe('/api/goodssku/page', () => {
  it('lists one row per goods with the reference fields, money as strings and JSON spec formats', async () => {
    expect(all.length).toBe(LISTED);
    expect(new Set(all.map((r) => r.goods_id)).size).toBe(all.length);
    const keys = [
      'goods_id',
      'sku_id',
      'sku_name',
      'goods_name',
      'price',
      'market_price',
      'discount_price',
      'stock',
      'sale_num',
      'sku_image',
      'goods_image',
      'site_id',
      'site_name',
      'website_id',
      'is_own',
      'is_free_shipping',
      'introduction',
      'promotion_type',
      'goods_spec_format',
      'is_virtual',
      'recommend_way',
      'create_time',
      'goods_state',
      'max_buy',
      'min_buy',
    ];
    for (const row of all) {
      for (const k of keys) expect(row).toHaveProperty(k);
      expect(row.price).toMatch(MONEY);
      expect(row.market_price).toMatch(MONEY);
      expect(row.discount_price).toMatch(MONEY);
      expect(Array.isArray(JSON.parse(row.goods_spec_format))).toBe(true);
      expect(row.sku_image).toMatch(/^upload\/goods\//);
      expect(row.stock).toBeGreaterThan(0);
    }
  });

  it('pages with page_count and answers an empty list past the end', async () => {
    const first = (await page({ page_size: 20 })).data;
    expect(first).toMatchObject({ count: LISTED, page_count: Math.ceil(LISTED / 20) });
    expect(first.list).toHaveLength(20);
    const ids: number[] = [];
    for (let p = 1; p <= first.page_count; p++) ids.push(...(await page({ page_size: 20, page: p })).data.list.map((r) => r.goods_id));
    expect(new Set(ids).size).toBe(LISTED);
    const beyond = (await page({ page_size: 20, page: first.page_count + 1 })).data;
    expect(beyond).toEqual({ count: LISTED, page_count: first.page_count, list: [] });
    const deflt = (await page()).data;
    expect(deflt.list).toHaveLength(10);
  });

  it('filters by category at every level, children included', async () => {
    for (const name of ['手机数码', '手机通讯', '5G手机', '食品生鲜', '茶叶']) {
      const c = categoryByName(name);
      const res = (await page({ category_id: c.category_id, page_size: 100 })).data;
      const expected = catalogueUnder(name)
        .map((g) => g.name)
        .sort();
      expect(res.count).toBe(expected.length);
      expect(res.list.map((r) => r.goods_name).sort()).toEqual(expected);
    }
    const none = (await page({ category_id: 999999 })).data;
    expect(none).toEqual({ page_count: 0, count: 0, list: [] });
    expect((await page({ category_id: 0 })).data.count).toBe(LISTED);
  });

  it('searches goods names, SKU names and keywords', async () => {
    const byName = (await page({ keyword: '保温杯', page_size: 100 })).data.list.map((r) => r.goods_name);
    expect(byName).toEqual(['316不锈钢保温杯']);
    const bySku = (await page({ keyword: '冰川蓝' })).data.list.map((r) => r.goods_name);
    expect(bySku).toEqual(['星耀 X5 5G智能手机']);
    const byKeyword = (await page({ keyword: '老人机' })).data.list.map((r) => r.goods_name);
    expect(byKeyword).toEqual(['福寿 K1 老人手机 大字大声']);
    const latin = (await page({ keyword: 'type-c' })).data.list.map((r) => r.goods_name);
    expect(latin).toEqual(['编织快充数据线 Type-C']);
    // LIKE wildcards are matched literally.
    expect((await page({ keyword: '%' })).data.count).toBe(0);
    expect((await page({ keyword: '_' })).data.count).toBe(0);
  });

  it('filters by shop, ids, free shipping, self-run and price range', async () => {
    const siteId = all[0].site_id;
    const bySite = (await page({ site_id: siteId, page_size: 100 })).data;
    expect(bySite.count).toBe(all.filter((r) => r.site_id === siteId).length);
    expect(bySite.list.every((r) => r.site_id === siteId)).toBe(true);

    const ids = [all[5].goods_id, all[0].goods_id, all[9].goods_id];
    const byIds = (await page({ goods_id_arr: ids.join(',') })).data.list.map((r) => r.goods_id);
    expect(byIds).toEqual(ids);
    const byIdsSorted = (await page({ goods_id_arr: ids.join(','), order: 'create_time', sort: 'asc' })).data.list.map((r) => r.goods_id);
    expect(byIdsSorted).toEqual([...ids].sort((a, b) => a - b));

    const free = (await page({ is_free_shipping: 1, page_size: 100 })).data;
    expect(free.count).toBe(CATALOGUE.filter((g) => g.freeShipping).length);
    expect(free.list.every((r) => r.is_free_shipping === 1)).toBe(true);

    const own = (await page({ is_own: 1, page_size: 100 })).data;
    expect(own.count).toBeGreaterThan(0);
    expect(own.list.every((r) => r.is_own === 1 && r.site_name === '平台自营')).toBe(true);
    const notOwn = (await page({ is_own: 0, page_size: 100 })).data;
    expect(own.count + notOwn.count).toBe(LISTED);

    const inRange = all.filter((r) => Number(r.discount_price) >= 100 && Number(r.discount_price) <= 300);
    const priced = (await page({ min_price: '100', max_price: '300.00', page_size: 100 })).data;
    expect(priced.count).toBe(inRange.length);
    expect(priced.list.every((r) => Number(r.discount_price) >= 100 && Number(r.discount_price) <= 300)).toBe(true);
    expect((await page({ min_price: '39.9', max_price: '39.9' })).data.list.map((r) => r.discount_price)).toEqual(
      all.filter((r) => r.discount_price === '39.90').map((r) => r.discount_price),
    );
  });

  it('sorts by sales, price and time in both directions', async () => {
    const check = async (order: string, key: (r: GoodsSkuListItem) => number) => {
      for (const sort of ['asc', 'desc'] as const) {
        const list = (await page({ order, sort, page_size: 100 })).data.list.map(key);
        const sorted = [...list].sort((a, b) => (sort === 'asc' ? a - b : b - a));
        expect(list).toEqual(sorted);
        expect(new Set(list).size).toBeGreaterThan(1);
      }
    };
    await check('sale_num', (r) => r.sale_num);
    await check('discount_price', (r) => Number(r.discount_price));
    await check('create_time', (r) => r.create_time);
    // Unknown order keys and directions fall back to the default order instead of failing.
    const unknown = await page({ order: 'goods_id; drop table goods', sort: 'sideways' });
    expect(unknown.code).toBe(0);
    expect(unknown.data.count).toBe(LISTED);
  });

  it('answers bad input with code -1 and a clear message', async () => {
    const cases: Params[] = [
      { page: 0 },
      { page: -1 },
      { page: 'abc' },
      { page: 1.5 },
      { page_size: 1000 },
      { page_size: 0 },
      { page_size: 'x' },
      { category_id: 'x' },
      { category_id: -3 },
      { site_id: 'abc' },
      { goods_id_arr: '1,x' },
      { goods_id_arr: '0' },
      { min_price: 'abc' },
      { max_price: '-5' },
      { min_price: '1.234' },
      { is_own: 2 },
      { is_free_shipping: 'yes' },
      { keyword: 'x'.repeat(101) },
    ];
    for (const params of cases) {
      const res = await page(params);
      expect(res.code, JSON.stringify(params)).toBe(-1);
      expect(res.message).toMatch(/参数/);
      expect(res.data).toBeNull();
    }
    const en = await page({ page: 0, lang: 'en-us' });
    expect(en.message).toBe('Parameter page must be at least 1');
  });
});

describe('/api/goodssku/detail, /info, /getInfoForCategory', () => {
  const catalogueGoods = (name: string) => all.find((r) => r.goods_name === name)!;

  it('answers the SKU and its shop with every reference field', async () => {
    const row = catalogueGoods('星耀 X5 5G智能手机');
    const res = await detail(row.sku_id);
    expect(res.code).toBe(0);
    const d = res.data.goods_sku_detail;
    const keys = [
      'goods_id',
      'sku_id',
      'goods_name',
      'sku_name',
      'sku_spec_format',
      'price',
      'market_price',
      'discount_price',
      'promotion_type',
      'start_time',
      'end_time',
      'stock',
      'click_num',
      'sale_num',
      'collect_num',
      'sku_image',
      'sku_images',
      'site_id',
      'goods_content',
      'goods_state',
      'is_free_shipping',
      'goods_spec_format',
      'goods_attr_format',
      'introduction',
      'unit',
      'video_url',
      'evaluate',
      'is_virtual',
      'max_buy',
      'min_buy',
      'goods_image',
      'verify_state',
      'purchased_num',
      'goods_promotion',
    ];
    for (const k of keys) expect(d).toHaveProperty(k);
    expect(d).toMatchObject({
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      goods_name: row.goods_name,
      price: row.price,
      goods_state: 1,
      verify_state: 1,
      purchased_num: 0,
    });
    expect(d.sku_images.split(',').length).toBeGreaterThanOrEqual(2);
    expect(d.goods_content).toContain('<img src="/upload/goods/');
    expect(d.goods_content).not.toMatch(/<script/i);
    const attrs = JSON.parse(d.goods_attr_format) as { attr_name: string; attr_value_name: string }[];
    expect(attrs[0]).toMatchObject({ attr_name: '品牌', attr_value_name: '星耀' });

    const s = res.data.shop_info;
    for (const k of [
      'site_id',
      'site_name',
      'is_own',
      'logo',
      'avatar',
      'banner',
      'seo_description',
      'qq',
      'ww',
      'telephone',
      'shop_desccredit',
      'shop_servicecredit',
      'shop_deliverycredit',
      'shop_baozh',
      'shop_baozhopen',
      'shop_baozhrmb',
      'shop_qtian',
      'shop_zhping',
      'shop_erxiaoshi',
      'shop_tuihuo',
      'shop_shiyong',
      'shop_shiti',
      'shop_xiaoxie',
      'shop_sales',
      'sub_num',
    ])
      expect(s).toHaveProperty(k);
    expect(s.site_id).toBe(d.site_id);
    expect(s.shop_desccredit).toMatch(MONEY);
    // the shop's level (店铺等级) by name, from the shop_group row
    expect(s.site_name).toBe('星辰数码专营店');
    expect(s.group_name).toBe('专营店');
  });

  it('computes spec selection and the SKU each value leads to', async () => {
    const row = catalogueGoods('星耀 X5 5G智能手机');
    const d = (await detail(row.sku_id)).data.goods_sku_detail;
    const groups = JSON.parse(d.goods_spec_format) as GoodsSpecGroup[];
    const mine = JSON.parse(d.sku_spec_format) as SkuSpecItem[];
    expect(groups.map((g) => g.spec_name)).toEqual(['颜色', '存储']);
    expect(mine).toHaveLength(2);
    for (const g of groups) {
      expect(g.value.filter((v) => v.selected)).toHaveLength(1);
      const chosen = mine.find((m) => m.spec_id === g.spec_id)!;
      expect(g.value.find((v) => v.selected)!.spec_value_id).toBe(chosen.spec_value_id);
      expect(g.value.find((v) => v.selected)!.sku_id).toBe(d.sku_id);
    }
    // Following a value lands on a SKU with that value and the other choice kept.
    const blue = groups[0].value.find((v) => v.spec_value_name === '冰川蓝')!;
    const info = (await api.get<GoodsSkuDetail>('/api/goodssku/info', { sku_id: blue.sku_id })).data;
    const infoSpec = JSON.parse(info.sku_spec_format) as SkuSpecItem[];
    expect(infoSpec.map((s) => s.spec_value_name)).toEqual(['冰川蓝', mine[1].spec_value_name]);
    const infoGroups = JSON.parse(info.goods_spec_format) as GoodsSpecGroup[];
    expect(infoGroups[0].value.find((v) => v.selected)!.spec_value_name).toBe('冰川蓝');
    expect(info.sku_image).toBe(blue.image);
  });

  it('disables values that lead to a sold-out SKU', async () => {
    // Catalogue: 青柠 Note 12, 薄荷绿 + 12GB+256GB has no stock.
    const row = catalogueGoods('青柠 Note 12 5G手机');
    const d = (await detail(row.sku_id)).data.goods_sku_detail;
    const groups = JSON.parse(d.goods_spec_format) as GoodsSpecGroup[];
    const green = groups[0].value.find((v) => v.spec_value_name === '薄荷绿')!;
    const greenDetail = (await detail(green.sku_id)).data.goods_sku_detail;
    const greenGroups = JSON.parse(greenDetail.goods_spec_format) as GoodsSpecGroup[];
    const big = greenGroups[1].value.find((v) => v.spec_value_name === '12GB+256GB')!;
    expect(big).toMatchObject({ disabled: true, selected: false });
    expect(big.sku_id).toBeGreaterThan(0);
    const soldOut = (await detail(big.sku_id)).data.goods_sku_detail;
    expect(soldOut.stock).toBe(0);
    const soldOutGroups = JSON.parse(soldOut.goods_spec_format) as GoodsSpecGroup[];
    // On the sold-out SKU itself, its own values are selected and disabled; the in-stock way out is enabled.
    expect(soldOutGroups[1].value.find((v) => v.selected)).toMatchObject({ spec_value_name: '12GB+256GB', disabled: true });
    expect(soldOutGroups[1].value.find((v) => !v.selected)).toMatchObject({ disabled: false });
    expect(soldOutGroups[0].value.find((v) => v.spec_value_name === '星空灰')).toMatchObject({ disabled: false });
  });

  it('serves goods without specs and the buy limits', async () => {
    const paste = catalogueGoods('益生菌清新牙膏 三支装');
    const d = (await detail(paste.sku_id)).data.goods_sku_detail;
    expect(JSON.parse(d.goods_spec_format)).toEqual([]);
    expect(JSON.parse(d.sku_spec_format)).toEqual([]);
    expect(d.max_buy).toBe(5);
    const box = catalogueGoods('加厚透明收纳箱');
    expect((await detail(box.sku_id)).data.goods_sku_detail).toMatchObject({ min_buy: 2, max_buy: 20 });
  });

  it('/info answers the detail alone, /getInfoForCategory a light version', async () => {
    const row = all[3];
    const d = (await detail(row.sku_id)).data.goods_sku_detail;
    const info = await api.post<GoodsSkuDetail>('/api/goodssku/info', { sku_id: row.sku_id });
    expect(info.code).toBe(0);
    expect(info.data).toEqual(d);
    const light = await api.get<GoodsSkuCategoryInfo>('/api/goodssku/getInfoForCategory', { sku_id: row.sku_id });
    expect(light.code).toBe(0);
    expect(light.data).toMatchObject({
      sku_id: row.sku_id,
      goods_id: row.goods_id,
      price: d.price,
      stock: d.stock,
      goods_spec_format: d.goods_spec_format,
    });
    expect(light.data).not.toHaveProperty('goods_content');
  });

  it('answers bad or unknown sku_id with code -1 and a clear message', async () => {
    const cases: [unknown, RegExp][] = [
      [undefined, /缺少参数sku_id/],
      ['', /缺少参数sku_id/],
      [0, /sku_id/],
      [-5, /sku_id/],
      [1.5, /sku_id.*整数/],
      ['abc', /sku_id/],
      ['1e3', /sku_id/],
      [99999999999, /sku_id/],
      [999999, /商品不存在/],
    ];
    for (const path of ['/api/goodssku/detail', '/api/goodssku/info', '/api/goodssku/getInfoForCategory']) {
      for (const [v, message] of cases) {
        const res = await api.get(path, v === undefined ? {} : { sku_id: v as string });
        expect(res.code, `${path} ${String(v)}`).toBe(-1);
        expect(res.message).toMatch(message);
        expect(res.data).toBeNull();
      }
    }
    expect((await detail(999999, { lang: 'en-us' })).message).toBe('The goods does not exist');
  });

  it('refuses goods that are off the shelf, unapproved, deleted or in a closed shop, and lists them no more', async () => {
    const db = api.database.db;
    const row = all[7];
    const set = (v: Partial<typeof goods.$inferInsert>) => db.update(goods).set(v).where(eq(goods.goodsId, row.goods_id));
    const listed = async () => (await page({ goods_id_arr: String(row.goods_id) })).data.count;

    await set({ goodsState: 0 });
    expect((await detail(row.sku_id)).message).toBe('商品已下架');
    expect(await listed()).toBe(0);
    await set({ goodsState: 1, verifyState: 0 });
    expect((await detail(row.sku_id)).message).toBe('商品已下架');
    expect(await listed()).toBe(0);
    await set({ verifyState: 1, isDelete: 1 });
    expect((await detail(row.sku_id)).message).toBe('商品不存在');
    expect(await listed()).toBe(0);
    await set({ isDelete: 0 });
    expect(await listed()).toBe(1);

    await db.update(shop).set({ shopStatus: 0 }).where(eq(shop.siteId, row.site_id));
    const res = await detail(row.sku_id);
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/店铺已关闭/);
    expect((await page({ site_id: row.site_id })).data.count).toBe(0);
    expect((await page({ page_size: 100 })).data.count).toBe(LISTED - all.filter((r) => r.site_id === row.site_id).length);
    await db.update(shop).set({ shopStatus: 1 }).where(eq(shop.siteId, row.site_id));
    expect((await detail(row.sku_id)).code).toBe(0);
  });
});

describe('query counts stay bounded', () => {
  it('goodssku/page and detail use a fixed number of queries', async () => {
    const session = (api.database.db as unknown as { session: { prepareQuery: (...a: unknown[]) => unknown } }).session;
    const original = session.prepareQuery;
    let n = 0;
    session.prepareQuery = function (this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    const count = async (fn: () => Promise<unknown>) => {
      n = 0;
      await fn();
      return n;
    };
    try {
      const c = categoryByName('手机数码');
      expect(await count(() => page({ page_size: 100 }))).toBeLessThanOrEqual(2);
      expect(
        await count(() => page({ category_id: c.category_id, keyword: '手机', order: 'sale_num', page_size: 50 })),
      ).toBeLessThanOrEqual(3);
      expect(await count(() => detail(all[0].sku_id))).toBeLessThanOrEqual(2);
      expect(await count(() => api.get('/api/goodscategory/tree'))).toBe(1);
    } finally {
      session.prepareQuery = original;
    }
  });
});

describe('skusForCart', () => {
  it('answers cart fields in fen for known ids, in the order asked, whatever their state', async () => {
    const [a, b] = [all[0], all[1]];
    const rows = await skusForCart(api.database.db, [b.sku_id, 999999, a.sku_id, b.sku_id]);
    expect(rows.map((r) => r.sku_id)).toEqual([b.sku_id, a.sku_id]);
    const r = rows[1];
    expect(r).toMatchObject({
      sku_id: a.sku_id,
      goods_id: a.goods_id,
      site_id: a.site_id,
      site_name: a.site_name,
      goods_name: a.goods_name,
      price: Math.round(Number(a.price) * 100),
      discount_price: Math.round(Number(a.discount_price) * 100),
      goods_state: 1,
      verify_state: 1,
      is_delete: 0,
      shop_status: 1,
    });
    expect(typeof r.sku_spec_format).toBe('string');
    expect(Array.isArray(JSON.parse(r.sku_spec_format))).toBe(true);
    for (const k of ['website_id', 'is_own', 'sku_name', 'sku_no', 'market_price', 'stock', 'sku_image', 'unit', 'min_buy', 'max_buy']) {
      expect(r).toHaveProperty(k);
    }
    expect(await skusForCart(api.database.db, [])).toEqual([]);
  });
});
