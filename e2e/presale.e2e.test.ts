import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { payAtSandbox, placeAndPay, settled } from './support/checkout';
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
  book: string;
  endsIn: string;
  waitFinal: string;
  payFinal: string;
  done: string;
}

interface Booking {
  id: number;
  order_status: number;
  presale_id: number;
  pay_start_time: number;
  pay_end_time: number;
  deposit_out_trade_no: string;
}

/**
 * The demo presales (seed/presale.ts): one taking deposits, one whose rest is due now with two bookings of the demo
 * shopper. From the list into the first one's detail, 立即预定, the deposit checkout paid (balance, then the sandbox
 * cashier), the new booking waiting for its rest; then a seeded booking's rest paid from the presale orders inside
 * its window, which completes it.
 */
describe('presale', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: Texts) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/promotionpages/presale/list/list`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(texts.title);
    const card = page.getByTestId('presale-goods').first();
    await card.waitFor();
    expect(await card.getByTestId('presale-goods-btn').textContent()).toBe(texts.book);
    await page.waitForLoadState('networkidle');
    await shots(page, `presale-list-${lang}`, theme);

    await card.click();
    await page.waitForURL(/\/promotionpages\/presale\/detail\/detail\?id=\d+$/);
    const presaleId = Number(new URL(page.url()).searchParams.get('id'));
    const buy = page.getByTestId('presale-buy');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    expect(await page.getByTestId('presale-countdown').textContent()).toContain(texts.endsIn);
    await page.getByTestId('presale-steps').waitFor();
    await page.waitForLoadState('networkidle');
    await shots(page, `presale-detail-${lang}`, theme);

    // The deposit.
    await buy.click();
    await page.getByTestId('sku-picker').waitFor();
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/promotionpages\/presale\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    await page.getByTestId('presale-deposit-summary').waitFor();
    await shots(page, `presale-payment-${lang}`, theme);
    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const mine = await shopperCall<{ list: Booking[] }>(base, '/presale/api/order/page', { page: 1, page_size: 50 }, token);
    const booked = mine.list.find((b) => b.deposit_out_trade_no === code);
    expect(booked?.presale_id).toBe(presaleId);
    expect(booked?.order_status).toBe(1);

    // The rest of a seeded booking, inside its window.
    const now = Math.floor(Date.now() / 1000);
    const due = mine.list.find((b) => b.order_status === 1 && b.pay_start_time <= now && b.pay_end_time > now);
    expect(due).toBeDefined();
    await page.goto(`${base}/h5/promotionpages/presale/order_list/order_list?order_status=1`);
    const row = page.getByTestId('presale-order').filter({ has: page.getByTestId('presale-action-orderPayFinal') });
    await row.first().waitFor();
    expect(await row.first().getByTestId('presale-order-status').textContent()).toBe(texts.waitFinal);
    await shots(page, `presale-orders-${lang}`, theme);
    await page.goto(`${base}/h5/promotionpages/presale/order_detail/order_detail?order_id=${due!.id}`);
    await page.getByTestId('presale-payments').waitFor();
    await shot(page, `presale-order-detail-${lang}`);
    await page.getByTestId('presale-action-orderPayFinal').click();
    await page.waitForURL(/\/promotionpages\/presale\/payment\/payment\?id=\d+$/);
    await page.getByTestId('presale-final').waitFor();
    expect(await page.getByTestId('presale-final-submit').textContent()).toBe(texts.payFinal);
    await shots(page, `presale-final-${lang}`, theme);
    await page.getByTestId('presale-final-submit').click();
    await payAtSandbox(page);
    const after = await shopperCall<Booking & { order_status_name: string; order_id: number }>(
      base,
      '/presale/api/order/detail',
      { order_id: due!.id, lang },
      token,
    );
    expect(after.order_status).toBe(2);
    expect(after.order_status_name).toBe(texts.done);
    expect(after.order_id).toBeGreaterThan(0);
    await page.goto(`${base}/h5/promotionpages/presale/order_detail/order_detail?order_id=${due!.id}`);
    await expect.poll(() => page.getByTestId('presale-detail-status').textContent()).toBe(texts.done);
    await shot(page, `presale-order-done-${lang}`);
    await context.close();
  };

  it('pays a presale deposit, then the rest of a booking in its window (zh-cn)', async () => {
    await journey('zh-cn', 'green', {
      title: '预售',
      book: '立即预定',
      endsIn: '距定金结束',
      waitFinal: '待付尾款',
      payFinal: '确认支付尾款',
      done: '已完成',
    });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', {
      title: 'Presale',
      book: 'Book now',
      endsIn: 'Deposits end in',
      waitFinal: 'Awaiting final payment',
      payFinal: 'Pay the rest',
      done: 'Completed',
    });
  });
});
