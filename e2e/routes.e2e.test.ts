import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';
import { operator } from './support/operator';
import { demoToken, shopperCall } from './support/shopper';

/**
 * Routing and session journeys: both spellings of a page, the not-found page, the shopper's theme over the
 * mall's, finishing 加入购物车 / 立即购买 after the login detour, the login page for a signed-in shopper, a
 * share link's referrer reaching registration, and the webview, assets and location-picker pages.
 */

afterAll(closeBrowser);

const base = () => inject('baseUrl');
const PASSWORD = 'secret123';

const register = async (tag: string): Promise<{ username: string; token: string }> => {
  const username = `rt${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 24);
  const { token } = await shopperCall<{ token: string }>(base(), '/api/register/username', { username, password: PASSWORD });
  return { username, token };
};

const memberInfo = (token: string) =>
  shopperCall<{ member_id: number; source_member: number; balance: string; balance_money: string; point: number }>(base(), '/api/member/info', {}, token);

/** A goods on sale with stock and more than one value in its first spec dimension. */
const specGoods = async (): Promise<number> => {
  const res = await fetch(`${base()}/api/goodssku/page?page=1&page_size=50`);
  const body = (await res.json()) as { data: { list: { sku_id: number; goods_spec_format: string; stock: number }[] } };
  const hit = body.data.list.find((g) => {
    const spec = JSON.parse(g.goods_spec_format || '[]') as { value: unknown[] }[];
    return spec.length >= 1 && spec[0].value.length > 1 && g.stock > 10;
  });
  if (!hit) throw new Error('seed has no goods with a spec choice');
  return hit.sku_id;
};

const logInOnPage = async (page: Page, username: string) => {
  await expect.poll(() => page.url()).toContain('/pages/login/login/login');
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
};

const setTheme = (page: Page, theme: string) =>
  page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);

describe('route spellings and unknown routes', () => {
  it('a page opens by its doubled and its short spelling; the first-paint shells answer both', async () => {
    const { token } = await register('sp');
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base()}/h5/otherpages/member/address/address`);
    await expect.poll(() => page.title()).toContain('收货地址');
    await page.getByText('您还没有收货地址').waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/otherpages/member/address');

    const skuId = await specGoods();
    await page.goto(`${base()}/h5/pages/goods/detail?sku_id=${skuId}`);
    await page.getByTestId('goods-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/pages/goods/detail/detail');
    expect(new URL(page.url()).searchParams.get('sku_id')).toBe(String(skuId));

    // a tab page by its short spelling keeps its tab bar, with the tab marked
    await page.goto(`${base()}/h5/pages/goods/category`);
    await expect.poll(() => page.title()).toContain('商品分类');
    await page.locator('[data-tab="category"][aria-current="page"]').waitFor();

    for (const [short, doubled] of [
      [`/h5/pages/goods/detail?sku_id=${skuId}`, `/h5/pages/goods/detail/detail?sku_id=${skuId}`],
      ['/h5/pages/goods/category', '/h5/pages/goods/category/category'],
      ['/h5/pages/index/index', '/h5/pages/index/index/index'],
    ]) {
      const [a, b] = await Promise.all([short, doubled].map(async (p) => (await fetch(`${base()}${p}`)).text()));
      expect(a, short).toContain('id="mall-boot"');
      expect(b, doubled).toContain('id="mall-boot"');
    }
    await context.close();
  });

  for (const lang of ['zh-cn', 'en-us'] as const) {
    it(`${lang}: an unknown address shows "page not found" with a way home`, async () => {
      const { page, context } = await openPhone({ lang });
      await page.goto(`${base()}/h5/otherpages/no/such/page?x=1`);
      const text = lang === 'zh-cn' ? '您访问的页面不存在' : 'The page you are looking for does not exist';
      await page.getByText(text).waitFor();
      await expect.poll(() => page.title()).toBe(lang === 'zh-cn' ? '页面不存在' : 'Page Not Found');
      expect(new URL(page.url()).pathname).toBe('/h5/otherpages/no/such/page');
      await shot(page, `not-found-${lang}`);
      await setTheme(page, 'green');
      await shot(page, `not-found-${lang}-green`);
      await page.getByRole('button', { name: lang === 'zh-cn' ? '去首页逛逛' : /home/i }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/pages/index/index/index');
      await context.close();
    });
  }
});

