import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FollowedShop, Paged, ShopCategoryItem, ShopGoodsCategoryNode, ShopInfo, ShopStreetItem } from '@mall/contract';
import { SHOPS } from '../../seed/catalog';
import { startTestApi, type TestApi } from '../../test/harness';
import { shop, shopMember } from './shop.tables';
import { rowsOf } from '../../infra/db/rows';

let api: TestApi;
let token: string;
let tokenB: string;
const byName = new Map<string, ShopStreetItem>();
/** Futian, Shenzhen: next to 星辰数码 (华强北), some 15 km from 平台自营 (南山). */
const FUTIAN = { lat: 22.5470, lng: 114.0859 };

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  const reg = await api.post<{ token: string }>('/api/register/username', { username: 'shop_follower_b', password: 'secret123' });
  tokenB = reg.data.token;
  const all = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page_size: 50 });
  for (const s of all.data.list) byName.set(s.site_name, s);
});
afterAll(() => api?.close());

const id = (name: string) => byName.get(name)!.site_id;

describe('/api/shop/page (shop street)', () => {
  it('lists every open shop with the street fields, by site_id without a position', async () => {
    const res = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page: 1, page_size: 10 });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(SHOPS.length);
    expect(res.data.page_count).toBe(1);
    const ids = res.data.list.map((s) => s.site_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const s of res.data.list) {
      expect(s.distance).toBe(0);
      expect(s.category_id).toBeGreaterThan(0);
      expect(s.website_id).toBeGreaterThan(0);
      expect(s.shop_desccredit).toMatch(/^\d\.\d{2}$/);
      for (const k of ['site_name', 'category_name', 'group_name', 'logo', 'avatar', 'banner', 'seo_description', 'shop_servicecredit', 'shop_deliverycredit', 'shop_sales', 'sub_num', 'is_own', 'longitude', 'latitude', 'telephone', 'address', 'full_address']) {
        expect(s).toHaveProperty(k);
      }
    }
  });

  it('pages on the server', async () => {
    const p1 = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page: 1, page_size: 3 });
    const p2 = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page: 2, page_size: 3 });
    expect(p1.data.page_count).toBe(Math.ceil(SHOPS.length / 3));
    expect(p1.data.list).toHaveLength(3);
    expect(p2.data.list).toHaveLength(SHOPS.length - 3);
    const far = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page: 9, page_size: 3 });
    expect(far.data.list).toEqual([]);
  });

  it('computes distance in metres with the haversine formula and sorts nearest first', async () => {
    const res = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { ...FUTIAN });
    const list = res.data.list;
    expect(list[0].site_name).toBe('星辰数码专营店');
    expect(list[1].site_name).toBe('平台自营');
    const d = list.map((s) => s.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    for (const x of d) expect(Number.isInteger(x)).toBe(true);
    // 平台自营 at 113.943720, 22.540503: ~14.6 km by haversine on a 6378.137 km sphere.
    const rad = (v: number) => (v * Math.PI) / 180;
    const own = list[1];
    const h = Math.sin(rad(Number(own.latitude) - FUTIAN.lat) / 2) ** 2 + Math.cos(rad(FUTIAN.lat)) * Math.cos(rad(Number(own.latitude))) * Math.sin(rad(Number(own.longitude) - FUTIAN.lng) / 2) ** 2;
    const expected = Math.round(2 * 6378.137 * Math.asin(Math.sqrt(h)) * 1000);
    expect(Math.abs(own.distance - expected)).toBeLessThanOrEqual(1);
    // Shanghai is further than Hangzhou from Shenzhen.
    expect(list.at(-1)!.site_name).toBe('悦己生活馆');
    expect(list.at(-1)!.distance).toBeGreaterThan(1_000_000);
  });

  it('keeps shops without a position last when sorting by distance', async () => {
    const t = api.database.db;
    await t.update(shop).set({ latitude: '', longitude: '' }).where(eq(shop.siteId, id('星辰数码专营店')));
    try {
      const list = (await api.get<Paged<ShopStreetItem>>('/api/shop/page', { ...FUTIAN })).data.list;
      expect(list.at(-1)).toMatchObject({ site_name: '星辰数码专营店', distance: 0 });
      expect(list[0].site_name).toBe('平台自营');
    } finally {
      const def = SHOPS.find((s) => s.name === '星辰数码专营店')!;
      await t.update(shop).set({ latitude: def.latitude, longitude: def.longitude }).where(eq(shop.siteId, id('星辰数码专营店')));
    }
  });

  it('sorts by sales and by description credit both ways', async () => {
    for (const order of ['shop_sales', 'shop_desccredit'] as const) {
      for (const sort of ['desc', 'asc'] as const) {
        const list = (await api.get<Paged<ShopStreetItem>>('/api/shop/page', { order, sort, ...FUTIAN })).data.list;
        const v = list.map((s) => Number(s[order]));
        const sorted = [...v].sort((a, b) => (sort === 'asc' ? a - b : b - a));
        expect(v).toEqual(sorted);
        expect(list.every((s) => s.distance > 0)).toBe(true);
      }
    }
  });

  it('filters by keyword, main category and city (web_city or the common website_id)', async () => {
    const kw = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { keyword: '数码' });
    expect(kw.data.list.map((s) => s.site_name)).toEqual(['星辰数码专营店']);
    const none = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { keyword: '100%_' });
    expect(none.data).toEqual({ page_count: 0, count: 0, list: [] });

    const cats = (await api.get<Paged<ShopCategoryItem>>('/api/shopcategory/page', { page_size: 0 })).data.list;
    const food = cats.find((c) => c.category_name === '食品生鲜')!;
    const byCat = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { category_id: food.category_id });
    expect(byCat.data.list.map((s) => s.site_name)).toEqual(['鲜丰源食品旗舰店']);

    const sz = byName.get('平台自营')!.website_id;
    const city = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { web_city: sz });
    expect(city.data.list.map((s) => s.site_name).sort()).toEqual(['平台自营', '星辰数码专营店'].sort());
    const common = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { website_id: sz });
    expect(common.data.count).toBe(2);
    const allAgain = await api.get<Paged<ShopStreetItem>>('/api/shop/page', { website_id: sz, web_city: 0 });
    expect(allAgain.data.count).toBe(SHOPS.length);
  });

  it('leaves closed shops out', async () => {
    const t = api.database.db;
    await t.update(shop).set({ shopStatus: 0 }).where(eq(shop.siteId, id('悦己生活馆')));
    try {
      const res = await api.get<Paged<ShopStreetItem>>('/api/shop/page');
      expect(res.data.list.map((s) => s.site_name)).not.toContain('悦己生活馆');
    } finally {
      await t.update(shop).set({ shopStatus: 1 }).where(eq(shop.siteId, id('悦己生活馆')));
    }
  });

  it('refuses bad input with code -1', async () => {
    const cases: Record<string, string | number>[] = [
      { page: 0 },
      { page: -1 },
      { page_size: 'x' },
      { page_size: 1000 },
      { category_id: -3 },
      { lat: 91, lng: 114 },
      { lat: 22, lng: 'east' },
      { lat: 22, lng: 181 },
      { web_city: 'sz' },
    ];
    for (const params of cases) {
      const res = await api.get('/api/shop/page', params);
      expect(res.code, JSON.stringify(params)).toBe(-1);
    }
    expect((await api.get('/api/shop/page', { page: 0, lang: 'en-us' })).message).toMatch(/page/);
  });
});

