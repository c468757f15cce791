import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, closeSharePoster, galleryLoaded, openPhone, openSharePoster, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/**
 * The demo seckill runs in every slot of the day (seed/seckill.ts), so one slot is always selling: from the list
 * into the running slot, a goods' seckill detail, the seckill checkout at the seckill price, paid, and the order.
 */
/** Every picture on the page loaded (home's video keeps the network busy after leaving home, so no network idle). */
const imagesLoaded = (page: Page) => page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));

describe('seckill', () => {
  const journey = async (
    lang: 'zh-cn' | 'en-us',
    theme: string,
    texts: { title: string; buy: string; endsIn: string; tag: string },
    fromHome: boolean,
  ) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page, context } = await openPhone({ lang, storage: { token } });
    if (fromHome) {
      // home's DIY seckill block: the slot selling now with its countdown and goods; 更多 opens the list
      await page.goto(`${base}/h5/`);
      const block = page.getByTestId('diy-seckill');
      await block.scrollIntoViewIfNeeded();
      await block.getByTestId('diy-seckill-goods').first().waitFor();
      expect(await block.textContent()).toContain(texts.endsIn);
      await shot(page, `seckill-home-block-${lang}`);
      await block.getByTestId('diy-seckill-more').click();
      await page.waitForURL(/\/promotionpages\/seckill\/list\/list/);
    } else {
      await page.goto(`${base}/h5/promotionpages/seckill/list/list`);
    }
    await expect.poll(() => page.title()).toContain(texts.title);
    await page.locator('[data-testid="seckill-slot"][aria-pressed="true"][data-state="running"]').waitFor();
    await page.getByTestId('seckill-goods').first().waitFor();
    expect(await page.getByTestId('seckill-countdown').textContent()).toContain(texts.endsIn);
    expect(await page.getByTestId('seckill-goods-btn').first().textContent()).toBe(texts.buy);
    await imagesLoaded(page);
    await shot(page, `seckill-list-${lang}`);
    await useTheme(page, theme);
    await shot(page, `seckill-list-${lang}-${theme}`);
    await useTheme(page, 'default');

    const name = ((await page.getByTestId('seckill-goods').first().locator('span').nth(1).textContent()) ?? '').trim();
    await page.getByTestId('seckill-goods').first().click();
    await page.waitForURL(/\/promotionpages\/seckill\/detail\/detail\?seckill_id=\d+$/);
    const buy = page.getByTestId('seckill-buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(await buy.getAttribute('data-state')).toBe('running');
    const seckillPrice = ((await page.getByTestId('seckill-price-row').locator('.m-price').first().textContent()) ?? '').trim();
    await galleryLoaded(page);
    await shot(page, `seckill-detail-${lang}`);
    await useTheme(page, theme);
    await shot(page, `seckill-detail-${lang}-${theme}`);
    await useTheme(page, 'default');
    // 分享 in the buy bar: the seckill's own poster.
    await openSharePoster(page, 'promotion-share');
    await shot(page, `seckill-share-${lang}`);
    await closeSharePoster(page);

    await buy.click();
    await page.getByTestId('sku-picker').waitFor();
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/promotionpages\/seckill\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    // the seckill price, and no shop coupon on a promotion's checkout
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(seckillPrice);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await shot(page, `seckill-payment-${lang}`);
    await useTheme(page, theme);
    await shot(page, `seckill-payment-${lang}-${theme}`);
    await useTheme(page, 'default');

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    await page.getByTestId('result-orders').click();
    await page.getByTestId('order-card').first().waitFor();
    // the order names the promotion it was bought through
    const card = page.locator(`[data-testid="order-card"][data-order-id="${info.order_ids[0]}"]`);
    await expect.poll(async () => (await card.getByTestId('order-promotion').textContent()) ?? '').toBe(texts.tag);
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${info.order_ids[0]}`);
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(name.slice(0, 8));
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(seckillPrice);
    await shot(page, `seckill-order-${lang}`);
    await context.close();
  };

  it("buys a running seckill goods from home's seckill block and pays (zh-cn)", async () => {
    await journey('zh-cn', 'green', { title: '限时秒杀', buy: '立即抢购', endsIn: '距结束', tag: '秒杀' }, true);
  });

  it('the same in English, from the seckill list', async () => {
    await journey('en-us', 'blue', { title: 'Flash Sale', buy: 'Buy now', endsIn: 'Ends in', tag: 'Seckill' }, false);
  });

  it('the goods detail of a goods on seckill leads to its seckill detail', async () => {
    const base = inject('baseUrl');
    const slots = await shopperCall<{ list: { id: number }[] }>(base, '/seckill/api/seckill/lists');
    const goods = await shopperCall<{ list: { id: number; sku_id: number }[] }>(base, '/seckill/api/seckillgoods/page', {
      seckill_id: slots.list[0]!.id,
      page: 1,
      page_size: 1,
    });
    const item = goods.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-seckill-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('该商品正在秒杀');
    await page.waitForLoadState('networkidle');
    await shot(page, 'seckill-goods-detail-row-zh-cn');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/seckill/detail/detail\\?seckill_id=${item.id}$`));
    await page.getByTestId('seckill-price-row').waitFor();
    await context.close();
  });
});