describe('theme', () => {
  it('the theme picked in 我的 survives reloads (the mall’s style_theme does not override it)', async () => {
    const { token } = await register('th');
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base()}/h5/pages/member/index/index`);
    await page.locator('button[data-theme="green"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('green');
    for (const path of ['/h5/pages/member/index/index', '/h5/pages/index/index/index']) {
      const init = page.waitForResponse((r) => r.url().includes('/api/config/init'));
      await page.goto(`${base()}${path}`);
      await init;
      await page.waitForTimeout(800);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('green');
    }
    await context.close();
  });
});

describe('login detours', () => {
  it('加入购物车 as a visitor: after logging in the chosen SKU and quantity are in the cart, once', async () => {
    const { username, token } = await register('ca');
    const skuId = await specGoods();
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    await page.getByTestId('spec-row').click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    await picker.getByTestId('spec-value').nth(1).click();
    await page.waitForTimeout(800); // the chosen SKU's answer
    await picker.locator('.adm-stepper-plus').click();
    await picker.getByTestId('sku-add-cart').click();

    await logInOnPage(page, username);
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/goods/detail/detail');
    await page.getByText('已加入购物车').waitFor();
    // the badge counts pieces
    await expect.poll(async () => (await page.getByTestId('detail-cart-badge').textContent())?.trim()).toBe('2');
    // the login came back to the chosen SKU's page: that SKU, with the quantity 2, is the cart's one line
    const chosenSku = Number(new URL(page.url()).searchParams.get('sku_id'));
    const lines = await shopperCall<{ sku_id: number; num: number }[]>(base(), '/api/cart/goodslists', {}, token);
    expect(lines.map((l) => [l.sku_id, l.num])).toEqual([[chosenSku, 2]]);

    // once: opening the page again adds nothing
    await page.reload();
    await page.getByTestId('goods-detail').waitFor();
    await page.waitForTimeout(1500);
    const again = await shopperCall<{ num: number }[]>(base(), '/api/cart/goodslists', {}, token);
    expect(again.map((l) => l.num)).toEqual([2]);
    await context.close();
  });

  it('立即购买 as a visitor: after logging in the shopper is at checkout with that SKU', async () => {
    const { username } = await register('bu');
    const skuId = await specGoods();
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    await page.getByTestId('spec-row').click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    await picker.getByTestId('sku-buy-now').click();
    await logInOnPage(page, username);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/h5/pages/order/payment/payment');
    const url = new URL(page.url());
    expect(url.searchParams.get('sku_id')).toBe(String(skuId));
    expect(url.searchParams.get('num')).toBe('1');
    await page.getByTestId('checkout-page').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('a signed-in shopper opening the login page goes back', async () => {
    const token = await demoToken(base());
    const { page, context } = await openPhone({ storage: { token } });
    await page.goto(`${base()}/h5/pages/goods/cart/cart`);
    await expect.poll(() => page.title()).toContain('购物车');
    // in the app: the login link leads straight back
    await page.evaluate(() => {
      history.pushState({ idx: 1, key: 'x' }, '', '/h5/pages/login/login/login');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/pages/goods/cart/cart');
    // opened directly with back: goes there
    await page.goto(`${base()}/h5/pages/login/login/login?back=${encodeURIComponent('/pages/goods/category/category')}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/pages/goods/category/category');
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await context.close();
  });

  it('a share link’s source_member is kept until registration and recorded as the new member’s referrer', async () => {
    const referrer = (await memberInfo(await demoToken(base()))).member_id;
    const skuId = await specGoods();
    const { page, context } = await openPhone();
    await page.goto(`${base()}/h5/pages/goods/detail/detail?sku_id=${skuId}&source_member=${referrer}`);
    await page.getByTestId('goods-detail').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('source_member'))).toBe(String(referrer));
    // a later page without it keeps it
    await page.goto(`${base()}/h5/pages/login/register/register`);
    expect(await page.evaluate(() => localStorage.getItem('source_member'))).toBe(String(referrer));
    const username = `rtref${Date.now().toString(36)}`;
    await page.getByPlaceholder('请输入用户名').fill(username);
    await page.getByPlaceholder('请输入不少于6位的密码').fill(PASSWORD);
    await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect((await memberInfo(token)).source_member).toBe(referrer);
    expect(await page.evaluate(() => localStorage.getItem('source_member'))).toBeNull();
    await context.close();
  });
});

