import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryNode,
  DiyBlock,
  DiyBottomNav,
  DiyView,
  GoodsSkuDetailResult,
  GoodsSkuListItem,
  NoticeInfo,
  Paged,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { website } from '../website';
import { diyView } from '.';

let api: TestApi;
let home: DiyView;

type Of<C extends DiyBlock['controller']> = Extract<DiyBlock, { controller: C }>;
const blockOf = <C extends DiyBlock['controller']>(page: DiyView, c: C) => page.value.value.find((b) => b.controller === c) as Of<C>;
const block = <C extends DiyBlock['controller']>(c: C) => blockOf(home, c);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

beforeAll(async () => {
  api = await startTestApi();
  home = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })).data;
});
afterAll(() => api?.close());

describe('/api/diyview/info', () => {
  it('answers the home page with its blocks in order', () => {
    expect(home).toMatchObject({ site_id: 0, name: 'DIY_VIEW_INDEX', title: '首页' });
    expect(home.value.global).toMatchObject({ title: '首页' });
    const controllers = home.value.value.map((b) => b.controller);
    expect(controllers.filter((c) => c !== 'Coupon')).toEqual([
      'Search', 'ImageAds', 'GraphicNav', 'TextNav', 'Notice', 'Title', 'RubikCube', 'GoodsList', 'Video', 'GoodsList', 'GoodsList',
    ]);
    expect(new Set(home.value.value.map((b) => b.id)).size).toBe(home.value.value.length);
    expect(block('Search').placeholder).toBeTruthy();
    expect(home.site_area_name).toBeUndefined();
  });

  it('links banners to goods that open and to a custom page that exists', async () => {
    const ads = block('ImageAds').list;
    expect(ads).toHaveLength(3);
    for (const a of ads) expect(a.imageUrl).toMatch(/^upload\/diy\/banner_\d\.jpg$/);
    for (const { link } of ads) {
      if (link.url.startsWith('/otherpages/diy/diy')) {
        const page = await api.get<DiyView>('/api/diyview/info', { name: query(link.url).name });
        expect(page.data.name).toMatch(/^DIY_VIEW_RANDOM_/);
        continue;
      }
      expect(link.url).toMatch(/^\/pages\/goods\/detail\/detail\?sku_id=\d+$/);
      expect((await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: query(link.url).sku_id })).code).toBe(0);
    }
  });

  it('links the notice bar to notices that open', async () => {
    const list = block('Notice').list;
    expect(list).toHaveLength(3);
    for (const n of list) {
      expect(n.link?.url).toMatch(/^\/otherpages\/notice\/detail\/detail\?id=\d+$/);
      const info = await api.get<NoticeInfo>('/api/notice/info', { id: query(n.link!.url).id });
      expect(info.data.title).toBe(n.title);
    }
  });

  it('has a text navigation to both custom pages and the content pages', async () => {
    const urls = block('TextNav').list.map((i) => i.link.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/otherpages/store_notes/note_list/note_list', '/otherpages/notice/list/list', '/otherpages/help/list/list']),
    );
    const pages = urls.filter((u) => u.startsWith('/otherpages/diy/diy?name='));
    expect(pages).toHaveLength(2);
    for (const u of pages) {
      const page = (await api.get<DiyView>('/api/diyview/info', { name: query(u).name })).data;
      expect(page.title).toBeTruthy();
      expect(page.value.value.length).toBeGreaterThan(3);
    }
  });

  it('has a title with a more link, a rubik cube, a video and a coupon strip', () => {
    expect(block('Title')).toMatchObject({ title: '精选专区', more: { link: { url: '/pages/goods/list/list' } } });
    const cube = block('RubikCube');
    expect(cube.layout).toBe('row1-lt-of2-rt');
    expect(cube.list).toHaveLength(3);
    expect(block('Video')).toMatchObject({ videoUrl: expect.stringMatching(/^upload\/diy\/.+\.mp4$/), imageUrl: expect.stringMatching(/^upload\//) });
    const coupon = home.value.value.find((b) => b.controller === 'Coupon');
    if (coupon) expect(coupon).toMatchObject({ count: 3, addon_name: 'coupon' });
  });

  it('links the ten icons to goods lists of real categories', async () => {
    const nav = block('GraphicNav').list;
    expect(nav).toHaveLength(10);
    const tree = (await api.get<CategoryNode[]>('/api/goodscategory/tree')).data;
    const ids = new Set<number>();
    const walk = (n: CategoryNode[]) => n.forEach((c) => (ids.add(c.category_id), walk(c.child_list)));
    walk(tree);
    for (const item of nav) {
      expect(item.imageUrl).toMatch(/^upload\/diy\/nav_\d+\.png$/);
      expect(item.link.url).toMatch(/^\/pages\/goods\/list\/list\?category_id=\d+$/);
      const id = Number(query(item.link.url).category_id);
      expect(ids.has(id)).toBe(true);
      expect((await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { category_id: id })).data.count).toBeGreaterThan(0);
    }
  });

  it('has goods blocks by ids and by category that load through goodssku/page', async () => {
    const lists = home.value.value.filter((b): b is Of<'GoodsList'> => b.controller === 'GoodsList');
    const byIds = lists.find((l) => l.sources === 'ids')!;
    expect(byIds.title).toBe('推荐商品');
    const loaded = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { goods_id_arr: byIds.goods_ids.join(','), page_size: byIds.goods_count })).data;
    expect(loaded.list.map((r) => r.goods_id)).toEqual(byIds.goods_ids);
    for (const l of lists.filter((x) => x.sources === 'category')) {
      const res = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { category_id: l.category_id, page_size: l.goods_count })).data;
      expect(res.list.length).toBe(l.goods_count);
    }
  });

  it('serves the custom pages with sanitised rich text, float button and cube layouts', async () => {
    const digital = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_DIGITAL_WEEK' })).data;
    expect(digital.title).toBe('数码焕新季');
    const controllers = digital.value.value.map((b) => b.controller);
    expect(controllers).toEqual(expect.arrayContaining(['RichText', 'RubikCube', 'HorzLine', 'HorzBlank', 'FloatBtn', 'GoodsList', 'Title']));
    expect(blockOf(digital, 'RichText').html).toContain('<h3>活动说明</h3>');
    expect(blockOf(digital, 'FloatBtn').link.url).toBe('/pages/goods/cart/cart');
    const layouts = digital.value.value.filter((b): b is Of<'RubikCube'> => b.controller === 'RubikCube').map((b) => b.layout);
    expect(layouts).toEqual(['row1-of-2', 'row2-lt-of2-rt']);
    const fruit = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_FRUIT_FESTIVAL' })).data;
    expect(fruit.value.value.some((b) => b.controller === 'GoodsList' && b.sources === 'recommended')).toBe(true);
  });

  it('sanitises rich text when serving, whatever was stored', async () => {
    await api.database.db.insert(diyView).values({
      siteId: 0,
      name: 'DIY_VIEW_RANDOM_XSS',
      title: 'x',
      value: { global: { title: 'x' }, value: [{ id: 'r', controller: 'RichText', html: '<p onclick="x()">hi<script>alert(1)</script></p><img src="javascript:alert(1)">' }] },
    });
    const page = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_XSS' })).data;
    const html = blockOf(page, 'RichText').html;
    expect(html).toContain('hi');
    expect(html).not.toMatch(/script|onclick|javascript/);
  });

  it('serves a city home per city sub-site with its area, by web_city or the website_id param', async () => {
    const sites = await api.database.db.select({ id: website.siteId, name: website.siteAreaName, title: website.title }).from(website).limit(1);
    const rows = await api.database.db.select().from(diyView);
    const cityRows = rows.filter((r) => r.name === 'DIY_VIEW_CITY_INDEX');
    expect(cityRows.length).toBeGreaterThanOrEqual(1);
    const wid = sites[0]?.id ?? cityRows[0].websiteId;
    const byParam = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX', web_city: wid })).data;
    const byCommon = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX', website_id: wid })).data;
    expect(byParam).toEqual(byCommon);
    expect(byParam.name).toBe('DIY_VIEW_CITY_INDEX');
    expect(byParam.value.value.length).toBeGreaterThan(3);
    if (sites[0]) expect(byParam).toMatchObject({ site_area_name: sites[0].name, title: sites[0].title || `${sites[0].name}站` });
    // No city chosen, or an unknown one: no city page.
    expect((await api.get('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX' })).data).toBeNull();
    expect((await api.get('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX', web_city: 99999 })).data).toBeNull();
  });

  it('finds pages by id too, and answers null for unknown pages', async () => {
    const byId = await api.post<DiyView>('/api/diyview/info', { id: home.id });
    expect(byId.data).toEqual(home);
    expect(await api.get('/api/diyview/info', { name: 'DIY_VIEW_NOPE' })).toMatchObject({ code: 0, data: null });
    expect(await api.get('/api/diyview/info', { id: 999999 })).toMatchObject({ code: 0, data: null });
    expect((await api.get('/api/diyview/info', { name: 'DIY_VIEW_INDEX', site_id: 2 })).data).toBeNull();
    const category = await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_GOODS_CATEGORY' });
    expect(category.data.value.value[0]).toMatchObject({ controller: 'GoodsCategory', level: 3 });
  });

  it('refuses requests without id or name, and malformed ones', async () => {
    expect(await api.get('/api/diyview/info')).toMatchObject({ code: -1, message: '缺少参数id或name' });
    expect((await api.get('/api/diyview/info', { lang: 'en-us' })).message).toBe('Missing parameter id or name');
    for (const params of [{ id: 'abc' }, { id: -1 }, { name: 'x'.repeat(65) }, { name: 'DIY_VIEW_INDEX', site_id: 'x' }, { name: 'DIY_VIEW_CITY_INDEX', web_city: -3 }]) {
      expect((await api.get('/api/diyview/info', params)).code).toBe(-1);
    }
  });

  it('removes blocks of add-ons that are not installed', async () => {
    await api.database.db.insert(diyView).values({
      siteId: 0,
      name: 'DIY_VIEW_RANDOM_TEST',
      title: '测试',
      value: {
        global: { title: '测试', bgColor: '#fff' },
        value: [
          { id: 'a', controller: 'Search', placeholder: 'x' },
          { id: 'b', controller: 'Seckill', addon_name: 'seckill' },
          { id: 'c', controller: 'Notice', addon_name: 'memberregister', list: [] },
          'junk',
        ],
      },
    });
    const page = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_TEST' })).data;
    expect(page.value.value.map((b) => b.id)).toEqual(['a', 'c']);
  });
});

describe('/api/diyview/bottomNav and shopBottomNav', () => {
  it('answers the platform bottom navigation with its four tabs', async () => {
    const nav = (await api.get<DiyBottomNav>('/api/diyview/bottomNav')).data;
    expect(nav.list.map((i) => i.link.wap_url)).toEqual([
      '/pages/index/index/index', '/pages/goods/category/category', '/pages/goods/cart/cart', '/pages/member/index/index',
    ]);
  });

  it("answers a shop's navigation (the platform's when it has none) and refuses unknown shops", async () => {
    const nav = (await api.get<DiyBottomNav>('/api/diyview/shopBottomNav', { site_id: 1 })).data;
    expect(nav.list.length).toBeGreaterThan(0);
    expect(await api.get('/api/diyview/shopBottomNav', { site_id: 99999 })).toMatchObject({ code: -1, message: '店铺不存在' });
    expect((await api.get('/api/diyview/shopBottomNav')).code).toBe(-1);
    expect((await api.get('/api/diyview/shopBottomNav', { site_id: 'a' })).code).toBe(-1);
  });
});
