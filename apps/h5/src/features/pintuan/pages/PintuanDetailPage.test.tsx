import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pintuanApi } from '@mall/contract';
import { AT, colourGoodsSku, H, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { pageUrl, type PageName } from '../../../shared/pages';
import PintuanDetailPage from './PintuanDetailPage';

withFakeHttp();

/** Goods 1 with two colours, both in pintuan 7: red (SKU 11, row 71) and blue (SKU 12, row 72), at most 2 per order. */
const sku = (skuId: number) => ({
  ...colourGoodsSku(skuId),
  id: skuId === 11 ? 71 : 72,
  pintuan_id: 7,
  pintuan_name: '三人团 纯棉T恤',
  pintuan_price: skuId === 11 ? '80.00' : '95.00',
  promotion_price: skuId === 11 ? '70.00' : '90.00',
  pintuan_num: 3,
  pintuan_time: 60,
  buy_num: 2,
  is_single_buy: 1,
  is_promotion: 1,
  is_virtual_buy: 0,
  group_num: 0,
  order_num: 4,
  stock: skuId === 11 ? 30 : 5,
  status: 1,
  start_time: AT - H,
  end_time: AT + 2 * H,
});

const renderDetail = (payment: PageName, groupId?: number) =>
  renderPromotionDetail(
    <PintuanDetailPage />,
    pageUrl('pintuanDetail', { pintuan_id: 7, ...(groupId ? { group_id: groupId } : {}) }),
    payment,
  );

const stored = () => JSON.parse(localStorage.getItem('pintuanOrderCreateData') ?? 'null') as unknown;

describe('PintuanDetailPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(pintuanApi.goodsDetail, () => ({ goods_sku_detail: sku(11), shop_info: null }));
    fakeApi.on(pintuanApi.groupLists, () => []);
    fakeApi.on(pintuanApi.goodsInfo, (p) => sku(Number(p.sku_id)));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the chosen spec; 发起拼团 opens the picker, the second spec loads its own price, and its line goes to the payment', async () => {
    const { router } = renderDetail('pintuanPayment');
    expect((await screen.findByTestId('spec-row')).textContent).toContain('红色 × 1');
    fireEvent.click(screen.getByTestId('pintuan-open'));
    await screen.findByTestId('sku-picker');
    expect(screen.getByTestId('sku-buy-now').textContent).toBe('¥70.00 发起拼团');

    fireEvent.click((await screen.findAllByTestId('spec-value'))[1]!);
    await waitFor(() => expect(screen.getByTestId('pintuan-price-row').textContent).toContain('¥95.00'));
    expect(fakeApi.calls(pintuanApi.goodsInfo)[0]?.params).toMatchObject({ pintuan_id: 7, sku_id: 12 });
    expect(screen.getByTestId('spec-row').textContent).toContain('蓝色');
    expect(screen.getByTestId('sku-buy-now').textContent).toBe('¥90.00 发起拼团');

    // at most buy_num (2) pieces in a group order
    const plus = document.querySelector('.adm-stepper-plus') as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('spec-row').textContent).toContain('× 2'));
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(router.state.location.pathname).toBe('/promotionpages/pintuan/payment/payment');
    expect(stored()).toEqual({ pintuan_goods_id: 72, sku_id: 12, num: 2, group_id: 0 });
  });

  it('a share link joins its group at the group price of the picked spec', async () => {
    renderDetail('pintuanPayment', 33);
    fireEvent.click(await screen.findByTestId('pintuan-join'));
    await screen.findByTestId('sku-picker');
    expect(screen.getByTestId('sku-buy-now').textContent).toBe('¥80.00 参与拼团');
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(stored()).toEqual({ pintuan_goods_id: 71, sku_id: 11, num: 1, group_id: 33 });
  });

  it("单独购买 buys the picked spec through the normal checkout; info's {type:'again'} is followed", async () => {
    fakeApi.on(pintuanApi.goodsInfo, (p) => (Number(p.sku_id) === 12 ? { type: 'again', sku_id: 11 } : sku(11)));
    const { router } = renderDetail('payment');
    fireEvent.click(await screen.findByTestId('pintuan-single'));
    await screen.findByTestId('sku-picker');
    expect(screen.getByTestId('sku-buy-now').textContent).toBe('¥100.00 单独购买');
    fireEvent.click((await screen.findAllByTestId('spec-value'))[1]!);
    await waitFor(() => expect(fakeApi.calls(pintuanApi.goodsInfo)).toHaveLength(2));
    expect(fakeApi.calls(pintuanApi.goodsInfo).map((c) => c.params.sku_id)).toEqual([12, 11]);
    await waitFor(() => expect((screen.getByTestId('sku-buy-now') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(router.state.location.search).toContain('sku_id=11');
    expect(stored()).toBeNull();
  });
});
