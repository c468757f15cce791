import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot } from './support/browser';
import { settled } from './support/checkout';
import { operator } from './support/operator';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

/**
 * The whole way from the cart to money back, as one new shopper: a fresh account keeps the balance
 * figures exact (other journeys share the demo shopper). The operator only does what a mall operator
 * would: tops the balance up, ships, and agrees to the refund.
 */

interface ListedSku {
  sku_id: number;
  site_id: number;
  discount_price: string;
  stock: number;
  is_virtual: number;
  min_buy: number;
  max_buy: number;
  goods_state: number;
}

interface OrderRow {
  order_id: number;
  site_id: number;
  order_status: number;
  order_type: number;
  out_trade_no: string;
  pay_money: string;
  balance_money: string;
  order_goods: { order_goods_id: number; refund_status: number }[];
}

const TOP_UP = 2000;

/** Cheap real SKUs on sale, one per wanted shop, that a shopper can buy one of. */
const pickSkus = async (base: string): Promise<{ own: ListedSku; other: ListedSku; third: ListedSku }> => {
  const page = await shopperCall<{ list: ListedSku[] }>(base, '/api/goodssku/page', { page: 1, page_size: 100 });
  const buyable = page.list
    .filter((s) => s.is_virtual !== 1 && s.stock > 5 && Number(s.min_buy) <= 1 && s.goods_state === 1 && Number(s.discount_price) < 300)
    .sort((a, b) => Number(a.discount_price) - Number(b.discount_price));
  const own = buyable.find((s) => s.site_id === 1);
  const other = buyable.find((s) => s.site_id !== 1);
  const third = buyable.find((s) => s.site_id !== 1 && s.sku_id !== other?.sku_id);
  if (!own || !other || !third) throw new Error('the seed lacks cheap goods of two shops');
  return { own, other, third };
};

const card = (page: Page, orderId: number) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

const fen = (money: string) => Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100);

/** Adds one of the SKU to the cart from its detail page, through the SKU popup. */
const addFromDetail = async (page: Page, base: string, skuId: number, cartCount: number) => {
  await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
  await expect.poll(() => page.title()).toContain('商品详情');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('sku-picker').waitFor();
  await page.getByTestId('sku-add-cart').click();
  await page.getByText('已加入购物车').first().waitFor();
  await expect.poll(async () => (await page.getByTestId('detail-cart-badge').textContent())?.trim()).toBe(String(cartCount));
};

