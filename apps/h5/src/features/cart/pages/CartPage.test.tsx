import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import type { CartRow } from '../cart.api';
import CartPage from './CartPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

/** A cart row with the fields the page reads (the rest of CartGoodsRow does not matter here). */
const row = (over: Partial<CartRow> & { cart_id: number }): CartRow => {
  const base = {
    site_id: 1,
    site_name: '甲店',
    sku_id: over.cart_id * 10,
    num: 1,
    sku_name: `商品${over.cart_id}`,
    sku_image: '',
    price: '10.00',
    discount_price: '10.00',
    stock: 10,
    goods_state: 1,
    min_buy: 0,
    max_buy: 0,
  };
  return { ...base, ...over } as CartRow;
};

let rows: CartRow[];

const renderCart = () =>
  renderWithProviders(<CartPage />, {
    route: pagePath('cart'),
    routes: [
      { path: pagePath('login'), element: <div data-testid="login" /> },
      { path: pagePath('home'), element: <div data-testid="home" /> },
    ],
  });

const total = () => screen.getByTestId('cart-bar').querySelector('.m-price')?.textContent;

describe('CartPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useAppState.setState({ cartCount: 0 });
    rows = [
      row({ cart_id: 1, num: 2, discount_price: '19.90' }),
      row({ cart_id: 2, site_id: 2, site_name: '乙店', discount_price: '5.05', num: 3 }),
      row({ cart_id: 3, site_id: 1, site_name: '甲店', goods_state: 0, sku_name: '下架商品' }),
    ];
    fakeApi.on('/api/cart/goodslists', () => rows.map((r) => ({ ...r })));
    fakeApi.on('/api/cart/count', () => rows.filter((r) => r.goods_state === 1).reduce((n, r) => n + r.num, 0));
    fakeApi.on('/api/cart/edit', (p) => {
      rows = rows.map((r) => (r.cart_id === Number(p.cart_id) ? { ...r, num: Number(p.num) } : r));
      return 1;
    });
    fakeApi.on('/api/cart/delete', (p) => {
      const ids = String(p.cart_id).split(',').map(Number);
      rows = rows.filter((r) => !ids.includes(r.cart_id));
      return 1;
    });
  });

  it('a visitor is invited to log in and comes back to the cart', async () => {
    useAuth.setState({ token: null });
    const { router } = renderCart();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(pagePath('cart'));
  });

  it('groups lines by shop, greys invalid lines and totals the valid ones', async () => {
    renderCart();
    const shops = await screen.findAllByTestId('cart-shop');
    expect(shops.map((s) => s.textContent?.includes('甲店') || s.textContent?.includes('乙店'))).toEqual([true, true]);
    expect(within(shops[0]).getAllByTestId('cart-line')).toHaveLength(2);
    expect(within(shops[0]).getByText('失效')).toBeTruthy();
    expect(within(shops[0]).getByText('商品已下架')).toBeTruthy();
    // 19.90 × 2 + 5.05 × 3 = 54.95, invalid line excluded
    expect(total()).toBe('¥54.95');
  });

  it('结算 opens the order confirmation with the selected valid lines', async () => {
    const { router } = renderCart();
    await screen.findAllByTestId('cart-shop');
    fireEvent.click(screen.getByTestId('cart-settle'));
    await screen.findByTestId('elsewhere');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/order/payment/payment?cart_ids=1,2');
  });

  it('unticking a shop and select all change the total', async () => {
    renderCart();
    await screen.findAllByTestId('cart-shop');
    fireEvent.click(screen.getByLabelText('选择店铺 乙店'));
    await waitFor(() => expect(total()).toBe('¥39.80'));
    fireEvent.click(within(screen.getByTestId('cart-bar')).getByText('全选'));
    await waitFor(() => expect(total()).toBe('¥54.95'));
    fireEvent.click(within(screen.getByTestId('cart-bar')).getByText('全选'));
    await waitFor(() => expect(total()).toBe('¥0.00'));
  });

  it('the stepper edits the quantity and refreshes the badge', async () => {
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    fireEvent.click(within(lines[0]).getByRole('button', { name: /增加/ }));
    await waitFor(() => expect(fakeApi.calls('/api/cart/edit')).toHaveLength(1));
    expect(fakeApi.calls('/api/cart/edit')[0].params).toEqual({ cart_id: 1, num: 3 });
    await waitFor(() => expect(total()).toBe('¥74.85'));
    await waitFor(() => expect(useAppState.getState().cartCount).toBe(6));
  });

  it('deletes the selected lines after confirmation, invalid ones included in edit mode', async () => {
    renderCart();
    await screen.findAllByTestId('cart-shop');
    fireEvent.click(screen.getByTestId('cart-edit'));
    fireEvent.click(within(screen.getByTestId('cart-bar')).getByText('全选'));
    fireEvent.click(screen.getByTestId('cart-delete'));
    expect(await screen.findByText('确定要删除选中的 3 种商品吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(fakeApi.calls('/api/cart/delete')).toHaveLength(1));
    expect(fakeApi.calls('/api/cart/delete')[0].params).toEqual({ cart_id: [1, 2, 3] });
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
  });

  it('an empty cart offers to go shopping', async () => {
    rows = [];
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: '去逛逛' }));
    expect(await screen.findByTestId('home')).toBeTruthy();
  });

  it('猜你喜欢 follows the lines, and the empty cart', async () => {
    fakeApi.on(goodsApi.recommend, () => ({ page_count: 1, count: 1, list: [row({ cart_id: 9, sku_name: '推荐商品' })] }));
    const { unmount } = renderCart();
    await screen.findAllByTestId('cart-shop');
    const feed = await screen.findByTestId('recommend-feed');
    expect(within(feed).getByRole('heading').textContent).toBe('猜你喜欢');
    expect(await within(feed).findByText('推荐商品')).toBeTruthy();
    // after the shops, before the settle bar
    expect(screen.getAllByTestId('cart-shop').at(-1)!.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    rows = [];
    renderCart();
    await screen.findByText('购物车还是空的');
    expect(await within(screen.getByTestId('cart-empty')).findByText('推荐商品')).toBeTruthy();
  });
});
