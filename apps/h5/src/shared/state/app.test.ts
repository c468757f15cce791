import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { useAppState, refreshCartCount, hasAddon } from './app';
import { useAuth } from './auth';

afterEach(async () => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null });
  i18n.changeLanguage('zh-cn');
});

describe('app state', () => {
  it('setLang switches i18next, stores `lang` and sets <html lang>', async () => {
    useAppState.getState().setLang('en-us');
    expect(useAppState.getState().lang).toBe('en-us');
    expect(localStorage.getItem('lang')).toBe('en-us');
    await vi.waitFor(() => expect(i18n.language).toBe('en-us'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('titles.category')).toBe('Categories');
    useAppState.getState().setLang('zh-cn');
    await vi.waitFor(() => expect(i18n.t('titles.category')).toBe('商品分类'));
  });

  it('setTheme applies data-theme and maps unknown themes to default', () => {
    useAppState.getState().setTheme('green');
    expect(document.documentElement.dataset.theme).toBe('green');
    expect(localStorage.getItem('themeStyle')).toBe('green');
    useAppState.getState().setTheme('purple');
    expect(document.documentElement.dataset.theme).toBe('default');
    expect(useAppState.getState().theme).toBe('default');
  });

  it('the theme the shopper picked wins over the mall’s style_theme on later starts, until they pick again', () => {
    localStorage.removeItem('themeChoice');
    useAppState.getState().setTheme('blue');
    expect(document.documentElement.dataset.theme).toBe('blue');
    useAppState.getState().chooseTheme('pink');
    expect(document.documentElement.dataset.theme).toBe('pink');
    // a reload: start-up applies the server's style_theme
    useAppState.getState().setTheme('blue');
    expect(document.documentElement.dataset.theme).toBe('pink');
    expect(useAppState.getState().theme).toBe('pink');
    expect(localStorage.getItem('themeStyle')).toBe('pink');
    useAppState.getState().chooseTheme('golden');
    useAppState.getState().setTheme('default');
    expect(document.documentElement.dataset.theme).toBe('golden');
    localStorage.removeItem('themeChoice');
  });

  it('caches add-ons and default images in localStorage', () => {
    useAppState.getState().setAddons({ coupon: 1, seckill: 0 });
    useAppState.getState().setDefaultImg({ default_goods_img: 'upload/g.png' });
    expect(JSON.parse(localStorage.getItem('addonIsExit')!)).toEqual({ coupon: 1, seckill: 0 });
    expect(JSON.parse(localStorage.getItem('defaultImg')!)).toEqual({ default_goods_img: 'upload/g.png' });
    expect(hasAddon('coupon')).toBe(true);
    expect(hasAddon('seckill')).toBe(false);
  });

  it('refreshCartCount is 0 without a token and asks /api/cart/count with one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: '', data: 7, timestamp: 1 })));
    vi.stubGlobal('fetch', fetch);
    useAppState.setState({ cartCount: 5 });
    await expect(refreshCartCount()).resolves.toBe(0);
    expect(useAppState.getState().cartCount).toBe(0);
    expect(fetch).not.toHaveBeenCalled();

    useAuth.getState().setToken('tok');
    await expect(refreshCartCount()).resolves.toBe(7);
    expect(useAppState.getState().cartCount).toBe(7);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/cart\/count\?/);
  });

  it('the cart badge goes to 0 when the token goes', () => {
    useAuth.getState().setToken('tok');
    useAppState.getState().setCartCount(4);
    useAuth.getState().logout();
    expect(useAppState.getState().cartCount).toBe(0);
  });
});
