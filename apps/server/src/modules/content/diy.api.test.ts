import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryNode,
  DiyBlock,
  DiyBottomNav,
  DiyMemberIndex,
  DiyPageValue,
  DiyView,
  InitConfig,
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
let homePage: DiyPageValue;

/** `value` comes as a JSON string (Niushop's client runs JSON.parse on it). */
const pageOf = (view: DiyView): DiyPageValue => {
  expect(typeof view.value).toBe('string');
  return JSON.parse(view.value) as DiyPageValue;
};
type Of<C extends DiyBlock['controller']> = Extract<DiyBlock, { controller: C }>;
const blockOf = <C extends DiyBlock['controller']>(page: DiyView, c: C) => pageOf(page).value.find((b) => b.controller === c) as Of<C>;
const block = <C extends DiyBlock['controller']>(c: C) => blockOf(home, c);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

beforeAll(async () => {
  api = await startTestApi();
  home = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })).data;
  homePage = pageOf(home);
});
afterAll(() => api?.close());

describe('/api/diyview/info', () => {
  it('answers the home page with its blocks in order', () => {
    expect(home).toMatchObject({ site_id: 0, name: 'DIY_VIEW_INDEX', title: '首页' });
    expect(homePage.global).toMatchObject({ title: '首页' });
    const controllers = homePage.value.map((b) => b.controller);
    expect(controllers.filter((c) => c !== 'Coupon')).toEqual([
      'Search',
      'ImageAds',
      'GraphicNav',
      'TextNav',
      'Notice',
      'Seckill',
      'Groupbuy',
      'Topic',
      'Pintuan',
      'Bargain',
      'Title',
      'RubikCube',
      'GoodsList',
      'Video',
      'Presale',
      'Wholesale',
      'GoodsList',
      'GoodsList',
    ]);
    expect(new Set(homePage.value.map((b) => b.id)).size).toBe(homePage.value.length);
    expect(block('Search').title).toBe('搜索商品');
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
    const items = block('TextNav').list;
    expect(items.every((i) => typeof i.text === 'string' && i.text !== '')).toBe(true);
    const urls = items.map((i) => i.link.wap_url);
    expect(urls).toEqual(
      expect.arrayContaining(['/otherpages/store_notes/note_list/note_list', '/otherpages/notice/list/list', '/otherpages/help/list/list']),
    );
    const pages = urls.filter((u) => u.startsWith('/otherpages/diy/diy?name='));
    expect(pages).toHaveLength(2);
    for (const u of pages) {
      const page = (await api.get<DiyView>('/api/diyview/info', { name: query(u).name })).data;
      expect(page.title).toBeTruthy();
      expect(pageOf(page).value.length).toBeGreaterThan(3);
    }
  });

  it('has a title with a more link, a rubik cube, a video and a coupon strip', () => {
    expect(block('Title')).toMatchObject({
      title: '精选专区',
      isOpenOperation: true,
      operation_name: '查看全部',
      rightLink: { url: '/pages/goods/list/list', wap_url: '/pages/goods/list/list' },
    });
    const cube = block('RubikCube');
    expect(cube.selectedTemplate).toBe('row1-lt-of2-rt');
    expect(cube.list).toHaveLength(3);
    expect(block('Video')).toMatchObject({
      videoUrl: expect.stringMatching(/^upload\/diy\/.+\.mp4$/),
      imageUrl: expect.stringMatching(/^upload\//),
    });
    const coupon = homePage.value.find((b) => b.controller === 'Coupon');
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
    const lists = homePage.value.filter((b): b is Of<'GoodsList'> => b.controller === 'GoodsList');
    // Niushop's editor schema: sources 'diy' lists goodsId, 'category' the goods of categoryId, goodsCount of them.
    const byIds = lists.find((l) => l.sources === 'diy')!;
    expect(byIds).toMatchObject({ title: '推荐商品', categoryId: 0, goodsCount: 8 });
    expect(byIds.goodsId).toHaveLength(8);
    const loaded = (
      await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { goods_id_arr: byIds.goodsId.join(','), page_size: byIds.goodsCount })
    ).data;
    expect(loaded.list.map((r) => r.goods_id)).toEqual(byIds.goodsId);
    const byCategory = lists.filter((x) => x.sources === 'category');
    expect(byCategory).toHaveLength(2);
    for (const l of byCategory) {
      expect(l.categoryId).toBeGreaterThan(0);
      const res = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { category_id: l.categoryId, page_size: l.goodsCount }))
        .data;
      expect(res.list.length).toBe(l.goodsCount);
    }
  });

  it('serves the custom pages with sanitised rich text, float button and cube layouts', async () => {
    const digital = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_DIGITAL_WEEK' })).data;
    expect(digital.title).toBe('数码焕新季');
    const controllers = pageOf(digital).value.map((b) => b.controller);
    expect(controllers).toEqual(
      expect.arrayContaining(['RichText', 'RubikCube', 'HorzLine', 'HorzBlank', 'FloatBtn', 'GoodsList', 'Title']),
    );
    expect(blockOf(digital, 'RichText').html).toContain('<h3>活动说明</h3>');
    expect(blockOf(digital, 'FloatBtn').list[0].link.wap_url).toBe('/pages/goods/cart/cart');
    const layouts = pageOf(digital)
      .value.filter((b): b is Of<'RubikCube'> => b.controller === 'RubikCube')
      .map((b) => b.selectedTemplate);
    expect(layouts).toEqual(['row1-of2', 'row2-lt-of2-rt']);
    const fruit = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_FRUIT_FESTIVAL' })).data;
    expect(pageOf(fruit).value.some((b) => b.controller === 'GoodsList' && b.sortWay === 'sale_num')).toBe(true);
  });

  it('sanitises rich text when serving, whatever was stored', async () => {
    await api.database.db.insert(diyView).values({
      siteId: 0,
      name: 'DIY_VIEW_RANDOM_XSS',
      title: 'x',
      value: {
        global: { title: 'x' },
        value: [
          { id: 'r', controller: 'RichText', html: '<p onclick="x()">hi<script>alert(1)</script></p><img src="javascript:alert(1)">' },
        ],
      },
    });
    const page = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_XSS' })).data;
    const html = blockOf(page, 'RichText').html;
    expect(html).toContain('hi');
    expect(html).not.toMatch(/script|onclick|javascript/);
  });

  it('serves a city home per city sub-site with its area, by web_city or the website_id param', async () => {
    const sites = await api.database.db
      .select({ id: website.siteId, name: website.siteAreaName, title: website.title })
      .from(website)
      .limit(1);
    const rows = await api.database.db.select().from(diyView);
    const cityRows = rows.filter((r) => r.name === 'DIY_VIEW_CITY_INDEX');
    expect(cityRows.length).toBeGreaterThanOrEqual(1);
    const wid = sites[0]?.id ?? cityRows[0].websiteId;
    const byParam = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX', web_city: wid })).data;
    const byCommon = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_CITY_INDEX', website_id: wid })).data;
    expect(byParam).toEqual(byCommon);
    expect(byParam.name).toBe('DIY_VIEW_CITY_INDEX');
    expect(pageOf(byParam).value.length).toBeGreaterThan(3);
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
    expect(pageOf(category.data).value[0]).toMatchObject({ controller: 'GoodsCategory', template: 2, level: 3 });
  });

  it('refuses requests without id or name, and malformed ones', async () => {
    expect(await api.get('/api/diyview/info')).toMatchObject({ code: -1, message: '缺少参数id或name' });
    expect((await api.get('/api/diyview/info', { lang: 'en-us' })).message).toBe('Missing parameter id or name');
    for (const params of [
      { id: 'abc' },
      { id: -1 },
      { name: 'x'.repeat(65) },
      { name: 'DIY_VIEW_INDEX', site_id: 'x' },
      { name: 'DIY_VIEW_CITY_INDEX', web_city: -3 },
    ]) {
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
          { id: 'a', controller: 'Search', title: 'x' },
          { id: 'b', controller: 'LiveInfo', addon_name: 'live' },
          { id: 'c', controller: 'Notice', addon_name: 'memberregister', list: [] },
          'junk',
        ],
      },
    });
    const page = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_TEST' })).data;
    expect(pageOf(page).value.map((b) => b.id)).toEqual(['a', 'c']);
  });
});

