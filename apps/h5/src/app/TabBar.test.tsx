import { diyApi } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/utils';
import { fakeApi, withFakeHttp } from '../features/testing';
import { useAppState } from '../shared/state/app';
import { applyInitConfig } from './startup';
import { tabBarModel, useBottomNav } from './bottomNav';
import { TabBar } from './TabBar';
import { pagePath } from '../shared/pages';

withFakeHttp();

const link = (u: string) => ({ url: u, wap_url: u });
/** The seeded navigation as `/api/config/init` answers it (zh-cn). */
const NAV_ZH = {
  type: 1,
  backgroundColor: '',
  textColor: '',
  textHoverColor: '',
  list: [
    { text: '首页', iconClass: 'home', link: link(pagePath('home')) },
    { text: '分类', iconClass: 'category', link: link(pagePath('category')) },
    { text: '购物车', iconClass: 'cart', link: link(pagePath('cart')) },
    { text: '我的', iconClass: 'member', link: link(pagePath('member')) },
  ],
};
const labels = () => [...screen.getByTestId('tabbar').querySelectorAll('a')].map((a) => a.textContent);

describe('TabBar', () => {
  beforeEach(() => {
    fakeApi.reset();
    useBottomNav.setState({ byLang: {} });
    useAppState.setState({ lang: 'zh-cn', cartCount: 0 });
  });
  afterEach(() => useAppState.setState({ lang: 'zh-cn' }));

  it('draws the built-in tabs until the operator navigation arrives', () => {
    renderWithProviders(<TabBar active={0} />);
    expect(labels()).toEqual(['首页', '分类', '购物车', '我的']);
  });

  it("draws the operator's entries, labels, pictures and colours from diy_bottom_nav (theme when empty)", () => {
    applyInitConfig(
      {
        cart_count: 3,
        diy_bottom_nav: {
          ...NAV_ZH,
          textColor: '#666666',
          textHoverColor: '#ff0000',
          backgroundColor: 'red;}',
          list: [
            { text: '逛逛', iconClass: 'home', iconPath: 'upload/nav/home.png', link: link(pagePath('home')) },
            { text: '购物袋', iconPath: 'upload/nav/bag.png', selectedIconPath: 'upload/nav/bag_on.png', link: link(pagePath('cart')) },
            { text: '外链', link: link('javascript:alert(1)') },
            { text: '我', iconClass: 'member', link: link(pagePath('member')) },
          ],
        },
      },
      {
        setCartCount: (n) => useAppState.setState({ cartCount: n }),
        setTheme: vi.fn(),
        setAddons: vi.fn(),
        setDefaultImg: vi.fn(),
        setBottomNav: (nav) => useBottomNav.getState().set('zh-cn', nav),
      },
    );
    const { router } = renderWithProviders(<TabBar active={2} />);
    expect(labels()).toEqual(['逛逛', '3购物袋', '我']);
    const nav = screen.getByTestId('tabbar');
    expect(nav.style.background).toBe('');
    const [home, cart] = nav.querySelectorAll('a');
    expect(cart.getAttribute('aria-current')).toBe('page');
    expect(cart.style.color).toBe('rgb(255, 0, 0)');
    expect(home.style.color).toBe('rgb(102, 102, 102)');
    expect(cart.querySelector('img')?.getAttribute('src')).toBe('/upload/nav/bag_on.png');
    // A built-in icon name wins over pictures: drawn in the theme colour.
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    fireEvent.click(screen.getByText('我'));
    expect(router.state.location.pathname).toBe(pagePath('member'));
  });

  it('keeps the built-in tabs when the setting has no usable entry', () => {
    expect(tabBarModel({})).toBeNull();
    expect(tabBarModel({ list: [{ text: 'x', link: link('https://example.com') }] })).toBeNull();
    expect(tabBarModel('junk')).toBeNull();
  });

  it('asks for the labels in the new language after a switch', async () => {
    useBottomNav.getState().set('zh-cn', NAV_ZH);
    fakeApi.on(diyApi.bottomNav, () => ({
      ...NAV_ZH,
      list: NAV_ZH.list.map((i, k) => ({ ...i, text: ['Shop', 'Aisles', 'Bag', 'Account'][k] })),
    }));
    renderWithProviders(<TabBar active={0} />);
    expect(labels()).toEqual(['首页', '分类', '购物车', '我的']);
    act(() => useAppState.setState({ lang: 'en-us' }));
    await waitFor(() => expect(labels()).toEqual(['Shop', 'Aisles', 'Bag', 'Account']));
    expect(fakeApi.calls(diyApi.bottomNav)[0].params).toMatchObject({ lang: 'en-us' });
  });
});
