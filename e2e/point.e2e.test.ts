import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

/** Shots of the page as it is, then in `theme`. */
const shots = async (page: Page, name: string, theme: string) => {
  await shot(page, name);
  await useTheme(page, theme);
  await shot(page, `${name}-${theme}`);
  await useTheme(page, 'default');
};

/** A new shopper with a default address and 200 points on top of the new-member gift. */
const newShopper = async (base: string): Promise<{ token: string; point: number }> => {
  const username = `pt${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const token = (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
  const me = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
  await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'point', adjust_num: '200', remark: 'e2e' });
  await shopperCall(
    base,
    '/api/memberaddress/add',
    {
      name: '积分客',
      mobile: '13800138789',
      telephone: '',
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      community_id: 0,
      address: '科技园南区 3 栋 402',
      longitude: 113.9473,
      latitude: 22.5375,
      is_default: 1,
    },
    token,
  );
  const after = await shopperCall<{ point: number }>(base, '/api/member/info', {}, token);
  return { token, point: after.point };
};

interface Texts {
  title: string;
  done: string;
  waiting: string;
  giftsTitle: string;
}

interface Item {
  id: number;
  type: number;
  type_id: number;
  name: string;
  point: number;
  price: string;
}

/**
 * A shopper opens the points mall, exchanges points for the platform coupon (found in my coupons) and for a
 * points-only gift (found on the gift page, waiting to be shipped); the points go down by both items.
 */
describe('points mall', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, texts: Texts) => {
    const base = inject('baseUrl');
    const { token, point } = await newShopper(base);
    const items = (await shopperCall<{ list: Item[] }>(base, '/pointexchange/api/goods/page', { page: 1, page_size: 20 })).list;
    const coupon = items.find((i) => i.type === 2)!;
    const giftItem = items.find((i) => i.type === 1 && Number(i.price) === 0)!;
    expect(coupon && giftItem).toBeTruthy();
    const { page, context } = await openPhone({ lang, storage: { token } });

    // The mall: the member's points, tabs by kind.
    await page.goto(`${base}/h5/promotionpages/point/list/list`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(texts.title);
    await expect.poll(async () => (await page.getByTestId('point-mine').textContent())?.trim()).toBe(String(point));
    await page.getByTestId('point-item').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shots(page, `point-list-${lang}`, theme);

    // The coupon: detail, confirmation, done at once, then in my coupons.
    await page.getByTestId('point-tab-2').click();
    await page.locator('[data-testid="point-item"][data-type="2"]').first().click();
    await page.waitForURL(/\/promotionpages\/point\/detail\/detail\?id=\d+/);
    await page.getByTestId('point-exchange').click();
    await page.waitForURL(/\/promotionpages\/point\/payment\/payment/);
    await expect.poll(async () => (await page.getByTestId('point-have').textContent())?.trim()).toBe(String(point));
    await shots(page, `point-payment-coupon-${lang}`, theme);
    await page.getByTestId('point-submit').click();
    await page.waitForURL(/\/promotionpages\/point\/result\/result\?order_id=\d+/);
    await expect.poll(async () => (await page.getByTestId('point-result').textContent()) ?? '').toContain(texts.done);
    await shots(page, `point-result-coupon-${lang}`, theme);
    await page.getByTestId('point-result-coupons').click();
    await page.waitForURL(/\/otherpages\/member\/coupon/);
    await page.getByTestId('mine-kind-platform').click();
    await page.locator(`[data-testid="coupon-card"][data-kind="platform"][data-type-id="${coupon.type_id}"]`).first().waitFor();
    await shot(page, `point-my-coupons-${lang}`);

    // The gift: the address shown on the confirmation, then on the gift page waiting to be shipped.
    await page.goto(`${base}/h5/promotionpages/point/list/list`);
    await page.getByTestId('point-tab-1').click();
    await page.locator('[data-testid="point-item"][data-type="1"]', { hasText: giftItem.name }).first().click();
    await page.waitForURL(/\/promotionpages\/point\/detail\/detail\?id=\d+/);
    await page.getByTestId('point-detail').waitFor();
    await shots(page, `point-detail-gift-${lang}`, theme);
    await page.getByTestId('point-exchange').click();
    await page.waitForURL(/\/promotionpages\/point\/payment\/payment/);
    await expect.poll(async () => (await page.getByTestId('point-address').textContent()) ?? '').toContain('积分客');
    await shots(page, `point-payment-gift-${lang}`, theme);
    await page.getByTestId('point-submit').click();
    await page.waitForURL(/\/promotionpages\/point\/result\/result\?order_id=\d+/);
    await page.getByTestId('point-result-gifts').click();
    await page.waitForURL(/\/otherpages\/member\/gift/);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(texts.giftsTitle);
    const card = page.getByTestId('gift-order').filter({ hasText: giftItem.name }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain(texts.waiting);
    await shots(page, `point-gifts-${lang}`, theme);
    await card.click();
    await page.waitForURL(/\/otherpages\/member\/gift_detail\?order_id=\d+/);
    await expect.poll(async () => (await page.getByTestId('gift-state').textContent())?.trim()).toBe(texts.waiting);
    await shots(page, `point-gift-detail-${lang}`, theme);

    // The records list both, and the points went down by both items.
    await page.goto(`${base}/h5/promotionpages/point/order_list/order_list`);
    await expect.poll(() => page.getByTestId('point-order').count()).toBe(2);
    await shots(page, `point-orders-${lang}`, theme);
    const after = await shopperCall<{ point: number }>(base, '/api/member/info', {}, token);
    expect(after.point).toBe(point - coupon.point - giftItem.point);
    await context.close();
  };

  it('exchanges points for a coupon and a gift (zh-cn)', async () => {
    await journey('zh-cn', 'green', { title: '积分商城', done: '兑换成功', waiting: '待发货', giftsTitle: '我的礼品' });
  });

  it('the same in English', async () => {
    await journey('en-us', 'blue', { title: 'Points Mall', done: 'Exchanged', waiting: 'Waiting to ship', giftsTitle: 'My Gifts' });
  });
});
