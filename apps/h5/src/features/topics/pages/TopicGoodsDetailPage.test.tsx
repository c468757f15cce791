import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { topicApi } from '@mall/contract';
import { AT, colourGoodsSku, renderPromotionDetail, setUpPromotionDetail } from '../../../test/promotionDetail';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { pageUrl } from '../../../shared/pages';
import TopicGoodsDetailPage from './TopicGoodsDetailPage';

withFakeHttp();

const sku = (over: Record<string, unknown> = {}) => ({
  ...colourGoodsSku(11),
  id: 5,
  topic_id: 3,
  topic_name: '好物专场',
  sku_spec_format: [],
  goods_spec_format: '[]',
  topic_price: '80.00',
  bg_color: '#fde7d9',
  stock: 8,
  max_buy: 2,
  sale_num: 12,
  status: 2,
  start_time: AT - 3600,
  end_time: AT + 7200,
  goods_content: '',
  min_buy: 0,
  ...over,
});

const renderDetail = () => renderPromotionDetail(<TopicGoodsDetailPage />, pageUrl('topicGoodsDetail', { id: 5 }), 'topicPayment');

describe('TopicGoodsDetailPage', () => {
  beforeEach(() => {
    setUpPromotionDetail();
    fakeApi.on(topicApi.goodsDetail, () => ({ goods_sku_detail: sku(), shop_info: null }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the topic price over the struck price, the countdown to the end, the limit and the topic stock', async () => {
    renderDetail();
    const row = await screen.findByTestId('topic-price-row');
    expect(row.textContent).toContain('¥80.00');
    expect(row.querySelector('del')?.textContent).toBe('¥100.00');
    expect(screen.getByTestId('topic-countdown').textContent).toBe('距结束02:00:00');
    expect(screen.getByTestId('topic-limit').textContent).toBe('每人限购2件');
    expect(screen.getByTestId('topic-stock').textContent).toBe('专题库存 8');
    expect(screen.getByTestId('topic-buy').textContent).toBe('立即购买');
  });

  it('buys: the picker confirms, the line is stored and the topic payment opens', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('topic-buy'));
    fireEvent.click(await screen.findByTestId('sku-buy-now'));
    await screen.findByTestId('payment');
    expect(router.state.location.pathname).toBe('/promotionpages/topics/payment/payment');
    expect(JSON.parse(localStorage.getItem('topicOrderCreateData') ?? 'null')).toEqual({ topic_goods_id: 5, sku_id: 11, num: 1 });
  });

  it('a topic not started yet: 即将开始, disabled, counting down to its start', async () => {
    fakeApi.on(topicApi.goodsDetail, () => ({ goods_sku_detail: sku({ status: 1, start_time: AT + 3600 }), shop_info: null }));
    renderDetail();
    const buy = await screen.findByTestId('topic-buy');
    expect(buy.textContent).toBe('即将开始');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('topic-countdown').textContent).toBe('距开始01:00:00');
  });

  it('an ended topic: 已结束, disabled', async () => {
    fakeApi.on(topicApi.goodsDetail, () => ({ goods_sku_detail: sku({ status: 3, end_time: AT - 1 }), shop_info: null }));
    renderDetail();
    const buy = await screen.findByTestId('topic-buy');
    expect(buy.textContent).toBe('已结束');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
  });

  it('a visitor is sent to log in first', async () => {
    useAuth.setState({ token: '' });
    renderDetail();
    fireEvent.click(await screen.findByTestId('topic-buy'));
    await screen.findByTestId('login');
  });
});
