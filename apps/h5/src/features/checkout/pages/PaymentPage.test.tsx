import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderCreateApi, payApi, type Endpoint } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, FakeApiError, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { fixtureResult, fixtureShop } from '../testFixtures';
import { leaveTo } from '../../pay';
import { encodeParams } from '../../../shared/lib/request';
import PaymentPage from './PaymentPage';

withFakeHttp();
vi.mock('../../../shared/pageFinder', async (orig) => ({
  ...(await orig<object>()),
  hasPage: (p: string) => ['/pages/order/list/list', '/pages/member/info_edit/info_edit'].includes(p),
}));
vi.mock('../../pay/redirect', () => ({ leaveTo: vi.fn(), wechatJsapiPay: vi.fn() }));

const PAYMENT = '/pages/order/payment/payment';

/** The params of the `i`th call to `ep` as the request sends them (objects as JSON text, lists as comma lists). */
const sent = (ep: Endpoint, i: number): Record<string, string> => {
  const call = fakeApi.calls(ep)[i] as { params: Record<string, unknown> } | undefined;
  if (!call) throw new Error(`no call ${i} to ${ep.path}`);
  return Object.fromEntries(encodeParams(call.params));
};

const renderPayment = (query = 'cart_ids=10,20') =>
  renderWithProviders(<PaymentPage />, {
    route: `${PAYMENT}?${query}`,
    routes: [
      { path: '/pages/pay/result/result', element: <div data-testid="result" /> },
      { path: '/otherpages/member/address', element: <div data-testid="address-book" /> },
      { path: '/pages/order/list/list', element: <div data-testid="order-list" /> },
    ],
  });

