import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, galleryLoaded, openPhone, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** Shots of the page as it is, then in `theme`. */
const shots = async (page: Page, name: string, theme: string) => {
  await shot(page, name);
  await useTheme(page, theme);
  await shot(page, `${name}-${theme}`);
  await useTheme(page, 'default');
};

interface Texts {
  title: string;
  buy: string;
  endsIn: string;
  min: string;
  belowMin: string;
}

/**
 * The demo groupbuys run for years (seed/groupbuy.ts), the first asking for at least two pieces: from the list
 * into that groupbuy's detail, one piece refused with the minimum's message, two pieces bought at the groupbuy
 * price through the groupbuy checkout, paid at the sandbox cashier, and the order.
 */
describe('groupbuy', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: Texts) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/promotionpages/groupbuy/list/list`);
    await expect.poll(() => page.title()).toContain(texts.title);
    const card = page.getByTestId('groupbuy-goods').filter({ hasText: texts.min });
    await card.first().waitFor();
    expect(await card.first().getByTestId('groupbuy-goods-btn').textContent()).toBe(texts.buy);
    await page.waitForLoadState('networkidle');
    await shots(page, `groupbuy-list-${lang}`, theme);

    const name = ((await card.first().getByTestId('groupbuy-goods-name').textContent()) ?? '').trim();
    await card.first().click();
    await page.waitForURL(/\/promotionpages\/groupbuy\/detail\/detail\?groupbuy_id=\d+$/);
    const buy = page.getByTestId('groupbuy-buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(await buy.getAttribute('data-state')).toBe('running');
    expect(await page.getByTestId('groupbuy-countdown').textContent()).toContain(texts.endsIn);
    expect(await page.getByTestId('groupbuy-min').textContent()).toBe(texts.min);
    const price = ((await page.getByTestId('groupbuy-price-row').locator('.m-price').first().textContent()) ?? '').trim();
    await page.waitForLoadState('networkidle');
    await galleryLoaded(page);
    await shots(page, `groupbuy-detail-${lang}`, theme);

    // Below the minimum: refused with its message, nothing stored.
    await buy.click();
    await page.getByTestId('sku-picker').waitFor();
    await expect.poll(() => page.getByTestId('spec-row').textContent()).toContain('× 2');
    await page.getByTestId('sku-picker').locator('.adm-stepper-minus').click();
    await expect.poll(() => page.getByTestId('spec-row').textContent()).toContain('× 1');
    await page.getByTestId('sku-buy-now').click();
    await page.getByText(texts.belowMin).waitFor();
    await shot(page, `groupbuy-below-min-${lang}`);
    expect(await page.evaluate(() => localStorage.getItem('groupbuyOrderCreateData'))).toBeNull();
    expect(page.url()).toContain('/promotionpages/groupbuy/detail/detail');

    // At the minimum: the groupbuy checkout.
    await page.getByTestId('sku-picker').locator('.adm-stepper-plus').click();
    await expect.poll(() => page.getByTestId('spec-row').textContent()).toContain('× 2');
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/promotionpages\/groupbuy\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    // the groupbuy price, and no shop coupon on a promotion's checkout
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(price);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await shots(page, `groupbuy-payment-${lang}`, theme);

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    const order = await shopperCall<{ promotion_type: string; order_goods: { num: number | string }[] }>(
      base,
      '/api/order/detail',
      { order_id: info.order_ids[0]! },
      token,
    );
    expect(order.promotion_type).toBe('groupbuy');
    expect(Number(order.order_goods[0]!.num)).toBe(2);
    await page.getByTestId('result-orders').click();
    await page.getByTestId('order-card').first().waitFor();
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${info.order_ids[0]}`);
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(name.slice(0, 8));
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(price);
    await shot(page, `groupbuy-order-${lang}`);
    await context.close();
  };

  it('refuses fewer pieces than the minimum, buys at the minimum and pays (zh-cn)', async () => {
    await journey('zh-cn', 'green', {
      title: '团购',
      buy: '立即购买',
      endsIn: '距结束',
      min: '2件起购',
      belowMin: '该商品限制购买不能少于2件',
    });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', {
      title: 'Group Buy',
      buy: 'Buy now',
      endsIn: 'Ends in',
      min: 'Min. 2 pcs',
      belowMin: 'At least 2 pieces must be bought',
    });
  });

  it("home's groupbuy block shows the running groupbuys and leads to their details and list", async () => {
    const base = inject('baseUrl');
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/`);
    // the blocks below the first screen load once the shopper scrolls (or settles)
    await page.waitForLoadState('load');
    await page.evaluate(() => window.scrollBy(0, 300));
    const block = page.getByTestId('diy-groupbuy');
    await block.scrollIntoViewIfNeeded();
    await block.getByTestId('diy-groupbuy-goods').first().waitFor();
    await shot(page, 'groupbuy-home-block-zh-cn');
    await block.getByTestId('diy-groupbuy-goods').first().click();
    await page.waitForURL(/\/promotionpages\/groupbuy\/detail\/detail\?groupbuy_id=\d+/);
    await page.getByTestId('groupbuy-price-row').waitFor();
    await page.goBack();
    await page.getByTestId('diy-groupbuy-more').click();
    await page.waitForURL(/\/promotionpages\/groupbuy\/list\/list/);
    await context.close();
  });

  it('the goods detail of a goods on groupbuy leads to its groupbuy detail', async () => {
    const base = inject('baseUrl');
    const goods = await shopperCall<{ list: { groupbuy_id: number; sku_id: number }[] }>(base, '/groupbuy/api/goods/page', {
      page: 1,
      page_size: 1,
    });
    const item = goods.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-groupbuy-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('该商品正在团购');
    await page.waitForLoadState('networkidle');
    await shot(page, 'groupbuy-goods-detail-row-zh-cn');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/groupbuy/detail/detail\\?groupbuy_id=${item.groupbuy_id}$`));
    await page.getByTestId('groupbuy-price-row').waitFor();
    await context.close();
  });
});
