import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { configApi } from '@mall/contract';
import { fakeApi } from '../features/testing';
import { useAuth } from '../shared/state/auth';
import { pagePath, type PageName } from '../shared/pages';
import { renderWithProviders } from './utils';

/** Fixtures shared by the promotion detail page tests (seckill, groupbuy, topic goods). */

export const H = 3600;
/** 2026-03-01 10:00 at the mall (UTC+8). */
export const AT = Date.UTC(2026, 2, 1, 2) / 1000;

/** Goods 1 with two colours: red (SKU 11) and blue (SKU 12), `skuId` selected. */
export const twoColourSpec = (skuId: number) =>
  JSON.stringify([
    {
      spec_id: 1,
      spec_name: '颜色',
      value: [
        { spec_id: 1, spec_name: '颜色', spec_value_id: 101, spec_value_name: '红色', sku_id: 11, selected: skuId === 11, disabled: false },
        { spec_id: 1, spec_name: '颜色', spec_value_id: 102, spec_value_name: '蓝色', sku_id: 12, selected: skuId === 12, disabled: false },
      ],
    },
  ]);

/** The goods part of a promotion SKU detail: goods 1 in red (SKU 11) or blue (SKU 12). */
export const colourGoodsSku = (skuId: number) => ({
  goods_id: 1,
  sku_id: skuId,
  site_id: 1,
  goods_name: '纯棉T恤',
  sku_name: `纯棉T恤 ${skuId === 11 ? '红色' : '蓝色'}`,
  sku_spec_format: [
    { spec_id: 1, spec_name: '颜色', spec_value_id: skuId === 11 ? 101 : 102, spec_value_name: skuId === 11 ? '红色' : '蓝色' },
  ],
  goods_spec_format: twoColourSpec(skuId),
  price: '100.00',
  market_price: '199.00',
  discount_price: '100.00',
  goods_stock: 50,
  sku_image: 'upload/goods/t.png',
  sku_images: 'upload/goods/t.png',
  goods_content: '<p>柔软透气</p>',
  goods_state: 1,
});

/** Before each promotion detail test: a fresh fake API, a signed-in shopper, the clock (device and server) at `AT`. */
export const setUpPromotionDetail = (): void => {
  fakeApi.reset();
  localStorage.clear();
  useAuth.setState({ token: 't' });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(AT * 1000);
  fakeApi.on(configApi.time, () => AT);
};

/** Renders a promotion detail page at `route`, with the login page and its payment page as stand-ins. */
export const renderPromotionDetail = (page: ReactElement, route: string, payment: PageName) =>
  renderWithProviders(page, {
    route,
    routes: [
      { path: pagePath('login'), element: <div data-testid="login" /> },
      { path: pagePath(payment), element: <div data-testid="payment" /> },
    ],
  });