describe('the whole journey', () => {
  it('cart of two shops → pickup + express paid with balance → buy now paid at the sandbox cashier → tabs → receipt → review → refund back to balance', async () => {
    const base = inject('baseUrl');
    const username = `trip${Date.now().toString(36)}`;
    const token = (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
    const me = await shopperCall<{ member_id: number; balance: string }>(base, '/api/member/info', {}, token);
    await operator('/admin/api/member/adjustaccount', {
      member_id: me.member_id,
      account_type: 'balance',
      adjust_num: String(TOP_UP),
      remark: 'e2e',
    });
    const startBalance = fen(me.balance) + TOP_UP * 100;
    await shopperCall(
      base,
      '/api/memberaddress/add',
      {
        name: '周旅程',
        mobile: '13800138123',
        telephone: '',
        province_id: 440000,
        city_id: 440300,
        district_id: 440305,
        community_id: 0,
        address: '科技园南区 8 栋 1201',
        longitude: 113.9473,
        latitude: 22.5375,
        is_default: 1,
      },
      token,
    );
    const { own, other, third } = await pickSkus(base);

    const location = JSON.stringify({ latitude: 22.5431, longitude: 114.0579 });
    const { page, context } = await openPhone({ storage: { token, location } });

    // 1. Goods of two shops into the cart from their detail pages.
    await addFromDetail(page, base, own.sku_id, 1);
    await addFromDetail(page, base, other.sku_id, 2);

    // 2. Settle the cart: shop 1 by store pickup, the other shop by express; balance on.
    await page.goto(`${base}/h5/pages/goods/cart/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await expect.poll(() => page.getByTestId('cart-settle').isEnabled()).toBe(true);
    await page.getByTestId('cart-settle').click();
    await page.waitForURL(/\/pages\/order\/payment\/payment\?cart_ids=/);
    await expect.poll(() => page.getByTestId('checkout-shop').count()).toBe(2);
    await expect.poll(async () => (await page.getByTestId('checkout-address').textContent()) ?? '').toContain('周旅程');
    const ownShop = page.locator('[data-testid="checkout-shop"][data-site-id="1"]');
    const otherShop = page.locator(`[data-testid="checkout-shop"][data-site-id="${other.site_id}"]`);
    await ownShop.getByTestId('delivery-store').click();
    await settled(page);
    await expect.poll(async () => (await ownShop.getByTestId('store-row').textContent())?.trim() ?? '').not.toBe('');
    expect(await otherShop.getByTestId('delivery-express').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('balance-switch').click();
    await settled(page);
    await expect.poll(async () => ((await page.getByTestId('checkout-bar').locator('.m-price').textContent()) ?? '').trim()).toBe('¥0.00');
    await shot(page, 'journey-checkout-balance');
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
    await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
    expect(await page.getByTestId('result-pay-type').textContent()).toBe('余额支付');
    await shot(page, 'journey-result-balance');
    // The cart is empty now.
    expect(await shopperCall<unknown[]>(base, '/api/cart/goodslists', {}, token)).toHaveLength(0);

    const listed = async (status = 'all') =>
      (await shopperCall<{ list: OrderRow[] }>(base, '/api/order/lists', { order_status: status, page_size: 50 }, token)).list;
    const first = await listed();
    expect(first).toHaveLength(2);
    const pickup = first.find((o) => o.site_id === 1)!;
    const express = first.find((o) => o.site_id === other.site_id)!;
    expect(pickup.order_type).toBe(2);
    expect(express.order_type).toBe(1);
    const spent = first.reduce((sum, o) => sum + fen(o.balance_money), 0);
    expect(spent).toBeGreaterThan(0);

    // 3. Buy now on a third goods, paid at the sandbox cashier.
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${third.sku_id}`);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('sku-picker').waitFor();
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/pages\/order\/payment\/payment\?/);
    await expect.poll(() => page.getByTestId('checkout-shop').count()).toBe(1);
    await settled(page);
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('pay-popup').waitFor();
    await page.getByTestId('pay-channel-sandbox').click();
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await shot(page, 'journey-sandbox-cashier');
    await page.locator('#confirm').click();
    await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
    await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
    await shot(page, 'journey-result-sandbox');
    const bought = (await listed()).find((o) => o.order_id !== pickup.order_id && o.order_id !== express.order_id)!;
    expect(bought.order_status).toBe(1);
    expect(fen(bought.balance_money)).toBe(0);

    // 4. Order list tabs: two to ship, none to pay; the pickup order (待提货) is listed under 全部.
    await page.goto(`${base}/h5/pages/order/list/list`);
    await page.getByTestId('order-tab-waitsend').click();
    await expect.poll(() => page.url()).toContain('status=waitsend');
    for (const o of [express, bought]) await card(page, o.order_id).waitFor();
    expect(await card(page, pickup.order_id).count()).toBe(0);
    await shot(page, 'journey-list-waitsend');
    await page.getByTestId('order-tab-all').click();
    await card(page, pickup.order_id).waitFor();
    await expect.poll(async () => (await card(page, pickup.order_id).getByTestId('order-status').textContent()) ?? '').toBe('待提货');
    await page.getByTestId('order-tab-waitpay').click();
    await page.locator('.m-empty').first().waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(0);

    // 5. The shop ships the express order; the shopper confirms receipt from the 待收货 tab.
    const expressDetail = await shopperCall<OrderRow>(base, '/api/order/detail', { order_id: express.order_id }, token);
    await operator('/admin/api/order/delivery', {
      order_id: express.order_id,
      order_goods_ids: expressDetail.order_goods.map((g) => g.order_goods_id).join(','),
      express_company_name: '中通快递',
      delivery_no: 'ZT2026112501',
      trace: JSON.stringify([{ datetime: '2026-11-25 10:00:00', remark: '快件已揽收' }]),
    });
    await page.getByTestId('order-tab-waitconfirm').click();
    await card(page, express.order_id).getByTestId('order-action-memberTakeDelivery').click();
    await page.getByText('确定已经收到货物了吗？').waitFor();
    await page.locator('.adm-dialog').getByText('确定', { exact: true }).click();
    await page.getByText('已确认收货').first().waitFor();
    await expect.poll(() => card(page, express.order_id).count()).toBe(0);

    // 6. Review it from the 待评价 tab.
    await page.getByTestId('order-tab-waitrate').click();
    await card(page, express.order_id).getByTestId('order-action-memberOrderEvaluation').click();
    await expect.poll(() => page.url()).toContain(`order_id=${express.order_id}`);
    const line = expressDetail.order_goods[0]!.order_goods_id;
    await page.getByTestId(`evaluate-stars-${line}-5`).click();
    await page.getByTestId(`evaluate-content-${line}`).fill('到货很快，包装完好');
    await page.getByTestId('evaluate-submit').click();
    await page.getByText('评价成功').first().waitFor();
    await expect
      .poll(
        async () =>
          (await shopperCall<{ evaluate_status: number }>(base, '/api/order/evluateinfo', { order_id: express.order_id }, token))
            .evaluate_status,
      )
      .toBe(1);

    // 7. Refund the pickup order's item (paid from balance); the shop agrees and pays it back.
    const pickupDetail = await shopperCall<OrderRow>(base, '/api/order/detail', { order_id: pickup.order_id }, token);
    const pickupLine = pickupDetail.order_goods[0]!.order_goods_id;
    await page.goto(`${base}/h5/pages/order/list/list`);
    await card(page, pickup.order_id).click();
    await expect.poll(() => page.url()).toContain(`detail_pickup?order_id=${pickup.order_id}`);
    await page.getByTestId(`order-refund-${pickupLine}`).click();
    await page.getByTestId('refund-apply-page').waitFor();
    const refundMoney = fen((await page.getByTestId('refund-money').textContent()) ?? '');
    expect(refundMoney).toBe(fen(pickup.balance_money) + fen(pickup.pay_money));
    await page.getByTestId('refund-reason').click();
    await page.getByTestId('refund-reason-option-0').click();
    await page.getByTestId('refund-reason-option').waitFor({ state: 'hidden' });
    await page.getByTestId('refund-submit').click();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('申请维权');
    await operator('/admin/api/orderrefund/agree', { order_goods_id: pickupLine });
    await operator('/admin/api/orderrefund/transfer', { order_goods_id: pickupLine });
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('维权结束');
    await shot(page, 'journey-refund-done');

    // 8. The balance shown in the member centre has the refund back.
    await page.goto(`${base}/h5/pages/member/index/index`);
    const expected = startBalance - spent + refundMoney;
    await expect.poll(async () => fen((await page.getByTestId('member-figure-balance').textContent()) ?? '')).toBe(expected);
    await shot(page, 'journey-member-balance');
    const after = await shopperCall<{ balance: string }>(base, '/api/member/info', {}, token);
    expect(fen(after.balance)).toBe(expected);
    expect((await shopperCall<OrderRow>(base, '/api/order/detail', { order_id: pickup.order_id }, token)).order_status).toBe(-1);
    await context.close();
  });
});