describe('/api/shop/info (seeded shop side)', () => {
  it('answers the city, main category and level of a shop', async () => {
    const street = byName.get('鲜丰源食品旗舰店')!;
    const res = await api.get<ShopInfo>('/api/shop/info', { site_id: street.site_id });
    expect(res.data).toMatchObject({
      site_id: street.site_id,
      website_id: street.website_id,
      category_id: street.category_id,
      category_name: '食品生鲜',
      group_name: res.data.level_name,
      sub_num: street.sub_num,
    });
    expect(res.data.website_id).toBeGreaterThan(0);
  });
});

describe('/api/shopcategory/page', () => {
  it('lists the shop main categories in order, all at once with page_size 0', async () => {
    const res = await api.get<Paged<ShopCategoryItem>>('/api/shopcategory/page', { page_size: 0 });
    expect(res.code).toBe(0);
    expect(res.data.list.map((c) => c.category_name)).toEqual(['综合', '数码家电', '服饰美妆', '食品生鲜', '家居生活']);
    expect(res.data.list[0].baozheng_money).toBe('50000.00');
    const paged = await api.get<Paged<ShopCategoryItem>>('/api/shopcategory/page', { page: 2, page_size: 2 });
    expect(paged.data).toMatchObject({ count: 5, page_count: 3 });
    expect(paged.data.list.map((c) => c.category_name)).toEqual(['服饰美妆', '食品生鲜']);
    expect((await api.get('/api/shopcategory/page', { page: -1 })).code).toBe(-1);
  });
});

