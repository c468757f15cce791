import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { orderCreateApi, topicApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { fixtureResult, fixtureShop } from '../testFixtures';
import TopicPaymentPage from './TopicPaymentPage';

withFakeHttp();
vi.mock('../../pay/redirect', () => ({ leaveTo: vi.fn(), wechatJsapiPay: vi.fn() }));

const PAGE = '/promotionpages/topics/payment/payment';
const render = () =>
  renderWithProviders(<TopicPaymentPage />, {
    route: PAGE,
    routes: [{ path: '/pages/pay/result/result', element: <div data-testid="result" /> }],
  });

describe('TopicPaymentPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
    useAuth.setState({ token: 't' });
    const one = fixtureResult({ shop_goods_list: { 1: fixtureShop(1) } });
    fakeApi.on(topicApi.orderPayment, () => one);
    fakeApi.on(topicApi.orderCalculate, () => one);
    fakeApi.on(topicApi.orderCreate, () => 'TP123');
    fakeApi.on('/api/cart/count', () => 0);
  });

  it('prices the stored topic line through the topic order trio, without the shop coupon row', async () => {
    localStorage.setItem('topicOrderCreateData', JSON.stringify({ topic_goods_id: 7, sku_id: 70, num: 2 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    expect(fakeApi.calls(topicApi.orderPayment)[0]?.params).toMatchObject({ topic_goods_id: 7, sku_id: 70, num: 2, is_balance: 0 });
    expect(fakeApi.calls(orderCreateApi.payment)).toHaveLength(0);
    expect(screen.queryByTestId('shop-coupon-row')).toBeNull();
  });

  it('creates the topic order without a shop coupon', async () => {
    localStorage.setItem('topicOrderCreateData', JSON.stringify({ topic_goods_id: 7, sku_id: 70, num: 1 }));
    render();
    await screen.findAllByTestId('checkout-shop');
    await waitFor(() => expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(fakeApi.calls(topicApi.orderCreate)).toHaveLength(1));
    const params = fakeApi.calls(topicApi.orderCreate)[0]!.params;
    expect(params).toMatchObject({ topic_goods_id: 7, sku_id: 70, num: 1 });
    expect(params.coupon).toBeUndefined();
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(0);
  });

  it('without a stored line there is nothing to check out', async () => {
    render();
    expect(await screen.findByText('没有要结算的商品')).toBeTruthy();
    expect(fakeApi.calls(topicApi.orderPayment)).toHaveLength(0);
  });
});
