import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';
import { demoToken, unfollowShop } from './support/shopper';

afterAll(closeBrowser);

/** Futian, Shenzhen: next to 星辰数码专营店; 平台自营 (Nanshan) is ~15 km away, Hangzhou and Shanghai far. */
const FUTIAN = { latitude: 22.547, longitude: 114.0859 };

const locatedPhone = async (opts: Parameters<typeof openPhone>[0] = {}): Promise<{ context: BrowserContext; page: Page; base: string }> => {
  const phone = await openPhone(opts);
  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation(FUTIAN);
  return phone;
};

/** Screenshots in the green theme too (the server's style applies after start-up, so it is set last). */
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

const login = async (page: Page) => {
  await page.getByPlaceholder('请输入用户名/手机号').fill('demo');
  await page.getByPlaceholder('请输入密码').fill('123456');
  await page.getByTestId('login-submit').click();
};

describe('shops, stores and cities', () => {
  it('street sorted by distance → shop home → follow → in-shop search → store detail → map', async () => {
    const { page, base, context } = await locatedPhone();
    await page.goto(`${base}/h5/otherpages/shop/street/street`);
    await expect.poll(() => page.title()).toContain('店铺街');
    // Located: the nearest shop comes first, with distances in ascending order.
    await page.getByTestId('street-order-default').getByText('距离最近').waitFor();
    await expect.poll(async () => (await page.getByTestId('shop-distance').allTextContents()).length, { timeout: 15_000 }).toBe(4);
    const names = await page.getByTestId('shop-card-name').allTextContents();
    expect(names.slice(0, 2)).toEqual(['星辰数码专营店', '平台自营']);
    const distances = await page.getByTestId('shop-distance').allTextContents();
    expect(distances[0]).toMatch(/^\d+m$/);
    expect(distances[1]).toMatch(/^1\d\.\dkm$/);
    const km = distances.map((d) => (d.endsWith('km') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d)));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await shotThemes(page, 'shop-street-zh-cn');

    // Sorting by sales re-orders the list (highest first).
    await page.getByTestId('street-order-shop_sales').click();
    await expect.poll(async () => (await page.getByTestId('shop-card-name').allTextContents())[0]).not.toBe('星辰数码专营店');

    // A category tab narrows the street.
    await page.getByTestId('street-categories').getByText('食品生鲜').click();
    await expect.poll(() => page.getByTestId('shop-card-name').allTextContents()).toEqual(['鲜丰源食品旗舰店']);
    await page.getByTestId('street-categories').getByText('全部').click();
    await page.getByTestId('street-order-default').click();
    await expect.poll(async () => (await page.getByTestId('shop-card-name').allTextContents())[0]).toBe('星辰数码专营店');

    // Open the nearest shop: its DIY home with header, search, scores, stores and goods.
    await page.getByTestId('shop-card').first().click();
    await expect.poll(() => page.url()).toContain('/otherpages/shop/index/index?site_id=');
    await page.getByTestId('shop-header').waitFor();
    const shopHome = page.url();
    expect(await page.getByTestId('shop-name').textContent()).toBe('星辰数码专营店');
    await page.getByTestId('shop-info-block').waitFor();
    await page.getByTestId('shop-stores').waitFor();
    await page.getByTestId('home-goods').first().waitFor();
    await page.getByTestId('shop-bottom-bar').waitFor();
    // Other journeys also shop as demo (collecting goods follows their shop): start unfollowed.
    await unfollowShop(base, await demoToken(base), Number(new URL(shopHome).searchParams.get('site_id')));
    await page.reload();
    await page.getByTestId('shop-header').waitFor();
    const followersBefore = Number.parseInt((await page.getByTestId('shop-followers').textContent()) ?? '', 10);
    await shotThemes(page, 'shop-index-zh-cn');

    // Follow: a visitor logs in first, comes back, follows; the follower count goes up.
    await page.getByTestId('shop-follow').click();
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await login(page);
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/otherpages/shop/index/index');
    await page.getByTestId('shop-follow').click();
    await page.getByText('关注成功').waitFor();
    await expect.poll(async () => (await page.getByTestId('shop-follow').textContent())?.trim()).toBe('已关注');
    await expect.poll(async () => Number.parseInt((await page.getByTestId('shop-followers').textContent()) ?? '', 10)).toBe(followersBefore + 1);
    // Unfollowing asks first; cancelling keeps the follow.
    await page.getByTestId('shop-follow').click();
    await page.getByText('确定取消关注该店铺吗？').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    expect((await page.getByTestId('shop-follow').textContent())?.trim()).toBe('已关注');

    // In-shop search: the results are this shop's goods only.
    await page.getByTestId('shop-search-block').click();
    await expect.poll(() => page.url()).toContain('/otherpages/shop/search/search');
    await page.locator('input').first().fill('耳机');
    await page.getByTestId('shop-search-submit').click();
    await expect.poll(() => page.url()).toContain('/otherpages/shop/list/list');
    await page.getByTestId('goods-card').first().waitFor();
    const found = await page.getByTestId('goods-card').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => t.includes('耳机'))).toBe(true);
    await page.getByTestId('shop-list-filter').getByText('耳机').waitFor();
    await shotThemes(page, 'shop-list-zh-cn');

    // In-shop categories → goods of a category.
    await page.getByTestId('shop-bottom-bar').getByText('店内分类').click();
    await page.getByTestId('shop-category-item').first().waitFor();
    await shotThemes(page, 'shop-category-zh-cn');
    await page.getByTestId('shop-category-item').first().click();
    await page.getByTestId('shop-list-filter').waitFor();
    await page.getByTestId('goods-card').first().waitFor();

    // Introduce: scores, services, stores nearest first.
    await page.goto(shopHome);
    await page.getByTestId('shop-header').getByTestId('shop-name').click();
    await page.getByTestId('shop-introduce').waitFor();
    await page.getByTestId('shop-services').waitFor();
    await page.getByTestId('shop-store-list').getByTestId('store-row').first().waitFor();
    expect(await page.getByTestId('shop-store-list').getByTestId('store-name').first().textContent()).toBe('华强北旗舰体验店');
    await shotThemes(page, 'shop-introduce-zh-cn');

    // Store detail: distance, choose as my store, map page with an AMap link.
    await page.getByTestId('shop-store-list').getByTestId('store-row').first().click();
    await page.getByTestId('store-detail').waitFor();
    expect(await page.getByTestId('store-detail-name').textContent()).toBe('华强北旗舰体验店');
    await page.getByTestId('store-detail-distance').waitFor();
    await page.getByTestId('store-choose').click();
    await expect.poll(async () => (await page.getByTestId('store-choose').textContent())?.trim()).toBe('当前门店');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null')?.store_name)).toBe('华强北旗舰体验店');
    await shotThemes(page, 'store-detail-zh-cn');
    await page.getByTestId('store-map').click();
    await page.getByTestId('open-location').waitFor();
    expect(await page.getByTestId('open-location-name').textContent()).toBe('华强北旗舰体验店');
    const amap = await page.getByTestId('open-amap').getAttribute('href');
    expect(amap).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=114\.08612%2C22\.54721/);
    await page.getByText('经纬度 22.547210, 114.086120').waitFor();
    await shotThemes(page, 'open-location-zh-cn');
    await context.close();
  });

  it('moving 20 km or more forgets the chosen store', async () => {
    const { page, base, context } = await locatedPhone({
      storage: { location: JSON.stringify({ latitude: 31.23, longitude: 121.47 }), store: JSON.stringify({ store_id: 6, site_id: 3, store_name: '淮海中路店' }) },
    });
    await page.goto(`${base}/h5/otherpages/shop/street/street`);
    await page.getByTestId('shop-distance').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('store'))).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'))).toEqual(FUTIAN);
    await context.close();
  });

  it('choosing a city stores website_id, goes home and filters the shop street', async () => {
    const { page, base, context } = await locatedPhone();
    await page.goto(`${base}/h5/otherpages/index/city/city`);
    await expect.poll(() => page.title()).toContain('选择城市');
    expect(await page.getByTestId('city-current').textContent()).toBe('全国');
    await page.getByTestId('city-nearest').getByText('深圳市').waitFor({ timeout: 15_000 });
    await shotThemes(page, 'city-zh-cn');
    await page.getByTestId('city-item').filter({ hasText: '杭州市' }).click();
    await expect.poll(() => page.url()).toContain('/pages/index/index/index');
    const websiteId = await page.evaluate(() => localStorage.getItem('website_id'));
    expect(Number(websiteId)).toBeGreaterThan(0);

    // The street now shows the Hangzhou shop only.
    await page.goto(`${base}/h5/otherpages/shop/street/street`);
    await expect.poll(() => page.getByTestId('shop-card-name').allTextContents(), { timeout: 15_000 }).toEqual(['鲜丰源食品旗舰店']);

    // Back to all cities.
    await page.goto(`${base}/h5/otherpages/index/city/city`);
    expect(await page.getByTestId('city-current').textContent()).toBe('杭州市');
    await page.getByTestId('city-nationwide').click();
    await expect.poll(() => page.url()).toContain('/pages/index/index/index');
    expect(await page.evaluate(() => localStorage.getItem('website_id'))).toBeNull();
    await context.close();
  });

  it('in English: street, shop home, introduce, store, city', async () => {
    const { page, base, context } = await locatedPhone({ lang: 'en-us' });
    await page.goto(`${base}/h5/otherpages/shop/street/street`);
    await expect.poll(() => page.title()).toContain('Shop Street');
    await page.getByText('Nearest').waitFor();
    await page.getByTestId('shop-distance').first().waitFor({ timeout: 15_000 });
    await page.getByText(/followers/).first().waitFor();
    await shotThemes(page, 'shop-street-en-us');
    await page.getByTestId('shop-card').first().click();
    await page.getByTestId('shop-info-block').getByText('Item as described').waitFor();
    await page.getByTestId('shop-bottom-bar').getByText('All goods').waitFor();
    await page.getByTestId('home-goods').first().waitFor();
    await shotThemes(page, 'shop-index-en-us');
    const shopHome = page.url();
    const shopName = (await page.getByTestId('shop-name').textContent()) ?? '';

    // In-shop search in English: the shop named in the box, this shop's goods for the keyword.
    await page.getByTestId('shop-search-block').click();
    await expect.poll(() => page.url()).toContain('/otherpages/shop/search/search');
    await expect.poll(() => page.title()).toContain('Search the Shop');
    await page.getByPlaceholder(`Search in “${shopName}”`).fill('耳机');
    await shotThemes(page, 'shop-search-en-us');
    await page.getByTestId('shop-search-submit').click();
    await expect.poll(() => page.url()).toContain('/otherpages/shop/list/list');
    await expect.poll(() => page.title()).toContain('Shop Goods');
    await page.getByTestId('shop-list-filter').getByText('Results for “耳机”').waitFor();
    await page.getByTestId('goods-card').first().waitFor();
    expect((await page.getByTestId('goods-card').allTextContents()).every((t) => t.includes('耳机'))).toBe(true);
    await shotThemes(page, 'shop-list-en-us');
    await page.goto(shopHome);
    await page.getByTestId('shop-info-block').click();
    await page.getByTestId('shop-introduce').getByText('Physical stores').waitFor();
    await page.getByTestId('store-row').first().waitFor();
    await shotThemes(page, 'shop-introduce-en-us');
    await page.getByTestId('store-row').first().click();
    await page.getByTestId('store-choose').getByText('Set as my store').waitFor();
    await shotThemes(page, 'store-detail-en-us');
    await page.getByTestId('store-map').click();
    await page.getByText('Open in AMap').waitFor();
    await page.getByText(/^Position \d+\.\d{6}, \d+\.\d{6}$/).waitFor();
    await shotThemes(page, 'open-location-en-us');
    await page.goto(`${base}/h5/otherpages/index/city/city`);
    await page.getByText('Current city').waitFor();
    await page.getByTestId('city-nearest').waitFor({ timeout: 15_000 });
    await shotThemes(page, 'city-en-us');
    await page.goto(`${base}/h5/otherpages/shop/category/category?site_id=2`);
    await page.getByTestId('shop-category-item').first().waitFor();
    await shotThemes(page, 'shop-category-en-us');
    await context.close();
  });
});
