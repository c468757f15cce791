import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, getBrowser, openPhone, shot } from './support/browser';
import { operator } from './support/operator';
import { shopperCall } from './support/shopper';

afterAll(closeBrowser);

/**
 * What a new shopper minds: an order detail whose money adds up, a category tab that leads to the goods
 * list and to search, 猜你喜欢 with an end line and back-to-top on home and in the cart, and the themes'
 * button and coupon colours. A fresh account keeps the figures exact (other journeys share demo).
 */

interface ListedSku {
  sku_id: number;
  goods_id: number;
  site_id: number;
  sku_name: string;
  discount_price: string;
  stock: number;
  is_virtual: number;
  min_buy: number;
  goods_state: number;
}

interface Category {
  category_id: number;
  category_name: string;
  child_list?: Category[];
}

const fen = (money: string) => Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100);

const setTheme = (page: Page, theme: string) =>
  page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);

/** Screenshots in the default red, golden and green themes. */
const shotThemes = async (page: Page, name: string) => {
  await shot(page, name);
  for (const theme of ['golden', 'green']) {
    await setTheme(page, theme);
    await shot(page, `${name}-${theme}`);
  }
  await setTheme(page, 'default');
};

/** A new member with balance and a default address. */
const newShopper = async (base: string, topUp: number): Promise<string> => {
  const username = `fresh${Date.now().toString(36)}`;
  const token = (await shopperCall<{ token: string }>(base, '/api/register/username', { username, password: 'secret123' })).token;
  const me = await shopperCall<{ member_id: number }>(base, '/api/member/info', {}, token);
  if (topUp > 0) await operator('/admin/api/member/adjustaccount', { member_id: me.member_id, account_type: 'balance', adjust_num: String(topUp), remark: 'e2e' });
  await shopperCall(
    base,
    '/api/memberaddress/add',
    {
      name: '林新客',
      mobile: '13800138456',
      telephone: '',
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      community_id: 0,
      address: '科技园南区 2 栋 301',
      longitude: 113.9473,
      latitude: 22.5375,
      is_default: 1,
    },
    token,
  );
  return token;
};

const cheapSku = async (base: string): Promise<ListedSku> => {
  const page = await shopperCall<{ list: ListedSku[] }>(base, '/api/goodssku/page', { page: 1, page_size: 100, site_id: 1 });
  const sku = page.list
    .filter((s) => s.is_virtual !== 1 && s.stock > 5 && Number(s.min_buy) <= 1 && s.goods_state === 1 && Number(s.discount_price) < 200)
    .sort((a, b) => Number(a.discount_price) - Number(b.discount_price))[0];
  if (!sku) throw new Error('the seed lacks a cheap goods of shop 1');
  return sku;
};

/** The rows of the money block: [testid suffix, sign, fen], in order. */
const moneyRows = async (page: Page, within: string) =>
  page.locator(`${within} [data-sign]`).evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-testid')!.replace('order-money-', ''), el.getAttribute('data-sign')!, el.getAttribute('data-value')!] as const),
  );

const sum = (rows: (readonly [string, string, string])[]) =>
  rows.filter((r) => r[1] !== '=').reduce((s, r) => s + (r[1] === '-' ? -fen(r[2]) : fen(r[2])), 0);

/** Scrolls the window down a screen at a time, like a thumb, until `testId` is in the viewport. */
const scrollUntil = async (page: Page, testId: string) => {
  await expect
    .poll(
      async () => {
        const el = page.getByTestId(testId).first();
        const box = (await el.count()) > 0 ? await el.boundingBox() : null;
        if (box && box.y >= 0 && box.y + box.height <= 812) return true;
        await page.mouse.wheel(0, 700);
        return false;
      },
      { timeout: 60_000, interval: 300 },
    )
    .toBe(true);
};

