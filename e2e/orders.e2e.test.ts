import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** A cheap SKU of shop 1 sold one at a time (the seeded catalogue). */
const SKU = 125;
const SITE = 1;

interface ListOrder {
  order_id: number;
  out_trade_no: string;
  order_status: number;
  order_type: number;
  order_goods: { order_goods_id: number }[];
}

/** A virtual SKU of the seeded catalogue (shop 4). */
const VIRTUAL_SKU = 132;

/** Places an order through checkout (unpaid, no balance) and answers it. */
const placeOrder = async (base: string, token: string, deliveryType: 'express' | 'store' | 'virtual' = 'express'): Promise<ListOrder> => {
  const params: Record<string, string | number> =
    deliveryType === 'virtual'
      ? { sku_id: VIRTUAL_SKU, num: 1, is_balance: 0, member_address: JSON.stringify({ mobile: '13800000000' }) }
      : { sku_id: SKU, num: 1, is_balance: 0, delivery: JSON.stringify({ [SITE]: { delivery_type: deliveryType } }) };
  const code = await shopperCall<string>(base, '/api/ordercreate/create', params, token);
  const list = await shopperCall<{ list: ListOrder[] }>(base, '/api/order/lists', { order_status: 'waitpay', page_size: 50 }, token);
  const o = list.list.find((x) => x.out_trade_no === code);
  if (!o) throw new Error(`order of ${code} not listed`);
  return o;
};

