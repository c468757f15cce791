import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, FakeApiError, withFakeHttp } from '../../testing';
import { RecommendFeed } from './RecommendFeed';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const item = (id: number) => ({
  goods_id: id,
  sku_id: id * 10,
  sku_name: `推荐${id}`,
  goods_name: `推荐${id}`,
  price: '10.00',
  market_price: '12.00',
  discount_price: '9.90',
  stock: 5,
  sale_num: id,
  sku_image: '',
  site_id: 1,
  site_name: '甲店',
  logo: '',
});

describe('RecommendFeed', () => {
  beforeEach(() => fakeApi.reset());

  it('pages 猜你喜欢 to its end line and opens a goods', async () => {
    // 12 goods: a full first page of 10, then 2 (jsdom has no IntersectionObserver: the list reads the scroll position).
    fakeApi.on(goodsApi.recommend, (p) => ({
      page_count: 2,
      count: 12,
      list: Number(p.page) === 1 ? Array.from({ length: 10 }, (_, i) => item(i + 1)) : [item(11), item(12)],
    }));
    const { router } = renderWithProviders(<RecommendFeed />, {
      route: pagePath('cart'),
      routes: [{ path: pagePath('goodsDetail'), element: <div data-testid="detail" /> }],
    });
    expect((await screen.findByRole('heading')).textContent).toBe('猜你喜欢');
    expect((await screen.findByTestId('end-line')).textContent).toBe('没有更多了');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(12);
    expect(fakeApi.calls(goodsApi.recommend).map((c) => c.params)).toEqual([
      { page: 1, page_size: 10 },
      { page: 2, page_size: 10 },
    ]);
    fireEvent.click(screen.getByText('推荐12'));
    await screen.findByTestId('detail');
    expect(router.state.location.search).toBe('?sku_id=120');
  });

  it('shows nothing when there is nothing to recommend or the call fails', async () => {
    fakeApi.on(goodsApi.recommend, () => ({ page_count: 0, count: 0, list: [] }));
    const { unmount } = renderWithProviders(<RecommendFeed />, { route: pagePath('cart') });
    await waitFor(() => expect(fakeApi.calls(goodsApi.recommend)).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('暂无相关数据')).toBeNull();
    unmount();
    fakeApi.on(goodsApi.recommend, () => {
      throw new FakeApiError(-1, 'down');
    });
    renderWithProviders(<RecommendFeed />, { route: pagePath('cart') });
    await waitFor(() => expect(fakeApi.calls(goodsApi.recommend).length).toBeGreaterThan(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
