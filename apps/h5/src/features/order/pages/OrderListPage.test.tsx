import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderInfo } from '@mall/contract';
import { nowSeconds, orderApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import OrderListPage from './OrderListPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const order = (id: number, status: number, over: Partial<OrderInfo> = {}): OrderInfo =>
  ({
    order_id: id,
    order_no: `N${id}`,
    site_id: 1,
    site_name: '平台自营',
    order_type: 1,
    order_status: status,
    order_status_name: status === 0 ? '待支付' : '已发货',
    order_money: '37.90',
    pay_money: '37.90',
    goods_num: 1,
    auto_close_time: status === 0 ? nowSeconds() + 600 : 0,
    action:
      status === 0
        ? [
            { action: 'orderClose', title: '取消订单' },
            { action: 'orderPay', title: '支付' },
          ]
        : [
            { action: 'trace', title: '查看物流' },
            { action: 'memberTakeDelivery', title: '确认收货' },
          ],
    order_goods: [
      {
        order_goods_id: id * 10,
        sku_id: 1,
        sku_name: '益生菌清新牙膏',
        sku_image: '',
        sku_spec_format: '[{"spec_name":"规格","spec_value_name":"三支装"}]',
        price: '29.90',
        num: 1,
        refund_status: 0,
        refund_status_name: '',
        refund_action: [],
        complain_action: 0,
      },
    ],
    ...over,
  }) as unknown as OrderInfo;

describe('OrderListPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useAppState.getState().setLang('zh-cn');
  });

  it('shows the tab of ?status=, cards with status, spec, total and countdown; cancels after confirming', async () => {
    let status = 0;
    fakeApi.on(orderApi.lists, (p) => ({
      page_count: 1,
      count: 1,
      list: p.order_status === 'waitpay' && status === 0 ? [order(7, 0)] : [],
    }));
    fakeApi.on(orderApi.close, () => {
      status = -1;
      return 1;
    });
    renderWithProviders(<OrderListPage />, { route: `${pagePath('orderList')}?status=waitpay` });
    expect(await screen.findByText('益生菌清新牙膏')).toBeTruthy();
    expect(screen.getByTestId('order-tab-waitpay').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('order-status').textContent).toBe('待支付');
    expect(screen.getByText('三支装')).toBeTruthy();
    expect(screen.getByTestId('order-countdown').textContent).toMatch(/剩余 00:(09|10):\d\d 自动关闭/);
    expect(fakeApi.calls(orderApi.lists)[0]!.params.order_status).toBe('waitpay');

    fireEvent.click(screen.getByTestId('order-action-orderClose'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fakeApi.calls(orderApi.close)).toHaveLength(1));
    expect(fakeApi.calls(orderApi.close)[0]!.params.order_id).toBe(7);
    await waitFor(() => expect(screen.queryByTestId('order-card')).toBeNull());
  });

  it('the 退款 entry of a line sits at the right edge of the card, under price × num; its status stays by the name', async () => {
    const line = {
      order_goods_id: 90,
      refund_status: 1,
      refund_status_name: '退款中',
      refund_action: [{ event: 'orderRefundDetail' as const, title: '退款详情' }],
    };
    const paid = order(9, 1, {});
    paid.order_goods = [
      { ...paid.order_goods[0]!, ...line },
      { ...paid.order_goods[0]!, order_goods_id: 91, refund_action: [{ event: 'orderRefundApply' as const, title: '退款' }] },
    ];
    fakeApi.on(orderApi.lists, () => ({ page_count: 1, count: 1, list: [paid] }));
    renderWithProviders(<OrderListPage />, { route: pagePath('orderList') });
    const detail = await screen.findByTestId('order-refund-detail-90');
    const apply = screen.getByTestId('order-refund-91');
    for (const btn of [detail, apply]) {
      const side = btn.closest('.m-goods__side');
      expect(side).not.toBeNull();
      expect(side!.lastElementChild!.contains(btn)).toBe(true);
    }
    expect(screen.getByText('退款中').closest('.m-goods__body')).not.toBeNull();
  });

  it('switches tabs through the query string', async () => {
    fakeApi.on(orderApi.lists, (p) => ({ page_count: 1, count: 1, list: p.order_status === 'waitconfirm' ? [order(9, 3)] : [] }));
    const { router } = renderWithProviders(<OrderListPage />, { route: pagePath('orderList') });
    await waitFor(() => expect(fakeApi.calls(orderApi.lists).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('order-tab-waitconfirm'));
    await screen.findByTestId('order-action-memberTakeDelivery');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('waitconfirm');
    expect(screen.getByTestId('order-action-trace')).toBeTruthy();
  });
});
