import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, DiyBlock, DiyView, GoodsSkuDetailResult, GoodsSkuListItem, Paged } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { diyView } from '.';

let api: TestApi;
let home: DiyView;

const block = <C extends DiyBlock['controller']>(c: C) => home.value.value.find((b) => b.controller === c) as Extract<DiyBlock, { controller: C }>;
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
    expect(home.value.value.map((b) => b.controller)).toEqual(['Search', 'ImageAds', 'GraphicNav', 'Notice', 'GoodsList', 'GoodsList', 'GoodsList']);
    expect(new Set(home.value.value.map((b) => b.id)).size).toBe(home.value.value.length);
    expect(block('Search').placeholder).toBeTruthy();
  });

  it('links banners and notices to goods that open', async () => {
    const ads = block('ImageAds').list;
    expect(ads).toHaveLength(3);
    const links = [...ads.map((a) => a.link.url), ...block('Notice').list.flatMap((n) => (n.link ? [n.link.url] : []))];
    expect(block('Notice').list).toHaveLength(3);
    for (const a of ads) expect(a.imageUrl).toMatch(/^upload\/diy\/banner_\d\.jpg$/);
    for (const url of links) {
      expect(url).toMatch(/^\/pages\/goods\/detail\/detail\?sku_id=\d+$/);
      const res = await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: query(url).sku_id });
      expect(res.code).toBe(0);
    }
  });

  it('links the ten icons to goods lists of real categories', async () => {
    const nav = block('GraphicNav').list;
    expect(nav).toHaveLength(10);
    const tree = (await api.get<CategoryNode[]>('/api/goodscategory/tree')).data;
    const ids = new Set<number>();
    const walk = (n: CategoryNode[]) => n.forEach((c) => (ids.add(c.category_id), walk(c.child_list)));
    walk(tree);
    for (const item of nav) {
      expect(item.title).toBeTruthy();
      expect(item.imageUrl).toMatch(/^upload\/diy\/nav_\d+\.png$/);
      expect(item.link.url).toMatch(/^\/pages\/goods\/list\/list\?category_id=\d+$/);
      const id = Number(query(item.link.url).category_id);
      expect(ids.has(id)).toBe(true);
      expect((await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { category_id: id })).data.count).toBeGreaterThan(0);
    }
  });

  it('has goods blocks by ids and by category that load through goodssku/page', async () => {
    const lists = home.value.value.filter((b): b is Extract<DiyBlock, { controller: 'GoodsList' }> => b.controller === 'GoodsList');
    const byIds = lists.find((l) => l.sources === 'ids')!;
    expect(byIds.title).toBe('推荐商品');
    expect(byIds.goods_ids.length).toBe(byIds.goods_count);
    const loaded = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { goods_id_arr: byIds.goods_ids.join(','), page_size: byIds.goods_count })).data;
    expect(loaded.list.map((r) => r.goods_id)).toEqual(byIds.goods_ids);
    const byCategory = lists.filter((l) => l.sources === 'category');
    expect(byCategory.length).toBeGreaterThanOrEqual(1);
    for (const l of byCategory) {
      const res = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { category_id: l.category_id, page_size: l.goods_count })).data;
      expect(res.list.length).toBe(l.goods_count);
    }
  });

  it('finds pages by id too, and answers null for unknown pages', async () => {
    const byId = await api.post<DiyView>('/api/diyview/info', { id: home.id });
    expect(byId.data).toEqual(home);
    expect((await api.get('/api/diyview/info', { name: 'DIY_VIEW_NOPE' }))).toMatchObject({ code: 0, data: null });
    expect((await api.get('/api/diyview/info', { id: 999999 }))).toMatchObject({ code: 0, data: null });
    // Pages are per site: the platform home is not a shop's home.
    expect((await api.get('/api/diyview/info', { name: 'DIY_VIEW_INDEX', site_id: 2 })).data).toBeNull();
    const category = await api.get<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_GOODS_CATEGORY' });
    expect(category.data.value.value[0]).toMatchObject({ controller: 'GoodsCategory', level: 3 });
  });

  it('refuses requests without id or name, and malformed ones', async () => {
    const none = await api.get('/api/diyview/info');
    expect(none).toMatchObject({ code: -1, message: '缺少参数id或name' });
    expect((await api.get('/api/diyview/info', { lang: 'en-us' })).message).toBe('Missing parameter id or name');
    for (const params of [{ id: 'abc' }, { id: -1 }, { name: 'x'.repeat(65) }, { name: 'DIY_VIEW_INDEX', site_id: 'x' }]) {
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
