import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';

afterAll(closeBrowser);

const SEARCH = '/h5/otherpages/goods/search/search';
const LIST = '/h5/pages/goods/list/list';

/** Screenshots in the green theme too (set after start-up, when the server's style has applied). */
const shotThemes = async (page: Page, name: string) => {
  await shot(page, name);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'green';
  });
  await shot(page, `${name}-green`);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'default';
  });
};

/** Prices of the listed goods, as shown. */
const shownPrices = async (page: Page) =>
  (await page.getByTestId('goods-card').locator('span.m-price').allTextContents())
    .map((t) => Number(t.replace(/[^\d.]/g, '')))
    .filter((n) => Number.isFinite(n) && n > 0);

const listParams = async (page: Page, run: () => Promise<unknown>) => {
  const req = page.waitForRequest((r) => r.url().includes('/api/goodssku/page'));
  await run();
  return new URL((await req).url()).searchParams;
};

describe('finding goods', () => {
  it('home search → keyword → history; hot word; sort by price; filter by brand and price; brand page', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/`);
    await page.getByTestId('home-search').click();
    await expect.poll(() => page.url()).toMatch(/goods\/(search\/search|list\/list)/);

    // Type a word and search (on the search page, or in the list's box): the results show it.
    const box = page.locator('input[type="search"]').first();
    await box.fill('耳机');
    await box.press('Enter');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('keyword=耳机');
    await page.getByTestId('goods-card').first().waitFor();
    expect(await page.getByTestId('goods-card').first().textContent()).toContain('耳机');

    // The search page remembers the word, offers the server's hot words and the default word.
    await page.goto(`${base}${SEARCH}`);
    await expect.poll(() => page.title()).toContain('搜索');
    const history = page.getByTestId('search-history');
    await history.getByRole('button', { name: '耳机' }).waitFor();
    const hot = page.getByTestId('search-hot');
    await hot.getByRole('button', { name: '连衣裙' }).waitFor();
    await expect.poll(() => page.locator('input[type="search"]').getAttribute('placeholder')).toBe('5G手机');
    await shotThemes(page, 'search-zh-cn');

    // Suggestions while typing.
    await page.locator('input[type="search"]').fill('星耀');
    const suggestions = page.getByTestId('search-suggestions');
    await suggestions.getByRole('button').first().waitFor();
    expect(await suggestions.textContent()).toContain('星耀 X5 5G智能手机');
    await shot(page, 'search-suggest-zh-cn');
    await page.locator('input[type="search"]').fill('');

    // A hot word searches it.
    await hot.getByRole('button', { name: '连衣裙' }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('keyword=连衣裙');
    await page.getByTestId('goods-card').first().waitFor();
    expect(await page.getByTestId('goods-card').count()).toBeGreaterThan(0);

    // Sort by price, ascending then descending.
    await page.goto(`${base}${LIST}?keyword=${encodeURIComponent('手机')}`);
    await page.getByTestId('goods-card').first().waitFor();
    let params = await listParams(page, () => page.getByRole('button', { name: '价格' }).click());
    expect(params.get('order')).toBe('discount_price');
    expect(params.get('sort')).toBe('asc');
    await expect.poll(async () => {
      const p = await shownPrices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || v >= p[i - 1]);
    }).toBe(true);
    params = await listParams(page, () => page.getByRole('button', { name: '价格' }).click());
    expect(params.get('sort')).toBe('desc');
    await expect.poll(async () => {
      const p = await shownPrices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || v <= p[i - 1]);
    }).toBe(true);

    // Filter by brand and a price range in the drawer.
    await page.goto(`${base}${LIST}?category_id=1`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.getByTestId('filter-open').click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.getByTestId('filter-brands').getByRole('button', { name: '星耀' }).click();
    await drawer.getByLabel('最低价').fill('1000');
    await drawer.getByLabel('最高价').fill('100');
    await drawer.getByText('最低价不能高于最高价').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await shotThemes(page, 'search-filter-zh-cn');
    await drawer.getByLabel('最高价').fill('3000');
    params = await listParams(page, () => drawer.getByRole('button', { name: '确定' }).click());
    expect(params.get('min_price')).toBe('1000');
    expect(params.get('max_price')).toBe('3000');
    expect(Number(params.get('brand_id'))).toBeGreaterThan(0);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await page.getByTestId('goods-card').allTextContents()).join('|')).toContain('星耀 Watch 4');
    const names = await page.getByTestId('goods-card').allTextContents();
    expect(names.every((n) => n.includes('星耀'))).toBe(true);
    for (const p of await shownPrices(page)) expect(p >= 1000 && p <= 3000).toBe(true);
    await shotThemes(page, 'search-list-zh-cn');

    // Clear the history (after a confirmation).
    await page.goto(`${base}${SEARCH}`);
    await page.getByRole('button', { name: '清空历史搜索' }).click();
    await page.getByRole('button', { name: '清空', exact: true }).click();
    await expect.poll(() => page.getByTestId('search-history').count()).toBe(0);

    // Brand page → the brand's goods.
    await page.goto(`${base}/h5/otherpages/goods/brand/brand`);
    await expect.poll(() => page.title()).toContain('品牌');
    await page.getByTestId('brand-item').first().waitFor();
    await shotThemes(page, 'brand-zh-cn');
    params = await listParams(page, () => page.getByTestId('brand-item').first().click());
    expect(Number(params.get('brand_id'))).toBeGreaterThan(0);
    await expect.poll(async () => (await page.getByTestId('goods-card').allTextContents()).join('|')).toContain('星耀 X5 5G智能手机');
    expect((await page.getByTestId('goods-card').allTextContents()).join('|')).not.toContain('连衣裙');
    await context.close();
  });

  it('adds to cart from the category page through the light SKU popup', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/pages/goods/category/category`);
    await page.getByTestId('card-add-cart').first().waitFor();
    await shotThemes(page, 'category-zh-cn');
    await page.getByTestId('card-add-cart').first().click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    await shot(page, 'category-quick-cart-zh-cn');
    await picker.getByTestId('sku-add-cart').click();
    // A visitor logs in and comes back to the category page.
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await page.getByPlaceholder('请输入用户名/手机号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('123456');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/goods/category/category');
    await page.getByTestId('card-add-cart').first().click();
    await page.getByTestId('sku-picker').getByTestId('sku-add-cart').click();
    await page.getByText('已加入购物车').waitFor();
    await context.close();
  });

  it('works in English', async () => {
    const { page, base, context } = await openPhone({ lang: 'en-us' });
    await page.goto(`${base}${SEARCH}`);
    await page.getByText('Popular searches').waitFor();
    await page.locator('input[type="search"]').fill('星耀');
    await page.getByTestId('search-submit').click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('keyword=星耀');
    await page.getByTestId('goods-card').first().waitFor();
    await page.goto(`${base}${SEARCH}`);
    await page.getByText('Recent searches').waitFor();
    await shotThemes(page, 'search-en-us');
    await page.goto(`${base}${LIST}?category_id=1`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-drawer').getByText('Price range').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await shotThemes(page, 'search-filter-en-us');
    await page.goto(`${base}/h5/otherpages/goods/brand/brand`);
    await page.getByTestId('brand-item').first().waitFor();
    await shotThemes(page, 'brand-en-us');
    await context.close();
  });
});
