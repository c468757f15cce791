import { describe, expect, it } from 'vitest';
import { goodsListParams, linkTarget, parseDiyValue, resolveBlocks } from './diy';
import { blankHeight, rubikCells } from './layout';

const page = {
  global: { title: '首页', bgColor: '#f5f5f5' },
  value: [
    { id: 'a', controller: 'Search', title: '搜索' },
    { id: 'b', controller: 'Video', videoUrl: 'x.mp4' },
    { id: 'c', controller: 'GoodsList', sources: 'category', categoryId: 3, goodsCount: 4 },
    { controller: 'Notice', list: [] },
    { id: 'e', list: [] },
    'junk',
  ],
};

describe('parseDiyValue', () => {
  it('reads the JSON string Niushop sends (or an object)', () => {
    const a = parseDiyValue(JSON.stringify(page));
    expect(parseDiyValue(page)).toEqual(a);
    expect(a.blocks[0]).toMatchObject({ controller: 'Search', title: '搜索' });
    expect(a.global).toEqual({ title: '首页', bgColor: '#f5f5f5' });
    // blocks without a controller and junk entries are dropped; missing ids are filled in
    expect(a.blocks.map((b) => [b.id, b.controller])).toEqual([
      ['a', 'Search'],
      ['b', 'Video'],
      ['c', 'GoodsList'],
      ['block-3', 'Notice'],
    ]);
  });
  it('survives nothing useful', () => {
    expect(parseDiyValue(null)).toEqual({ global: {}, blocks: [] });
    expect(parseDiyValue('{broken')).toEqual({ global: {}, blocks: [] });
    expect(parseDiyValue({ global: 'x', value: 'y' })).toEqual({ global: {}, blocks: [] });
  });
});

describe('resolveBlocks', () => {
  it('skips controllers the registry does not know, keeping order', () => {
    const registry = { Search: 'S', GoodsList: 'G', Notice: 'N' };
    const r = resolveBlocks(parseDiyValue(page).blocks, registry);
    expect(r.map((x) => [x.block.id, x.Component])).toEqual([
      ['a', 'S'],
      ['c', 'G'],
      ['block-3', 'N'],
    ]);
  });
  it('does not treat inherited object keys as controllers', () => {
    expect(resolveBlocks([{ id: '1', controller: 'toString' }, { id: '2', controller: 'constructor' }], { Search: 1 })).toEqual([]);
  });
});

describe('goodsListParams (Niushop editor schema)', () => {
  it('category source sends categoryId as category_id and goodsCount as page size', () => {
    expect(goodsListParams({ sources: 'category', categoryId: 3, goodsCount: 4 })).toEqual({ page: 1, page_size: 4, category_id: 3 });
  });
  it("'diy' source sends goodsId as goods_id_arr (csv), or nothing when empty", () => {
    expect(goodsListParams({ sources: 'diy', goodsId: [5, 7, 0, -1], goodsCount: 10 })).toEqual({ page: 1, page_size: 10, goods_id_arr: '5,7' });
    expect(goodsListParams({ sources: 'diy', goodsId: [] })).toBeNull();
  });
  it('default source and bad counts', () => {
    expect(goodsListParams({ sources: 'default' })).toEqual({ page: 1, page_size: 6 });
    expect(goodsListParams({ goodsCount: 0 })).toEqual({ page: 1, page_size: 6 });
    expect(goodsListParams({ goodsCount: 500 })).toEqual({ page: 1, page_size: 50 });
    expect(goodsListParams({ sources: 'category', categoryId: 0 })).toEqual({ page: 1, page_size: 6 });
  });
});

describe('linkTarget', () => {
  it("follows wap_url first (what Niushop's client reads), then url", () => {
    expect(linkTarget({ url: '/pages/a', wap_url: '/pages/b' })).toEqual({ kind: 'route', url: '/pages/b' });
    expect(linkTarget({ wap_url: '/pages/goods/cart/cart' })).toEqual({ kind: 'route', url: '/pages/goods/cart/cart' });
    expect(linkTarget({ url: '/pages/a', wap_url: '' })).toEqual({ kind: 'route', url: '/pages/a' });
  });
  it('routes, external links and junk', () => {
    expect(linkTarget({ url: '/pages/goods/detail/detail?sku_id=3' })).toEqual({ kind: 'route', url: '/pages/goods/detail/detail?sku_id=3' });
    expect(linkTarget({ url: '/h5/pages/goods/list/list' })).toEqual({ kind: 'route', url: '/pages/goods/list/list' });
    expect(linkTarget({ url: 'https://example.com/a' })).toEqual({ kind: 'external', url: 'https://example.com/a' });
    expect(linkTarget({ url: 'javascript:alert(1)' })).toBeNull();
    expect(linkTarget({ url: '//evil.example' })).toBeNull();
    expect(linkTarget({})).toBeNull();
    expect(linkTarget(undefined)).toBeNull();
  });
});

describe('recommended goods, rubik cells, blank height', () => {
  it('asks for best sellers (of a category when named) when sortWay is sale_num', () => {
    expect(goodsListParams({ sources: 'default', sortWay: 'sale_num', goodsCount: 4 })).toEqual({ page: 1, page_size: 4, order: 'sale_num', sort: 'desc' });
    expect(goodsListParams({ sources: 'category', categoryId: 9, sortWay: 'sale_num' })).toMatchObject({ category_id: 9, order: 'sale_num' });
  });

  it('takes as many pictures as the layout shows, else columns of what there is', () => {
    const list = Array.from({ length: 5 }, (_, i) => ({ imageUrl: `p${i}` }));
    expect(rubikCells({ selectedTemplate: 'row1-tp-of2-bm', list }).list).toHaveLength(3);
    expect(rubikCells({ selectedTemplate: 'row1-of4', list: list.slice(0, 3) })).toMatchObject({ layout: 'row1-of3' });
    expect(rubikCells({ selectedTemplate: 'row1-of2', list: [{ imageUrl: '' }, { imageUrl: 'a' }] })).toEqual({ layout: 'row1-of1', list: [{ imageUrl: 'a' }] });
    expect(rubikCells({})).toEqual({ layout: '', list: [] });
  });

  it('keeps blank heights within 1..200', () => {
    expect([blankHeight(16), blankHeight(-3), blankHeight('x'), blankHeight(999)]).toEqual([16, 10, 10, 200]);
  });
});