describe('what a new shopper minds', () => {
  it('a balance-paid order: the detail money block sums to 订单总额 and 实付款, in both languages; 退款 sits at the right edge', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base, 500);
    const sku = await cheapSku(base);
    const code = await shopperCall<string>(base, '/api/ordercreate/create', { sku_id: sku.sku_id, num: 1, is_balance: 1, delivery: JSON.stringify({ [sku.site_id]: { delivery_type: 'express' } }) }, token);
    const list = await shopperCall<{ list: { order_id: number; out_trade_no: string }[] }>(base, '/api/order/lists', { page_size: 20 }, token);
    const orderId = list.list.find((o) => o.out_trade_no === code)!.order_id;
    const api = await shopperCall<{ pay_status: number; order_money: string; balance_money: string; pay_money: string; goods_money: string; delivery_money: string }>(
      base,
      '/api/order/detail',
      { order_id: orderId },
      token,
    );
    expect(api.pay_status).toBe(1);
    expect(fen(api.balance_money)).toBe(fen(api.order_money));

    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base}/h5/pages/order/detail/detail?order_id=${orderId}`);
    await page.getByTestId('order-money-paid').waitFor();
    await page.getByTestId('order-money').scrollIntoViewIfNeeded();
    const charges = await moneyRows(page, '[data-testid="order-money"] > ');
    const paid = await moneyRows(page, '[data-testid="order-money-paid"]');
    // 商品总额 + 运费 (− discounts) = 订单总额; 余额支付 = 实付款 = 订单总额: every figure the server's.
    expect(charges.map((r) => r[0])).toEqual(['goodsMoney', 'deliveryMoney', 'orderMoney']);
    expect(sum(charges)).toBe(fen(charges.at(-1)![2]));
    expect(fen(charges.at(-1)![2])).toBe(fen(api.order_money));
    expect(paid.map((r) => r[0])).toEqual(['balancePaid', 'payMoney']);
    expect(sum(paid)).toBe(fen(paid.at(-1)![2]));
    expect(fen(paid.at(-1)![2])).toBe(fen(api.order_money));
    expect(await page.getByTestId('order-money-balancePaid').innerText()).toMatch(/^余额支付\s*¥/);
    expect(await page.getByTestId('order-money-payMoney').innerText()).toMatch(/^实付款/);
    expect(await page.getByTestId('order-money-orderMoney').innerText()).toMatch(/^订单总额/);
    await shotThemes(page, 'newshopper-order-money-zh-cn');

    // The 退款 entry of the line sits at the card's right edge, under the price (not in the middle of the row).
    const refund = page.getByTestId(/^order-refund-\d+$/).first();
    const line = page.getByTestId('order-line').first();
    const [rb, lb] = [await refund.boundingBox(), await line.boundingBox()];
    expect(rb && lb && Math.abs(rb.x + rb.width - (lb.x + lb.width))).toBeLessThanOrEqual(1);

    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await page.reload();
    await page.getByTestId('order-money-paid').waitFor();
    await expect.poll(() => page.getByTestId('order-money-balancePaid').innerText()).toMatch(/^Paid from balance\s*¥/);
    expect(await page.getByTestId('order-money-payMoney').innerText()).toMatch(/^Amount paid/);
    expect(await page.getByTestId('order-money-goodsMoney').innerText()).toMatch(/^Goods total/);
    await page.getByTestId('order-money').scrollIntoViewIfNeeded();
    await shotThemes(page, 'newshopper-order-money-en-us');

    // The order list: the refund entry at the card's right edge too.
    await page.goto(`${base}/h5/pages/order/list/list?status=waitsend`);
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    const [cb, cr] = [await card.getByTestId(/^order-refund-\d+$/).first().boundingBox(), await card.getByTestId('order-line').first().boundingBox()];
    expect(cb && cr && Math.abs(cb.x + cb.width - (cr.x + cr.width))).toBeLessThanOrEqual(1);
    await shotThemes(page, 'newshopper-order-list-en-us');
    await context.close();
  });

  it('category: the search bar (drawn the same by the server shell) opens search; a third-level category opens its goods list', async () => {
    const base = inject('baseUrl');
    const tree = await shopperCall<Category[]>(base, '/api/goodscategory/tree', { level: 3 });
    // A first level with a third-level category that has goods.
    let pick: { firstIndex: number; third: Category } | undefined;
    for (const [i, first] of tree.entries()) {
      for (const third of (first.child_list ?? []).flatMap((c) => c.child_list ?? [])) {
        const goods = await shopperCall<{ count: number }>(base, '/api/goodssku/page', { category_id: third.category_id, page: 1, page_size: 1 });
        if (goods.count > 0) pick = { firstIndex: i, third };
        if (pick) break;
      }
      if (pick) break;
    }
    if (!pick) throw new Error('the seed has no third-level category with goods');
    const expected = await shopperCall<{ list: { sku_name: string }[] }>(base, '/api/goodssku/page', { category_id: pick.third.category_id, page: 1, page_size: 10 });

    // The server's first paint (no script) puts the search bar and the side list where the page does.
    const browser = await getBrowser();
    const still = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const shell = await still.newPage();
    await shell.goto(`${base}/h5/pages/goods/category/category`);
    const shellSearch = await shell.locator('.fp-cat-search .m-search-pill').boundingBox();
    const shellSide = await shell.locator('.fp-side').boundingBox();
    await still.close();

    const { page, context } = await openPhone();
    await page.goto(`${base}/h5/pages/goods/category/category`);
    await page.getByTestId('category-search').waitFor();
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    const search = await page.getByTestId('category-search').boundingBox();
    const side = await page.locator('.adm-side-bar').boundingBox();
    expect(shellSearch && search && [shellSearch.y, shellSearch.height]).toEqual(search && [search.y, search.height]);
    expect(shellSide?.y).toBe(side?.y);
    expect(await page.getByTestId('category-search').innerText()).toBe('搜索商品');
    await shotThemes(page, 'newshopper-category-zh-cn');

    await page.getByTestId('category-search').click();
    await expect.poll(() => page.url()).toContain('/otherpages/goods/search/search');
    await page.goBack();
    await page.getByTestId('category-search').waitFor();

    await page.locator('.adm-side-bar-item').nth(pick.firstIndex).click();
    await page.getByTestId('category-third').filter({ hasText: pick.third.category_name }).first().click();
    await expect.poll(() => page.url()).toContain(`/pages/goods/list/list?category_id=${pick.third.category_id}`);
    await expect.poll(() => page.title()).toContain('商品列表');
    // The list page with its sorts, showing that category's goods.
    await page.getByRole('button', { name: '销量' }).waitFor();
    await page.getByText(expected.list[0]!.sku_name).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('goods-card').count()).toBe(expected.list.length);
    await shotThemes(page, 'newshopper-category-list-zh-cn');
    await context.close();

    const en = await openPhone({ lang: 'en-us' });
    await en.page.goto(`${base}/h5/pages/goods/category/category`);
    await expect.poll(() => en.page.getByTestId('category-search').innerText()).toBe('Search goods');
    await en.page.getByText('¥').first().waitFor({ timeout: 30_000 });
    await shotThemes(en.page, 'newshopper-category-en-us');
    await en.context.close();
  });

  it('home ends with 猜你喜欢 and its end line; back-to-top shows after a long scroll and takes the shopper up', async () => {
    const base = inject('baseUrl');
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const { page, context } = await openPhone({ lang });
      await page.goto(`${base}/h5/`);
      await page.getByText('¥').first().waitFor({ timeout: 30_000 });
      await expect(page.locator('.m-backtop').count()).resolves.toBe(0);
      await scrollUntil(page, 'recommend-title');
      await expect.poll(() => page.getByTestId('recommend-title').innerText()).toBe(lang === 'zh-cn' ? '猜你喜欢' : 'You may also like');
      await page.waitForTimeout(300);
      await shotThemes(page, `newshopper-home-feed-${lang}`);
      await scrollUntil(page, 'end-line');
      expect(await page.getByTestId('end-line').innerText()).toBe(lang === 'zh-cn' ? '没有更多了' : 'No more');
      // Every recommended goods is there by the end line.
      const all = await shopperCall<{ count: number }>(base, '/api/goodssku/recommend', { page: 1, page_size: 1 });
      expect(await page.getByTestId('recommend-feed').getByTestId('goods-card').count()).toBe(all.count);
      const back = page.locator('.m-backtop');
      await back.waitFor();
      await page.waitForTimeout(500);
      await shotThemes(page, `newshopper-home-end-${lang}`);
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 8000 }).toBe(0);
      await expect.poll(() => back.count()).toBe(0);
      await context.close();
    }
  });

  it('the cart and the empty cart show 猜你喜欢', async () => {
    const base = inject('baseUrl');
    const token = await newShopper(base, 0);
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base}/h5/pages/goods/cart/cart`);
    await page.getByTestId('cart-empty').waitFor();
    await page.getByTestId('recommend-feed').getByTestId('goods-card').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('recommend-feed').getByRole('heading').innerText()).toBe('猜你喜欢');
    await shotThemes(page, 'newshopper-cart-empty-zh-cn');

    const sku = await cheapSku(base);
    await shopperCall(base, '/api/cart/add', { sku_id: sku.sku_id, num: 1 }, token);
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await page.reload();
    await page.getByTestId('cart-shop').waitFor();
    const feed = page.getByTestId('recommend-feed');
    await feed.getByTestId('goods-card').first().waitFor({ timeout: 15_000 });
    expect(await feed.getByRole('heading').innerText()).toBe('You may also like');
    await feed.scrollIntoViewIfNeeded();
    await shotThemes(page, 'newshopper-cart-en-us');
    await context.close();
  });

  it('the goods page coupon tags fade at the row edge; buttons keep their contrast in the golden and green themes', async () => {
    const base = inject('baseUrl');
    const skus = await shopperCall<{ list: ListedSku[] }>(base, '/api/goodssku/page', { page: 1, page_size: 50 });
    let withCoupons: ListedSku | undefined;
    for (const s of skus.list) {
      const types = await shopperCall<unknown[] | null>(base, '/coupon/api/coupon/typelists', { goods_id: s.goods_id, site_id: s.site_id });
      if (Array.isArray(types) && types.length > 0) {
        withCoupons = s;
        break;
      }
    }
    if (!withCoupons) throw new Error('the seed has no goods with coupons');
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const { page, context } = await openPhone({ lang });
      await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${withCoupons.sku_id}`);
      const tags = page.getByTestId('goods-coupons-tags');
      await tags.waitFor({ timeout: 15_000 });
      expect(await tags.evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).getPropertyValue('-webkit-mask-image'))).toContain('linear-gradient');
      // White on the buy button reads at AA in every theme (themes.test.ts checks the numbers; this, the page).
      for (const theme of ['golden', 'green']) {
        await setTheme(page, theme);
        const [fg, bg] = await page.getByTestId('buy-now').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
        expect(fg).toBe('rgb(255, 255, 255)');
        expect(bg).not.toBe(theme === 'golden' ? 'rgb(201, 162, 95)' : 'rgb(25, 198, 80)');
      }
      await setTheme(page, 'default');
      await shotThemes(page, `newshopper-detail-${lang}`);
      await page.getByTestId('goods-coupons').click();
      await page.getByTestId('goods-coupons-popup').waitFor();
      await page.waitForTimeout(400);
      await shotThemes(page, `newshopper-detail-coupons-${lang}`);
      await context.close();
    }
  });
});
