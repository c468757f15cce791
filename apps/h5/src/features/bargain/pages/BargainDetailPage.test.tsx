import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bargainApi } from '@mall/contract';
import { AT, colourGoodsSku, H, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { pageUrl } from '../../../shared/pages';
import BargainDetailPage from './BargainDetailPage';

withFakeHttp();

/** Goods 1 with two colours, both in bargain 4: red (SKU 11, row 41) down to ¥10 and blue (SKU 12, row 42) down to ¥30. */
const sku = (skuId: number, over: Record<string, unknown> = {}) => ({
  ...colourGoodsSku(skuId),
  price: skuId === 11 ? '100.00' : '120.00',
  id: skuId === 11 ? 41 : 42,
  bargain_id: 4,
  bargain_name: '砍价 纯棉T恤',
  first_bargain_price: '0.00',
  floor_price: skuId === 11 ? '10.00' : '30.00',
  bargain_stock: skuId === 11 ? 8 : 3,
  sale_num: 2,
  buy_type: 1,
  bargain_type: 0,
  bargain_num: 3,
  bargain_time: 24,
  is_own: 0,
  status: 1,
  start_time: AT - H,
  end_time: AT + 2 * H,
  launch_info: null,
  ...over,
});

const renderDetail = (skuId?: number) =>
  renderPromotionDetail(
    <BargainDetailPage />,
    pageUrl('bargainDetail', { bargain_id: 4, ...(skuId ? { sku_id: skuId } : {}) }),
    'bargainLaunch',
  );

describe('BargainDetailPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(bargainApi.goodsDetail, () => ({ goods_sku_detail: sku(11), shop_info: null }));
    fakeApi.on(bargainApi.goodsInfo, (p) => sku(Number(p.sku_id)));
    fakeApi.on(bargainApi.launch, () => 9);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the chosen spec; 发起砍价 opens the picker, and the second spec is launched at its own floor', async () => {
    const { router } = renderDetail();
    expect((await screen.findByTestId('spec-row')).textContent).toContain('红色 × 1');
    fireEvent.click(screen.getByTestId('bargain-launch-btn'));
    await screen.findByTestId('sku-picker');
    expect(screen.getByTestId('sku-buy-now').textContent).toBe('发起砍价');

    fireEvent.click((await screen.findAllByTestId('spec-value'))[1]!);
    await waitFor(() => expect(screen.getByTestId('bargain-price-row').textContent).toContain('¥30.00'));
    expect(fakeApi.calls(bargainApi.goodsInfo)[0]?.params).toMatchObject({ bargain_id: 4, sku_id: 12 });
    expect(screen.getByTestId('bargain-stock').textContent).toContain('3');
    expect(screen.getByTestId('spec-row').textContent).toContain('蓝色 × 1');
    // one piece per launch
    expect((document.querySelector('.adm-stepper-plus') as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect((screen.getByTestId('sku-buy-now') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/bargain/launch/launch'));
    expect(router.state.location.search).toBe('?id=9');
    expect(fakeApi.calls(bargainApi.launch)[0]?.params).toMatchObject({ id: 42 });
  });

  it('a link naming another SKU of the bargain opens on it', async () => {
    renderDetail(12);
    await waitFor(() => expect(screen.getByTestId('bargain-price-row').textContent).toContain('¥30.00'));
    expect(fakeApi.calls(bargainApi.goodsInfo)[0]?.params).toMatchObject({ bargain_id: 4, sku_id: 12 });
  });

  it('a launch already going opens it instead of the picker', async () => {
    fakeApi.on(bargainApi.goodsDetail, () => ({
      goods_sku_detail: sku(11, { launch_info: { launch_id: 5, curr_price: '60.00' } }),
      shop_info: null,
    }));
    const { router } = renderDetail();
    const btn = await screen.findByTestId('bargain-launch-btn');
    expect(btn.textContent).toBe('继续砍价');
    fireEvent.click(btn);
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(fakeApi.calls(bargainApi.launch)).toHaveLength(0);
  });

  it('a visitor is sent to log in first', async () => {
    useAuth.setState({ token: '' });
    renderDetail();
    fireEvent.click(await screen.findByTestId('bargain-launch-btn'));
    await screen.findByTestId('login');
  });
});
