import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { groupbuyApi } from '@mall/contract';
import { AT, colourGoodsSku, H, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { pageUrl } from '../../../shared/pages';
import GroupbuyDetailPage from './GroupbuyDetailPage';

withFakeHttp();

/** Goods 1 with two colours; red (SKU 11) and blue (SKU 12) are both in groupbuy 4. */
const sku = (skuId: number, over: Record<string, unknown> = {}) => ({
  ...colourGoodsSku(skuId),
  groupbuy_id: 4,
  groupbuy_name: '团购 纯棉T恤',
  groupbuy_price: skuId === 11 ? '80.00' : '75.00',
  buy_num: 2,
  min_buy: 2,
  max_buy: 0,
  stock: 30,
  sell_num: 12,
  status: 2,
  start_time: AT - H,
  end_time: AT + 2 * H,
  ...over,
});

const renderDetail = (id = 4, skuId?: number) =>
  renderPromotionDetail(
    <GroupbuyDetailPage />,
    pageUrl('groupbuyDetail', skuId ? { groupbuy_id: id, sku_id: skuId } : { groupbuy_id: id }),
    'groupbuyPayment',
  );

describe('GroupbuyDetailPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(groupbuyApi.goodsDetail, () => ({ goods_sku_detail: sku(11), shop_info: null }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the groupbuy price over the struck price, the countdown to the end, the minimum and the stock', async () => {
    renderDetail();
    const row = await screen.findByTestId('groupbuy-price-row');
    expect(row.textContent).toContain('¥80.00');
    expect(row.querySelector('del')?.textContent).toBe('¥100.00');
    expect(screen.getByTestId('groupbuy-countdown').textContent).toBe('距结束02:00:00');
    expect(screen.getByTestId('groupbuy-min').textContent).toBe('2件起购');
    expect(screen.getByTestId('groupbuy-stock').textContent).toBe('团购库存 30');
    expect(screen.getByTestId('spec-row').textContent).toContain('× 2');
    expect(screen.getByTestId('groupbuy-buy').textContent).toBe('立即购买');
  });

  it('refuses fewer pieces than the minimum, then buys at the minimum: the line is stored and the payment opens', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('groupbuy-buy'));
    await screen.findByTestId('sku-picker');
    // the stepper starts at the minimum and goes down to 1
    const minus = document.querySelector('.adm-stepper-minus') as HTMLButtonElement;
    fireEvent.click(minus);
    await waitFor(() => expect(screen.getByTestId('spec-row').textContent).toContain('× 1'));
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    expect(await screen.findByText('该商品限制购买不能少于2件')).toBeTruthy();
    expect(localStorage.getItem('groupbuyOrderCreateData')).toBeNull();

    fireEvent.click(document.querySelector('.adm-stepper-plus') as HTMLButtonElement);
    await waitFor(() => expect(screen.getByTestId('spec-row').textContent).toContain('× 2'));
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(router.state.location.pathname).toBe('/promotionpages/groupbuy/payment/payment');
    expect(JSON.parse(localStorage.getItem('groupbuyOrderCreateData') ?? 'null')).toEqual({ groupbuy_id: 4, sku_id: 11, num: 2 });
  });

  it("switching SKU follows info's {type:'again'} and shows the other SKU's price", async () => {
    fakeApi.on(groupbuyApi.goodsInfo, (p) => (Number(p.sku_id) === 12 ? sku(12) : sku(11)));
    renderDetail();
    fireEvent.click(await screen.findByTestId('spec-row'));
    fireEvent.click((await screen.findAllByTestId('spec-value'))[1]!);
    await waitFor(() => expect(screen.getByTestId('groupbuy-price-row').textContent).toContain('¥75.00'));
    expect(fakeApi.calls(groupbuyApi.goodsInfo)[0]?.params).toMatchObject({ groupbuy_id: 4, sku_id: 12 });
  });

  it('a link naming another SKU of the groupbuy opens on it', async () => {
    fakeApi.on(groupbuyApi.goodsInfo, () => sku(12));
    renderDetail(4, 12);
    await waitFor(() => expect(screen.getByTestId('groupbuy-price-row').textContent).toContain('¥75.00'));
    expect(fakeApi.calls(groupbuyApi.goodsInfo)[0]?.params).toMatchObject({ groupbuy_id: 4, sku_id: 12 });
  });

  it('a groupbuy starting later: 即将开始, disabled, counting down to its start', async () => {
    fakeApi.on(groupbuyApi.goodsDetail, () => ({
      goods_sku_detail: sku(11, { status: 1, start_time: AT + 3 * H, end_time: AT + 9 * H }),
      shop_info: null,
    }));
    renderDetail();
    const buy = await screen.findByTestId('groupbuy-buy');
    expect(buy.textContent).toBe('即将开始');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('groupbuy-countdown').textContent).toBe('距开始03:00:00');
  });

  it('an ended or closed groupbuy (status 3): 已结束, disabled', async () => {
    fakeApi.on(groupbuyApi.goodsDetail, () => ({ goods_sku_detail: sku(11, { status: 3 }), shop_info: null }));
    renderDetail();
    const buy = await screen.findByTestId('groupbuy-buy');
    expect(buy.textContent).toBe('已结束');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown groupbuy shows the server message with a retry', async () => {
    fakeApi.on(groupbuyApi.goodsDetail, () => {
      throw Object.assign(new Error('团购商品不存在'), { code: -1 });
    });
    renderDetail(99);
    expect(await screen.findByText('团购商品不存在')).toBeTruthy();
  });

  it('a visitor is sent to log in first', async () => {
    useAuth.setState({ token: '' });
    renderDetail();
    fireEvent.click(await screen.findByTestId('groupbuy-buy'));
    await screen.findByTestId('login');
  });
});
