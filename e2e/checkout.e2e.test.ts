import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { settled } from './support/checkout';
import { demoToken, emptyCart, shopperCall } from './support/shopper';
import { operator } from './support/operator';

afterAll(closeBrowser);

interface ListedSku {
  sku_id: number;
  site_id: number;
  goods_name: string;
  discount_price: string;
  stock: number;
  is_virtual: number;
  min_buy: number;
  goods_state: number;
}

/** The cheapest real (not virtual) SKU on sale of a shop, optionally of any shop but `notSite`. */
const cheapestSku = async (base: string, pick: (s: ListedSku) => boolean): Promise<ListedSku> => {
  const page = await shopperCall<{ list: ListedSku[] }>(base, '/api/goodssku/page', { page: 1, page_size: 100 });
  const list = page.list
    .filter((s) => s.is_virtual !== 1 && s.stock > 5 && Number(s.min_buy) <= 1 && s.goods_state === 1 && pick(s))
    .sort((a, b) => Number(a.discount_price) - Number(b.discount_price));
  if (!list[0]) throw new Error('no SKU for the checkout journey');
  return list[0];
};

/** Waits until a bottom sheet has finished sliding up (its bottom edge is on the screen). */
const sheetUp = async (page: Page, testId: string) => {
  const el = page.getByTestId(testId);
  await el.waitFor();
  await expect
    .poll(() => el.evaluate((node) => Math.round(node.getBoundingClientRect().bottom) <= window.innerHeight), { timeout: 5000 })
    .toBe(true);
  await page.waitForTimeout(100);
};

const payStatus = async (base: string, token: string, code: string) =>
  await shopperCall<{ pay_status: number; order_ids: number[]; pay_money: string }>(base, '/api/pay/info', { out_trade_no: code }, token);

