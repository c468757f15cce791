import { describe, expect, it } from 'vitest';
import { loginReturnUrl, loginUrl, toRouterPath } from './nav';
import { isTabPath } from './paths';
import { pagePath, pageUrl } from '../pages';

describe('nav helpers', () => {
  it('normalises spec paths', () => {
    expect(toRouterPath('/pages/goods/detail/detail?sku_id=1')).toBe('/pages/goods/detail/detail?sku_id=1');
    expect(toRouterPath('pages/goods/list/list')).toBe('/pages/goods/list/list');
    expect(toRouterPath('/h5/pages/goods/cart/cart')).toBe('/pages/goods/cart/cart');
    expect(toRouterPath('/h5')).toBe('/');
  });

  it('builds the login URL with the way back', () => {
    expect(loginUrl('/pages/goods/detail/detail?sku_id=1')).toBe(
      `${pagePath('login')}?back=%2Fpages%2Fgoods%2Fdetail%2Fdetail%3Fsku_id%3D1`,
    );
    expect(loginUrl()).toBe(pagePath('login'));
  });

  it('returns to an in-app back URL only', () => {
    expect(loginReturnUrl(`back=${encodeURIComponent('/pages/goods/detail/detail?sku_id=1')}`)).toBe('/pages/goods/detail/detail?sku_id=1');
    expect(loginReturnUrl('back=https%3A%2F%2Fevil.example')).toBe(pagePath('member'));
    expect(loginReturnUrl('back=%2F%2Fevil.example')).toBe(pagePath('member'));
    expect(loginReturnUrl(`back=${encodeURIComponent(pagePath('login'))}`)).toBe(pagePath('member'));
    expect(loginReturnUrl('')).toBe(pagePath('member'));
    // the page to return to keeps its own query, and the login page's own `mode` stays out of it
    const list = pageUrl('goodsList', { category_id: 3, keyword: 'a b' });
    expect(loginReturnUrl(`mode=mobile&back=${encodeURIComponent(list)}`)).toBe(list);
    expect(loginReturnUrl(new URLSearchParams({ back: list, mode: 'mobile' }))).toBe(list);
  });

  it('knows the tab pages', () => {
    expect(isTabPath(pagePath('cart'))).toBe(true);
    expect(isTabPath(`${pagePath('home')}?x=1`)).toBe(true);
    expect(isTabPath(pagePath('goodsDetail'))).toBe(false);
  });
});
