import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import GoodsDetailPage from './GoodsDetailPage';
import { pagePath, pageUrl } from '../../../shared/pages';

withFakeHttp();

/** Goods 1 with colour × size: red-M (11), red-L (12), blue-M (13); blue-L does not exist. */
const specFor = (color: 'red' | 'blue', size: 'M' | 'L') => {
  const skus: Record<string, number> = { 'red-M': 11, 'red-L': 12, 'blue-M': 13 };
  const sku = (c: string, z: string) => skus[`${c}-${z}`] ?? 0;
  return JSON.stringify([
    {
      spec_id: 1,
      spec_name: '颜色',
      value: [
        {
          spec_id: 1,
          spec_name: '颜色',
          spec_value_id: 101,
          spec_value_name: '红色',
          sku_id: sku('red', size),
          selected: color === 'red',
          disabled: sku('red', size) === 0,
        },
        {
          spec_id: 1,
          spec_name: '颜色',
          spec_value_id: 102,
          spec_value_name: '蓝色',
          sku_id: sku('blue', size),
          selected: color === 'blue',
          disabled: sku('blue', size) === 0,
        },
      ],
    },
    {
      spec_id: 2,
      spec_name: '尺码',
      value: [
        {
          spec_id: 2,
          spec_name: '尺码',
          spec_value_id: 201,
          spec_value_name: 'M',
          sku_id: sku(color, 'M'),
          selected: size === 'M',
          disabled: sku(color, 'M') === 0,
        },
        {
          spec_id: 2,
          spec_name: '尺码',
          spec_value_id: 202,
          spec_value_name: 'L',
          sku_id: sku(color, 'L'),
          selected: size === 'L',
          disabled: sku(color, 'L') === 0,
        },
      ],
    },
  ]);
};

const skuData = (id: number) => {
  const [color, size, price, stock] = (
    { 11: ['red', 'M', '99.00', 5], 12: ['red', 'L', '109.00', 2], 13: ['blue', 'M', '89.00', 0] } as const
  )[id as 11 | 12 | 13];
  return {
    goods_id: 1,
    sku_id: id,
    goods_name: '纯棉T恤',
    sku_name: `纯棉T恤 ${color} ${size}`,
    sku_spec_format: [
      { spec_id: 1, spec_name: '颜色', spec_value_id: color === 'red' ? 101 : 102, spec_value_name: color === 'red' ? '红色' : '蓝色' },
      { spec_id: 2, spec_name: '尺码', spec_value_id: size === 'M' ? 201 : 202, spec_value_name: size },
    ],
    goods_spec_format: specFor(color, size),
    price,
    market_price: '199.00',
    discount_price: price,
    stock,
    sale_num: 30,
    sku_image: 'upload/goods/t.png',
    sku_images: 'upload/goods/t.png,upload/goods/t2.png',
    site_id: 1,
    goods_content: '<p>柔软透气</p>',
    goods_state: 1,
    max_buy: 0,
    min_buy: 1,
  };
};

const renderDetail = (skuId = 11) =>
  renderWithProviders(<GoodsDetailPage />, {
    route: pageUrl('goodsDetail', { sku_id: skuId }),
    routes: [
      { path: pagePath('login'), element: <div data-testid="login" /> },
      { path: pagePath('cart'), element: <div data-testid="cart" /> },
    ],
  });

