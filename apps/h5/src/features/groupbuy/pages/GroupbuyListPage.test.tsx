import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { configApi, groupbuyApi, type GroupbuyGoodsItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { pagePath } from '../../../shared/pages';
import GroupbuyListPage from './GroupbuyListPage';

withFakeHttp();

const H = 3600;
const AT = Date.UTC(2026, 2, 1, 2) / 1000;

const item = (id: number, over: Partial<GroupbuyGoodsItem> = {}): GroupbuyGoodsItem => ({
  groupbuy_id: id,
  groupbuy_name: `团购${id}`,
  site_id: 1,
  goods_id: id,
  sku_id: id * 10,
  goods_name: `团购商品${id}`,
  sku_name: `团购商品${id}`,
  sku_image: '',
  goods_image: '',
  price: '100.00',
  groupbuy_price: '80.00',
  buy_num: 2,
  stock: 50,
  sell_num: 7,
  status: 2,
  start_time: AT - H,
  end_time: AT + H,
  ...over,
});

const render = () =>
  renderWithProviders(<GroupbuyListPage />, {
    route: pagePath('groupbuyList'),
    routes: [{ path: pagePath('groupbuyDetail'), element: <div data-testid="detail" /> }],
  });

describe('GroupbuyListPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    fakeApi.on(configApi.time, () => AT);
  });
  afterEach(() => vi.useRealTimers());

  it('lists each groupbuy with its price, the original, 起购 N 件 and sales; a later one reads 即将开始', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({
      page_count: 1,
      count: 2,
      list: [item(1), item(2, { buy_num: 1, status: 1, start_time: AT + H, end_time: AT + 5 * H })],
    }));
    render();
    const cards = await screen.findAllByTestId('groupbuy-goods');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(cards[0]!.textContent).toContain('¥80.00');
    expect(cards[0]!.querySelector('del')?.textContent).toBe('¥100.00');
    expect(first.getByTestId('groupbuy-goods-min').textContent).toBe('2件起购');
    expect(cards[0]!.textContent).toContain('已售7件');
    expect(first.getByTestId('groupbuy-goods-btn').textContent).toBe('立即购买');
    expect(within(cards[1]!).getByTestId('groupbuy-goods-btn').textContent).toBe('即将开始');
    expect(fakeApi.calls(groupbuyApi.goodsPage)[0]?.params).toMatchObject({ page: 1 });
  });

  it('opens the detail of a groupbuy', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 1, count: 1, list: [item(3)] }));
    const { router } = render();
    fireEvent.click(await screen.findByTestId('groupbuy-goods'));
    await screen.findByTestId('detail');
    expect(router.state.location.search).toBe('?groupbuy_id=3');
  });

  it('says so when there is no groupbuy', async () => {
    fakeApi.on(groupbuyApi.goodsPage, () => ({ page_count: 0, count: 0, list: [] }));
    render();
    expect(await screen.findByText('暂无团购活动')).toBeTruthy();
  });
});