/** Pays an unpaid order through the sandbox cashier, as the cashier page's confirm button does. */
const payBySandbox = async (base: string, token: string, orderId: number): Promise<void> => {
  const code = await shopperCall<string>(base, '/api/order/pay', { order_ids: String(orderId) }, token);
  const answer = await shopperCall<{ type: string; url: string }>(
    base,
    '/api/pay/pay',
    { out_trade_no: code, pay_type: 'sandbox', return_url: '/h5/' },
    token,
  );
  const html = await (await fetch(answer.url)).text();
  const form = html.slice(html.indexOf('action="/pay/sandbox/confirm"'));
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
  const body = new URLSearchParams({
    out_trade_no: field('out_trade_no'),
    expire: field('expire'),
    lang: field('lang'),
    sign: field('sign'),
  });
  await fetch(`${base}/pay/sandbox/confirm`, { method: 'POST', body, redirect: 'manual' });
  await expect
    .poll(async () => (await shopperCall<{ order_status: number }>(base, '/api/order/detail', { order_id: orderId }, token)).order_status, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
};

const card = (page: Page, orderId: number) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

describe('orders', () => {
  it('member centre counts, list tabs, cancel, pay popup, logistics, receipt, pickup code (zh-cn)', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const toCancel = await placeOrder(base, token);
    const toPay = await placeOrder(base, token);
    const toShip = await placeOrder(base, token);
    await payBySandbox(base, token, toShip.order_id);
    const pickup = await placeOrder(base, token, 'store');
    await payBySandbox(base, token, pickup.order_id);

    const { page, context } = await openPhone({ storage: { token } });

    // Member centre: the order card with the four status entries and counts.
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-orders').waitFor();
    await expect
      .poll(async () => Number((await page.getByTestId('member-orders-waitpay-count').textContent()) ?? 0))
      .toBeGreaterThanOrEqual(2);
    await shot(page, 'orders-member-zh-cn');

    // 待付款 tab: both unpaid orders with their auto-close countdown.
    await page.getByTestId('member-orders-waitpay').click();
    await expect.poll(() => page.url()).toContain('/pages/order/list/list?status=waitpay');
    await expect.poll(() => page.title()).toContain('我的订单');
    await card(page, toCancel.order_id).waitFor();
    await expect.poll(async () => (await page.getByTestId('order-tab-waitpay').getAttribute('aria-selected')) ?? '').toBe('true');
    await expect
      .poll(async () => (await card(page, toCancel.order_id).getByTestId('order-countdown').textContent()) ?? '')
      .toMatch(/剩余 \d\d:\d\d:\d\d 自动关闭/);
    await shot(page, 'orders-list-waitpay-zh-cn');

    // Cancel with the confirm dialog.
    await card(page, toCancel.order_id).getByTestId('order-action-orderClose').click();
    await page.getByText('确定要取消该订单吗？').waitFor();
    // Let the dialog's opening animation finish before the picture.
    await page.waitForTimeout(500);
    await shot(page, 'orders-cancel-confirm-zh-cn');
    await page.locator('.adm-dialog').getByText('确定', { exact: true }).click();
    await page.getByText('订单已取消').waitFor();
    await expect.poll(() => card(page, toCancel.order_id).count()).toBe(0);
    expect(
      (await shopperCall<{ order_status: number }>(base, '/api/order/detail', { order_id: toCancel.order_id }, token)).order_status,
    ).toBe(-1);

    // Pay opens the pay popup of the payment feature.
    await card(page, toPay.order_id).getByTestId('order-action-orderPay').click();
    await page.getByTestId('pay-popup').waitFor();
    await shot(page, 'orders-pay-popup-zh-cn');
    await page.getByTestId('pay-popup-close').click();

    // The operator ships the paid order in one parcel with a trace.
    const detail = await shopperCall<ListOrder>(base, '/api/order/detail', { order_id: toShip.order_id }, token);
    await operator('/admin/api/order/delivery', {
      order_id: toShip.order_id,
      order_goods_ids: detail.order_goods.map((g) => g.order_goods_id).join(','),
      express_company_name: '顺丰速运',
      delivery_no: 'SF2026112201',
      trace: JSON.stringify([
        { datetime: '2026-11-22 09:00:00', remark: '快件已被顺丰揽收' },
        { datetime: '2026-11-22 18:30:00', remark: '快件已到达深圳南山集散中心' },
      ]),
    });

    // 待收货 tab → logistics.
    await page.getByTestId('order-tab-waitconfirm').click();
    await expect.poll(() => page.url()).toContain('status=waitconfirm');
    await card(page, toShip.order_id).waitFor();
    await shot(page, 'orders-list-waitconfirm-zh-cn');
    await card(page, toShip.order_id).getByTestId('order-action-trace').click();
    await expect.poll(() => page.url()).toContain(`/pages/order/logistics/logistics?order_id=${toShip.order_id}`);
    await page.getByTestId('parcel').first().waitFor();
    await expect.poll(async () => (await page.getByTestId('parcel-no').first().textContent()) ?? '').toContain('SF2026112201');
    await expect.poll(async () => (await page.getByTestId('trace-item').first().textContent()) ?? '').toContain('深圳南山集散中心');
    await shot(page, 'orders-logistics-zh-cn');

    // Detail of the shipped order: auto-receive countdown, then confirm receipt.
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${toShip.order_id}`);
    await expect.poll(async () => (await page.getByTestId('order-detail-status').textContent()) ?? '').toBe('已发货');
    await expect
      .poll(async () => (await page.getByTestId('order-detail-tip').textContent()) ?? '')
      .toMatch(/还剩 13天\d\d:\d\d:\d\d 自动确认收货/);
    await shot(page, 'orders-detail-shipped-zh-cn');
    // The header's white text over its gradient (base → deep) in the palest and a darker theme.
    await useTheme(page, 'golden');
    await shot(page, 'orders-detail-shipped-zh-cn-golden');
    await useTheme(page, 'green');
    await shot(page, 'orders-detail-shipped-zh-cn-green');
    await useTheme(page, 'default');
    await page.getByTestId('order-action-memberTakeDelivery').click();
    await page.getByText('确定已经收到货物了吗？').waitFor();
    await page.locator('.adm-dialog').getByText('确定', { exact: true }).click();
    await page.getByText('已确认收货').waitFor();
    await expect.poll(async () => (await page.getByTestId('order-detail-status').textContent()) ?? '').toBe('已收货');
    await page.locator('.adm-dialog').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await shot(page, 'orders-detail-received-zh-cn');

    // The list routes a pickup order to its own detail page: code and QR.
    await page.goto(`${base}/h5/pages/order/list/list`);
    await card(page, pickup.order_id).click();
    await expect.poll(() => page.url()).toContain(`/pages/order/detail_pickup/detail_pickup?order_id=${pickup.order_id}`);
    await page.getByTestId('order-qrcode').waitFor();
    await expect.poll(async () => (await page.getByTestId('order-code').textContent()) ?? '').toMatch(/\S{4,}/);
    await shot(page, 'orders-detail-pickup-zh-cn');
    await useTheme(page, 'blue');
    await shot(page, 'orders-detail-pickup-blue');

    // A virtual order shows its code (and QR) on its own detail page.
    const virtual = await placeOrder(base, token, 'virtual');
    await payBySandbox(base, token, virtual.order_id);
    await page.goto(`${base}/h5/pages/order/list/list`);
    await card(page, virtual.order_id).click();
    await expect.poll(() => page.url()).toContain(`/pages/order/detail_virtual/detail_virtual?order_id=${virtual.order_id}`);
    await page.getByTestId('order-virtual').waitFor();
    await expect.poll(async () => (await page.getByTestId('order-code').first().textContent()) ?? '').toMatch(/\S{4,}/);
    await shot(page, 'orders-detail-virtual-zh-cn');

    // Leave no unpaid order behind for other journeys.
    await shopperCall(base, '/api/order/close', { order_id: toPay.order_id }, token);
    await context.close();
  });

  it('reads in English and another theme', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const unpaid = await placeOrder(base, token);
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });
    await page.goto(`${base}/h5/pages/order/list/list?status=waitpay`);
    await card(page, unpaid.order_id).waitFor();
    await expect.poll(async () => (await page.getByTestId('order-tab-waitpay').textContent()) ?? '').toBe('To pay');
    await expect
      .poll(async () => (await card(page, unpaid.order_id).getByTestId('order-status').textContent()) ?? '')
      .toBe('Awaiting payment');
    await shot(page, 'orders-list-waitpay-en-us');
    await card(page, unpaid.order_id).click();
    await expect
      .poll(async () => (await page.getByTestId('order-detail-tip').textContent()) ?? '')
      .toMatch(/Closes automatically in \d\d:\d\d:\d\d/);
    await shot(page, 'orders-detail-unpaid-en-us');
    await useTheme(page, 'green');
    await shot(page, 'orders-detail-unpaid-en-us-green');
    await useTheme(page, 'golden');
    await shot(page, 'orders-detail-unpaid-en-us-golden');
    await page.goto(`${base}/h5/pages/order/list/list`);
    await page.getByTestId('order-card').first().waitFor();
    await shot(page, 'orders-list-all-en-us');
    await page.goto(`${base}/h5/pages/member/index/index`);
    await page.getByTestId('member-orders-waitpay-count').waitFor();
    await expect.poll(async () => (await page.getByTestId('member-orders-waitpay').textContent()) ?? '').toContain('To pay');
    await shot(page, 'orders-member-en-us');
    // Leave no unpaid order behind for other journeys.
    await shopperCall(base, '/api/order/close', { order_id: unpaid.order_id }, token);
    await context.close();
  });
});