describe('GoodsDetailPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
    useAppState.setState({ cartCount: 0 });
    fakeApi.on(goodsApi.skuDetail, (p) => ({
      goods_sku_detail: skuData(Number(p.sku_id)),
      shop_info: { site_id: 1, site_name: '优选旗舰店', logo: '', is_own: 1 },
    }));
    fakeApi.on(goodsApi.skuInfo, (p) => skuData(Number(p.sku_id)));
    fakeApi.on('/api/cart/add', () => 1);
    fakeApi.on('/api/cart/count', () => 3);
  });

  it('shows price, sales, stock, chosen spec, shop and content', async () => {
    renderDetail();
    expect(await screen.findByText('纯棉T恤 red M')).toBeTruthy();
    // the shop card and the description come a frame after the first screen
    expect(await screen.findByText('优选旗舰店')).toBeTruthy();
    expect(screen.getByText('柔软透气')).toBeTruthy();
    expect(screen.getByText('销量 30')).toBeTruthy();
    expect(screen.getByText('库存 5')).toBeTruthy();
    expect(screen.getByTestId('spec-row').textContent).toContain('红色 / M × 1');
  });

  it('shows the 限时折扣 bar with the countdown for a SKU on a running limited-time discount, and none after it', async () => {
    const now = Math.floor(Date.now() / 1000);
    fakeApi.on('/api/config/time', () => now);
    fakeApi.on(goodsApi.skuDetail, (p) => ({
      goods_sku_detail: {
        ...skuData(Number(p.sku_id)),
        price: '99.00',
        discount_price: '79.00',
        promotion_type: 'discount',
        start_time: now - 60,
        end_time: now + 3600,
      },
      shop_info: { site_id: 1, site_name: '优选旗舰店', logo: '', is_own: 1 },
    }));
    renderDetail();
    const bar = await screen.findByTestId('goods-discount-row');
    expect(bar.textContent).toContain('限时折扣');
    expect(bar.textContent).toContain('79.00');
    expect(bar.querySelector('del')?.textContent).toContain('99.00');
    expect(screen.getByTestId('goods-discount-countdown').textContent).toMatch(/距结束(00|01):\d\d:\d\d/);
  });

  it('shows no discount bar when the discount window is over', async () => {
    const now = Math.floor(Date.now() / 1000);
    fakeApi.on(goodsApi.skuDetail, (p) => ({
      goods_sku_detail: { ...skuData(Number(p.sku_id)), promotion_type: 'discount', start_time: now - 600, end_time: now - 1 },
      shop_info: { site_id: 1, site_name: '优选旗舰店', logo: '', is_own: 1 },
    }));
    renderDetail();
    expect(await screen.findByText('纯棉T恤 red M')).toBeTruthy();
    expect(screen.queryByTestId('goods-discount-row')).toBeNull();
  });

  it('shows the sku images in the gallery with a "1/2" index', async () => {
    renderDetail();
    const gallery = await screen.findByTestId('goods-gallery');
    expect(within(gallery).getByText('1/2')).toBeTruthy();
    const srcs = [...gallery.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/upload/goods/t_big.png', '/upload/goods/t2_big.png']);
  });

  it('switches SKU through goodssku/info; a value with no SKU is disabled', async () => {
    renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByRole('button', { name: 'L' }));
    await waitFor(() => expect(within(picker).getByTestId('sku-chosen').textContent).toContain('红色 / L'));
    expect(fakeApi.calls(goodsApi.skuInfo)[0].params).toMatchObject({ sku_id: 12 });
    expect(within(picker).getByText('库存 2 件')).toBeTruthy();
    // blue-L does not exist
    expect((within(picker).getByRole('button', { name: '蓝色' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a visitor to login with back set to the detail page', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await screen.findByTestId('login');
    const back = new URLSearchParams(router.state.location.search).get('back');
    expect(back).toBe(`${pagePath('goodsDetail')}?sku_id=11`);
  });

  it('a visitor who picked a spec returns to that SKU', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByRole('button', { name: 'L' }));
    await waitFor(() => expect(within(picker).getByTestId('sku-chosen').textContent).toContain('红色 / L'));
    fireEvent.click(within(picker).getByTestId('sku-add-cart'));
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(`${pagePath('goodsDetail')}?sku_id=12`);
    expect(fakeApi.calls('/api/cart/add')).toHaveLength(0);
  });

  it('back from the login detour signed in, the add the visitor confirmed is finished once', async () => {
    sessionStorage.clear();
    const first = renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByRole('button', { name: /增加|increase|add/i }));
    fireEvent.click(within(picker).getByTestId('sku-add-cart'));
    await screen.findByTestId('login');
    first.unmount();
    useAuth.setState({ token: 't' });
    const back = renderDetail();
    await waitFor(() => expect(fakeApi.calls('/api/cart/add')).toHaveLength(1));
    expect(fakeApi.calls('/api/cart/add')[0].params).toEqual({ sku_id: 11, num: 2 });
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    back.unmount();
    renderDetail();
    await screen.findByTestId('goods-detail');
    await new Promise((r) => setTimeout(r, 50));
    expect(fakeApi.calls('/api/cart/add')).toHaveLength(1);
  });

  it('back from the login detour of 立即购买, the shopper goes on to checkout', async () => {
    sessionStorage.clear();
    const first = renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByTestId('sku-buy-now'));
    await screen.findByTestId('login');
    first.unmount();
    useAuth.setState({ token: 't' });
    const { router } = renderDetail();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/order/payment/payment?sku_id=11&num=1'),
    );
    expect(fakeApi.calls('/api/cart/add')).toHaveLength(0);
  });

  it('a tap on 加入购物车 as a visitor reopens the picker after logging in; coming back without logging in forgets it', async () => {
    sessionStorage.clear();
    let r = renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await screen.findByTestId('login');
    r.unmount();
    useAuth.setState({ token: 't' });
    r = renderDetail();
    expect(await screen.findByTestId('sku-picker')).toBeTruthy();
    expect(fakeApi.calls('/api/cart/add')).toHaveLength(0);
    r.unmount();

    useAuth.setState({ token: null });
    r = renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await screen.findByTestId('login');
    r.unmount();
    renderDetail(); // back without logging in
    await screen.findByTestId('goods-detail');
    expect(sessionStorage.getItem('pendingGoodsAction')).toBeNull();
  });

  it('a member adds the chosen quantity to the cart and the badge refreshes', async () => {
    useAuth.setState({ token: 't' });
    renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByRole('button', { name: /增加|increase|add/i }));
    fireEvent.click(within(picker).getByTestId('sku-add-cart'));
    await waitFor(() => expect(fakeApi.calls('/api/cart/add')).toHaveLength(1));
    expect(fakeApi.calls('/api/cart/add')[0].params).toEqual({ sku_id: 11, num: 2 });
    await waitFor(() => expect(useAppState.getState().cartCount).toBe(3));
    expect(await screen.findByTestId('detail-cart-badge')).toBeTruthy();
  });

  it('buy now opens the order confirmation with the SKU and quantity, leaving the cart alone', async () => {
    useAuth.setState({ token: 't' });
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('buy-now'));
    const picker = await screen.findByTestId('sku-picker');
    fireEvent.click(within(picker).getByRole('button', { name: /增加|increase|add/i }));
    await act(async () => {
      fireEvent.click(within(picker).getByTestId('sku-buy-now'));
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/order/payment/payment?sku_id=11&num=2'),
    );
    expect(fakeApi.calls('/api/cart/add')).toHaveLength(0);
  });

  it('a sold-out SKU cannot be added', async () => {
    useAuth.setState({ token: 't' });
    renderDetail(13);
    expect(await screen.findByRole('button', { name: '已售罄' })).toBeTruthy();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('an unknown SKU shows the not-found state', async () => {
    fakeApi.on(goodsApi.skuDetail, () => null);
    renderDetail(999);
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
  });
});
