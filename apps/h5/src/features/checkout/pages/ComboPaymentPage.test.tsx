import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bundlingApi, orderCreateApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { fixtureResult, fixtureShop } from '../testFixtures';
import ComboPaymentPage from './ComboPaymentPage';

withFakeHttp();
vi.mock('../../pay/redirect', () => ({ leaveTo: vi.fn(), wechatJsapiPay: vi.fn() }));

const PAGE = '/promotionpages/combo/payment/payment';
const render = () =>
  renderWithProviders(<ComboPaymentPage />, {
    route: PAGE,
    routes: [{ path: '/pages/pay/result/result', element: <div data-testid="result" /> }],
  });

describe('ComboPaymentPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
    useAuth.setState({ token: 't' });
    const one = fixtureResult({ shop_goods_list: { 1: fixtureShop(1) } });
    fakeApi.on(bundlingApi.orderPayment, () => one);
    fakeApi.on(bundlingApi.orderCalculate, () => one);
    fakeApi.on(bundlingApi.orderCreate, () => 'BL123');
    fakeApi.on('/api/cart/count', () => 0);
  });

  it('prices the stored combo through the combo order trio, with the shop coupon row', async () => {
    localStorage.setItem('comboOrderCreateData', JSON.stringify({ bl_id: 4, num: 3 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    expect(fakeApi.calls(bundlingApi.orderPayment)[0]?.params).toMatchObject({ bl_id: 4, num: 3, is_balance: 0 });
    expect(fakeApi.calls(bundlingApi.orderPayment)[0]?.params.sku_id).toBeUndefined();
    expect(fakeApi.calls(orderCreateApi.payment)).toHaveLength(0);
    expect(screen.getByTestId('shop-coupon-row')).toBeTruthy();
  });

  it('creates the combo order through the combo trio', async () => {
    localStorage.setItem('comboOrderCreateData', JSON.stringify({ bl_id: 4, num: 1 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    await waitFor(() => expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(fakeApi.calls(bundlingApi.orderCreate)).toHaveLength(1));
    expect(fakeApi.calls(bundlingApi.orderCreate)[0]!.params).toMatchObject({ bl_id: 4, num: 1 });
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(0);
  });

  it('a refused combo (taken off sale) shows the server message', async () => {
    localStorage.setItem('comboOrderCreateData', JSON.stringify({ bl_id: 4, num: 1 }));
    fakeApi.on(bundlingApi.orderPayment, () => {
      throw new FakeApiError(-1, '当前组合套餐已下架!');
    });
    render();
    expect(await screen.findByText('当前组合套餐已下架!')).toBeTruthy();
  });

  it('without a stored line there is nothing to check out', async () => {
    localStorage.setItem('comboOrderCreateData', '{"bl_id":"x"}');
    render();
    expect(await screen.findByText('没有要结算的商品')).toBeTruthy();
    expect(fakeApi.calls(bundlingApi.orderPayment)).toHaveLength(0);
  });
});