describe('checkout and payment', () => {
  it('settles two shops from the cart: store pickup for one, express for the other, paid with balance', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    await emptyCart(base, token);
    // journeys share the demo shopper, whose balance others spend: the operator credits some, so there is one to use
    const me = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
    await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'balance', adjust_num: '20' });
    // shop 1 (the platform's own shop) has pickup stores; the other shop ships by express
    const own = await cheapestSku(base, (s) => s.site_id === 1);
    const other = await cheapestSku(base, (s) => s.site_id !== 1);
    await shopperCall(base, '/api/cart/add', { sku_id: own.sku_id, num: 1 }, token);
    await shopperCall(base, '/api/cart/add', { sku_id: other.sku_id, num: 1 }, token);

    // the shopper's cached position (Shenzhen, near the demo stores): pickup stores come with distances
    const location = JSON.stringify({ latitude: 22.5431, longitude: 114.0579 });
    const { page, context } = await openPhone({ storage: { token, location } });
    await page.goto(`${base}/h5/pages/goods/cart/cart`);
    await expect.poll(() => page.getByTestId('cart-settle').isEnabled()).toBe(true);
    await page.getByTestId('cart-settle').click();
    await page.waitForURL(/\/pages\/order\/payment\/payment\?cart_ids=\d+,\d+$/);
    await expect.poll(() => page.title()).toContain('确认订单');
    await expect.poll(() => page.getByTestId('checkout-shop').count()).toBe(2);
    await page.getByTestId('checkout-address').waitFor();
    await shot(page, 'checkout-payment-zh-cn');

    const ownShop = page.locator('[data-testid="checkout-shop"][data-site-id="1"]');
    const otherShop = page.locator(`[data-testid="checkout-shop"][data-site-id="${other.site_id}"]`);
    expect(await otherShop.getByTestId('delivery-express').getAttribute('aria-selected')).toBe('true');

    // store pickup for shop 1: the chooser lists its stores; pick the second one
    await ownShop.getByTestId('delivery-store').click();
    await settled(page);
    expect(await ownShop.getByTestId('delivery-store').getAttribute('aria-selected')).toBe('true');
    await ownShop.getByTestId('store-row').click();
    const stores = page.getByTestId('store-sheet').getByTestId('store-option');
    await expect.poll(() => stores.count()).toBeGreaterThan(1);
    await sheetUp(page, 'store-sheet');
    await shot(page, 'checkout-store-sheet-zh-cn');
    // nearest first
    const km = async (i: number) => {
      const m = /距您 ([\d.]+)(k?m)/.exec((await stores.nth(i).textContent()) ?? '');
      return m ? Number(m[1]) / (m[2] === 'm' ? 1000 : 1) : Number.NaN;
    };
    expect(await km(0)).toBeLessThanOrEqual(await km(1));
    const secondStore = ((await stores.nth(1).locator('span').first().textContent()) ?? '').trim();
    await stores.nth(1).click();
    await settled(page);
    await expect.poll(async () => (await ownShop.getByTestId('store-row').textContent()) ?? '').toContain(secondStore.slice(0, 4));
    // no delivery fee for pickup
    await expect.poll(async () => (await ownShop.getByTestId('shop-delivery-money').textContent())?.trim()).toBe('免运费');

    // the shop coupon picker: usable coupons with what they take off, and 不使用
    if (await ownShop.getByTestId('shop-coupon-row').isEnabled()) {
      await ownShop.getByTestId('shop-coupon-row').click();
      const sheet = page.getByTestId('shop-coupon-sheet');
      await sheetUp(page, 'shop-coupon-sheet');
      await shot(page, 'checkout-coupon-sheet-zh-cn');
      await sheet.getByTestId('coupon-option-none').click();
      await settled(page);
      await expect.poll(async () => (await ownShop.getByTestId('shop-coupon-row').textContent()) ?? '').toMatch(/\d+ 张可用/);
      await ownShop.getByTestId('shop-coupon-row').click();
      await page.getByTestId('shop-coupon-sheet').getByTestId('coupon-option').first().click();
      await settled(page);
      await expect.poll(async () => (await ownShop.getByTestId('shop-coupon-row').textContent()) ?? '').toMatch(/-¥/);
    }

    await otherShop.getByTestId('buyer-message').fill('工作日送货');
    await page.getByTestId('balance-switch').click();
    await settled(page);
    await page.getByTestId('total-balance').waitFor();
    await shot(page, 'checkout-balance-zh-cn');
    await page.mouse.wheel(0, 3000);
    await expect
      .poll(() => page.getByTestId('checkout-totals').evaluate((el) => el.getBoundingClientRect().bottom < window.innerHeight))
      .toBe(true);
    await useTheme(page, 'green');
    await shot(page, 'checkout-totals-zh-cn-green');
    await useTheme(page, 'default');

    const toPay = ((await page.getByTestId('checkout-bar').locator('.m-price').textContent()) ?? '').trim();
    await page.getByTestId('checkout-submit').click();
    if (toPay !== '¥0.00') {
      // the demo balance did not cover it all (other journeys spend it too): the rest goes through the sandbox cashier
      await page.getByTestId('pay-popup').waitFor();
      await page.getByTestId('pay-channel-sandbox').click();
      await page.getByTestId('pay-submit').click();
      await page.waitForURL(/\/pay\/sandbox\//);
      await page.locator('#confirm').click();
    }
    await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
    await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
    await expect.poll(() => page.title()).toContain('支付结果');
    if (toPay === '¥0.00') {
      // the record is 0.00; the page shows the balance the two orders used
      await expect.poll(async () => (await page.getByTestId('pay-result').locator('.m-price').textContent()) ?? '').not.toBe('¥0.00');
      expect(await page.getByTestId('result-pay-type').textContent()).toBe('余额支付');
    }
    await shot(page, 'checkout-result-balance-zh-cn');

    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await payStatus(base, token, code);
    expect(info.pay_status).toBe(2);
    // one order per shop under one out_trade_no
    expect(info.order_ids).toHaveLength(2);
    // the cart lines were used up
    expect(await shopperCall<unknown[]>(base, '/api/cart/goodslists', {}, token)).toHaveLength(0);
    await context.close();
  });

  it('buy now in English, paid through the sandbox cashier, and the result page shows it paid', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const sku = await cheapestSku(base, (s) => s.site_id !== 1);

    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${sku.sku_id}`);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(new RegExp(`/pages/order/payment/payment\\?sku_id=${sku.sku_id}&num=1$`));
    await expect.poll(() => page.title()).toContain('Confirm Order');
    await page.getByTestId('checkout-shop').waitFor();
    await settled(page);
    expect(await page.getByTestId('checkout-submit').textContent()).toBe('Place order');
    await shot(page, 'checkout-buynow-en-us');
    await useTheme(page, 'blue');
    await shot(page, 'checkout-buynow-en-us-blue');

    // the address chooser comes back with the chosen address
    await page.getByTestId('checkout-address').click();
    await page.waitForURL(/\/otherpages\/member\/address\?back=/);
    await page.getByTestId('address-choose').first().click();
    await page.waitForURL(/\/pages\/order\/payment\/payment\?.*address_id=\d+/);
    await page.getByTestId('checkout-shop').waitFor();
    await settled(page);

    await page.getByTestId('checkout-submit').click();
    const popup = page.getByTestId('pay-popup');
    await popup.waitFor();
    await page.getByTestId('pay-channel-sandbox').click();
    await sheetUp(page, 'pay-popup');
    await shot(page, 'pay-popup-en-us-blue');
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await shot(page, 'pay-sandbox-cashier-en-us');
    await page.locator('#confirm').click();
    await page.waitForURL(/\/pages\/pay\/result\/result\?code=\w+/);
    await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor();
    await expect.poll(async () => (await page.getByTestId('pay-result').textContent()) ?? '').toContain('Payment successful');
    await shot(page, 'pay-result-en-us');
    await useTheme(page, 'blue');
    await shot(page, 'pay-result-en-us-blue');

    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await payStatus(base, token, code);
    expect(info.pay_status).toBe(2);
    expect(info.order_ids).toHaveLength(1);
    await context.close();
  });

  it('local delivery: a wished time from the shop window; below the minimum the "set address" modal explains why', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const own = await cheapestSku(base, (x) => x.site_id === 1);
    const { page, context } = await openPhone({ storage: { token } });

    if (Number(own.discount_price) < 30) {
      // shop 1 delivers locally from ¥30: one piece is below it (error_code 11)
      await page.goto(`${base}/h5/pages/order/payment/payment?sku_id=${own.sku_id}&num=1`);
      await page.getByTestId('checkout-shop').waitFor();
      await settled(page);
      await page.getByTestId('delivery-local').click();
      const dialog = page.locator('.adm-dialog-body');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('起送');
      await shot(page, 'checkout-local-minimum-modal-zh-cn');
      await dialog.getByRole('button', { name: '取消' }).click();
      await page.getByTestId('calc-error').waitFor();
      expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
    }

    await page.goto(`${base}/h5/pages/order/payment/payment?sku_id=${own.sku_id}&num=${Math.ceil(30 / Number(own.discount_price)) + 1}`);
    await page.getByTestId('checkout-shop').waitFor();
    await settled(page);
    await page.getByTestId('delivery-local').click();
    await settled(page);
    await page.getByTestId('time-row').click();
    const times = page.getByTestId('time-sheet').getByTestId('time-option');
    await expect.poll(() => times.count()).toBeGreaterThan(1);
    await sheetUp(page, 'time-sheet');
    await shot(page, 'checkout-local-time-zh-cn');
    const wished = ((await times.nth(1).textContent()) ?? '').trim();
    expect(wished).toMatch(/^\d\d:\d\d$/);
    await times.nth(1).click();
    await settled(page);
    expect((await page.getByTestId('time-row').textContent()) ?? '').toContain(wished);
    await useTheme(page, 'pink');
    await shot(page, 'checkout-local-chosen-zh-cn-pink');

    // a member with a payment password is asked for its 6 digits when balance is used (the demo shopper has
    // none: the answers are marked as if it had one, only to see the sheet; nothing is submitted)
    await page.route(/\/api\/ordercreate\/(payment|calculate)/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { code: number; data?: { member_account?: { is_pay_password: number } } };
      if (body.data?.member_account) body.data.member_account.is_pay_password = 1;
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${base}/h5/pages/order/payment/payment?sku_id=${own.sku_id}&num=1`);
    await page.getByTestId('checkout-shop').waitFor();
    await settled(page);
    if (await page.getByTestId('balance-switch').isEnabled()) {
      await page.getByTestId('balance-switch').click();
      await settled(page);
      await page.getByTestId('checkout-submit').click();
      const sheet = page.getByTestId('pay-password-sheet');
      await sheet.waitFor();
      await expect.poll(() => sheet.locator('.adm-passcode-input-cell').count()).toBe(6);
      // the sheet has finished sliding up: the six cells are inside the screen
      await expect
        .poll(
          () => sheet.locator('.adm-passcode-input').evaluate((el) => Math.round(el.getBoundingClientRect().bottom) <= window.innerHeight),
          { timeout: 5000 },
        )
        .toBe(true);
      await shot(page, 'checkout-pay-password-zh-cn');
    }
    await page.unroute(/\/api\/ordercreate\/(payment|calculate)/);

    // virtual goods: a mobile number instead of an address, no delivery
    const listed = await shopperCall<{ list: ListedSku[] }>(base, '/api/goodssku/page', { page: 1, page_size: 100 });
    const virtual = listed.list.find((x) => x.is_virtual === 1 && x.stock > 0);
    if (virtual) {
      await page.goto(`${base}/h5/pages/order/payment/payment?sku_id=${virtual.sku_id}&num=1`);
      await page.getByTestId('checkout-mobile').waitFor();
      await settled(page);
      expect(await page.getByTestId('checkout-address').count()).toBe(0);
      expect(await page.getByTestId('checkout-mobile').locator('input').inputValue()).toMatch(/^1\d{10}$/);
      await shot(page, 'checkout-virtual-zh-cn');
    }
    await context.close();
  });
});
