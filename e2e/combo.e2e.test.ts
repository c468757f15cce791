import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BundlingItem, Paged } from '@mall/contract';
import { closeBrowser, closeSharePoster, openPhone, openSharePoster, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** The demo combo (seed/detail.ts), read through the operator API. */
const demoCombo = async (base: string): Promise<BundlingItem> => {
  const res = await fetch(`${base}/admin/api/bundling/lists`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': inject('adminApiKey') },
    body: new URLSearchParams({ status: '1', page: '1', page_size: '10' }),
  });
  const body = (await res.json()) as { code: number; message: string; data: Paged<BundlingItem> };
  if (body.code !== 0) throw new Error(`operator API refused: ${body.message}`);
  return body.data.list[body.data.list.length - 1]!;
};

/**
 * From a goods' detail, its combo section into the combo's page, bought at the package price through the combo
 * checkout, paid at the sandbox cashier, and the order's goods money is the package price.
 */
describe('combo', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: { title: string; buy: string }) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const combo = await demoCombo(base);
    const first = combo.bundling_goods[0]!;
    const { page, context } = await openPhone({ lang, storage: { token } });

    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${first.sku_id}`);
    await page.getByTestId('combo-row').click();
    await page.getByTestId('combo-popup').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `combo-goods-popup-${lang}`);
    await page.getByTestId('combo-item').first().click();
    await page.waitForURL(new RegExp(`/promotionpages/combo/detail/detail\\?bl_id=${combo.bl_id}$`));
    await expect.poll(() => page.title()).toContain(texts.title);
    await expect.poll(() => page.getByTestId('combo-goods').count()).toBe(combo.bundling_goods.length);
    const buy = page.getByTestId('combo-buy');
    expect(await buy.getAttribute('data-state')).toBe('ok');
    expect((await buy.textContent())?.trim()).toBe(texts.buy);
    expect(await page.getByTestId('combo-detail').textContent()).toContain(combo.bl_price);
    await page.waitForLoadState('networkidle');
    await shot(page, `combo-detail-${lang}`);
    await useTheme(page, theme);
    await shot(page, `combo-detail-${lang}-${theme}`);
    await useTheme(page, 'default');

    // 分享: the server draws the combo's poster, which loads as a picture.
    await openSharePoster(page, 'combo-share');
    await shot(page, `combo-share-${lang}`);
    await useTheme(page, theme);
    await shot(page, `combo-share-${lang}-${theme}`);
    await useTheme(page, 'default');
    await closeSharePoster(page);

    await buy.click();
    await page.waitForURL(/\/promotionpages\/combo\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    // every goods of the combo is a line, the goods total is the package price, and the shop coupon row is there
    for (const g of combo.bundling_goods) expect(await page.getByTestId('checkout-shop').textContent()).toContain(g.sku_name.slice(0, 6));
    expect(await page.getByTestId('checkout-totals').textContent()).toContain(combo.bl_price);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(1);
    await shot(page, `combo-payment-${lang}`);
    await useTheme(page, theme);
    await shot(page, `combo-payment-${lang}-${theme}`);
    await useTheme(page, 'default');

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${info.order_ids[0]}`);
    const goodsMoney = page.getByTestId('order-money-goodsMoney');
    await goodsMoney.waitFor();
    expect(await goodsMoney.getAttribute('data-value')).toBe(combo.bl_price);
    await shot(page, `combo-order-${lang}`);
    await context.close();
  };

  it('buys the demo combo from a goods detail and pays (zh-cn)', async () => {
    await journey('zh-cn', 'green', { title: '组合套餐', buy: '立即购买' });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', { title: 'Combo', buy: 'Buy now' });
  });
});
