import { diyApi, goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { resetBoot } from '../../../shared/lib/boot';
import HomePage from './HomePage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const goods = (id: number, name: string) => ({
  goods_id: id,
  sku_id: id * 10,
  sku_name: name,
  goods_name: name,
  discount_price: '19.90',
  price: '19.90',
  market_price: '29.00',
  sale_num: 12,
  sku_image: `upload/goods/${id}.png`,
});

describe('HomePage', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(diyApi.viewInfo, () => ({
      id: 1,
      name: 'DIY_VIEW_INDEX',
      title: '首页',
      // As Niushop sends it: the page JSON as a string, blocks in its editor schema.
      value: JSON.stringify({
        global: { title: '首页', bgColor: '' },
        value: [
          { id: 's', controller: 'Search', title: '搜索好物' },
          { id: 'x', controller: 'LiveStream', title: '不认识的组件' },
          { id: 'n', controller: 'Notice', list: [{ title: '新人专享优惠' }] },
          { id: 'g', controller: 'GoodsList', title: '热卖推荐', sources: 'category', categoryId: 7, goodsCount: 2 },
        ],
      }),
    }));
    fakeApi.on(goodsApi.skuPage, () => ({ page_count: 1, count: 2, list: [goods(1, '好茶'), goods(2, '好米')] }));
  });

  it('renders known blocks in order, skips unknown ones, and loads the goods block', async () => {
    renderWithProviders(<HomePage />, { route: pagePath('home') });
    expect(await screen.findByText('搜索好物')).toBeTruthy();
    expect(screen.queryByText('不认识的组件')).toBeNull();
    expect(screen.getAllByText('新人专享优惠').length).toBeGreaterThan(0);
    expect(await screen.findByText('好茶')).toBeTruthy();
    expect(screen.getByText('热卖推荐')).toBeTruthy();
    expect(fakeApi.calls(diyApi.viewInfo)[0].params).toMatchObject({ name: 'DIY_VIEW_INDEX' });
    expect(fakeApi.calls(goodsApi.skuPage)[0].params).toMatchObject({ page: 1, page_size: 2, category_id: 7 });
  });

  it('ends with 猜你喜欢 below the blocks, paged to its end line', async () => {
    const list = [goods(3, '推荐好物'), ...Array.from({ length: 7 }, (_, i) => goods(10 + i, `推荐${i}`))];
    fakeApi.on(goodsApi.recommend, () => ({ page_count: 1, count: list.length, list }));
    renderWithProviders(<HomePage />, { route: pagePath('home') });
    const feed = await screen.findByTestId('recommend-feed');
    expect(await screen.findByText('推荐好物')).toBeTruthy();
    expect(screen.getByText('猜你喜欢')).toBeTruthy();
    expect((await screen.findByTestId('end-line')).textContent).toBe('没有更多了');
    expect((await screen.findByText('热卖推荐')).compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the goods detail and the search page', async () => {
    const { router } = renderWithProviders(<HomePage />, { route: pagePath('home') });
    fireEvent.click(await screen.findByText('好米'));
    expect(router.state.location.pathname + router.state.location.search).toBe(`${pagePath('goodsDetail')}?sku_id=20`);
    await router.navigate(pagePath('home'));
    fireEvent.click(await screen.findByTestId('home-search'));
    expect(router.state.location.pathname).toBe(pagePath('goodsSearch'));
  });

  it('shows the banner carousel with dots; tapping a banner opens its link', async () => {
    fakeApi.on(diyApi.viewInfo, () => ({
      id: 1,
      name: 'DIY_VIEW_INDEX',
      title: '首页',
      value: {
        global: {},
        value: [
          {
            id: 'b',
            controller: 'ImageAds',
            list: [
              { imageUrl: 'upload/diy/banner_1.jpg', link: { url: '/pages/goods/detail/detail?sku_id=3' } },
              { imageUrl: 'upload/diy/banner_2.jpg', link: { url: '/pages/goods/list/list?category_id=6' } },
            ],
          },
        ],
      },
    }));
    const { router } = renderWithProviders(<HomePage />, { route: pagePath('home') });
    const banner = await screen.findByTestId('home-banner');
    expect(screen.getAllByRole('button', { name: /查看第/ })).toHaveLength(2);
    const second = screen.getByAltText('广告图 2');
    expect(second.getAttribute('src')).toBe('/upload/diy/banner_2.jpg');
    expect(banner.contains(second)).toBe(true);
    fireEvent.click(second);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${pagePath('goodsList')}?category_id=6`);
  });

  it('shows the error view and retries', async () => {
    let fail = true;
    fakeApi.on(diyApi.viewInfo, () => {
      if (fail) throw new Error('down');
      return { id: 1, name: 'DIY_VIEW_INDEX', title: '', value: { global: {}, value: [{ id: 's', controller: 'Search' }] } };
    });
    renderWithProviders(<HomePage />, { route: pagePath('home') });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('搜索商品')).toBeTruthy();
  });

  it('uses the chosen city sub-site home and shows its city; the city chip opens the city page', async () => {
    localStorage.setItem('website_id', '2');
    try {
      fakeApi.on(diyApi.viewInfo, (p) =>
        p.name === 'DIY_VIEW_CITY_INDEX'
          ? {
              id: 9,
              name: 'DIY_VIEW_CITY_INDEX',
              title: '杭州站',
              site_area_id: 330100,
              site_area_name: '杭州',
              value: JSON.stringify({ global: {}, value: [{ id: 's', controller: 'Search', title: '搜索杭州好物' }] }),
            }
          : null,
      );
      const { router } = renderWithProviders(<HomePage />, { route: pagePath('home') });
      expect(await screen.findByText('搜索杭州好物')).toBeTruthy();
      expect(fakeApi.calls(diyApi.viewInfo)[0].params).toMatchObject({ name: 'DIY_VIEW_CITY_INDEX', web_city: 2 });
      expect(screen.getByTestId('home-city').textContent).toBe('杭州');
      fireEvent.click(screen.getByTestId('home-city'));
      expect(router.state.location.pathname).toBe('/otherpages/index/city/city');
    } finally {
      localStorage.removeItem('website_id');
    }
  });

  it('falls back to the mall home when the city has no page of its own, and says "all cities" without a city', async () => {
    localStorage.setItem('website_id', '5');
    try {
      fakeApi.on(diyApi.viewInfo, (p) =>
        p.name === 'DIY_VIEW_INDEX'
          ? { id: 1, name: 'DIY_VIEW_INDEX', title: '首页', value: { global: {}, value: [{ id: 's', controller: 'Search' }] } }
          : null,
      );
      renderWithProviders(<HomePage />, { route: pagePath('home') });
      expect(await screen.findByText('搜索商品')).toBeTruthy();
      expect(fakeApi.calls(diyApi.viewInfo).map((c) => c.params.name)).toEqual(['DIY_VIEW_CITY_INDEX', 'DIY_VIEW_INDEX']);
      expect(screen.getByTestId('home-city').textContent).toBe('全国');
    } finally {
      localStorage.removeItem('website_id');
    }
  });

  it('takes the home page woven into the app shell without asking the server, once', async () => {
    const el = document.createElement('script');
    el.id = 'mall-boot';
    el.type = 'application/json';
    el.textContent = JSON.stringify({
      // One per language; the app takes the shopper's.
      diy: {
        'DIY_VIEW_INDEX:zh-cn': {
          id: 1,
          name: 'DIY_VIEW_INDEX',
          title: '首页',
          value: JSON.stringify({ global: {}, value: [{ id: 's', controller: 'Search', title: '壳里的首页' }] }),
        },
        'DIY_VIEW_INDEX:en-us': {
          id: 1,
          name: 'DIY_VIEW_INDEX',
          title: 'Home',
          value: JSON.stringify({ global: {}, value: [{ id: 's', controller: 'Search', title: 'Shell home' }] }),
        },
      },
    });
    document.body.appendChild(el);
    resetBoot();
    try {
      renderWithProviders(<HomePage />, { route: pagePath('home') });
      expect(await screen.findByText('壳里的首页')).toBeTruthy();
      expect(screen.queryByText('Shell home')).toBeNull();
      expect(fakeApi.calls(diyApi.viewInfo)).toHaveLength(0);
    } finally {
      el.remove();
      resetBoot();
    }
  });
});
