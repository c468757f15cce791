import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, galleryLoaded, openPhone, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** `rgb(r, g, b)` of a `#rrggbb` colour, as the browser reports a computed background. */
const rgb = (hex: string) => {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};

/**
 * The demo topics run for years (seed/topic.ts): from the topic list into a topic page painted in its colour, a
 * goods of it, the topic checkout at the topic price, paid at the sandbox cashier, and the order at that price.
 */
describe('topics', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: { title: string; buy: string; endsIn: string }) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/promotionpages/topics/list/list`);
    await expect.poll(() => page.title()).toContain(texts.title);
    await page.getByTestId('topic-card').first().waitFor();
    expect(await page.getByTestId('topic-card').count()).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    await shot(page, `topics-list-${lang}`);
    await useTheme(page, theme);
    await shot(page, `topics-list-${lang}-${theme}`);
    await useTheme(page, 'default');

    await page.getByTestId('topic-card').first().click();
    await page.waitForURL(/\/promotionpages\/topics\/detail\/detail\?topic_id=\d+$/);
    const topicId = Number(new URL(page.url()).searchParams.get('topic_id'));
    const topic = await shopperCall<{ bg_color: string }>(base, '/topic/api/topicgoods/page', { topic_id: topicId, page: 1, page_size: 1 });
    const detail = page.getByTestId('topic-detail');
    await detail.waitFor();
    await page.getByTestId('topic-goods').first().waitFor();
    // the page wears the topic's own colour
    expect(await detail.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(topic.bg_color));
    expect(await page.getByTestId('topic-countdown').textContent()).toContain(texts.endsIn);
    await page.waitForLoadState('networkidle');
    await shot(page, `topics-detail-${lang}`);
    await useTheme(page, theme);
    await shot(page, `topics-detail-${lang}-${theme}`);
    await useTheme(page, 'default');

    const goodsPrice = ((await page.getByTestId('topic-goods-price').first().textContent()) ?? '').trim();
    await page.getByTestId('topic-goods').first().click();
    await page.waitForURL(/\/promotionpages\/topics\/goods_detail\/goods_detail\?id=\d+$/);
    const buy = page.getByTestId('topic-buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(await buy.textContent()).toBe(texts.buy);
    const topicPrice = ((await page.getByTestId('topic-price-row').locator('.m-price').first().textContent()) ?? '').trim();
    expect(topicPrice).toBe(goodsPrice);
    await galleryLoaded(page);
    await shot(page, `topics-goods-${lang}`);
    await useTheme(page, theme);
    await shot(page, `topics-goods-${lang}-${theme}`);
    await useTheme(page, 'default');

    await buy.click();
    await page.getByTestId('sku-picker').waitFor();
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/promotionpages\/topics\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(topicPrice);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await shot(page, `topics-payment-${lang}`);

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    const order = await shopperCall<{ promotion_type: string; order_goods: { price: string }[] }>(
      base,
      '/api/order/detail',
      { order_id: info.order_ids[0]! },
      token,
    );
    expect(order.promotion_type).toBe('topic');
    expect(`¥${order.order_goods[0]!.price}`).toBe(topicPrice);
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${info.order_ids[0]}`);
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(topicPrice);
    await shot(page, `topics-order-${lang}`);
    await context.close();
  };

  it('buys a topic goods from the topic list and pays (zh-cn)', async () => {
    await journey('zh-cn', 'pink', { title: '专题活动', buy: '立即购买', endsIn: '距结束' });
  });

  it('the same in English', async () => {
    await journey('en-us', 'golden', { title: 'Topics', buy: 'Buy now', endsIn: 'Ends in' });
  });

  it("home's topic block shows the running topics and opens one", async () => {
    for (const [lang, title] of [
      ['zh-cn', '专题活动'],
      ['en-us', 'Topics'],
    ] as const) {
      const base = inject('baseUrl');
      const { page, context } = await openPhone({ lang });
      await page.goto(`${base}/h5/`);
      // the blocks below the first screen load once the shopper scrolls (or settles)
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollBy(0, 300));
      const block = page.getByTestId('diy-topic');
      await block.scrollIntoViewIfNeeded();
      await block.getByTestId('diy-topic-item').first().waitFor();
      expect(await block.textContent()).toContain(title);
      await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `topics-home-block-${lang}`);
      await block.getByTestId('diy-topic-item').first().click();
      await page.waitForURL(/\/promotionpages\/topics\/detail\/detail\?topic_id=\d+$/);
      await page.getByTestId('topic-detail').waitFor();
      await context.close();
    }
  });

  it('the goods detail of a goods in a topic leads to its topic goods page', async () => {
    const base = inject('baseUrl');
    const topics = await shopperCall<{ list: { topic_id: number }[] }>(base, '/topic/api/topic/page');
    const goods = await shopperCall<{ list: { id: number; sku_id: number }[] }>(base, '/topic/api/topicgoods/page', {
      topic_id: topics.list[0]!.topic_id,
      page: 1,
      page_size: 1,
    });
    const item = goods.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-topic-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('该商品参与专题活动');
    await page.waitForLoadState('networkidle');
    await shot(page, 'topics-goods-detail-row-zh-cn');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/topics/goods_detail/goods_detail\\?id=${item.id}$`));
    await page.getByTestId('topic-price-row').waitFor();
    await context.close();
  });
});
