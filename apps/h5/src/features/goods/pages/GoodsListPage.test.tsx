import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import GoodsListPage from './GoodsListPage';
import CategoryPage from './CategoryPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const item = (id: number) => ({
  goods_id: id,
  sku_id: id * 10,
  sku_name: `商品${id}`,
  goods_name: `商品${id}`,
  price: '10.00',
  market_price: '12.00',
  discount_price: '10.00',
  stock: 5,
  sale_num: id,
  sku_image: '',
  site_id: 1,
  site_name: '甲店',
});

const lastPageParams = () => {
  const calls = fakeApi.calls(goodsApi.skuPage);
  return calls[calls.length - 1].params;
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on(goodsApi.skuPage, (p) => ({ page_count: 1, count: 2, list: Number(p.page) === 1 ? [item(1), item(2)] : [] }));
});

describe('GoodsListPage', () => {
  it('lists by keyword and category from the URL and sorts', async () => {
    renderWithProviders(<GoodsListPage />, { route: `${pagePath('goodsList')}?keyword=茶&category_id=5` });
    expect(await screen.findByText('商品1')).toBeTruthy();
    expect(lastPageParams()).toEqual({ keyword: '茶', category_id: 5, page: 1, page_size: 10 });

    fireEvent.click(screen.getByRole('button', { name: '销量' }));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ order: 'sale_num', sort: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ order: 'discount_price', sort: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ order: 'discount_price', sort: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: '新品' }));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ order: 'create_time', sort: 'desc' }));
    // back to the default order: its first page is still cached, no new request needed
    const before = fakeApi.calls(goodsApi.skuPage).length;
    fireEvent.click(screen.getByRole('button', { name: '综合' }));
    expect(screen.getByRole('button', { name: '综合' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      fakeApi
        .calls(goodsApi.skuPage)
        .slice(before)
        .some((c) => 'order' in c.params),
    ).toBe(false);
  });

  it('a search replaces the keyword in the URL', async () => {
    const { router } = renderWithProviders(<GoodsListPage />, { route: pagePath('goodsList') });
    await screen.findByText('商品1');
    fireEvent.input(screen.getByPlaceholderText('请输入商品名称'), { target: { value: '大米' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('大米'));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ keyword: '大米' }));
  });

  it('tapping a goods opens its detail', async () => {
    const { router } = renderWithProviders(<GoodsListPage />, { route: pagePath('goodsList') });
    fireEvent.click(await screen.findByText('商品2'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${pagePath('goodsDetail')}?sku_id=20`);
  });
});

describe('CategoryPage', () => {
  beforeEach(() => {
    fakeApi.on(goodsApi.categoryTree, () => [
      {
        category_id: 1,
        category_name: '食品',
        image: '',
        child_list: [
          { category_id: 11, category_name: '零食', child_list: [{ category_id: 111, category_name: '饼干' }] },
          { category_id: 12, category_name: '饮料', child_list: [] },
        ],
      },
      { category_id: 2, category_name: '服装', image: '', child_list: [] },
    ]);
  });

  it('lists the first category, then the chosen second-level one, then another first level', async () => {
    renderWithProviders(<CategoryPage />, { route: pagePath('category') });
    expect(await screen.findByText('商品1')).toBeTruthy();
    expect(fakeApi.calls(goodsApi.categoryTree)[0].params).toEqual({ level: 3 });
    expect(lastPageParams()).toMatchObject({ category_id: 1 });
    fireEvent.click(screen.getByRole('button', { name: '零食' }));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ category_id: 11 }));
    fireEvent.click(screen.getByText('服装'));
    await waitFor(() => expect(lastPageParams()).toMatchObject({ category_id: 2 }));
    expect(screen.queryByRole('button', { name: '饼干' })).toBeNull();
  });

  it('a third-level category opens the goods list of that category', async () => {
    const { router } = renderWithProviders(<CategoryPage />, { route: pagePath('category') });
    fireEvent.click(await screen.findByRole('button', { name: '饼干' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('goodsList')));
    expect(router.state.location.search).toBe('?category_id=111');
  });

  it('the search bar opens the search page', async () => {
    const { router } = renderWithProviders(<CategoryPage />, { route: pagePath('category') });
    expect((await screen.findByTestId('category-search')).textContent).toBe('搜索商品');
    fireEvent.click(screen.getByTestId('category-search'));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('goodsSearch')));
  });
});
