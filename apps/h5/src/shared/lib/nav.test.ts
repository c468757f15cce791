import { describe, expect, it } from 'vitest';
import { loginReturnUrl, loginUrl, toRouterPath } from './nav';
import { PATHS, isTabPath } from './paths';

describe('nav helpers', () => {
  it('normalises spec paths', () => {
    expect(toRouterPath('/pages/goods/detail/detail?sku_id=1')).toBe('/pages/goods/detail/detail?sku_id=1');
    expect(toRouterPath('pages/goods/list/list')).toBe('/pages/goods/list/list');
    expect(toRouterPath('/h5/pages/goods/cart/cart')).toBe('/pages/goods/cart/cart');
    expect(toRouterPath('/h5')).toBe('/');
  });

  it('builds the login URL with the way back', () => {
    expect(loginUrl('/pages/goods/detail/detail?sku_id=1')).toBe(
      `${PATHS.login}?back=%2Fpages%2Fgoods%2Fdetail%2Fdetail%3Fsku_id%3D1`,
    );
    expect(loginUrl()).toBe(PATHS.login);
  });

  it('returns to an in-app back URL only', () => {
    expect(loginReturnUrl(`back=${encodeURIComponent('/pages/goods/detail/detail?sku_id=1')}`)).toBe(
      '/pages/goods/detail/detail?sku_id=1',
    );
    expect(loginReturnUrl('back=https%3A%2F%2Fevil.example')).toBe(PATHS.member);
    expect(loginReturnUrl('back=%2F%2Fevil.example')).toBe(PATHS.member);
    expect(loginReturnUrl(`back=${encodeURIComponent(PATHS.login)}`)).toBe(PATHS.member);
    expect(loginReturnUrl('')).toBe(PATHS.member);
  });

  it('knows the tab pages', () => {
    expect(isTabPath(PATHS.cart)).toBe(true);
    expect(isTabPath(`${PATHS.home}?x=1`)).toBe(true);
    expect(isTabPath(PATHS.goodsDetail)).toBe(false);
  });
});
