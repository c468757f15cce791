import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bundlingApi, type BundlingItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import ComboDetailPage from './ComboDetailPage';

withFakeHttp();

const PAGE = '/promotionpages/combo/detail/detail?bl_id=4';

const combo = (over: Partial<BundlingItem> = {}): BundlingItem => ({
  bl_id: 4,
  bl_name: '超值组合套餐',
  site_id: 1,
  bl_price: '77.77',
  goods_money: '103.34',
  shipping_fee_type: 1,
  status: 1,
  bundling_goods: [
    {
      sku_id: 11,
      goods_id: 1,
      sku_name: '纯棉T恤',
      price: '33.33',
      promotion_price: '25.08',
      sku_image: 'upload/a.png',
      stock: 5,
      unit: '件',
      goods_state: 1,
      verify_state: 1,
    },
    {
      sku_id: 12,
      goods_id: 2,
      sku_name: '帆布鞋',
      price: '50.00',
      promotion_price: '37.62',
      sku_image: 'upload/b.png',
      stock: 3,
      unit: '双',
      goods_state: 1,
      verify_state: 1,
    },
    {
      sku_id: 13,
      goods_id: 3,
      sku_name: '棒球帽',
      price: '20.01',
      promotion_price: '15.07',
      sku_image: 'upload/c.png',
      stock: 9,
      unit: '顶',
      goods_state: 1,
      verify_state: 1,
    },
  ],
  ...over,
});

const render = () =>
  renderWithProviders(<ComboDetailPage />, {
    route: PAGE,
    routes: [
      { path: '/promotionpages/combo/payment/payment', element: <div data-testid="combo-payment" /> },
      { path: '/pages/login/login/login', element: <div data-testid="login" /> },
    ],
  });

describe('ComboDetailPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
    useAuth.setState({ token: 't' });
  });

  it('shows the goods with their prices, the package price and saving; buys up to the smallest stock', async () => {
    fakeApi.on(bundlingApi.detail, () => combo());
    render();
    expect(await screen.findAllByTestId('combo-goods')).toHaveLength(3);
    expect(screen.getByText('超值组合套餐')).toBeTruthy();
    expect(screen.getByTestId('combo-saving').textContent).toBe('立省¥25.57');
    expect(screen.getByText('帆布鞋')).toBeTruthy();
    expect(fakeApi.calls(bundlingApi.detail)[0]?.params).toMatchObject({ bl_id: 4 });
    const quantity = within(screen.getByTestId('combo-quantity'));
    fireEvent.click(quantity.getByRole('button', { name: '增加' }));
    fireEvent.click(quantity.getByRole('button', { name: '增加' }));
    expect(quantity.getByRole('group').textContent).toBe('−3+');
    expect((quantity.getByRole('button', { name: '增加' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('combo-buy'));
    await screen.findByTestId('combo-payment');
    expect(JSON.parse(localStorage.getItem('comboOrderCreateData') ?? '{}')).toEqual({ bl_id: 4, num: 3 });
  });

  it('marks a goods off the shelf and disables buying', async () => {
    const c = combo();
    c.bundling_goods[1]!.goods_state = 0;
    fakeApi.on(bundlingApi.detail, () => c);
    render();
    const rows = await screen.findAllByTestId('combo-goods');
    expect(rows.map((r) => r.getAttribute('data-off'))).toEqual(['0', '1', '0']);
    expect(screen.getByText('套餐中有商品已下架，暂时无法购买')).toBeTruthy();
    const buy = screen.getByTestId('combo-buy') as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.getAttribute('data-state')).toBe('goodsOff');
  });

  it('shares the combo: 分享 opens its poster, asked for by bl_id', async () => {
    fakeApi.on(bundlingApi.detail, () => combo());
    fakeApi.on(bundlingApi.poster, () => ({ path: 'upload/poster/bundling_4_0_abc.png' }));
    render();
    fireEvent.click(await screen.findByTestId('combo-share'));
    const img = await screen.findByTestId('poster-image', {}, { timeout: 8000 });
    expect(img.getAttribute('src')).toBe('/upload/poster/bundling_4_0_abc.png');
    expect(screen.getByText('长按图片保存到相册，分享给好友')).toBeTruthy();
    expect(JSON.parse(String(fakeApi.calls(bundlingApi.poster)[0]!.params.qrcode_param))).toEqual({ bl_id: 4 });
  });

  it('a combo taken off sale cannot be bought or shared', async () => {
    fakeApi.on(bundlingApi.detail, () => combo({ status: 0 }));
    render();
    await screen.findAllByTestId('combo-goods');
    expect(screen.queryByTestId('combo-share')).toBeNull();
    expect((screen.getByTestId('combo-buy') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('套餐已下架').length).toBeGreaterThanOrEqual(1);
  });

  it('a failed answer shows the error with a retry', async () => {
    let n = 0;
    fakeApi.on(bundlingApi.detail, () => {
      n += 1;
      if (n === 1) throw new FakeApiError(-1, '组合套餐不存在');
      return combo();
    });
    render();
    expect(await screen.findByText('组合套餐不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('combo-goods')).toHaveLength(3));
  });
});
