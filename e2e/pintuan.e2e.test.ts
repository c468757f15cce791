import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, galleryLoaded, openPhone, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
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

let seq = 0;

/** A new member with ¥500 of balance and a default address. */
const newShopper = async (base: string): Promise<{ token: string; id: number }> => {
  const username = `pt${Date.now().toString(36)}${++seq}`;
  const token = (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
  const me = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
  await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'balance', adjust_num: '500', remark: 'e2e' });
  await shopperCall(
    base,
    '/api/memberaddress/add',
    {
      name: '林拼团',
      mobile: '13800138457',
      telephone: '',
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      community_id: 0,
      address: '科技园南区 3 栋 302',
      longitude: 113.9473,
      latitude: 22.5375,
      is_default: 1,
    },
    token,
  );
  return { token, id: me.member_id };
};

interface PintuanRow {
  pintuan_id: number;
  pintuan_num: number;
}

const seededPintuan = async (base: string): Promise<PintuanRow> =>
  (await shopperCall<{ list: PintuanRow[] }>(base, '/pintuan/api/goods/page', { page: 1, page_size: 1 })).list[0]!;

/** The member's newest pintuan order. */
const newestOrder = async (base: string, token: string) =>
  (
    await shopperCall<{ list: { id: number; group_id: number; pintuan_status: number }[] }>(
      base,
      '/pintuan/api/order/page',
      { page: 1, page_size: 1 },
      token,
    )
  ).list[0]!;

/** The SKUs of a pintuan as its detail offers them (spec value order), each with its pintuan prices. */
const pintuanSkus = async (base: string, pintuanId: number) => {
  const d = (
    await shopperCall<{ goods_sku_detail: { goods_spec_format: string } }>(base, '/pintuan/api/goods/detail', { pintuan_id: pintuanId })
  ).goods_sku_detail;
  const values = (JSON.parse(d.goods_spec_format) as { value: { sku_id: number; spec_value_name: string }[] }[])[0]!.value;
  return Promise.all(
    values.map(async (v) => ({
      name: v.spec_value_name,
      ...(await shopperCall<{ sku_id: number; pintuan_price: string; promotion_price: string }>(base, '/pintuan/api/goods/info', {
        pintuan_id: pintuanId,
        sku_id: v.sku_id,
      })),
    })),
  );
};

/** Opens the picker from a button of the pintuan detail, on the `spec`-th spec when given. */
const pickFromDetail = async (page: Page, button: 'pintuan-open' | 'pintuan-join', spec?: number) => {
  const b = page.getByTestId(button);
  await expect.poll(() => b.isEnabled()).toBe(true);
  await b.click();
  const picker = page.getByTestId('sku-picker');
  await picker.waitFor();
  if (spec !== undefined) await picker.getByTestId('spec-value').nth(spec).click();
  await expect.poll(() => page.getByTestId('sku-buy-now').isEnabled()).toBe(true);
};

/** From the pintuan detail (as opened) through its picker and the pintuan checkout, paid. */
const buyFromDetail = async (page: Page, button: 'pintuan-open' | 'pintuan-join') => {
  await pickFromDetail(page, button);
  await page.getByTestId('sku-buy-now').click();
  await page.waitForURL(/\/promotionpages\/pintuan\/payment\/payment$/);
  await page.getByTestId('checkout-page').waitFor();
  await settled(page);
  expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
  await placeAndPay(page);
};