describe('webview', () => {
  let site: http.Server;
  let siteUrl = '';
  beforeAll(async () => {
    site = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>t</title><h1 style="font:20px sans-serif;padding:16px">Hello from the linked page</h1>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page?a=1&b=2`;
  });
  afterAll(() => new Promise<void>((r) => site.close(() => r())));

  for (const lang of ['zh-cn', 'en-us'] as const) {
    it(`${lang}: shows an http link in a frame under the navigation bar and refuses a javascript: link`, async () => {
      const { page, context } = await openPhone({ lang });
      await page.goto(`${base()}/h5/otherpages/webview/webview?src=${encodeURIComponent(encodeURIComponent(siteUrl))}`);
      await page.frameLocator('[data-testid="webview-frame"]').getByText('Hello from the linked page').waitFor();
      expect(await page.getByTestId('webview-frame').getAttribute('src')).toBe(siteUrl);
      await page.locator('.m-navbar__title', { hasText: lang === 'zh-cn' ? '网页' : 'Web Page' }).waitFor();
      await shot(page, `webview-${lang}`);
      await setTheme(page, 'blue');
      await shot(page, `webview-${lang}-blue`);

      await page.goto(`${base()}/h5/otherpages/webview/webview?src=${encodeURIComponent('javascript:alert(document.cookie)')}`);
      await page.getByText(lang === 'zh-cn' ? '该链接无法在此打开' : 'This link cannot be opened here').waitFor();
      expect(await page.getByTestId('webview-frame').count()).toBe(0);
      await shot(page, `webview-refused-${lang}`);
      await context.close();
    });
  }
});

describe('assets', () => {
  for (const lang of ['zh-cn', 'en-us'] as const) {
    it(`${lang}: shows the member’s real balance, points and coupons`, async () => {
      const { token } = await register(`as${lang.slice(0, 2)}`);
      const { member_id } = await memberInfo(token);
      await operator('/admin/api/member/adjustaccount', { member_id, account_type: 'balance', adjust_num: '12.34' });
      await operator('/admin/api/member/adjustaccount', { member_id, account_type: 'point', adjust_num: '250' });
      const m = await memberInfo(token);
      const { page, context } = await openPhone({ lang, storage: { token } });
      await page.goto(`${base()}/h5/otherpages/member/assets/assets`);
      await page.getByTestId('assets').waitFor();
      const total = ((Math.round(Number(m.balance) * 100) + Math.round(Number(m.balance_money) * 100)) / 100).toFixed(2);
      expect(await page.getByTestId('assets-balance').textContent()).toContain(total);
      expect(Number(total)).toBeGreaterThanOrEqual(12.34);
      expect(await page.getByTestId('assets-point').textContent()).toBe(String(m.point));
      expect(m.point).toBeGreaterThanOrEqual(250);
      await expect.poll(() => page.title()).toBe(lang === 'zh-cn' ? '我的资产' : 'My Assets');
      await shot(page, `assets-${lang}`);
      await setTheme(page, 'golden');
      await shot(page, `assets-${lang}-golden`);
      await page.getByTestId('assets-coupons').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/otherpages/member/coupon');
      await context.close();
    });
  }
});

describe('choose-location', () => {
  for (const lang of ['zh-cn', 'en-us'] as const) {
    it(`${lang}: the address form's 选择位置 returns the current position or a region, keeping what was typed`, async () => {
      const { token } = await register(`lo${lang.slice(0, 2)}`);
      const { page, context } = await openPhone({ lang, storage: { token } });
      await context.grantPermissions(['geolocation'], { origin: base() });
      await context.setGeolocation({ latitude: 22.5375, longitude: 113.9473 });
      await page.goto(`${base()}/h5/otherpages/member/address_edit`);
      await page.getByTestId('address-name').fill('陈小明');
      await page.getByTestId('address-choose-location').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/choose-location');
      await page.getByTestId('location-area').first().waitFor();
      await expect.poll(() => page.title()).toBe(lang === 'zh-cn' ? '选择位置' : 'Choose Location');
      await shot(page, `choose-location-${lang}`);

      // the current position
      await page.getByTestId('location-current').click();
      await expect.poll(async () => (await page.getByTestId('location-chosen').textContent()) ?? '').toContain('113.947300');
      await shot(page, `choose-location-current-${lang}`);
      await page.getByTestId('location-confirm').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/otherpages/member/address_edit');
      expect(await page.getByTestId('address-name').inputValue()).toBe('陈小明');
      await expect.poll(async () => (await page.getByTestId('address-coords').textContent()) ?? '').toContain('113.947300, 22.537500');

      // or a region: search, then drill down to the district
      await page.getByTestId('address-choose-location').click();
      await page.getByTestId('location-search').fill('广东');
      await expect.poll(() => page.getByTestId('location-area').count()).toBe(1);
      await page.getByTestId('location-area').first().click();
      await page.getByTestId('location-search').fill('深圳');
      await page.getByTestId('location-area').first().click();
      expect(await page.getByTestId('location-confirm').isDisabled()).toBe(true);
      await page.getByTestId('location-search').fill('南山');
      await page.getByTestId('location-area').first().click();
      await expect.poll(async () => (await page.getByTestId('location-chosen').textContent()) ?? '').toContain('南山区');
      // the district's centre, as the region answer gives it
      expect(await page.getByTestId('location-chosen').textContent()).toContain('113.930400');
      await setTheme(page, 'pink');
      await shot(page, `choose-location-region-${lang}-pink`);
      await page.getByTestId('location-search').fill('没有这个地方');
      await page.getByText(lang === 'zh-cn' ? '没有找到相关地区' : 'No matching region').waitFor();
      await shot(page, `choose-location-nomatch-${lang}`);
      await page.getByTestId('location-confirm').click();

      // back on the form: what was typed is kept, the region is filled, the position is the district's centre
      await expect.poll(() => new URL(page.url()).pathname).toBe('/h5/otherpages/member/address_edit');
      expect(await page.getByTestId('address-name').inputValue()).toBe('陈小明');
      await expect.poll(async () => (await page.getByTestId('address-region').textContent()) ?? '').toContain('南山区');
      expect(await page.getByTestId('address-coords').textContent()).toContain('113.930400, 22.533300');
      await shot(page, `choose-location-form-${lang}`);
      await context.close();
    });
  }
});
