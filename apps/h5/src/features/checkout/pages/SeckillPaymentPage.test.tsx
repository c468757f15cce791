import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { orderCreateApi, seckillApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { fixtureResult, fixtureShop } from '../testFixtures';
import SeckillPaymentPage from './SeckillPaymentPage';

withFakeHttp();
vi.mock('../../pay/redirect', () => ({ leaveTo: vi.fn(), wechatJsapiPay: vi.fn() }));

const PAGE = '/promotionpages/seckill/payment/payment';
const render = () =>
  renderWithProviders(<SeckillPaymentPage />, {
    route: PAGE,
    routes: [{ path: '/pages/pay/result/result', element: <div data-testid="result" /> }],
  });

describe('SeckillPaymentPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
    useAuth.setState({ token: 't' });
    const one = fixtureResult({ shop_goods_list: { 1: fixtureShop(1) } });
    fakeApi.on(seckillApi.orderPayment, () => one);
    fakeApi.on(seckillApi.orderCalculate, () => one);
    fakeApi.on(seckillApi.orderCreate, () => 'SK123');
    fakeApi.on('/api/cart/count', () => 0);
  });

  it('prices the stored seckill line through the seckill order trio, without the shop coupon row', async () => {
    localStorage.setItem('seckillOrderCreateData', JSON.stringify({ seckill_id: 7, sku_id: 70, num: 2 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    expect(fakeApi.calls(seckillApi.orderPayment)[0]?.params).toMatchObject({ seckill_id: 7, sku_id: 70, num: 2, is_balance: 0 });
    expect(fakeApi.calls(orderCreateApi.payment)).toHaveLength(0);
    expect(screen.queryByTestId('shop-coupon-row')).toBeNull();
  });

  it('creates the seckill order without a shop coupon', async () => {
    localStorage.setItem('seckillOrderCreateData', JSON.stringify({ seckill_id: 7, sku_id: 70, num: 1 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    await waitFor(() => expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(fakeApi.calls(seckillApi.orderCreate)).toHaveLength(1));
    const params = fakeApi.calls(seckillApi.orderCreate)[0]!.params;
    expect(params).toMatchObject({ seckill_id: 7, sku_id: 70, num: 1 });
    expect(params.coupon).toBeUndefined();
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(0);
  });

  it('without a stored line there is nothing to check out', async () => {
    render();
    expect(await screen.findByText('没有要结算的商品')).toBeTruthy();
    expect(fakeApi.calls(seckillApi.orderPayment)).toHaveLength(0);
  });
});
