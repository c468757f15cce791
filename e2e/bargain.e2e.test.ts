import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { placeAndPay, settled } from './support/checkout';
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
/** A new member with a default address (each journey launches its own bargain: one going launch per member). */
const newMember = async (base: string, prefix: string): Promise<string> => {
  const username = `${prefix}${Date.now().toString(36)}${++seq}`;
  const token = (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
  await shopperCall(
    base,
    '/api/memberaddress/add',
    {
      name: '林砍价',
      mobile: '13800138457',
      telephone: '',
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      community_id: 0,
      address: '科技园南区 2 栋 302',
      longitude: 113.9473,
      latitude: 22.5375,
      is_default: 1,
    },
    token,
  );
  return token;
};

/** The `spec`-th SKU the first bargain's detail offers, with its own prices. */
const bargainSku = async (base: string, spec: number) => {
  const listed = await shopperCall<{ list: { bargain_id: number }[] }>(base, '/bargain/api/goods/page', { page: 1, page_size: 1 });
  const id = listed.list[0]!.bargain_id;
  const d = (await shopperCall<{ goods_sku_detail: { goods_spec_format: string } }>(base, '/bargain/api/goods/detail', { bargain_id: id }))
    .goods_sku_detail;
  const values = (JSON.parse(d.goods_spec_format) as { value: { sku_id: number; spec_value_name: string }[] }[])[0]!.value;
  const v = values[spec]!;
  const info = await shopperCall<{ sku_id: number; price: string; floor_price: string }>(base, '/bargain/api/goods/info', {
    bargain_id: id,
    sku_id: v.sku_id,
  });
  return { count: values.length, name: v.spec_value_name, ...info };
};

interface Texts {
  title: string;
  launch: string;
  help: string;
  helped: string;
  buy: (price: string) => string;
  succeeded: string;
}

/**
 * The demo bargain (seed/bargain.ts: each SKU cut to 5 % of its price by 5 cuts, the launcher's own first): a new member
 * launches it from the list and detail on the `spec`-th spec picked in the SKU picker, a friend in another browser opens the shared launch page and helps cut once, three
 * more friends cut (through the API), and the launcher buys it at the floor through the bargain checkout and pays.
 */
describe('bargain', () => {
  const journey = async (lang: 'zh-cn' | 'en-us', theme: string, spec: number, texts: Texts) => {
    const base = inject('baseUrl');
    const chosen = await bargainSku(base, spec);
    expect(chosen.count).toBeGreaterThanOrEqual(2);
    const floor = chosen.floor_price;
    const token = await newMember(base, 'bgl');
    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/promotionpages/bargain/list/list`);
    const card = page.getByTestId('bargain-goods').first();
    await card.waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain(texts.title);
    expect(await card.getByTestId('bargain-goods-btn').textContent()).toBe(texts.launch);
    await page.waitForLoadState('networkidle');
    await shots(page, `bargain-list-${lang}`, theme);

    await card.click();
    await page.waitForURL(/\/promotionpages\/bargain\/detail\/detail\?bargain_id=\d+$/);
    const launch = page.getByTestId('bargain-launch-btn');
    await expect.poll(() => launch.isEnabled()).toBe(true);
    expect(await launch.textContent()).toBe(texts.launch);
    await page.waitForLoadState('networkidle');
    const picture = page.getByTestId('goods-gallery').locator('img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shots(page, `bargain-detail-${lang}`, theme);

    // 发起砍价 opens the picker: the spec picked there shows its own floor, and is the one launched.
    await launch.click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    await picker.getByTestId('spec-value').nth(spec).click();
    await expect.poll(() => page.getByTestId('bargain-price-row').textContent()).toContain(floor);
    expect(await page.getByTestId('spec-row').textContent()).toContain(chosen.name);
    await expect.poll(() => page.getByTestId('sku-buy-now').isEnabled()).toBe(true);
    expect(await page.getByTestId('sku-buy-now').textContent()).toBe(texts.launch);
    await shots(page, `bargain-picker-${lang}`, theme);
    await page.getByTestId('sku-buy-now').click();
    await page.waitForURL(/\/promotionpages\/bargain\/launch\/launch\?id=\d+$/);
    const launchId = Number(new URL(page.url()).searchParams.get('id'));
    const launched = await shopperCall<{ sku_id: number; price: string }>(base, '/bargain/api/bargain/info', { id: launchId }, token);
    expect(launched).toMatchObject({ sku_id: chosen.sku_id, price: chosen.price });
    await page.getByTestId('bargain-share').waitFor();
    // the launcher's own first cut (is_own) is already there
    await expect.poll(() => page.getByTestId('bargain-helper').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await shots(page, `bargain-launch-${lang}`, theme);

    // A friend opens the shared link in their own browser and helps cut once.
    const friendToken = await newMember(base, 'bgf');
    const friend = await openPhone({ lang, storage: { token: friendToken } });
    await friend.page.goto(`${base}/h5/promotionpages/bargain/launch/launch?id=${launchId}`);
    const help = friend.page.getByTestId('bargain-help');
    await expect.poll(() => help.textContent()).toBe(texts.help);
    await help.click();
    await expect.poll(() => help.textContent()).toBe(texts.helped);
    expect(await help.isDisabled()).toBe(true);
    await expect.poll(() => friend.page.getByTestId('bargain-helper').count()).toBe(2);
    await friend.page.waitForLoadState('networkidle');
    await shot(friend.page, `bargain-friend-${lang}`);
    await friend.context.close();

    // Three more friends: the fifth cut lands on the floor.
    for (let i = 0; i < 3; i++) {
      const t = await newMember(base, 'bgh');
      await shopperCall(base, '/bargain/api/bargain/bargain', { id: launchId }, t);
    }
    await page.reload();
    const buy = page.getByTestId('bargain-buy');
    await buy.waitFor();
    expect(await buy.textContent()).toBe(texts.buy(floor));
    expect(await page.getByTestId('bargain-status').textContent()).toBe(texts.succeeded);
    await page.waitForLoadState('networkidle');
    await shots(page, `bargain-launch-floor-${lang}`, theme);

    await buy.click();
    await page.waitForURL(/\/promotionpages\/bargain\/payment\/payment$/);
    await page.getByTestId('checkout-page').waitFor();
    await settled(page);
    expect(await page.getByTestId('checkout-shop').textContent()).toContain(floor);
    expect(await page.getByTestId('shop-coupon-row').count()).toBe(0);
    await shots(page, `bargain-payment-${lang}`, theme);

    await placeAndPay(page);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    const info = await shopperCall<{ pay_status: number; order_ids: number[] }>(base, '/api/pay/info', { out_trade_no: code }, token);
    expect(info.pay_status).toBe(2);
    const order = await shopperCall<{ promotion_type: string; goods_money: string }>(
      base,
      '/api/order/detail',
      { order_id: info.order_ids[0]! },
      token,
    );
    expect(order.promotion_type).toBe('bargain');
    expect(order.goods_money).toBe(floor);

    // 我的砍价: the launch, succeeded and ordered.
    await page.goto(`${base}/h5/promotionpages/bargain/my_bargain/my_bargain?status=1`);
    await page.getByTestId('my-bargain-item').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `bargain-mine-${lang}`);
    await context.close();
  };

  it('launches a bargain, a friend helps cut it, and the launcher buys it at the floor (zh-cn)', async () => {
    await journey('zh-cn', 'green', 0, {
      title: '砍价',
      launch: '发起砍价',
      help: '帮TA砍一刀',
      helped: '你已帮TA砍过了',
      buy: (p) => `¥${p} 立即购买`,
      succeeded: '已成功',
    });
  });

  it('the same in English, on the second spec at its own price and floor', async () => {
    await journey('en-us', 'blue', 1, {
      title: 'Bargain',
      launch: 'Start a bargain',
      help: 'Help cut the price',
      helped: 'You have helped already',
      buy: (p) => `Buy now at ¥${p}`,
      succeeded: 'Succeeded',
    });
  });

  it('the goods detail of the bargain goods leads to its bargain detail', async () => {
    const base = inject('baseUrl');
    const goods = await shopperCall<{ list: { bargain_id: number; sku_id: number }[] }>(base, '/bargain/api/goods/page', {
      page: 1,
      page_size: 1,
    });
    const item = goods.list[0]!;
    const { page, context } = await openPhone({ lang: 'zh-cn' });
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${item.sku_id}`);
    const row = page.getByTestId('goods-bargain-row');
    await row.waitFor();
    await shot(page, 'bargain-goods-row-zh-cn');
    await row.click();
    await page.waitForURL(new RegExp(`/promotionpages/bargain/detail/detail\\?bargain_id=${item.bargain_id}$`));
    await context.close();
  });
});
