import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { diyApi, storeApi, shopApi, type ShopInfo, type ShopStreetItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import i18n from '../../../i18n';
import { storage, StorageKey } from '../../../shared/lib/storage';
import ShopIndexPage from './ShopIndexPage';
import ShopStreetPage from './ShopStreetPage';

withFakeHttp();
vi.mock('../../../platform/geolocation', () => ({ getLocation: () => Promise.resolve({ latitude: 22.547, longitude: 114.0859 }) }));

const shop = (over: Partial<ShopInfo> = {}): ShopInfo =>
  ({
    site_id: 2,
    site_name: '星辰数码专营店',
    website_id: 1,
    is_own: 0,
    category_id: 2,
    category_name: '数码家电',
    level_name: '旗舰店',
    group_name: '旗舰店',
    logo: 'upload/shop/2_logo.jpg',
    avatar: '',
    banner: '',
    seo_keywords: '',
    seo_description: '',
    qq: '',
    ww: '',
    telephone: '0755-8866-2201',
    address: '',
    full_address: '',
    longitude: '114.085947',
    latitude: '22.547',
    workingtime: '',
    work_week: '',
    shop_adv: '',
    shop_status: 1,
    start_time: 0,
    expire_time: 0,
    shop_desccredit: '4.80',
    shop_servicecredit: '4.70',
    shop_deliverycredit: '4.85',
    shop_baozh: 0,
    shop_baozhopen: 0,
    shop_baozhrmb: '0.00',
    shop_qtian: 1,
    shop_zhping: 1,
    shop_erxiaoshi: 0,
    shop_tuihuo: 1,
    shop_shiyong: 0,
    shop_shiti: 0,
    shop_xiaoxie: 0,
    shop_sales: 100,
    sub_num: 3421,
    create_time: 0,
    ...over,
  }) as ShopInfo;

const INDEX = '/otherpages/shop/index/index';

describe('ShopIndexPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
    localStorage.clear();
  });

  it('shows the header, the shop DIY blocks (a default layout when undecorated) and the bottom bar', async () => {
    fakeApi.on(shopApi.info, () => shop());
    fakeApi.on(diyApi.viewInfo, () => null);
    fakeApi.on(storeApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    renderWithProviders(<ShopIndexPage />, { route: `${INDEX}?site_id=2` });
    expect(await screen.findByTestId('shop-name')).toHaveProperty('textContent', '星辰数码专营店');
    expect(screen.getByTestId('shop-followers').textContent).toBe('3421人关注');
    expect(await screen.findByTestId('shop-info-block')).toBeTruthy();
    expect(screen.getByText('4.85')).toBeTruthy();
    expect(await screen.findByTestId('shop-search-block')).toBeTruthy();
    expect(screen.getByTestId('shop-bottom-bar').textContent).toContain('全部商品');
    expect(fakeApi.calls(diyApi.viewInfo)[0].params).toMatchObject({ name: 'DIY_VIEW_SHOP_INDEX', site_id: 2 });
    // a visitor is not asked whether they follow
    expect(fakeApi.calls(shopApi.isSubscribed)).toHaveLength(0);
  });

  it('follows for a member and refreshes the follower count', async () => {
    useAuth.setState({ token: 't' });
    let followers = 3421;
    let following = 0;
    fakeApi.on(shopApi.info, () => shop({ sub_num: followers }));
    fakeApi.on(diyApi.viewInfo, () => null);
    fakeApi.on(storeApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    fakeApi.on(shopApi.isSubscribed, () => following);
    fakeApi.on(shopApi.follow, () => {
      following = 1;
      followers += 1;
      return 1;
    });
    renderWithProviders(<ShopIndexPage />, { route: `${INDEX}?site_id=2` });
    const btn = await screen.findByTestId('shop-follow');
    await waitFor(() => expect(fakeApi.calls(shopApi.isSubscribed)).toHaveLength(1));
    expect(btn.textContent).toBe('+ 关注');
    fireEvent.click(btn);
    await waitFor(() => expect(screen.getByTestId('shop-follow').textContent).toBe('已关注'));
    await waitFor(() => expect(screen.getByTestId('shop-followers').textContent).toBe('3422人关注'));
    expect(fakeApi.calls(shopApi.follow)[0].params).toEqual({ site_id: 2 });
  });

  it("asks the shop's DIY page again in the new language after a language switch", async () => {
    fakeApi.on(shopApi.info, () => shop());
    fakeApi.on(storeApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    // The server answers the operator's texts in the request's language.
    fakeApi.on(diyApi.viewInfo, () => {
      const title = useAppState.getState().lang === 'en-us' ? 'Search this shop' : '搜索本店商品';
      return {
        id: 1,
        name: 'DIY_VIEW_SHOP_INDEX',
        title: '',
        value: JSON.stringify({ global: {}, value: [{ id: 's', controller: 'Search', title }] }),
      };
    });
    renderWithProviders(<ShopIndexPage />, { route: `${INDEX}?site_id=2` });
    expect(await screen.findByText('搜索本店商品')).toBeTruthy();
    try {
      await act(async () => useAppState.getState().setLang('en-us'));
      expect(await screen.findByText('Search this shop')).toBeTruthy();
      expect(fakeApi.calls(diyApi.viewInfo)).toHaveLength(2);
    } finally {
      await act(async () => useAppState.getState().setLang('zh-cn'));
      i18n.changeLanguage('zh-cn');
    }
  });

  it('says so for a closed, an unknown or a missing shop', async () => {
    fakeApi.on(shopApi.info, (p) => {
      if (p.site_id === 3) return shop({ site_id: 3, shop_status: 0 });
      throw Object.assign(new Error('店铺不存在'), { code: -1 });
    });
    const closed = renderWithProviders(<ShopIndexPage />, { route: `${INDEX}?site_id=3` });
    expect(await screen.findByText('该店铺已关闭')).toBeTruthy();
    closed.unmount();
    const missing = renderWithProviders(<ShopIndexPage />, { route: `${INDEX}?site_id=abc` });
    expect(await screen.findByText('店铺不存在')).toBeTruthy();
    missing.unmount();
  });
});

describe('ShopStreetPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
  });

  it('sends the position, shows distances and sorts by sales on demand', async () => {
    const item = (id: number, name: string, distance: number) =>
      ({ ...shop({ site_id: id, site_name: name }), distance }) as unknown as ShopStreetItem;
    fakeApi.on(shopApi.categoryPage, () => ({
      page_count: 1,
      count: 1,
      list: [{ category_id: 2, category_name: '数码家电', baozheng_money: '0.00', sort: 1 }],
    }));
    fakeApi.on(shopApi.page, () => ({ page_count: 1, count: 2, list: [item(2, '星辰数码专营店', 5), item(1, '平台自营', 14_630)] }));
    renderWithProviders(<ShopStreetPage />, { route: '/otherpages/shop/street/street' });
    await waitFor(() => expect(screen.getAllByTestId('shop-distance').map((d) => d.textContent)).toEqual(['5m', '14.6km']));
    const located = fakeApi.calls(shopApi.page).at(-1)!.params;
    expect(located).toMatchObject({ lat: 22.547, lng: 114.0859 });
    expect(storage.getJSON(StorageKey.location)).toEqual({ latitude: 22.547, longitude: 114.0859 });
    expect(screen.getByTestId('street-order-default').textContent).toBe('距离最近');

    fireEvent.click(screen.getByTestId('street-order-shop_sales'));
    await waitFor(() => expect(fakeApi.calls(shopApi.page).at(-1)!.params).toMatchObject({ order: 'shop_sales', sort: 'desc' }));
    fireEvent.click(screen.getByText('数码家电'));
    await waitFor(() => expect(fakeApi.calls(shopApi.page).at(-1)!.params).toMatchObject({ category_id: 2 }));
  });
});
