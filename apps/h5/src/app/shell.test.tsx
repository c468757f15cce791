import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from '../shared/lib/router';
import i18n from '../i18n';
import { useAppState } from '../shared/state/app';
import { useAuth } from '../shared/state/auth';
import { createQueryClient } from './queryClient';
import { PageLoadError } from './pageLoader';
import { buildRouteObjects, canonicalNavigation } from './router';
import type { RouteDef } from './routes';
import { pagePath } from '../shared/pages';

// The shell is tested with its own page stubs, independent of the real page modules.
vi.mock('./routes', async (original) => ({ ...(await original<typeof import('./routes')>()), routes: [], findRoute: () => undefined }));

const Where = ({ name }: { name: string }) => {
  const loc = useLocation();
  return (
    <div data-testid="page">
      {name} {loc.pathname}
      {loc.search}
    </div>
  );
};
const mod = (name: string) => async () => ({ default: () => <Where name={name} /> });

const baseDefs = (): RouteDef[] => [
  { path: pagePath('home'), load: mod('home'), titleKey: 'titles.home', tab: 0, customNav: true },
  { path: pagePath('category'), load: mod('category'), titleKey: 'titles.category', tab: 1 },
  { path: pagePath('cart'), load: mod('cart'), titleKey: 'titles.cart', tab: 2 },
  { path: pagePath('member'), load: mod('member'), titleKey: 'titles.member', tab: 3 },
  { path: pagePath('goodsDetail'), load: mod('detail'), titleKey: 'titles.goodsDetail' },
  { path: pagePath('login'), load: mod('login'), titleKey: 'titles.login' },
];