describe('/api/shopgoodscategory/tree', () => {
  it('answers the in-shop tree (2 levels) and goods carry the second level', async () => {
    const site = id('星辰数码专营店');
    const res = await api.get<ShopGoodsCategoryNode[]>('/api/shopgoodscategory/tree', { site_id: site });
    expect(res.code).toBe(0);
    expect(res.data.length).toBeGreaterThan(0);
    for (const top of res.data) {
      expect(top).toMatchObject({ site_id: site, pid: 0, level: 1 });
      expect(top.child_list.length).toBeGreaterThan(0);
      for (const c of top.child_list) expect(c).toMatchObject({ site_id: site, pid: top.category_id, level: 2, child_list: [] });
    }
    const level1 = await api.get<ShopGoodsCategoryNode[]>('/api/shopgoodscategory/tree', { site_id: site, level: 1 });
    expect(level1.data.every((n) => n.child_list.length === 0)).toBe(true);

    const leaf = res.data[0].child_list[0];
    const [{ n }] = (await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from goods where site_id = ${site} and shop_category_id = ${leaf.category_id}`,
    )) as { n: number }[];
    expect(n).toBeGreaterThan(0);
    const [{ orphans }] = await api.database.rows<{ orphans: number }>(sql`select count(*)::int as orphans from goods where shop_category_id = 0`);
    expect(orphans).toBe(0);
  });

  it('refuses a missing, bad or unknown shop and a bad level', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /缺少参数site_id/],
      [{ site_id: 'x' }, /site_id/],
      [{ site_id: 999_999 }, /店铺不存在/],
      [{ site_id: 1, level: 3 }, /level/],
    ];
    for (const [params, msg] of cases) {
      const res = await api.get('/api/shopgoodscategory/tree', params);
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(msg);
    }
  });
});

describe('/api/shopmember/*', () => {
  const subNum = async (siteId: number) => (await api.get<ShopInfo>('/api/shop/info', { site_id: siteId })).data.sub_num;

  it('needs a token', async () => {
    for (const path of ['/api/shopmember/add', '/api/shopmember/delete', '/api/shopmember/issubscribe', '/api/shopmember/membershoppages']) {
      const res = await api.post(path, { site_id: 1 });
      expect(res.code, path).toBe(-1);
      expect(res.message).toMatch(/登录/);
    }
    expect((await api.post('/api/shopmember/add', { site_id: 1, token: 'bad' })).code).toBe(-10009);
  });

  it('follows and unfollows idempotently, keeping sub_num consistent', async () => {
    const site = id('鲜丰源食品旗舰店');
    const before = await subNum(site);
    expect((await api.post<number>('/api/shopmember/issubscribe', { site_id: site, token })).data).toBe(0);
    expect((await api.post('/api/shopmember/add', { site_id: site, token })).code).toBe(0);
    expect((await api.post('/api/shopmember/add', { site_id: site, token })).code).toBe(0);
    expect((await api.post<number>('/api/shopmember/issubscribe', { site_id: site, token })).data).toBe(1);
    expect(await subNum(site)).toBe(before + 1);

    const mine = await api.post<Paged<FollowedShop>>('/api/shopmember/membershoppages', { token });
    expect(mine.data.count).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ site_id: site, site_name: '鲜丰源食品旗舰店', sub_num: before + 1 });
    expect(mine.data.list[0].subscribe_time).toBeGreaterThan(0);
    // Member B does not see A's follows.
    expect((await api.post<Paged<FollowedShop>>('/api/shopmember/membershoppages', { token: tokenB })).data.count).toBe(0);

    expect((await api.post('/api/shopmember/delete', { site_id: site, token })).code).toBe(0);
    expect((await api.post('/api/shopmember/delete', { site_id: site, token })).code).toBe(0);
    expect((await api.post<number>('/api/shopmember/issubscribe', { site_id: site, token })).data).toBe(0);
    expect(await subNum(site)).toBe(before);
  });

  it('counts each follower once under parallel requests', async () => {
    const site = id('悦己生活馆');
    const before = await subNum(site);
    const adds = await Promise.all(
      Array.from({ length: 12 }, (_, k) => api.post('/api/shopmember/add', { site_id: site, token: k % 2 ? token : tokenB })),
    );
    expect(adds.every((r) => r.code === 0)).toBe(true);
    expect(await subNum(site)).toBe(before + 2);
    const rows = await api.database.db.select().from(shopMember).where(eq(shopMember.siteId, site));
    expect(rows).toHaveLength(2);

    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, k) => api.post(k % 3 === 0 ? '/api/shopmember/add' : '/api/shopmember/delete', { site_id: site, token })),
    );
    expect(mixed.every((r) => r.code === 0)).toBe(true);
    const following = (await api.post<number>('/api/shopmember/issubscribe', { site_id: site, token })).data;
    expect(await subNum(site)).toBe(before + 1 + following);

    await Promise.all(Array.from({ length: 8 }, () => api.post('/api/shopmember/delete', { site_id: site, token: tokenB })));
    await api.post('/api/shopmember/delete', { site_id: site, token });
    expect(await subNum(site)).toBe(before);
  });

  it('lists followed shops newest first with paging', async () => {
    const a = id('平台自营');
    const b = id('星辰数码专营店');
    await api.post('/api/shopmember/add', { site_id: a, token: tokenB });
    await api.database.db.update(shopMember).set({ createTime: 1_000 }).where(eq(shopMember.siteId, a));
    await api.post('/api/shopmember/add', { site_id: b, token: tokenB });
    const p1 = await api.post<Paged<FollowedShop>>('/api/shopmember/membershoppages', { token: tokenB, page_size: 1 });
    expect(p1.data).toMatchObject({ count: 2, page_count: 2 });
    expect(p1.data.list[0].site_id).toBe(b);
    const p2 = await api.post<Paged<FollowedShop>>('/api/shopmember/membershoppages', { token: tokenB, page: 2, page_size: 1 });
    expect(p2.data.list[0].site_id).toBe(a);
    expect((await api.post('/api/shopmember/membershoppages', { token: tokenB, page: 0 })).code).toBe(-1);
  });

  it('refuses missing, bad and unknown shops', async () => {
    for (const path of ['/api/shopmember/add', '/api/shopmember/delete', '/api/shopmember/issubscribe']) {
      const missing = await api.post(path, { token });
      expect(missing.code).toBe(-1);
      expect(missing.message).toMatch(/缺少参数site_id/);
      expect((await api.post(path, { token, site_id: -5 })).code).toBe(-1);
      const unknown = await api.post(path, { token, site_id: 999_999, lang: 'en-us' });
      expect(unknown).toMatchObject({ code: -1, message: 'The shop does not exist' });
    }
  });
});

describe('indexes', () => {
  // One transaction, so the settings and the EXPLAIN share a connection of the pool. With sequential and
  // bitmap scans priced out, the planner weighs plain index scans only: on a table of a few rows their
  // costs are otherwise near ties, and it could pick any index whose columns include the filter. `ordered`
  // prices out sorting too, for a query whose index exists to hand its rows over in order (on a few rows the
  // planner may otherwise take any index on the filter and sort the handful it finds).
  const plan = (query: ReturnType<typeof sql>, { ordered = false } = {}) =>
    api.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      if (ordered) await tx.execute(sql`set local enable_sort = off`);
      const res = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
      return res.map((r) => Object.values(r)[0]).join('\n');
    });

  it('serves the street, follows, in-shop categories and stores from indexes', async () => {
    expect(await plan(sql`select * from shop where shop_status = 1 order by shop_sales desc limit 10`, { ordered: true })).toMatch(/shop_street_sales_idx/);
    expect(await plan(sql`select * from shop where website_id = 1 and shop_status = 1`)).toMatch(/shop_website_idx/);
    expect(await plan(sql`select * from shop_member where member_id = 1 order by create_time desc limit 10`)).toMatch(/shop_member_(list_idx|uq)/);
    expect(await plan(sql`select * from shop_goods_category where site_id = 1 order by sort`)).toMatch(/shop_goods_category_site_idx/);
    expect(await plan(sql`select * from store where site_id = 1 and status = 1 and is_frozen = 0 order by store_id limit 10`)).toMatch(/store_site_idx/);
  });
});