describe('pintuan', () => {
  it('one member opens a group, two others join it through the shared link, and it succeeds (zh-cn)', async () => {
    const base = inject('baseUrl');
    const p = await seededPintuan(base);
    expect(p.pintuan_num).toBe(3);
    const [a, b, c] = [await newShopper(base), await newShopper(base), await newShopper(base)];

    // A: from the list into the detail (the seeded group is forming there) and opens a group of its own.
    const pa = await openPhone({ lang: 'zh-cn', storage: { token: a.token } });
    await pa.page.goto(`${base}/h5/promotionpages/pintuan/list/list`);
    await expect.poll(() => pa.page.title()).toContain('拼团');
    await pa.page.getByTestId('pintuan-goods').first().waitFor();
    await pa.page.waitForLoadState('networkidle');
    await shots(pa.page, 'pintuan-list-zh-cn', 'green');
    await pa.page.getByTestId('pintuan-goods').first().click();
    await pa.page.waitForURL(/\/promotionpages\/pintuan\/detail\/detail\?pintuan_id=\d+$/);
    await pa.page.getByTestId('pintuan-groups').waitFor();
    expect(await pa.page.getByTestId('pintuan-seats').textContent()).toBe('3人团');
    await pa.page.waitForLoadState('networkidle');
    await galleryLoaded(pa.page);
    await shots(pa.page, 'pintuan-detail-zh-cn', 'green');
    await buyFromDetail(pa.page, 'pintuan-open');
    const mine = await newestOrder(base, a.token);
    expect(mine.pintuan_status).toBe(2);

    // A's share page: one seat taken, two empty, the countdown and the invitation link with source_member.
    await pa.page.goto(`${base}/h5/promotionpages/pintuan/share/share?id=${mine.id}`);
    await pa.page.getByTestId('pintuan-share-countdown').waitFor();
    expect(await pa.page.getByTestId('pintuan-seat').count()).toBe(1);
    expect(await pa.page.getByTestId('pintuan-seat-empty').count()).toBe(2);
    expect(await pa.page.getByTestId('pintuan-share-status').textContent()).toBe('还差2人，快邀请好友来拼团吧');
    const link = ((await pa.page.getByTestId('pintuan-share-link').textContent()) ?? '').trim();
    expect(link).toContain(`group_id=${mine.group_id}`);
    expect(link).toContain(`source_member=${a.id}`);
    await pa.page.waitForLoadState('networkidle');
    await shots(pa.page, 'pintuan-share-forming-zh-cn', 'green');

    // B and C open the link in their own browsers and join.
    for (const [who, shopper] of [
      ['b', b],
      ['c', c],
    ] as const) {
      const ctx = await openPhone({ lang: 'zh-cn', storage: { token: shopper.token } });
      await ctx.page.goto(link);
      await ctx.page.getByTestId('pintuan-join').waitFor();
      if (who === 'b') await shot(ctx.page, 'pintuan-detail-join-zh-cn');
      await buyFromDetail(ctx.page, 'pintuan-join');
      expect((await newestOrder(base, shopper.token)).group_id).toBe(mine.group_id);
      await ctx.context.close();
    }

    // A sees the group succeed: three seats, no empty one.
    await pa.page.reload();
    await expect.poll(() => pa.page.getByTestId('pintuan-share-status').getAttribute('data-status')).toBe('3');
    expect(await pa.page.getByTestId('pintuan-share-status').textContent()).toBe('恭喜您，拼团成功');
    expect(await pa.page.getByTestId('pintuan-seat').count()).toBe(3);
    expect(await pa.page.getByTestId('pintuan-seat-empty').count()).toBe(0);
    await shots(pa.page, 'pintuan-share-success-zh-cn', 'blue');
    await pa.page.goto(`${base}/h5/promotionpages/pintuan/my_spell/my_spell`);
    await pa.page.getByTestId('pintuan-order').first().waitFor();
    expect(await pa.page.getByTestId('pintuan-order-status').first().getAttribute('data-status')).toBe('3');
    await shot(pa.page, 'pintuan-my-spell-zh-cn');
    await pa.context.close();
  });

  it('in English: picks the second spec, opens a group at its leader price, pays, and finds it on the share and my-groups pages', async () => {
    const base = inject('baseUrl');
    const p = await seededPintuan(base);
    const skus = await pintuanSkus(base, p.pintuan_id);
    expect(skus.length).toBeGreaterThanOrEqual(2);
    const second = skus[1]!;
    // each spec has its own pintuan price
    expect(second.promotion_price).not.toBe(skus[0]!.promotion_price);
    const a = await newShopper(base);
    const { page, context } = await openPhone({ lang: 'en-us', storage: { token: a.token } });

    await page.goto(`${base}/h5/promotionpages/pintuan/list/list`);
    await expect.poll(() => page.title()).toContain('Group');
    await page.getByTestId('pintuan-goods').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shots(page, 'pintuan-list-en-us', 'blue');
    await page.getByTestId('pintuan-goods').first().click();
    await page.waitForURL(/\/promotionpages\/pintuan\/detail\/detail\?pintuan_id=\d+$/);
    await page.getByTestId('pintuan-price-row').waitFor();
    expect(await page.getByTestId('pintuan-seats').textContent()).toBe('3-person group');
    expect(await page.getByTestId('spec-row').textContent()).toContain(skus[0]!.name);
    await page.waitForLoadState('networkidle');
    await galleryLoaded(page);
    await shots(page, 'pintuan-detail-en-us', 'blue');

    // The second spec in the picker: its own group price on the page, its leader price on the button.
    await pickFromDetail(page, 'pintuan-open', 1);
    await expect.poll(() => page.getByTestId('pintuan-price-row').textContent()).toContain(second.pintuan_price);
    expect(await page.getByTestId('sku-buy-now').textContent()).toBe(`¥${second.promotion_price} Start a group`);
    expect(await page.getByTestId('spec-row').textContent()).toContain(second.name);
    await shots(page, 'pintuan-picker-en-us', 'blue');
    await page.getByTestId('sku-buy-now').click();

    await page.waitForURL(/\/promotionpages\/pintuan\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(second.promotion_price);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await shots(page, 'pintuan-payment-en-us', 'blue');
    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, a.token);
    const order = await shopperCall<{ promotion_type: string; goods_money: string }>(
      base,
      '/api/order/detail',
      { order_id: info.order_ids[0]! },
      a.token,
    );
    expect(order).toMatchObject({ promotion_type: 'pintuan', goods_money: second.promotion_price });

    const mine = await newestOrder(base, a.token);
    expect(mine.pintuan_status).toBe(2);
    await page.goto(`${base}/h5/promotionpages/pintuan/share/share?id=${mine.id}`);
    await page.getByTestId('pintuan-share-countdown').waitFor();
    expect(await page.getByTestId('pintuan-share-status').textContent()).toBe('2 more needed — invite your friends');
    await page.waitForLoadState('networkidle');
    await shots(page, 'pintuan-share-forming-en-us', 'blue');

    await page.goto(`${base}/h5/promotionpages/pintuan/my_spell/my_spell`);
    await page.getByTestId('pintuan-order').first().waitFor();
    expect(await page.getByTestId('pintuan-order-status').first().getAttribute('data-status')).toBe('2');
    await page.waitForLoadState('networkidle');
    await shots(page, 'pintuan-my-spell-en-us', 'blue');
    await context.close();
  });

  it('the goods detail of the pintuan goods leads to its pintuan detail', async () => {
    const base = inject('baseUrl');
    const list = await shopperCall<{ list: { pintuan_id: number; sku_id: number }[] }>(base, '/pintuan/api/goods/page', {
      page: 1,
      page_size: 1,
    });
    const item = list.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-pintuan-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('该商品正在拼团');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/pintuan/detail/detail\\?pintuan_id=${item.pintuan_id}$`));
    await page.getByTestId('pintuan-price-row').waitFor();
    await context.close();
  });
});
