import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { leaveTo } from '../redirect';
import PayResultPage from './PayResultPage';
import { orderApi, payApi } from '@mall/contract';

withFakeHttp();
vi.mock('../../../shared/pageFinder', async (orig) => ({
  ...(await orig<object>()),
  hasPage: (p: string) => p === '/pages/order/list/list',
}));
vi.mock('../redirect', () => ({ leaveTo: vi.fn(), wechatJsapiPay: vi.fn() }));
// short pauses between status checks
vi.mock('../model/pay', async (orig) => ({ ...(await orig<object>()), POLL_DELAYS_MS: [10, 10, 10] }));

const record = (over: Record<string, unknown> = {}) => ({
  id: 1,
  site_id: 0,
  out_trade_no: 'T100',
  pay_type: '',
  pay_type_name: '',
  trade_no: '',
  pay_no: '',
  pay_body: '',
  pay_detail: '',
  pay_money: '88.00',
  pay_addon: '',
  pay_status: 0,
  return_url: '',
  event: '',
  create_time: 0,
  pay_time: 0,
  order_type: 1,
  order_ids: [1],
  ...over,
});

const renderResult = (code = 'T100') =>
  renderWithProviders(<PayResultPage />, {
    route: `/pages/pay/result/result?code=${code}`,
    routes: [
      { path: '/pages/order/list/list', element: <div data-testid="order-list" /> },
      { path: '/pages/index/index/index', element: <div data-testid="home" /> },
    ],
  });

describe('PayResultPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.mocked(leaveTo).mockReset();
    useAuth.setState({ token: 't' });
  });

  it('a paid record shows the amount and leads to the orders or home', async () => {
    fakeApi.on(payApi.info, () => record({ pay_status: 2, pay_type: 'BALANCE', pay_type_name: '余额支付' }));
    renderResult();
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByTestId('pay-result').textContent).toContain('¥88.00');
    expect(screen.getByTestId('result-pay-type').textContent).toBe('余额支付');
    expect(fakeApi.calls(payApi.status)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('result-orders'));
    expect(await screen.findByTestId('order-list')).toBeTruthy();
  });

  it('a checkout paid from balance shows the balance its orders used', async () => {
    fakeApi.on(payApi.info, () =>
      record({ pay_status: 2, pay_money: '0.00', pay_type: 'BALANCE', pay_type_name: '余额支付', order_ids: [5, 6] }),
    );
    fakeApi.on(orderApi.detail, (p) => ({ balance_money: Number(p.order_id) === 5 ? '24.90' : '39.00' }));
    renderResult();
    expect(await screen.findByText('支付成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pay-result').querySelector('.m-price')?.textContent).toBe('¥63.90'));
  });

  it('polls the status while unpaid and turns to success when the notify has landed', async () => {
    let checks = 0;
    fakeApi.on(payApi.info, () => record({ pay_status: checks >= 2 ? 2 : 1, pay_type_name: checks >= 2 ? '模拟支付' : '' }));
    fakeApi.on(payApi.status, () => {
      checks += 1;
      return { pay_status: checks >= 2 ? 2 : 1 };
    });
    renderResult();
    expect(await screen.findByText('正在确认支付结果...')).toBeTruthy();
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(checks).toBe(2);
    await waitFor(() => expect(screen.getByTestId('result-pay-type').textContent).toBe('模拟支付'));
  });

  it('gives up after a few checks; refresh checks again and pay again opens the pay popup', async () => {
    fakeApi.on(payApi.info, () => record());
    fakeApi.on(payApi.status, () => ({ pay_status: 0 }));
    fakeApi.on(payApi.type, () => ({ pay_type: 'sandbox' }));
    fakeApi.on(payApi.pay, () => ({ type: 'url', url: 'http://x/cashier' }));
    renderResult();
    expect(await screen.findByText('尚未支付')).toBeTruthy();
    expect(fakeApi.calls(payApi.status)).toHaveLength(3);
    fireEvent.click(screen.getByTestId('result-retry'));
    expect(await screen.findByText('正在确认支付结果...')).toBeTruthy();
    expect(await screen.findByText('尚未支付')).toBeTruthy();
    expect(fakeApi.calls(payApi.status)).toHaveLength(6);
    fireEvent.click(screen.getByTestId('result-pay'));
    fireEvent.click(await screen.findByTestId('pay-channel-sandbox'));
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://x/cashier'));
  });

  it('an unknown code says the record was not found', async () => {
    fakeApi.on(payApi.info, () => null);
    renderResult('NOPE');
    expect(await screen.findByText('未找到支付记录')).toBeTruthy();
  });

  it('a popup with no channel enabled says so', async () => {
    fakeApi.on(payApi.info, () => record());
    fakeApi.on(payApi.status, () => ({ pay_status: 0 }));
    fakeApi.on(payApi.type, () => ({ pay_type: '' }));
    renderResult();
    expect(await screen.findByText('尚未支付')).toBeTruthy();
    fireEvent.click(screen.getByTestId('result-pay'));
    expect(await screen.findByTestId('pay-no-channel')).toBeTruthy();
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
