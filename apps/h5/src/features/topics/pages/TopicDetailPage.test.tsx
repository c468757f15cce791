import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { configApi, topicApi, type TopicGoodsItem, type TopicGoodsPage, type TopicItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { pagePath, pageUrl } from '../../../shared/pages';
import TopicDetailPage from './TopicDetailPage';
import TopicListPage from './TopicListPage';

withFakeHttp();

const AT = Date.UTC(2026, 2, 1, 2) / 1000;

const topic = (over: Partial<TopicItem> = {}): TopicItem => ({
  topic_id: 3,
  site_id: 1,
  topic_name: '好物专场',
  topic_adv: 'upload/diy/banner_1.jpg',
  bg_color: '#fde7d9',
  status: 2,
  remark: '精选好物',
  start_time: AT - 3600,
  end_time: AT + 7200,
  ...over,
});

const goods = (id: number): TopicGoodsItem => ({
  id,
  topic_id: 3,
  topic_name: '好物专场',
  site_id: 1,
  goods_id: id,
  sku_id: id * 10,
  goods_name: `专题商品${id}`,
  sku_name: `专题商品${id}`,
  sku_image: '',
  goods_image: '',
  price: '100.00',
  topic_price: '80.00',
  stock: 20,
  max_buy: 0,
  sale_num: 1,
  status: 2,
  start_time: AT - 3600,
  end_time: AT + 7200,
});

const page = (list: TopicGoodsItem[], over: Partial<TopicItem> = {}): TopicGoodsPage => ({
  ...topic(over),
  page_count: 1,
  count: list.length,
  list,
});

describe('TopicDetailPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    fakeApi.on(configApi.time, () => AT);
  });
  afterEach(() => vi.useRealTimers());

  const render = () =>
    renderWithProviders(<TopicDetailPage />, {
      route: pageUrl('topicDetail', { topic_id: 3 }),
      routes: [{ path: pagePath('topicGoodsDetail'), element: <div data-testid="goods-page" /> }],
    });

  it("paints the page in the topic's colour, shows its banner, countdown and goods at the topic price", async () => {
    fakeApi.on(topicApi.goodsPage, () => page([goods(5), goods(6)]));
    const { router } = render();
    const root = await screen.findByTestId('topic-detail');
    expect(root.style.background).toBe('rgb(253, 231, 217)');
    expect(screen.getByText('好物专场')).toBeTruthy();
    expect(screen.getByTestId('topic-countdown').textContent).toBe('距结束02:00:00');
    const cards = await screen.findAllByTestId('topic-goods');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('¥80.00');
    expect(cards[0]!.querySelector('del')?.textContent).toBe('¥100.00');
    fireEvent.click(cards[0]!);
    await screen.findByTestId('goods-page');
    expect(router.state.location.search).toBe('?id=5');
  });

  it('a colour that is not a colour is not painted', async () => {
    fakeApi.on(topicApi.goodsPage, () => page([goods(5)], { bg_color: 'url(x)' }));
    render();
    const root = await screen.findByTestId('topic-detail');
    expect(root.style.background).toBe('');
  });

  it('an empty topic says so', async () => {
    fakeApi.on(topicApi.goodsPage, () => page([]));
    render();
    expect(await screen.findByText('该专题暂无商品')).toBeTruthy();
  });

  it("an unknown topic shows the server's refusal with a retry", async () => {
    fakeApi.on(topicApi.goodsPage, () => {
      throw new FakeApiError(-1, '专题活动不存在');
    });
    render();
    expect(await screen.findByText('专题活动不存在')).toBeTruthy();
  });
});

describe('TopicListPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(configApi.time, () => AT);
  });

  it('lists topic cards with banner, name, remark and window, opening the topic page', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 1, count: 2, list: [topic(), topic({ topic_id: 4, topic_name: '品质生活节' })] }));
    const { router } = renderWithProviders(<TopicListPage />, {
      route: pageUrl('topicList'),
      routes: [{ path: pagePath('topicDetail'), element: <div data-testid="topic-page" /> }],
    });
    const cards = await screen.findAllByTestId('topic-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('精选好物');
    expect(cards[0]!.querySelector('img')).toBeTruthy();
    expect(screen.getAllByTestId('topic-window')[0]!.textContent).toMatch(/^\d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d$/);
    fireEvent.click(cards[1]!);
    await screen.findByTestId('topic-page');
    expect(router.state.location.search).toBe('?topic_id=4');
  });

  it('no topics: the empty state', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    renderWithProviders(<TopicListPage />, { route: pageUrl('topicList') });
    expect(await screen.findByText('暂无专题活动')).toBeTruthy();
  });
});