const renderApp = (url: string, defs: RouteDef[] = baseDefs()) => {
  const router = createMemoryRouter(buildRouteObjects(defs), { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

beforeEach(() => {
  useAuth.setState({ token: null });
  useAppState.setState({ cartCount: 0 });
});
afterEach(async () => {
  i18n.changeLanguage('zh-cn');
});

describe('routing', () => {
  it('redirects / to home', async () => {
    renderApp('/');
    expect(await screen.findByText(`home ${pagePath('home')}`)).toBeTruthy();
  });

  it('an unknown path shows "page not found" with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('您访问的页面不存在')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.queryByText(/^home /)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '去首页逛逛' }));
    expect(await screen.findByText(`home ${pagePath('home')}`)).toBeTruthy();
  });

  it('opens a page by either spelling of its path, with its tab bar', async () => {
    const r = renderApp('/pages/goods/detail?sku_id=3');
    expect(await screen.findByText('detail /pages/goods/detail?sku_id=3')).toBeTruthy();
    await act(() => r.navigate('/pages/goods/cart'));
    expect(await screen.findByText('cart /pages/goods/cart')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('in-app navigation to the other spelling lands on the table’s spelling', async () => {
    const r = renderApp(pagePath('home'));
    await screen.findByText(`home ${pagePath('home')}`);
    canonicalNavigation(r);
    await act(() => r.navigate('/pages/goods/detail?sku_id=3'));
    expect(await screen.findByText(`detail ${pagePath('goodsDetail')}?sku_id=3`)).toBeTruthy();
    await act(() => r.navigate(-1));
    expect(await screen.findByText(`home ${pagePath('home')}`)).toBeTruthy();
  });

  it('passes the query string to the page', async () => {
    renderApp(`${pagePath('goodsDetail')}?sku_id=3`);
    expect(await screen.findByText(`detail ${pagePath('goodsDetail')}?sku_id=3`)).toBeTruthy();
  });
});

describe('page frame', () => {
  it('sets the navigation title and document.title from the title key, in zh-cn and en-us', async () => {
    renderApp(pagePath('category'));
    await screen.findByTestId('page');
    expect(screen.getByRole('heading', { name: '商品分类' })).toBeTruthy();
    expect(document.title).toBe('商品分类');
    act(() => i18n.changeLanguage('en-us'));
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Categories'));
  });

  it('tab pages have no back arrow; other pages do, and back on a first page goes home', async () => {
    const r = renderApp(pagePath('cart'));
    await screen.findByTestId('page');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    await act(() => r.navigate(pagePath('goodsDetail'), { replace: true }));
    await screen.findByText(`detail ${pagePath('goodsDetail')}`);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText(`home ${pagePath('home')}`)).toBeTruthy();
  });

  it('a page with customNav draws no shell navigation bar', async () => {
    renderApp(pagePath('home'));
    await screen.findByTestId('page');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the loading view only after 200 ms', async () => {
    let resolve!: (m: { default: ComponentType }) => void;
    const defs = baseDefs();
    defs[4] = { ...defs[4], load: () => new Promise((r) => (resolve = r)) };
    renderApp(pagePath('goodsDetail'), defs);
    expect(screen.queryByRole('status')).toBeNull();
    await new Promise((r) => setTimeout(r, 120));
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status', {}, { timeout: 1000 })).toBeTruthy();
    await act(async () => resolve({ default: () => <div data-testid="page">slow page</div> }));
    expect(await screen.findByText('slow page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error view when the page module fails, and retry loads it again', async () => {
    const load = vi
      .fn<RouteDef['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(mod('detail'));
    const defs = baseDefs();
    defs[4] = { ...defs[4], load };
    renderApp(pagePath('goodsDetail'), defs);
    expect(await screen.findByText('页面加载失败，请重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(`detail ${pagePath('goodsDetail')}`)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the timeout text when the page load timed out', async () => {
    const defs = baseDefs();
    defs[4] = { ...defs[4], load: () => Promise.reject(new PageLoadError('timeout')) };
    renderApp(pagePath('goodsDetail'), defs);
    expect(await screen.findByText('页面加载超时，请重试')).toBeTruthy();
  });

  it('a page that throws while rendering shows the error view', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const defs = baseDefs();
    defs[4] = { ...defs[4], load: async () => ({ default: Boom }) };
    renderApp(pagePath('goodsDetail'), defs);
    expect(await screen.findByRole('alert')).toBeTruthy();
    spy.mockRestore();
  });

  it('sends a visitor on an auth page to login with the way back', async () => {
    const defs = baseDefs();
    defs[4] = { ...defs[4], auth: true };
    renderApp(`${pagePath('goodsDetail')}?sku_id=5`, defs);
    const back = encodeURIComponent(`${pagePath('goodsDetail')}?sku_id=5`);
    expect(await screen.findByText(`login ${pagePath('login')}?back=${back}`)).toBeTruthy();
  });
});

describe('tab bar', () => {
  it('shows four tabs on tab pages only, marks the active one, and shows the cart badge', async () => {
    useAppState.setState({ cartCount: 3 });
    const r = renderApp(pagePath('category'));
    await screen.findByTestId('page');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['首页', '分类', '3购物车', '我的']);
    expect(links[1].getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    fireEvent.click(links[2]);
    expect(await screen.findByText(`cart ${pagePath('cart')}`)).toBeTruthy();
    await act(() => r.navigate(pagePath('goodsDetail')));
    await screen.findByText(`detail ${pagePath('goodsDetail')}`);
    expect(screen.queryByRole('link', { name: '首页' })).toBeNull();
  });

  it('hides the badge at zero and caps it at 99+', async () => {
    renderApp(pagePath('home'));
    await screen.findByTestId('page');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => useAppState.getState().setCartCount(120));
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
  });
});

describe('network-loss modal', () => {
  it('opens on offline with 网络失去链接 / 请检查网络链接 and closes on online', async () => {
    renderApp(pagePath('home'));
    await screen.findByTestId('page');
    expect(screen.queryByText('网络失去链接')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('网络失去链接')).toBeTruthy();
    expect(screen.getByText('请检查网络链接')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('请检查网络链接')).toBeNull());
  });
});
