import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pointExchangeApi, type PointExchangeGoods, type PointExchangePayment } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { pagePath, pageUrl } from '../../../shared/pages';
import PointPaymentPage from './PointPaymentPage';

withFakeHttp();

const item = (over: Partial<PointExchangeGoods> = {}): PointExchangeGoods => ({
  id: 7,
  type: 2,
  type_name: '优惠券',
  type_id: 3,
  name: '平台通用满300减30',
  image: '',
  stock: 10,
  point: 50,
  market_price: '30.00',
  price: '0.00',
  delivery_price: '0.00',
  balance: '0.00',
  state: 1,
  content: '',
  pay_type: 0,
  sort: 0,
  create_time: 0,
  ...over,
});

const payment = (have: number, over: Partial<PointExchangePayment> = {}): PointExchangePayment => ({
  exchange_info: item(),
  num: 1,
  point: 50,
  exchange_price: '0.00',
  delivery_price: '0.00',
  order_money: '0.00',
  member_point: have,
  point_enough: have >= 50 ? 1 : 0,
  member_address: null,
  ...over,
});

describe('PointPaymentPage', () => {
  beforeEach(() => fakeApi.reset());

  const render = () =>
    renderWithProviders(<PointPaymentPage />, {
      route: pageUrl('pointPayment', { id: 7, num: 1 }),
      routes: [{ path: pagePath('pointResult'), element: <div data-testid="result-page" /> }],
    });

  it('too few points say how many are needed and keep the button off', async () => {
    fakeApi.on(pointExchangeApi.payment, () => payment(20));
    render();
    expect((await screen.findByTestId('point-short')).textContent).toBe('积分不足，需要50积分，当前20积分');
    expect((screen.getByTestId('point-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('point-submit').textContent).toBe('积分不足');
  });

  it('a points-only exchange is done at once and opens the result', async () => {
    fakeApi.on(pointExchangeApi.payment, () => payment(80));
    fakeApi.on(pointExchangeApi.create, () => ({ order_id: 9, order_no: 'N', out_trade_no: 'T', order_status: 1, price: '0.00' }));
    const { router } = render();
    fireEvent.click(await screen.findByTestId('point-submit'));
    await screen.findByTestId('result-page');
    expect(router.state.location.search).toBe('?order_id=9');
    expect(fakeApi.calls(pointExchangeApi.create)[0]!.params).toMatchObject({ id: 7, num: 1 });
  });

  it('a gift without an address asks for one', async () => {
    fakeApi.on(pointExchangeApi.payment, () => payment(80, { exchange_info: item({ type: 1, type_name: '礼品' }) }));
    render();
    expect((await screen.findByTestId('point-address')).textContent).toBe('请选择收货地址');
    await waitFor(() => expect((screen.getByTestId('point-submit') as HTMLButtonElement).disabled).toBe(true));
  });
});