/** Every object under `link`/`rightLink`/`leftLink` keys of a value, with its path. */
const linksOf = (v: unknown, path = ''): [string, Record<string, unknown>][] => {
  if (Array.isArray(v)) return v.flatMap((x, i) => linksOf(x, `${path}[${i}]`));
  if (!v || typeof v !== 'object') return [];
  return Object.entries(v as Record<string, unknown>).flatMap(([k, x]) =>
    /^(link|rightLink|leftLink)$/.test(k) && x && typeof x === 'object'
      ? [[`${path}.${k}`, x as Record<string, unknown>] as [string, Record<string, unknown>]]
      : linksOf(x, `${path}.${k}`),
  );
};

describe('DIY links and languages', () => {
  it('gives every link of every demo page both url and wap_url, the same route', async () => {
    const rows = await api.database.db.select({ id: diyView.id }).from(diyView);
    let count = 0;
    for (const { id } of rows) {
      const page = pageOf((await api.get<DiyView>('/api/diyview/info', { id })).data);
      for (const [where, link] of linksOf(page)) {
        count += 1;
        expect(typeof link.wap_url, where).toBe('string');
        expect(link.wap_url, where).toBe(link.url);
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('answers the operator texts in English for en-us (lang param or Accept-Language), with no translation keys left', async () => {
    const byParam = (await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_INDEX', lang: 'en-us' })).data;
    const res = await fetch(`${api.url}/api/diyview/info?name=DIY_VIEW_INDEX`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const byHeader = ((await res.json()) as { data: DiyView }).data;
    expect(byHeader).toEqual(byParam);
    expect(byParam.value).not.toContain('en-us');
    expect(home.value).not.toContain('en-us');
    const en = pageOf(byParam);
    const of = <C extends DiyBlock['controller']>(c: C) => en.value.find((b) => b.controller === c) as Of<C>;
    expect(en.global.title).toBe('Home');
    expect(byParam.title).toBe('Home');
    expect(of('Search').title).toBe('Search goods');
    expect(of('GraphicNav').list.map((i) => i.title)).toContain('Phones');
    expect(of('TextNav').list[0].text).toBe('Digital Week');
    expect(of('Title')).toMatchObject({ title: 'Featured', operation_name: 'View all' });
    expect(en.value.filter((b) => b.controller === 'GoodsList').map((b) => (b as Of<'GoodsList'>).title)).toEqual([
      'Recommended',
      'Phones & digital',
      'Food & fresh',
    ]);
    expect(of('Video').title).toBe('Our story');
    // Pictures, links and ids are the operator's, whatever the language.
    expect(of('ImageAds')).toEqual(block('ImageAds'));
    expect(of('GraphicNav').list.map((i) => i.link)).toEqual(block('GraphicNav').list.map((i) => i.link));
    // No Chinese left on the English home.
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('serves the English of the custom pages and keeps Chinese for zh-cn', async () => {
    const digital = pageOf((await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_DIGITAL_WEEK', lang: 'en-us' })).data);
    expect(digital.global.title).toBe('Digital Week');
    expect((digital.value.find((b) => b.controller === 'RichText') as Of<'RichText'>).html).toContain('<h3>About the event</h3>');
    expect(block('Search').title).toBe('搜索商品');
  });

  it('falls back to the stored text where the operator gave no English', async () => {
    await api.database.db.insert(diyView).values({
      siteId: 0,
      name: 'DIY_VIEW_RANDOM_HALF',
      title: '半',
      value: {
        global: { title: '半', bgColor: '' },
        value: [
          { id: 't', controller: 'Title', title: '只有中文', 'en-us': { title: ' ', subTitle: 'no such field' } },
          { id: 'u', controller: 'Title', title: '有英文', 'en-us': { title: 'English' } },
        ],
      },
    });
    const page = pageOf((await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_HALF', lang: 'en-us' })).data);
    expect(page.value).toEqual([
      { id: 't', controller: 'Title', title: '只有中文' },
      { id: 'u', controller: 'Title', title: 'English' },
    ]);
  });
});

describe('pages saved before the editor schema', () => {
  it('are served in the editor schema, their links with wap_url', async () => {
    await api.database.db.insert(diyView).values({
      siteId: 0,
      name: 'DIY_VIEW_RANDOM_OLD',
      title: '旧',
      value: {
        global: { title: '旧', bgColor: '' },
        value: [
          { id: 's', controller: 'Search', placeholder: '旧的搜索' },
          { id: 't', controller: 'TextNav', list: [{ title: '旧导航', link: { url: '/otherpages/help/list/list' } }] },
          { id: 'g', controller: 'GoodsList', title: '旧商品', sources: 'ids', category_id: 0, goods_ids: [1, 2], goods_count: 2 },
        ],
      },
    });
    const page = pageOf((await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_OLD' })).data);
    expect(page.value).toEqual([
      { id: 's', controller: 'Search', title: '旧的搜索' },
      {
        id: 't',
        controller: 'TextNav',
        list: [{ text: '旧导航', link: { url: '/otherpages/help/list/list', wap_url: '/otherpages/help/list/list' } }],
      },
      { id: 'g', controller: 'GoodsList', title: '旧商品', sources: 'diy', categoryId: 0, goodsId: [1, 2], goodsCount: 2 },
    ]);
  });
});

describe('/api/diyview/memberindex', () => {
  it("answers the member centre's decoration with its shown menu entries, in the request's language", async () => {
    const zh = (await api.get<DiyMemberIndex>('/api/diyview/memberindex')).data;
    expect(zh).toMatchObject({
      topStyle: expect.any(Number),
      bgColor: expect.any(String),
      textColor: expect.any(String),
      menuStyle: expect.any(Number),
    });
    expect(zh.menuList.length).toBeGreaterThan(3);
    expect(zh.menuList[0]).toMatchObject({ text: '我的优惠券', url: '/otherpages/member/coupon/coupon', isShow: true });
    expect(zh.menuList.some((m) => m.tag === 'verifier')).toBe(true);
    // the storefront's own services are on the seeded menu, so its member centre shows them
    expect(zh.menuList.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        '我的资产',
        '积分商城',
        '我的礼品',
        '我的拼团',
        '我的砍价',
        '我的预售',
        '领券中心',
        '店铺街',
        '店铺笔记',
        '公告',
        '帮助中心',
      ]),
    );
    const en = (await api.get<DiyMemberIndex>('/api/diyview/memberindex', { lang: 'en-us' })).data;
    expect(en.menuList.map((m) => m.url)).toEqual(zh.menuList.map((m) => m.url));
    expect(en.menuList[0].text).toBe('My coupons');
  });

  it('leaves out hidden entries and those of add-ons that are off (the verifier entry stays)', async () => {
    const { setting } = await import('../settings');
    const { eq } = await import('drizzle-orm');
    const [row] = await api.database.db.select().from(setting).where(eq(setting.configKey, 'DIY_VIEW_MEMBER_INDEX'));
    const value = row.value as { menuList: { text: string; isShow: boolean; tag: string }[] };
    const menuList = [
      ...value.menuList,
      { text: '隐藏项', url: '/x', img: '', isShow: false, tag: '' },
      { text: '直播', url: '/y', img: '', isShow: true, tag: 'live' },
    ];
    await api.database.db
      .update(setting)
      .set({ value: { ...value, menuList } })
      .where(eq(setting.configKey, 'DIY_VIEW_MEMBER_INDEX'));
    try {
      const texts = (await api.get<DiyMemberIndex>('/api/diyview/memberindex')).data.menuList.map((m) => m.text);
      expect(texts).not.toContain('隐藏项');
      expect(texts).not.toContain('直播');
      expect(texts).toContain('核销台');
    } finally {
      await api.database.db.update(setting).set({ value }).where(eq(setting.configKey, 'DIY_VIEW_MEMBER_INDEX'));
    }
  });
  it('answers the built-in menu for a mall whose database has no member-centre decoration yet', async () => {
    const { setting } = await import('../settings');
    const { eq } = await import('drizzle-orm');
    const [row] = await api.database.db.select().from(setting).where(eq(setting.configKey, 'DIY_VIEW_MEMBER_INDEX'));
    await api.database.db.delete(setting).where(eq(setting.configKey, 'DIY_VIEW_MEMBER_INDEX'));
    try {
      const menu = (await api.get<DiyMemberIndex>('/api/diyview/memberindex', { lang: 'en-us' })).data.menuList;
      expect(menu.map((m) => m.text)).toEqual(expect.arrayContaining(['My coupons', 'My assets', 'Addresses', 'Help']));
      expect(JSON.stringify(menu)).not.toContain('en-us');
    } finally {
      await api.database.db.insert(setting).values(row);
    }
  });
});

describe('/api/config/init diy_bottom_nav', () => {
  it("answers the bottom navigation equal to the storefront's tabs, labels in the request's language", async () => {
    const zh = (await api.get<InitConfig>('/api/config/init')).data.diy_bottom_nav as DiyBottomNav;
    expect(zh.list.map((i) => i.text)).toEqual(['首页', '分类', '购物车', '我的']);
    expect(zh.list.map((i) => i.iconClass)).toEqual(['home', 'category', 'cart', 'member']);
    // Pictures for clients that draw them (Niushop's iconPath / selectedIconPath).
    for (const i of zh.list) {
      expect(i.iconPath).toBe(`upload/diy/tab_${i.iconClass}.png`);
      expect(i.selectedIconPath).toBe(`upload/diy/tab_${i.iconClass}_on.png`);
    }
    for (const i of zh.list) expect(i.link.wap_url).toBe(i.link.url);
    expect(JSON.stringify(zh)).not.toContain('en-us');
    const en = (await api.get<InitConfig>('/api/config/init', { lang: 'en-us' })).data.diy_bottom_nav as DiyBottomNav;
    expect(en.list.map((i) => i.text)).toEqual(['Home', 'Category', 'Cart', 'Me']);
    expect(en.list.map((i) => i.link)).toEqual(zh.list.map((i) => i.link));
  });
});

describe('/api/diyview/bottomNav and shopBottomNav', () => {
  it('answers the platform bottom navigation with its four tabs', async () => {
    const nav = (await api.get<DiyBottomNav>('/api/diyview/bottomNav')).data;
    expect(nav.list.map((i) => i.link.wap_url)).toEqual([
      '/pages/index/index/index',
      '/pages/goods/category/category',
      '/pages/goods/cart/cart',
      '/pages/member/index/index',
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
