import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
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

type Tier = { num: number; price: string };
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

interface Texts {
  title: string;
  min10: string;
  min5: string;
  added: string;
  cartTitle: string;
  empty: string;
}

/** The default SKU's tiers of a seeded wholesale goods (seed/wholesale.ts). */
const tiersOf = async (base: string, goodsId: number): Promise<Tier[]> =>
  (await shopperCall<{ goods_sku_detail: { price_array: Tier[] } }>(base, '/wholesale/api/goods/detail', { goods_id: goodsId }))
    .goods_sku_detail.price_array;

/** Opens the picker from 加入购物车, sets the quantity and adds; waits for the badge to show `count`. */
const addFromDetail = async (page: Page, num: number, count: number, added: string) => {
  await page.getByTestId('wholesale-add-cart').click();
  const picker = page.getByTestId('sku-picker');
  await picker.waitFor();
  const input = picker.locator('.adm-stepper-input input');
  await input.fill(String(num));
  await input.press('Tab');
  await expect.poll(() => page.getByTestId('spec-row').textContent()).toContain(`× ${num}`);
  await picker.getByTestId('sku-add-cart').click();
  await page.getByText(added).waitFor();
  await expect.poll(() => page.getByTestId('wholesale-cart-count').textContent()).toBe(String(count));
};

/**
 * The two seeded wholesale goods (three tiers from 10, two from 5): the first at its first tier (10 pieces), the
 * second at its second tier (20 pieces) into the wholesale cart from their details, the cart's total by tiers, then
 * settled, paid, the order a wholesale one and the cart rows gone.
 */
describe('wholesale', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: Texts) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    await shopperCall(base, '/wholesale/api/cart/clear', {}, token);
    const listed = await shopperCall<{ list: { goods_id: number; min_num: number }[] }>(base, '/wholesale/api/goods/page', {
      page: 1,
      page_size: 20,
    });
    const first = listed.list.find((g) => g.min_num === 10)!;
    const second = listed.list.find((g) => g.min_num === 5)!;
    const t1 = await tiersOf(base, first.goods_id);
    const t2 = await tiersOf(base, second.goods_id);
    expect(t1.map((t) => t.num)).toEqual([10, 50, 100]);
    expect(t2.map((t) => t.num)).toEqual([5, 20]);
    const total = 10 * fen(t1[0]!.price) + 20 * fen(t2[1]!.price);

    const { page, context } = await openPhone({ lang, storage: { token } });
    // The empty wholesale cart first.
    await page.goto(`${base}/h5/promotionpages/wholesale/cartList/cartList`);
    await page.getByText(texts.empty).waitFor();
    await shot(page, `wholesale-cart-empty-${lang}`);

    await page.goto(`${base}/h5/promotionpages/wholesale/list/list`);
    await expect.poll(() => page.title()).toContain(texts.title);
    const card = page.getByTestId('wholesale-goods').filter({ hasText: texts.min10 });
    await card.first().waitFor();
    await page.waitForLoadState('networkidle');
    await shots(page, `wholesale-list-${lang}`, theme);

    // The first goods at its first tier.
    await card.first().click();
    await page.waitForURL(/\/promotionpages\/wholesale\/detail\/detail\?goods_id=\d+$/);
    await page.getByTestId('wholesale-tiers').waitFor();
    expect(await page.getByTestId('wholesale-tier').count()).toBe(3);
    await page.waitForLoadState('networkidle');
    await shots(page, `wholesale-detail-${lang}`, theme);
    expect(await page.getByTestId('wholesale-min').textContent()).toBe(texts.min10);
    await addFromDetail(page, 10, 10, texts.added);
    await shot(page, `wholesale-detail-added-${lang}`);

    // The second goods at its second tier.
    await page.goto(`${base}/h5/promotionpages/wholesale/list/list`);
    await page.getByTestId('wholesale-goods').filter({ hasText: texts.min5 }).first().click();
    await page.waitForURL(/\/promotionpages\/wholesale\/detail\/detail\?goods_id=\d+$/);
    await page.getByTestId('wholesale-tiers').waitFor();
    await addFromDetail(page, 20, 30, texts.added);
    expect(await page.locator('[data-testid="wholesale-tier"][data-active="true"]').textContent()).toContain(t2[1]!.price);

    // The cart: two rows, the total by their tiers.
    await page.getByText(texts.added).waitFor({ state: 'hidden' });
    await page.getByTestId('wholesale-cart-fab').click();
    await page.waitForURL(/\/promotionpages\/wholesale\/cartList\/cartList$/);
    await expect.poll(() => page.title()).toContain(texts.cartTitle);
    await expect.poll(() => page.getByTestId('wholesale-cart-line').count()).toBe(2);
    await expect.poll(() => page.getByTestId('wholesale-cart-total').textContent()).toContain(yuan(total));
    await shots(page, `wholesale-cart-${lang}`, theme);
    // Edit mode offers delete; leaving it keeps both rows.
    await page.getByTestId('wholesale-cart-edit').click();
    await page.getByTestId('wholesale-cart-delete').waitFor();
    await shot(page, `wholesale-cart-edit-${lang}`);
    await page.getByTestId('wholesale-cart-edit').click();

    await page.getByTestId('wholesale-cart-settle').click();
    await page.waitForURL(/\/promotionpages\/wholesale\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    const shopText = (await page.getByTestId('checkout-shop').textContent()) ?? '';
    expect(shopText).toContain(t1[0]!.price);
    expect(shopText).toContain(t2[1]!.price);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await shots(page, `wholesale-payment-${lang}`, theme);

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    const order = await shopperCall<{ promotion_type: string; goods_money: string; order_goods: { num: number | string }[] }>(
      base,
      '/api/order/detail',
      { order_id: info.order_ids[0]! },
      token,
    );
    expect(order.promotion_type).toBe('wholesale');
    expect(fen(order.goods_money)).toBe(total);
    expect(await shopperCall<number>(base, '/wholesale/api/cart/count', {}, token)).toBe(0);
    await context.close();
  };

  it('adds two goods at two tiers to the wholesale cart and checks them out (zh-cn)', async () => {
    await journey('zh-cn', 'green', {
      title: '批发',
      min10: '10件起批',
      min5: '5件起批',
      added: '加入批发购物车成功',
      cartTitle: '批发购物车',
      empty: '批发购物车还是空的',
    });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', {
      title: 'Wholesale',
      min10: 'Min. order 10',
      min5: 'Min. order 5',
      added: 'Added to the wholesale cart',
      cartTitle: 'Wholesale Cart',
      empty: 'Your wholesale cart is empty',
    });
  });

  it('the goods detail of a wholesale goods leads to its wholesale detail', async () => {
    const base = inject('baseUrl');
    const listed = await shopperCall<{ list: { goods_id: number; sku_id: number }[] }>(base, '/wholesale/api/goods/page', {
      page: 1,
      page_size: 1,
    });
    const item = listed.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-wholesale-row');
    await row.waitFor();
    await shot(page, 'wholesale-goods-row-zh-cn');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/wholesale/detail/detail\\?goods_id=${item.goods_id}$`));
    await page.getByTestId('wholesale-tiers').waitFor();
    await context.close();
  });

  it('a visitor is asked to log in from the wholesale cart', async () => {
    const base = inject('baseUrl');
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/promotionpages/wholesale/cartList/cartList`);
    await page.getByText('去登录').click();
    await page.waitForURL(/\/pages\/login\/login\/login/);
    await context.close();
  });
});
