import { describe, expect, it } from 'vitest';
import { goodsListParams, linkTarget, parseDiyValue, resolveBlocks } from './diy';
import { blankHeight, rubikCells } from './layout';

const page = {
  global: { title: '首页', bgColor: '#f5f5f5' },
  value: [
    { id: 'a', controller: 'Search', placeholder: '搜索' },
    { id: 'b', controller: 'Video', url: 'x.mp4' },
    { id: 'c', controller: 'GoodsList', sources: 'category', category_id: 3, goods_count: 4 },
    { controller: 'Notice', list: [] },
    { id: 'e', list: [] },
    'junk',
  ],
};

describe('parseDiyValue', () => {
  it('reads an object or a JSON string', () => {
    const a = parseDiyValue(page);
    expect(parseDiyValue(JSON.stringify(page))).toEqual(a);
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

describe('goodsListParams', () => {
  it('category source sends category_id and the count as page size', () => {
    expect(goodsListParams({ sources: 'category', category_id: 3, goods_count: 4 })).toEqual({ page: 1, page_size: 4, category_id: 3 });
  });
  it('ids source sends goods_id_arr as csv, or nothing when empty', () => {
    expect(goodsListParams({ sources: 'ids', goods_ids: [5, 7, 0, -1], goods_count: 10 })).toEqual({ page: 1, page_size: 10, goods_id_arr: '5,7' });
    expect(goodsListParams({ sources: 'ids', goods_ids: [] })).toBeNull();
  });
  it('default source and bad counts', () => {
    expect(goodsListParams({ sources: 'default' })).toEqual({ page: 1, page_size: 6 });
    expect(goodsListParams({ goods_count: 0 })).toEqual({ page: 1, page_size: 6 });
    expect(goodsListParams({ goods_count: 500 })).toEqual({ page: 1, page_size: 50 });
    expect(goodsListParams({ sources: 'category', category_id: 0 })).toEqual({ page: 1, page_size: 6 });
  });
});

describe('linkTarget', () => {
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
  it('asks for best sellers (of a category when named) for recommended lists', () => {
    expect(goodsListParams({ sources: 'recommended', goods_count: 4 })).toEqual({ page: 1, page_size: 4, order: 'sale_num', sort: 'desc' });
    expect(goodsListParams({ sources: 'recommended', category_id: 9 })).toMatchObject({ category_id: 9, order: 'sale_num' });
  });

  it('takes as many pictures as the layout shows, else columns of what there is', () => {
    const list = Array.from({ length: 5 }, (_, i) => ({ imageUrl: `p${i}` }));
    expect(rubikCells({ layout: 'row1-tp-of2-bm', list }).list).toHaveLength(3);
    expect(rubikCells({ layout: 'row1-of-4', list: list.slice(0, 3) })).toMatchObject({ layout: 'row1-of-3' });
    expect(rubikCells({ layout: 'row1-of-2', list: [{ imageUrl: '' }, { imageUrl: 'a' }] })).toEqual({ layout: 'row1-of-1', list: [{ imageUrl: 'a' }] });
    expect(rubikCells({})).toEqual({ layout: '', list: [] });
  });

  it('keeps blank heights within 1..200', () => {
    expect([blankHeight(16), blankHeight(-3), blankHeight('x'), blankHeight(999)]).toEqual([16, 10, 10, 200]);
  });
});
