import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import GoodsListPage from './GoodsListPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const item = {
  goods_id: 1,
  sku_id: 10,
  sku_name: '旗舰好物',
  goods_name: '旗舰好物',
  price: '10.00',
  market_price: '12.00',
  discount_price: '10.00',
  stock: 5,
  sale_num: 1,
  sku_image: '',
  site_id: 1,
  site_name: '甲店',
};

const lastPageParams = () => {
  const calls = fakeApi.calls(goodsApi.skuPage);
  return calls[calls.length - 1].params;
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on(goodsApi.skuPage, () => ({ page_count: 1, count: 1, list: [item] }));
});

describe('GoodsListPage platform_coupon_type', () => {
  it('passes the platform coupon type of the URL to the goods list, as it does a shop coupon', async () => {
    renderWithProviders(<GoodsListPage />, { route: `${pagePath('goodsList')}?platform_coupon_type=4` });
    expect(await screen.findByText('旗舰好物')).toBeTruthy();
    expect(lastPageParams()).toEqual({ platform_coupon_type: 4, page: 1, page_size: 10 });
  });

  it('ignores a malformed value', async () => {
    renderWithProviders(<GoodsListPage />, { route: `${pagePath('goodsList')}?platform_coupon_type=abc&coupon=7` });
    await screen.findByText('旗舰好物');
    expect(lastPageParams()).toEqual({ coupon: 7, page: 1, page_size: 10 });
  });
});
