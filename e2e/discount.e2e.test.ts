import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
import { demoToken, emptyCart, shopperCall } from './support/shopper';

afterAll(closeBrowser);

interface ListItem {
  sku_id: number;
  goods_name: string;
  price: string;
  discount_price: string;
  promotion_type: string;
}

/**
 * The demo limited-time discount (seed/discount.ts) runs on goods of the second shop: one of them in the goods list
 * at its discount price, its detail with the 限时折扣 bar and countdown, into the cart and through the checkout at
 * the discount price, paid at the sandbox cashier.
 */
describe('limited-time discount', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: { tag: string; endsIn: string; cartTitle: string }) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    await emptyCart(base, token);
    const page1 = await shopperCall<{ list: ListItem[] }>(base, '/api/goodssku/page', { site_id: 2, page: 1, page_size: 100 });
    const item = page1.list.find((g) => g.promotion_type === 'discount');
    if (!item) throw new Error('the seed has no goods on limited-time discount');
    expect(Number(item.discount_price)).toBeLessThan(Number(item.price));
    // What the demo member pays: the discount price, at the member level's discount when the level has one.
    const mine = await shopperCall<{ goods_sku_detail: { discount_price: string; member_price?: string } }>(
      base,
      '/api/goodssku/detail',
      { sku_id: item.sku_id },
      token,
    );
    expect(mine.goods_sku_detail.discount_price).toBe(item.discount_price);
    const pays = mine.goods_sku_detail.member_price ?? item.discount_price;

    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/pages/goods/list/list?keyword=${encodeURIComponent(item.goods_name)}`);
    const card = page.getByTestId('goods-card').filter({ hasText: item.goods_name }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain(item.discount_price);
    expect(await card.getByTestId('card-discount-tag').textContent()).toBe(lang === 'zh-cn' ? '限时折扣' : 'Deal');
    await page.waitForLoadState('networkidle');
    await shot(page, `discount-list-${lang}`);

    await card.click();
    await page.waitForURL(/\/pages\/goods\/detail\/detail\?sku_id=\d+/);
    const row = page.getByTestId('goods-discount-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(texts.tag);
    expect(await row.textContent()).toContain(item.discount_price);
    expect(await row.locator('del').textContent()).toContain(item.price);
    expect(await page.getByTestId('goods-discount-countdown').textContent()).toContain(texts.endsIn);
    await page.waitForLoadState('networkidle');
    await shot(page, `discount-detail-${lang}`);
    await useTheme(page, theme);
    await shot(page, `discount-detail-${lang}-${theme}`);
    await useTheme(page, 'default');

    await page.getByTestId('add-to-cart').click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    await picker.getByTestId('sku-add-cart').click();
    await expect.poll(async () => (await page.getByTestId('detail-cart-badge').textContent())?.trim()).toBe('1');

    await page.goto(`${base}/h5/pages/goods/cart/cart`);
    await expect.poll(() => page.title()).toContain(texts.cartTitle);
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    expect(await line.textContent()).toContain(item.discount_price);
    await shot(page, `discount-cart-${lang}`);
    await expect.poll(() => page.getByTestId('cart-settle').isEnabled()).toBe(true);
    await page.getByTestId('cart-settle').click();
    await page.waitForURL(/\/pages\/order\/payment\/payment\?cart_ids=\d+$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(pays);
    await shot(page, `discount-payment-${lang}`);

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    const detail = await shopperCall<{ goods_money: string }>(base, '/api/order/detail', { order_id: info.order_ids[0]! }, token);
    expect(detail.goods_money).toBe(pays);
    await context.close();
  };

  it('a discounted goods from the list to a paid order at the discount price (zh-cn)', async () => {
    await journey('zh-cn', 'green', { tag: '限时折扣', endsIn: '距结束', cartTitle: '购物车' });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', { tag: 'Limited-time deal', endsIn: 'Ends in', cartTitle: 'Cart' });
  });
});
