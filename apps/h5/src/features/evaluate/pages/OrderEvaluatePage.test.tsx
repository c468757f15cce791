import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { orderApi, type OrderEvaluateInfo, evaluateApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import OrderEvaluatePage from './OrderEvaluatePage';

withFakeHttp();

const PATH = '/otherpages/order/evaluate/evaluate';
const info = (status: number, lineStatus: number[]): OrderEvaluateInfo => ({
  order_id: 5,
  order_no: 'N5',
  evaluate_status: status,
  evaluate_status_name: '',
  list: lineStatus.map((s, i) => ({
    order_goods_id: 50 + i,
    goods_id: 1,
    sku_id: 1,
    sku_name: `商品${i + 1}`,
    sku_image: '',
    price: '10.00',
    num: 1,
    site_id: 1,
    site_name: '平台自营',
    evaluate_status: s,
  })),
});

describe('OrderEvaluatePage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useAppState.getState().setLang('zh-cn');
  });

  it('reviews each unreviewed line with stars and text, anonymous and shop scores', async () => {
    fakeApi.on(orderApi.evluateinfo, () => info(0, [0, 0]));
    fakeApi.on(evaluateApi.add, () => ({ count: 2, is_audit: 1 }));
    renderWithProviders(<OrderEvaluatePage />, { route: `${PATH}?order_id=5` });
    expect(await screen.findByText('商品2')).toBeTruthy();
    expect(screen.getByTestId('order-evaluate-page').getAttribute('data-mode')).toBe('add');
    fireEvent.input(screen.getByTestId('evaluate-content-50'), { target: { value: '很好' } });
    fireEvent.click(screen.getByTestId('evaluate-submit'));
    expect(fakeApi.calls(evaluateApi.add)).toHaveLength(0);
    fireEvent.input(screen.getByTestId('evaluate-content-51'), { target: { value: ' 一般 ' } });
    fireEvent.click(screen.getByTestId('evaluate-stars-51-2'));
    fireEvent.click(screen.getByTestId('evaluate-shop-delivery-3'));
    fireEvent.click(screen.getByTestId('evaluate-anonymous'));
    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await waitFor(() => expect(fakeApi.calls(evaluateApi.add)).toHaveLength(1));
    const p = fakeApi.calls(evaluateApi.add)[0]!.params;
    expect(p).toMatchObject({ order_id: 5, is_anonymous: 1, shop_desccredit: 5, shop_servicecredit: 5, shop_deliverycredit: 3 });
    // typed lines; the request encoder writes them as JSON text
    expect(p.goods_evaluate).toEqual([
      { order_goods_id: 50, content: '很好', images: [], scores: 5 },
      { order_goods_id: 51, content: '一般', images: [], scores: 2 },
    ]);
  });

  it('follow-up mode for reviewed lines', async () => {
    fakeApi.on(orderApi.evluateinfo, () => info(1, [1, 2]));
    fakeApi.on(evaluateApi.again, () => ({ count: 1, is_audit: 1 }));
    renderWithProviders(<OrderEvaluatePage />, { route: `${PATH}?order_id=5` });
    expect(await screen.findByText('商品1')).toBeTruthy();
    expect(screen.queryByText('商品2')).toBeNull();
    expect(screen.getByTestId('order-evaluate-page').getAttribute('data-mode')).toBe('again');
    expect(screen.queryByTestId('evaluate-anonymous')).toBeNull();
    fireEvent.input(screen.getByTestId('evaluate-content-50'), { target: { value: '用了一周' } });
    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await waitFor(() => expect(fakeApi.calls(evaluateApi.again)).toHaveLength(1));
    expect(fakeApi.calls(evaluateApi.again)[0]!.params.goods_evaluate).toEqual([
      { order_goods_id: 50, again_content: '用了一周', again_images: [] },
    ]);
  });
});
