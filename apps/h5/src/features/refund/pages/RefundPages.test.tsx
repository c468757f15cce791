import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { refundApi, type RefundDataResult, type RefundDetailResult, type RefundOrderGoods } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { ApiError } from '../../../shared/lib/request';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import RefundApplyPage from './RefundApplyPage';
import RefundDetailPage from './RefundDetailPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const line = (over: Partial<RefundOrderGoods> = {}): RefundOrderGoods =>
  ({
    order_goods_id: 31,
    order_id: 3,
    order_no: 'N3',
    site_id: 1,
    site_name: '平台自营',
    sku_name: '陶瓷内胆咖啡随行杯 雾白',
    sku_image: '',
    sku_spec_format: '[{"spec_name":"颜色","spec_value_name":"雾白"}]',
    price: '69.00',
    num: 1,
    refund_status: 0,
    refund_status_name: '',
    refund_type: 0,
    refund_apply_money: '0.00',
    refund_real_money: '0.00',
    refund_reason: '',
    refund_remark: '',
    refund_refuse_reason: '',
    refund_delivery_name: '',
    refund_delivery_no: '',
    refund_address: '',
    refund_no: '',
    refund_action: [],
    complain_action: 0,
    ...over,
  }) as RefundOrderGoods;

const data = (types: (1 | 2)[]): RefundDataResult => ({
  order_goods_info: line({ refund_action: [{ event: 'orderRefundApply', title: '申请退款' }] }),
  refund_money: '77.00',
  refund_delivery_money: '8.00',
  refund_type: types,
  refund_reason_type: ['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他'],
});

const detail = (over: Partial<RefundDetailResult>): RefundDetailResult =>
  ({
    ...line(),
    refund_log_list: [],
    shop_address: { site_name: '平台自营', telephone: '400-800-1234', full_address: '广东省深圳市南山区', address: '科技园路88号' },
    ...over,
  }) as RefundDetailResult;

describe('refund pages', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useAppState.getState().setLang('zh-cn');
  });

  it('apply: offers the allowed types, asks for a reason, sends what was chosen and opens the detail', async () => {
    fakeApi.on(refundApi.refundData, () => data([1, 2]));
    fakeApi.on(refundApi.refund, () => line({ refund_status: 1 }));
    const { router } = renderWithProviders(<RefundApplyPage />, { route: `${pagePath('refundApply')}?order_goods_id=31` });
    expect(await screen.findByText('陶瓷内胆咖啡随行杯 雾白')).toBeTruthy();
    expect(screen.getByTestId('refund-money').textContent).toBe('¥77.00');
    expect(screen.getByText(/含运费 ¥8.00/)).toBeTruthy();
    expect(screen.getByTestId('refund-type-1').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(fakeApi.calls(refundApi.refund)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('refund-type-2'));
    fireEvent.click(screen.getByTestId('refund-reason'));
    fireEvent.click(await screen.findByTestId('refund-reason-option-2'));
    fireEvent.input(screen.getByTestId('refund-remark'), { target: { value: '  协商好了  ' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(fakeApi.calls(refundApi.refund)).toHaveLength(1));
    expect(fakeApi.calls(refundApi.refund)[0]!.params).toEqual({
      order_goods_id: 31,
      refund_type: 2,
      refund_reason: '协商一致退款',
      refund_remark: '协商好了',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('refundDetail')));
  });

  it('apply: a line that may not be refunded says why', async () => {
    fakeApi.on(refundApi.refundData, () => {
      throw new ApiError(-1, '您正在维权中');
    });
    const { router } = renderWithProviders(<RefundApplyPage />, { route: `${pagePath('refundApply')}?order_goods_id=31` });
    expect(await screen.findByText('您正在维权中')).toBeTruthy();
    expect(screen.queryByTestId('refund-submit')).toBeNull();
    fireEvent.click(screen.getByText('查看详情'));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('refundDetail')));
  });

  it('detail: status, history and the return form at status 4; withdraw after confirming', async () => {
    let status = 4;
    fakeApi.on(refundApi.detail, () =>
      detail({
        refund_status: status as 4,
        refund_status_name: status === 4 ? '买家待退货' : '',
        refund_type: 2,
        refund_apply_money: '77.00',
        refund_reason: '拍错/多拍/不喜欢',
        refund_address: '广东省深圳市南山区科技园路88号',
        refund_action:
          status === 4
            ? [
                { event: 'orderRefundDelivery', title: '填写发货物流' },
                { event: 'orderRefundCancel', title: '撤销维权' },
              ]
            : [{ event: 'orderRefundApply', title: '申请退款' }],
        refund_log_list: [
          {
            id: 1,
            order_goods_id: 31,
            refund_status: 4,
            action: '卖家同意退货',
            action_way: 2,
            action_userid: 1,
            username: '平台自营',
            desc: '',
            action_time: 1_700_000_000,
          },
        ],
      }),
    );
    fakeApi.on(refundApi.delivery, () => line({ refund_status: 5 }));
    fakeApi.on(refundApi.cancel, () => {
      status = 0;
      return line();
    });
    renderWithProviders(<RefundDetailPage />, { route: `${pagePath('refundDetail')}?order_goods_id=31` });
    expect((await screen.findByTestId('refund-status')).textContent).toBe('买家待退货');
    expect(screen.getByText('卖家同意退货')).toBeTruthy();
    expect(screen.getByText('广东省深圳市南山区科技园路88号')).toBeTruthy();

    fireEvent.click(screen.getByTestId('refund-delivery-submit'));
    expect(fakeApi.calls(refundApi.delivery)).toHaveLength(0);
    fireEvent.input(screen.getByTestId('refund-delivery-name'), { target: { value: '顺丰' } });
    fireEvent.input(screen.getByTestId('refund-delivery-no'), { target: { value: 'SF100' } });
    fireEvent.click(screen.getByTestId('refund-delivery-submit'));
    await waitFor(() => expect(fakeApi.calls(refundApi.delivery)).toHaveLength(1));
    expect(fakeApi.calls(refundApi.delivery)[0]!.params).toMatchObject({
      order_goods_id: 31,
      refund_delivery_name: '顺丰',
      refund_delivery_no: 'SF100',
    });

    fireEvent.click(screen.getByTestId('refund-cancel'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fakeApi.calls(refundApi.cancel)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('refund-status')).toBeNull());
    expect(screen.getByTestId('refund-reapply').textContent).toBe('申请退款');
  });
});
