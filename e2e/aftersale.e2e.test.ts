import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** The first shop: the demo shopper is its verifier, and it has a pickup store. */
const SITE = 1;

/** A real (not virtual) SKU of the first shop with stock, from the goods list. */
const shopSku = async (base: string): Promise<number> => {
  const page = await shopperCall<{ list: { sku_id: number; is_virtual: number; stock: number }[] }>(base, '/api/goodssku/page', {
    site_id: SITE,
    page_size: 30,
  });
  const sku = page.list.find((g) => g.is_virtual === 0 && g.stock > 20);
  if (!sku) throw new Error('no SKU of shop 1 with stock');
  return sku.sku_id;
};

/** A 48×48 orange PNG for the review picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3W0QnAAAxCwU7kOu4PDtIlCunHQQYIok+fNb+65/yDeSgUKg9NynKOnwFjKFQempTlHEIz0EKh8tCkLDgUYKzqmHKN+dH7aTYDLRQqD03KgkMBxqqOfRqFF7X6sbX/N3gdAAAAAElFTkSuQmCC',
  'base64',
);

interface DetailOrder {
  order_id: number;
  order_status: number;
  code_info: { code: string } | null;
  order_goods: { order_goods_id: number; refund_status: number }[];
}

/** Checkout (unpaid, no balance) then the sandbox cashier's confirm, as a shopper would; answers the paid order. */
const paidOrder = async (base: string, token: string, deliveryType: 'express' | 'store'): Promise<DetailOrder> => {
  const tradeNo = await shopperCall<string>(
    base,
    '/api/ordercreate/create',
    { sku_id: await shopSku(base), num: 1, is_balance: 0, delivery: JSON.stringify({ [SITE]: { delivery_type: deliveryType } }) },
    token,
  );
  const list = await shopperCall<{ list: { order_id: number; out_trade_no: string }[] }>(
    base,
    '/api/order/lists',
    { order_status: 'waitpay', page_size: 50 },
    token,
  );
  const o = list.list.find((x) => x.out_trade_no === tradeNo);
  if (!o) throw new Error(`order of ${tradeNo} not listed`);
  const code = await shopperCall<string>(base, '/api/order/pay', { order_ids: String(o.order_id) }, token);
  const answer = await shopperCall<{ url: string }>(
    base,
    '/api/pay/pay',
    { out_trade_no: code, pay_type: 'sandbox', return_url: '/h5/' },
    token,
  );
  const html = await (await fetch(answer.url)).text();
  const form = html.slice(html.indexOf('action="/pay/sandbox/confirm"'));
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
  await fetch(`${base}/pay/sandbox/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ out_trade_no: field('out_trade_no'), expire: field('expire'), lang: field('lang'), sign: field('sign') }),
    redirect: 'manual',
  });
  const detail = () => shopperCall<DetailOrder>(base, '/api/order/detail', { order_id: o.order_id }, token);
  await expect.poll(async () => (await detail()).order_status, { timeout: 15_000 }).toBeGreaterThan(0);
  return detail();
};

/** Confirms the antd-mobile dialog that is open. */
const confirmDialog = async (page: Page, text: string) => {
  // Earlier dialogs stay in the page hidden; the open one is the last.
  await page.locator('.adm-dialog .adm-dialog-button').filter({ hasText: text }).last().click();
};

describe('after-sale', () => {
  it('refund: apply → detail → withdraw; agreed by the shop; the refund list (zh-cn)', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const o = await paidOrder(base, token, 'express');
    const line = o.order_goods[0]!.order_goods_id;
    const { page, context } = await openPhone({ storage: { token } });

    await page.goto(`${base}/h5/otherpages/order/refund/refund?order_goods_id=${line}`);
    await expect.poll(() => page.title()).toContain('申请退款');
    await page.getByTestId('refund-apply-page').waitFor();
    // Not shipped yet: refund only.
    await expect(page.getByTestId('refund-type-1').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('refund-type-2').count()).toBe(0);
    expect((await page.getByTestId('refund-money').textContent())?.trim()).toMatch(/^¥\d+\.\d{2}$/);
    await shot(page, 'refund-apply-zh-cn');
    // Without a reason the page asks for one.
    await page.getByTestId('refund-submit').click();
    await page.getByText('请选择退款原因').first().waitFor();
    await page.getByTestId('refund-reason').click();
    await page.getByTestId('refund-reason-option-1').waitFor();
    await shot(page, 'refund-apply-reasons');
    await page.getByTestId('refund-reason-option-1').click();
    await page.getByTestId('refund-reason-option').waitFor({ state: 'hidden' });
    await page.getByTestId('refund-remark').fill('拍错了规格');
    await shot(page, 'refund-apply-filled');
    await page.getByTestId('refund-submit').click();

    await expect.poll(() => page.url()).toContain(`/otherpages/order/refund_detail/refund_detail?order_goods_id=${line}`);
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('申请维权');
    await page.getByTestId('refund-logs').waitFor();
    await shot(page, 'refund-detail-applied');

    // Withdraw, after confirming.
    await page.getByTestId('refund-cancel').click();
    await page.locator('.adm-dialog .adm-dialog-button').last().waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'refund-detail-cancel-confirm');
    await confirmDialog(page, '确定');
    await page.getByTestId('refund-reapply').waitFor();
    expect(await page.getByTestId('refund-status').count()).toBe(0);
    await shot(page, 'refund-detail-cancelled');
    expect((await shopperCall<DetailOrder>(base, '/api/order/detail', { order_id: o.order_id }, token)).order_goods[0]!.refund_status).toBe(
      0,
    );

    // Apply again from the detail page; the shop agrees through the operator API.
    await page.getByTestId('refund-reapply').click();
    await page.getByTestId('refund-apply-page').waitFor();
    await page.getByTestId('refund-reason').click();
    await page.getByTestId('refund-reason-option-0').click();
    await page.getByTestId('refund-submit').click();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('申请维权');
    await operator('/admin/api/orderrefund/agree', { order_goods_id: line });
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('待转账');
    expect(await page.getByTestId('refund-cancel').count()).toBe(0);
    await shot(page, 'refund-detail-agreed');

    // 退款/售后 list.
    await page.goto(`${base}/h5/pages/order/activist/activist`);
    await expect.poll(() => page.title()).toContain('退款/售后');
    await page.getByTestId('refund-card').first().waitFor();
    expect((await page.getByTestId('refund-card-status').first().textContent())?.trim()).toBe('待转账');
    await shot(page, 'refund-activist-zh-cn');
    await useTheme(page, 'blue');
    await shot(page, 'refund-activist-blue');

    // The shop pays it back: done, and the list says so.
    await operator('/admin/api/orderrefund/transfer', { order_goods_id: line });
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('refund-card-status').first().textContent())?.trim()).toBe('维权结束');
    await context.close();
  });

  it('verification desk: type the pickup code, confirm, see the record; then review the order and follow up (zh-cn)', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const o = await paidOrder(base, token, 'store');
    expect(o.order_status).toBe(2);
    const pickupCode = o.code_info?.code ?? '';
    expect(pickupCode).toMatch(/^\d+$/);
    const { page, context } = await openPhone({ storage: { token } });

    await page.goto(`${base}/h5/otherpages/verification/index/index`);
    await expect.poll(() => page.title()).toContain('核销台');
    await page.getByTestId('verify-code-input').waitFor();
    await shot(page, 'verify-index-zh-cn');
    await page.getByTestId('verify-code-input').fill('12');
    await page.getByTestId('verify-code-submit').click();
    await page.getByText('请输入正确的核销码').first().waitFor();
    await page.getByTestId('verify-code-input').fill(pickupCode);
    await page.getByTestId('verify-code-submit').click();

    await expect.poll(() => page.url()).toContain(`/otherpages/verification/detail/detail?code=${pickupCode}`);
    await expect.poll(async () => (await page.getByTestId('verify-state').textContent())?.trim()).toBe('待核销');
    await page.getByTestId('verify-item').first().waitFor();
    await shot(page, 'verify-detail-zh-cn');
    await page.getByTestId('verify-confirm').click();
    await confirmDialog(page, '确认核销');
    await expect.poll(async () => (await page.getByTestId('verify-state').textContent())?.trim()).toBe('已核销');
    await shot(page, 'verify-detail-done');
    expect((await shopperCall<DetailOrder>(base, '/api/order/detail', { order_id: o.order_id }, token)).order_status).toBe(4);

    await page.goto(`${base}/h5/otherpages/verification/list/list`);
    await page.getByTestId('verify-record').first().waitFor();
    expect(await page.getByTestId('verify-record').first().textContent()).toContain(pickupCode);
    await shot(page, 'verify-list-zh-cn');

    // The picked-up order can be reviewed: stars, text, a picture, anonymous.
    await page.goto(`${base}/h5/otherpages/order/evaluate/evaluate?order_id=${o.order_id}`);
    await expect.poll(() => page.title()).toContain('评价');
    await page.getByTestId('evaluate-line').first().waitFor();
    const lineId = (await shopperCall<DetailOrder>(base, '/api/order/detail', { order_id: o.order_id }, token)).order_goods[0]!
      .order_goods_id;
    await page.getByTestId(`evaluate-stars-${lineId}-4`).click();
    await page.getByTestId(`evaluate-content-${lineId}`).fill('自提很方便，商品和描述一致');
    await page.getByTestId(`evaluate-images-${lineId}-input`).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
    await page.locator(`[data-testid="evaluate-images-${lineId}"] img`).first().waitFor();
    await page.getByTestId('evaluate-shop-service-3').click();
    await page.getByTestId('evaluate-anonymous').click();
    await shot(page, 'evaluate-add-zh-cn');
    await useTheme(page, 'green');
    await shot(page, 'evaluate-add-green');
    await page.getByTestId('evaluate-submit').click();
    await page.getByText('评价成功').first().waitFor();
    await expect
      .poll(
        async () =>
          (await shopperCall<{ evaluate_status: number }>(base, '/api/order/evluateinfo', { order_id: o.order_id }, token)).evaluate_status,
      )
      .toBe(1);

    // Follow-up mode.
    await page.goto(`${base}/h5/otherpages/order/evaluate/evaluate?order_id=${o.order_id}`);
    await expect.poll(() => page.getByTestId('order-evaluate-page').getAttribute('data-mode')).toBe('again');
    await page.getByTestId(`evaluate-content-${lineId}`).fill('用了一周，依然满意');
    await shot(page, 'evaluate-again-zh-cn');
    await page.getByTestId('evaluate-submit').click();
    await page.getByText('追评成功').first().waitFor();
    await context.close();
  });

  it('the pages in English', async () => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const o = await paidOrder(base, token, 'express');
    const line = o.order_goods[0]!.order_goods_id;
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token } });

    await page.goto(`${base}/h5/otherpages/order/refund/refund?order_goods_id=${line}`);
    await expect.poll(() => page.title()).toContain('Request a refund');
    await page.getByTestId('refund-reason').click();
    await page.getByTestId('refund-reason-option-3').click();
    await page.getByTestId('refund-reason-option').waitFor({ state: 'hidden' });
    await shot(page, 'refund-apply-en-us');
    await page.getByTestId('refund-submit').click();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('Requested');
    await shot(page, 'refund-detail-en-us');

    // Platform complaint on the open request.
    await page.getByTestId('refund-complain').click();
    await page.getByTestId('complain-page').waitFor();
    await page.getByTestId('complain-reason').click();
    await page.getByTestId('complain-reason-option-0').click();
    await page.getByTestId('complain-remark').fill('No answer for days');
    await shot(page, 'complain-en-us');
    await page.getByTestId('complain-submit').click();
    await expect.poll(async () => (await page.getByTestId('complain-status').textContent())?.trim()).toBe('Complaint submitted');
    await shot(page, 'complain-submitted-en-us');
    await page.getByTestId('complain-cancel').click();
    await confirmDialog(page, 'OK');
    await page.getByTestId('complain-submit').waitFor();

    await page.goto(`${base}/h5/pages/order/activist/activist`);
    await expect.poll(() => page.title()).toContain('Refunds / after-sale');
    await page.getByTestId('refund-card').first().waitFor();
    await shot(page, 'refund-activist-en-us');

    await page.goto(`${base}/h5/otherpages/verification/index/index`);
    await page.getByTestId('verify-code-input').waitFor();
    await shot(page, 'verify-index-en-us');
    await page.goto(`${base}/h5/otherpages/verification/list/list`);
    await page.getByTestId('verify-list-page').waitFor();
    await shot(page, 'verify-list-en-us');

    // Withdraw the request so the shared demo account is left without open after-sale.
    await shopperCall(base, '/api/orderrefund/cancel', { order_goods_id: line }, token);

    // A shipped order: return and refund; once the shop agrees the buyer enters the return parcel.
    const shipped = await paidOrder(base, token, 'express');
    const shippedLine = shipped.order_goods[0]!.order_goods_id;
    await operator('/admin/api/order/delivery', {
      order_id: shipped.order_id,
      order_goods_ids: String(shippedLine),
      express_company_name: 'SF Express',
      delivery_no: 'SF2026112299',
      trace: JSON.stringify([{ datetime: '2026-11-22 09:00:00', remark: 'Picked up' }]),
    });
    await page.goto(`${base}/h5/otherpages/order/refund/refund?order_goods_id=${shippedLine}`);
    await page.getByTestId('refund-type-2').click();
    await page.getByTestId('refund-reason').click();
    await page.getByTestId('refund-reason-option-1').click();
    await page.getByTestId('refund-reason-option').waitFor({ state: 'hidden' });
    await shot(page, 'refund-apply-return-en-us');
    await page.getByTestId('refund-submit').click();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('Requested');
    await operator('/admin/api/orderrefund/agree', { order_goods_id: shippedLine });
    await page.reload();
    await page.getByTestId('refund-return-form').waitFor();
    await page.getByTestId('refund-delivery-submit').click();
    await page.getByText('Enter the carrier and the tracking number').first().waitFor();
    await page.getByTestId('refund-delivery-name').fill('SF Express');
    await page.getByTestId('refund-delivery-no').fill('SF9988776655');
    await shot(page, 'refund-return-form-en-us');
    await page.getByTestId('refund-delivery-submit').click();
    await expect.poll(async () => (await page.getByTestId('refund-status').textContent())?.trim()).toBe('Waiting for the shop to receive');
    expect(await page.getByTestId('refund-return-form').count()).toBe(0);
    await useTheme(page, 'golden');
    await shot(page, 'refund-return-sent-en-us-golden');
    // The shop receives it and pays back: the order (its only line refunded) closes.
    await operator('/admin/api/orderrefund/receive', { order_goods_id: shippedLine });
    await operator('/admin/api/orderrefund/transfer', { order_goods_id: shippedLine });
    expect((await shopperCall<DetailOrder>(base, '/api/order/detail', { order_id: shipped.order_id }, token)).order_status).toBe(-1);
    await context.close();
  });
});
