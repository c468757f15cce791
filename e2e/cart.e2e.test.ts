import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';
import { demoToken, emptyCart } from './support/shopper';

afterAll(closeBrowser);

/** Finds a goods with two spec dimensions through the public API, as a shopper's link would. */
const twoSpecGoods = async (base: string): Promise<number> => {
  const res = await fetch(`${base}/api/goodssku/page?page=1&page_size=50`);
  const body = (await res.json()) as { data: { list: { sku_id: number; goods_spec_format: string; stock: number }[] } };
  const hit = body.data.list.find((g) => {
    const spec = JSON.parse(g.goods_spec_format || '[]') as unknown[];
    return spec.length >= 2 && g.stock > 5;
  });
  if (!hit) throw new Error('seed has no goods with two spec dimensions');
  return hit.sku_id;
};

describe('browse → log in → add to cart', () => {
  it('a visitor picks a spec, is sent to login, returns with the line added, and sees it in the badge and the cart', async () => {
    const { page, base, context } = await openPhone();
    // Other journeys also shop as demo: start from an empty cart.
    await emptyCart(base, await demoToken(base));
    const skuId = await twoSpecGoods(base);
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    await expect.poll(() => page.title()).toContain('商品详情');
    await page.getByTestId('spec-row').click();

    // SKU picker: choose the second value of the first dimension, then confirm.
    const popup = page.getByTestId('sku-picker');
    await popup.waitFor();
    await shot(page, 'detail-sku-picker');
    const values = popup.getByTestId('spec-value');
    expect(await values.count()).toBeGreaterThan(1);
    await values.nth(1).click();
    await popup.getByTestId('sku-add-cart').click();

    // A visitor goes to login and comes back.
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await page.getByPlaceholder('请输入用户名/手机号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('123456');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/goods/detail/detail');

    // Back on the goods: the add the visitor started is finished.
    await page.getByText('已加入购物车').waitFor();
    await expect.poll(async () => (await page.getByTestId('detail-cart-badge').textContent())?.trim()).toBe('1');

    // The cart tab lists the line and the badge shows the count.
    await page.goto(`${base}/h5/pages/goods/cart/cart`);
    await expect.poll(() => page.title()).toContain('购物车');
    const badge = page.getByTestId('cart-badge');
    await expect.poll(async () => (await badge.textContent())?.trim()).toBe('1');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await shot(page, 'cart-zh-cn');

    // The line's tick box and stepper, tapped where a shopper taps them: one more piece, then untick and tick again.
    const line = page.getByTestId('cart-line').first();
    const settle = page.getByTestId('cart-settle');
    await line.getByRole('button', { name: '增加' }).click();
    await expect.poll(async () => (await badge.textContent())?.trim()).toBe('2');
    await expect.poll(async () => (await settle.textContent())?.trim()).toBe('结算(2)');
    await line.getByRole('checkbox').click();
    await expect.poll(async () => (await settle.textContent())?.trim()).toBe('结算');
    expect(await settle.isDisabled()).toBe(true);
    await page.getByTestId('cart-bar').getByText('全选').click();
    await expect.poll(async () => (await settle.textContent())?.trim()).toBe('结算(2)');
    await context.close();
  });
});
