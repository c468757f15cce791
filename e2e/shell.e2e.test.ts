import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, shot } from './support/browser';

afterAll(closeBrowser);

describe('storefront shell', () => {
  it('a visitor opening /h5/ sees the DIY home: search, banner, icon navigation, notice and goods with prices', async () => {
    const phone = await openPhone();
    await phone.page.goto(`${phone.base}/h5/`);
    await expect.poll(() => phone.page.url()).toContain('/h5/');
    const main = phone.page.locator('body');
    await phone.page.getByText('¥').first().waitFor({ timeout: 30_000 });
    // Goods-list blocks load as they come near the viewport: scroll like a shopper, then
    // the goods cards show their prices.
    await expect
      .poll(async () => {
        await phone.page.evaluate(() => window.scrollBy(0, 600));
        return phone.page.locator('text=¥').count();
      }, { timeout: 30_000 })
      .toBeGreaterThan(3);
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    // Having scrolled, the shopper is using home: the pages opened from it are fetched ahead (spec §9),
    // into the cache only: the goods detail's stylesheet is fetched but not applied.
    await expect
      .poll(() => phone.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) => l.href)), {
        timeout: 15_000,
      })
      .toContainEqual(expect.stringMatching(/\/h5\/assets\/GoodsDetailPage-[\w-]+\.js$/));
    expect(
      await phone.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((l) => l.href.includes('GoodsDetailPage'))),
    ).toBe(false);
    // The tab bar shows the four tabs.
    for (const tab of ['首页', '分类', '购物车', '我的']) await expect.poll(() => main.getByText(tab, { exact: true }).count()).toBeGreaterThan(0);
    await shot(phone.page, 'home-zh-cn');
    await phone.context.close();
  });

  it('the category tab shows the category tree and the goods of the chosen category', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/`);
    await page.getByText('分类', { exact: true }).last().click();
    await expect.poll(() => page.url()).toContain('/pages/goods/category/category');
    await expect.poll(() => page.title()).toContain('商品分类');
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    await shot(page, 'category-zh-cn');
    await context.close();
  });

  it('a deep link survives a reload (history mode)', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/pages/goods/list/list?keyword=`);
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/h5/pages/goods/list/list');
    await expect.poll(() => page.title()).toContain('商品列表');
    await context.close();
  });

  it('English titles come from the en-us files', async () => {
    const { page, base, context } = await openPhone({ lang: 'en-us' });
    await page.goto(`${base}/h5/pages/goods/category/category`);
    await expect.poll(() => page.title()).toContain('Categories');
    await page.getByText('Home', { exact: true }).first().waitFor();
    await shot(page, 'category-en-us');
    await page.goto(`${base}/h5/`);
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    await shot(page, 'home-en-us');
    await context.close();
  });

  it('losing the network shows the network-loss modal', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/`);
    await page.getByText('¥').first().waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    await page.getByText('网络失去链接').waitFor({ timeout: 10_000 });
    await page.getByText('请检查网络链接').waitFor();
    await shot(page, 'offline-modal');
    await context.setOffline(false);
    await context.close();
  });
});
