import { describe, expect, it, vi } from 'vitest';
import { Translator } from './runtime';

describe('translator', () => {
  const make = () => {
    const tr = new Translator('zh-cn', 'zh-cn');
    tr.addMessages('zh-cn', { goods: { sold: '已售{{n}}', only: '仅中文' } });
    tr.addMessages('en-us', { goods: { sold: '{{ n }} sold' } });
    return tr;
  };

  it('interpolates, falls back to the default language, then to the key', () => {
    const tr = make();
    expect(tr.t('goods.sold', { n: 12 })).toBe('已售12');
    tr.changeLanguage('en-us');
    expect(tr.t('goods.sold', { n: 12 })).toBe('12 sold');
    expect(tr.t('goods.only')).toBe('仅中文');
    expect(tr.t('goods.missing')).toBe('goods.missing');
    expect(tr.t('goods')).toBe('goods');
    expect(tr.fixed('zh-cn')('goods.sold', { n: 3 })).toBe('已售3');
  });

  it('picks plural forms by count and the language rules', () => {
    const tr = make();
    tr.addMessages('en-us', { shop: { followers_one: '{{count}} follower', followers_other: '{{count}} followers' } });
    tr.addMessages('zh-cn', { shop: { followers: '{{count}}人关注' } });
    expect(tr.t('shop.followers', { count: 1 })).toBe('1人关注');
    tr.changeLanguage('en-us');
    expect(tr.t('shop.followers', { count: 1 })).toBe('1 follower');
    expect(tr.t('shop.followers', { count: 0 })).toBe('0 followers');
    expect(tr.t('shop.followers', { count: 25 })).toBe('25 followers');
    expect(tr.exists('shop.followers')).toBe(true);
  });

  it('merges later namespaces and tells subscribers', () => {
    const tr = make();
    const fn = vi.fn();
    tr.subscribe(fn);
    tr.addMessages('zh-cn', { goods: { more: '更多' }, cart: { title: '购物车' } });
    expect(tr.t('goods.sold', { n: 1 })).toBe('已售1');
    expect(tr.t('goods.more')).toBe('更多');
    expect(tr.exists('cart.title')).toBe(true);
    expect(tr.exists('cart.title', 'en-us')).toBe(false);
    tr.changeLanguage('en-us');
    tr.changeLanguage('en-us');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