const url = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** A calculate answer the test releases by hand. */
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('PaymentPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.mocked(leaveTo).mockReset();
    useAuth.setState({ token: 't' });
    fakeApi.on(orderCreateApi.payment, () => fixtureResult());
    fakeApi.on(orderCreateApi.calculate, () => fixtureResult());
    fakeApi.on('/api/cart/count', () => 0);
  });

  it('without cart lines or a SKU there is nothing to check out', async () => {
    renderPayment('');
    expect(await screen.findByText('没有要结算的商品')).toBeTruthy();
    expect(fakeApi.calls(orderCreateApi.payment)).toHaveLength(0);
  });

  it('shows the address, one block per shop with goods, delivery ways and the server totals', async () => {
    renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    expect(shops).toHaveLength(2);
    expect(sent(orderCreateApi.payment, 0)).toMatchObject({ cart_ids: '10,20', is_balance: '0' });
    expect(screen.getByTestId('checkout-address').textContent).toContain('张三');
    expect(within(shops[0]).getByText('商品1')).toBeTruthy();
    expect(within(shops[0]).getByText('规格：红色')).toBeTruthy();
    expect(within(shops[0]).getByTestId('delivery-express').getAttribute('aria-selected')).toBe('true');
    expect(within(shops[0]).getByText('1 张可用')).toBeTruthy();
    expect(screen.getByTestId('checkout-bar').textContent).toContain('¥100.00');
    expect(screen.getByTestId('checkout-totals').textContent).toContain('商品金额');
  });

  it('store pickup for one shop: the chooser lists stores nearest first and calculate gets that shop’s choice', async () => {
    renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    fireEvent.click(within(shops[1]).getByTestId('delivery-store'));
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(1));
    expect(JSON.parse(String(sent(orderCreateApi.calculate, 0).delivery))).toEqual({
      '2': { delivery_type: 'store', delivery_type_name: '门店自提', store_id: 7 },
    });

    fireEvent.click(within(shops[1]).getByTestId('store-row'));
    const options = within(await screen.findByTestId('store-sheet')).getAllByTestId('store-option');
    expect(options.map((o) => o.textContent?.slice(0, 4))).toEqual(['近的门店', '远的门店']);
    fireEvent.click(options[0]);
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(2));
    expect(JSON.parse(String(sent(orderCreateApi.calculate, 1).delivery))['2'].store_id).toBe(8);
  });

  it('quick changes make one calculate; a change during a call is priced after it, never two at once', async () => {
    const first = deferred<unknown>();
    let inFlight = 0;
    let most = 0;
    let n = 0;
    fakeApi.on(orderCreateApi.calculate, async () => {
      n += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      if (n === 1) await first.promise;
      inFlight -= 1;
      return fixtureResult({ pay_money: n === 1 ? '1.00' : '2.00' });
    });
    renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    fireEvent.click(within(shops[0]).getByTestId('delivery-store'));
    fireEvent.click(within(shops[0]).getByTestId('delivery-local'));
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(1));
    expect(JSON.parse(String(sent(orderCreateApi.calculate, 0).delivery))['1'].delivery_type).toBe('local');
    expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(true);

    // while the first call is out, the shopper picks a platform coupon
    fireEvent.click(screen.getByTestId('platform-coupon-row'));
    fireEvent.click(within(await screen.findByTestId('platform-coupon-sheet')).getAllByTestId('coupon-option')[0]);
    await new Promise((r) => setTimeout(r, 400));
    expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(1);
    await act(async () => first.resolve(null));
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(2));
    expect(sent(orderCreateApi.calculate, 1).platform_coupon_id).toBe('9');
    expect(most).toBe(1);
    // the answer for the older choices is never shown
    await waitFor(() => expect(screen.getByTestId('checkout-bar').textContent).toContain('¥2.00'));
    expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shop coupon picker: choosing 不使用 sends coupon_id 0 for that shop', async () => {
    renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    fireEvent.click(within(shops[0]).getByTestId('shop-coupon-row'));
    fireEvent.click(within(await screen.findByTestId('shop-coupon-sheet')).getByTestId('coupon-option-none'));
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(1));
    expect(JSON.parse(String(sent(orderCreateApi.calculate, 0).coupon))).toEqual({ '1': { coupon_id: 0 } });
  });

  it('local delivery errors 10/11/12 open the "set address" modal that leads to the address book and back', async () => {
    fakeApi.on(orderCreateApi.calculate, () => {
      throw Object.assign(new FakeApiError(-1, '收货地址超出配送范围'), { data: { error_code: 10, site_id: 1 } });
    });
    const { router } = renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    fireEvent.click(within(shops[0]).getByTestId('delivery-local'));
    expect(await screen.findByText('收货地址超出配送范围', { selector: '.adm-dialog-content *' })).toBeTruthy();
    expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '去设置' }));
    await screen.findByTestId('address-book');
    expect(url(router)).toBe(`/otherpages/member/address?back=${encodeURIComponent(`${PAYMENT}?cart_ids=10,20`)}`);
  });

  it('coming back with address_id prices that address', async () => {
    renderPayment('cart_ids=10,20&address_id=44');
    await screen.findAllByTestId('checkout-shop');
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.calculate)).toHaveLength(1));
    expect(JSON.parse(String(sent(orderCreateApi.calculate, 0).member_address))).toEqual({ id: 44 });
  });

  it('without an address offers to add one and will not submit', async () => {
    fakeApi.on(orderCreateApi.payment, () => fixtureResult({ member_address: null }));
    fakeApi.on(orderCreateApi.create, () => 'X1');
    const { router } = renderPayment();
    expect(await screen.findByText('添加收货地址')).toBeTruthy();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('checkout-address'));
    await screen.findByTestId('address-book');
    expect(url(router)).toContain('/otherpages/member/address?back=');
  });

  it('balance covering everything with a pay password: the 6 digits go with create, then the result page', async () => {
    const paid = fixtureResult({
      is_balance: 1,
      balance_money: '100.00',
      pay_money: '0.00',
      member_account: { balance: '0.00', balance_money: '200.00', balance_total: '200.00', is_pay_password: 1, mobile: '13800000000' },
    });
    fakeApi.on(orderCreateApi.payment, () => ({ ...paid, is_balance: 0, balance_money: '0.00', pay_money: '100.00' }));
    fakeApi.on(orderCreateApi.calculate, () => paid);
    let tries = 0;
    fakeApi.on(orderCreateApi.create, () => {
      tries += 1;
      if (tries === 1) throw new FakeApiError(-10074, '支付密码错误');
      return '202611221030100001';
    });
    const { router } = renderPayment();
    await screen.findAllByTestId('checkout-shop');
    expect(screen.getByText('可用余额 ¥200.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('balance-switch'));
    await waitFor(() => expect(sent(orderCreateApi.calculate, 0).is_balance).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toContain('-¥100.00'));
    await waitFor(() => expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    const sheet = await screen.findByTestId('pay-password-sheet');
    const input = sheet.querySelector('input') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '111111' } });
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(1));
    // refused: the input clears and the sheet stays
    await waitFor(() => expect(input.value).toBe(''));
    fireEvent.input(input, { target: { value: '123456' } });
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(2));
    expect(sent(orderCreateApi.create, 1)).toMatchObject({ cart_ids: '10,20', is_balance: '1', pay_password: '123456' });
    await screen.findByTestId('result');
    expect(url(router)).toBe('/pages/pay/result/result?code=202611221030100001');
  });

  it('balance without a pay password explains it and links to the setting page', async () => {
    renderPayment();
    await screen.findAllByTestId('checkout-shop');
    fireEvent.click(screen.getByTestId('balance-switch'));
    expect((await screen.findByTestId('no-pay-password')).textContent).toContain('您还没有设置支付密码');
    expect(within(screen.getByTestId('no-pay-password')).getByRole('button', { name: '去设置' })).toBeTruthy();
  });

  it('an amount left to pay opens the pay popup: sandbox channel → the cashier URL', async () => {
    fakeApi.on(orderCreateApi.create, () => '202611221030100002');
    fakeApi.on(payApi.info, () => ({ out_trade_no: '202611221030100002', pay_money: '100.00', pay_status: 0 }));
    fakeApi.on(payApi.type, () => ({ pay_type: 'sandbox,alipay' }));
    fakeApi.on(payApi.pay, () => ({ type: 'url', url: 'http://127.0.0.1/pay/sandbox/cashier?x=1' }));
    const { router } = renderPayment();
    const shops = await screen.findAllByTestId('checkout-shop');
    fireEvent.input(within(shops[1]).getByTestId('buyer-message'), { target: { value: '周末送' } });
    fireEvent.click(screen.getByTestId('checkout-submit'));
    const popup = await screen.findByTestId('pay-popup');
    expect(JSON.parse(String(sent(orderCreateApi.create, 0).buyer_message))).toEqual({ '2': '周末送' });
    expect(await within(popup).findByTestId('pay-channel-sandbox')).toBeTruthy();
    expect(within(popup).getByTestId('pay-channel-alipay')).toBeTruthy();
    expect(popup.textContent).toContain('¥100.00');
    fireEvent.click(within(popup).getByTestId('pay-submit'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://127.0.0.1/pay/sandbox/cashier?x=1'));
    expect(fakeApi.calls(payApi.pay)[0].params).toEqual({
      out_trade_no: '202611221030100002',
      pay_type: 'sandbox',
      return_url: '/h5/pages/pay/result/result?code=202611221030100002',
    });
    // the payment page's history entry is now the result page ("back" from the cashier lands there)
    await screen.findByTestId('result');
    expect(url(router)).toBe('/pages/pay/result/result?code=202611221030100002');
  });

  it('closing the pay popup without paying goes to the unpaid orders; the order cannot be submitted twice', async () => {
    fakeApi.on(orderCreateApi.create, () => '202611221030100004');
    fakeApi.on(payApi.info, () => ({ out_trade_no: '202611221030100004', pay_money: '100.00', pay_status: 0 }));
    fakeApi.on(payApi.type, () => ({ pay_type: 'sandbox' }));
    const { router } = renderPayment();
    await screen.findAllByTestId('checkout-shop');
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await screen.findByTestId('pay-popup');
    expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('pay-popup-close'));
    await screen.findByTestId('order-list');
    expect(url(router)).toBe('/pages/order/list/list?status=waitpay');
  });

  it('virtual goods ask for a mobile instead of an address', async () => {
    const virtualShop = fixtureShop(1, {
      is_virtual: 1,
      express_type: [],
      delivery: { delivery_type: 'virtual', delivery_type_name: '', store_id: 0, buyer_ask_delivery_time: '' },
    });
    fakeApi.on(orderCreateApi.payment, () => fixtureResult({ is_virtual: 1, member_address: null, shop_goods_list: { '1': virtualShop } }));
    fakeApi.on(orderCreateApi.create, () => '202611221030100003');
    fakeApi.on(payApi.info, () => null);
    fakeApi.on(payApi.type, () => ({ pay_type: 'sandbox' }));
    renderPayment('sku_id=100&num=2');
    const field = within(await screen.findByTestId('checkout-mobile')).getByRole('textbox');
    expect(screen.queryByTestId('checkout-address')).toBeNull();
    expect(screen.getByText('无需配送')).toBeTruthy();
    fireEvent.input(field, { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(0);
    fireEvent.input(field, { target: { value: '13912345678' } });
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(fakeApi.calls(orderCreateApi.create)).toHaveLength(1));
    const p = sent(orderCreateApi.create, 0);
    expect(p).toMatchObject({ sku_id: '100', num: '2' });
    expect(JSON.parse(String(p.member_address))).toEqual({ mobile: '13912345678' });
  });

  it('a failed first view shows the server message with retry', async () => {
    let fail = true;
    fakeApi.on(orderCreateApi.payment, () => {
      if (fail) throw new FakeApiError(-1, '商品已下架');
      return fixtureResult();
    });
    renderPayment();
    expect(await screen.findByText('商品已下架')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByTestId('checkout-shop')).toHaveLength(2);
  });
});
