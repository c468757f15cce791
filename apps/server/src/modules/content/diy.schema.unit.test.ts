import { describe, expect, it } from 'vitest';
import { resolveLang } from './diy.lang';
import { upgradeBlock, withBothLinkKeys } from './diy.schema';

describe('withBothLinkKeys', () => {
  it('fills wap_url from url and url from wap_url, in every link object of a value', () => {
    const v = {
      list: [{ link: { url: '/a' } }, { link: { wap_url: '/b', name: 'X' } }],
      rightLink: { url: '', wap_url: '/c' },
      other: { url: '/not-a-link' },
    };
    expect(withBothLinkKeys(v)).toEqual({
      list: [{ link: { url: '/a', wap_url: '/a' } }, { link: { url: '/b', wap_url: '/b', name: 'X' } }],
      rightLink: { url: '/c', wap_url: '/c' },
      other: { url: '/not-a-link' },
    });
  });
});

describe('upgradeBlock', () => {
  it("turns the mall's first block schema into Niushop's editor schema", () => {
    expect(upgradeBlock({ id: 'g', controller: 'GoodsList', title: 'T', sources: 'ids', category_id: 0, goods_ids: [3, 4], goods_count: 2 })).toEqual({
      id: 'g', controller: 'GoodsList', title: 'T', sources: 'diy', categoryId: 0, goodsId: [3, 4], goodsCount: 2,
    });
    expect(upgradeBlock({ id: 'g', controller: 'GoodsList', sources: 'recommended', category_id: 9, goods_ids: [], goods_count: 4 })).toMatchObject({
      sources: 'category', categoryId: 9, sortWay: 'sale_num', goodsCount: 4,
    });
    expect(upgradeBlock({ id: 's', controller: 'Search', placeholder: '搜' })).toEqual({ id: 's', controller: 'Search', title: '搜' });
    expect(upgradeBlock({ id: 't', controller: 'TextNav', list: [{ title: 'A', link: { url: '/a' } }] })).toEqual({
      id: 't', controller: 'TextNav', list: [{ text: 'A', link: { url: '/a' } }],
    });
    expect(upgradeBlock({ id: 't', controller: 'Title', title: 'T', more: { text: '更多', link: { url: '/m' } } })).toEqual({
      id: 't', controller: 'Title', title: 'T', isOpenOperation: true, operation_name: '更多', rightLink: { url: '/m' },
    });
    expect(upgradeBlock({ id: 'c', controller: 'RubikCube', layout: 'row1-of-3', list: [] })).toEqual({ id: 'c', controller: 'RubikCube', selectedTemplate: 'row1-of3', list: [] });
    expect(upgradeBlock({ id: 'f', controller: 'FloatBtn', imageUrl: 'i.png', title: 'T', link: { url: '/c' } })).toEqual({
      id: 'f', controller: 'FloatBtn', bottomPosition: 4, list: [{ imageUrl: 'i.png', title: 'T', link: { url: '/c' } }],
    });
    expect(upgradeBlock({ id: 'k', controller: 'Coupon', coupon_ids: [1], count: 2 })).toEqual({ id: 'k', controller: 'Coupon', sources: 'diy', couponIds: '1', count: 2 });
    // comma-separated, as Niushop's client splits it
    expect(upgradeBlock({ id: 'k', controller: 'Coupon', coupon_ids: [3, 1], count: 2 })).toMatchObject({ couponIds: '3,1' });
  });

  it('leaves blocks already in the editor schema as they are', () => {
    const blocks = [
      { id: 'g', controller: 'GoodsList', sources: 'diy', categoryId: 0, goodsId: [1], goodsCount: 1 },
      { id: 's', controller: 'Search', title: 'x' },
      { id: 'c', controller: 'RubikCube', selectedTemplate: 'row1-of2', list: [] },
      { id: 'f', controller: 'FloatBtn', list: [] },
    ];
    for (const b of blocks) expect(upgradeBlock(b)).toBe(b);
  });
});

describe('resolveLang', () => {
  it("replaces texts by the language's version, keeps pictures and links, and drops every language key", () => {
    const v = {
      title: '推荐',
      'en-us': { title: 'Recommended', imageUrl: 'other.png' },
      imageUrl: 'a.png',
      list: [{ text: '甲', 'en-us': { text: 'A' }, 'zh-cn': { text: '甲甲' } }],
    };
    expect(resolveLang(v, 'en-us')).toEqual({ title: 'Recommended', imageUrl: 'a.png', list: [{ text: 'A' }] });
    expect(resolveLang(v, 'zh-cn')).toEqual({ title: '推荐', imageUrl: 'a.png', list: [{ text: '甲甲' }] });
  });
});
