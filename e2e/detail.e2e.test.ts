import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot } from './support/browser';

afterAll(closeBrowser);

interface Env<T> {
  code: number;
  data: T;
}

const api = async <T>(base: string, path: string, params: Record<string, string | number> = {}): Promise<T> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  const body = (await res.json()) as Env<T>;
  if (body.code < 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
};

/** The goods with the most reviews (the seed gives the first goods a full page, a manjian rule and a combo). */
const reviewedSku = async (base: string): Promise<{ sku_id: number; goods_id: number }> => {
  const list = await api<{ list: { sku_id: number; goods_id: number; goods_spec_format: string }[] }>(base, '/api/goodssku/page', { page: 1, page_size: 100 });
  let best = { sku_id: 0, goods_id: 0, n: -1 };
  for (const g of list.list.slice(0, 60)) {
    const page = await api<{ count: number }>(base, '/api/goodsevaluate/page', { goods_id: g.goods_id, page_size: 1 });
    if (page.count > best.n) best = { sku_id: g.sku_id, goods_id: g.goods_id, n: page.count };
  }
  return best;
};


/** Closes the popup that is open (hidden popups stay in the DOM). */
const closePopup = async (page: Page) => {
  await page.locator('.adm-popup-close-icon:visible').first().click();
  await page.locator('.adm-popup-close-icon:visible').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
};

const setTheme = (page: Page, theme: string) => page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);

describe('goods detail extras', () => {
  it('a shopper switches spec, reads params, services and reviews, collects, finds the footprint and shares a poster', async () => {
    const { page, base, context } = await openPhone();
    const { sku_id: skuId, goods_id: goodsId } = await reviewedSku(base);
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    await expect.poll(() => page.title()).toContain('商品详情');
    await page.getByTestId('manjian-row').waitFor();
    await page.getByTestId('evaluate-block').getByTestId('evaluate-item').waitFor();
    await shot(page, 'detail-top-zh-cn');

    // Combos popup of the default SKU (no buy button yet).
    await page.getByTestId('combo-row').click();
    await page.getByTestId('combo-popup').getByTestId('combo-item').first().waitFor();
    await page.waitForTimeout(400); // the popup slides up
    await shot(page, 'detail-combos-zh-cn');
    await closePopup(page);

    // Switch spec when the goods has more than one value.
    await page.getByTestId('spec-row').click();
    const picker = page.getByTestId('sku-picker');
    await picker.waitFor();
    const values = picker.getByTestId('spec-value');
    if ((await values.count()) > 1) {
      const before = await picker.getByTestId('sku-chosen').textContent();
      const enabled = picker.locator('[data-testid="spec-value"]:not([disabled]):not([aria-pressed="true"])');
      if ((await enabled.count()) > 0) {
        await enabled.first().click();
        await expect.poll(() => picker.getByTestId('sku-chosen').textContent()).not.toBe(before);
      }
    }
    await closePopup(page);

    // Params tab and the services popup.
    await page.getByTestId('tab-params').click();
    await page.getByTestId('params-table').waitFor();
    await page.getByTestId('params-table').scrollIntoViewIfNeeded();
    await shot(page, 'detail-params-zh-cn');
    await page.getByTestId('service-row').click();
    await page.getByTestId('service-popup').getByText('售后保障').waitFor();
    await page.waitForTimeout(400); // the popup slides up
    await shot(page, 'detail-services-zh-cn');
    await closePopup(page);

    // All reviews.
    await page.getByTestId('evaluate-all').click();
    await expect.poll(() => page.url()).toContain(`/otherpages/goods/evaluate/evaluate?goods_id=${goodsId}`);
    await page.getByTestId('evaluate-item').first().waitFor();
    expect(await page.getByTestId('evaluate-item').count()).toBeGreaterThanOrEqual(10);
    await page.getByTestId('evaluate-again').first().waitFor();
    await shot(page, 'evaluate-zh-cn');
    await page.getByTestId('evaluate-image').first().click();
    const viewer = page.locator('.adm-image-viewer-slides, .adm-image-viewer-content').first();
    await viewer.waitFor();
    await shot(page, 'evaluate-viewer-zh-cn');
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${skuId}`);

    // A visitor who taps collect goes to login; after logging in the heart works.
    await page.getByTestId('detail-collect').click();
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await page.getByPlaceholder('请输入用户名/手机号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('123456');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/goods/detail/detail');
    const heart = page.getByTestId('detail-collect');
    await heart.waitFor();
    if ((await heart.getAttribute('aria-pressed')) !== 'true') {
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    }

    // Share poster.
    await page.getByTestId('detail-share').click();
    const poster = page.getByTestId('poster-image');
    await poster.waitFor({ timeout: 20_000 });
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await page.waitForTimeout(400); // the popup slides up
    await shot(page, 'detail-poster-zh-cn');

    // The collection and the footprint list it.
    await page.goto(`${base}/h5/otherpages/member/collection`);
    await page.getByTestId('collection-item').first().waitFor();
    await shot(page, 'collection-zh-cn');
    await page.goto(`${base}/h5/otherpages/member/footprint`);
    await page.getByTestId('footprint-item').first().waitFor();
    expect(await page.getByTestId('footprint-day').first().textContent()).toBe('今天');
    await shot(page, 'footprint-zh-cn');
    await page.getByTestId('footprint-edit').click();
    await setTheme(page, 'green');
    await shot(page, 'footprint-edit-green-zh-cn');
    await context.close();
  });

  it('in English with the green theme: detail texts, reviews and the empty footprint tip', async () => {
    const { page, base, context } = await openPhone({ lang: 'en-us' });
    const { sku_id: skuId, goods_id: goodsId } = await reviewedSku(base);
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=${skuId}`);
    await expect.poll(() => page.title()).toContain('Product Details');
    await page.getByTestId('manjian-row').waitFor();
    await setTheme(page, 'green');
    await page.getByText('Product service').first().waitFor();
    await page.getByTestId('tab-params').getByText('Params').waitFor();
    await shot(page, 'detail-top-en-us-green');
    await page.getByTestId('service-row').click();
    await page.getByTestId('service-popup').getByText('After-sale guarantee').waitFor();
    await page.waitForTimeout(400); // the popup slides up
    await shot(page, 'detail-services-en-us-green');

    await page.goto(`${base}/h5/otherpages/goods/evaluate/evaluate?goods_id=${goodsId}`);
    await page.getByTestId('evaluate-item').first().waitFor();
    await expect.poll(() => page.title()).toContain('Reviews');
    await setTheme(page, 'green');
    await shot(page, 'evaluate-en-us-green');

    // A new member has no footprints yet.
    const name = `fp_${Date.now().toString(36)}`;
    const reg = await api<{ token: string }>(base, '/api/register/username', { username: name, password: 'secret123' });
    await page.evaluate((tk) => localStorage.setItem('token', tk), reg.token);
    await page.goto(`${base}/h5/otherpages/member/footprint`);
    await page.getByText('You have not browsed any goods yet').waitFor();
    await shot(page, 'footprint-empty-en-us');

    // The X5 phone has a film: the gallery's play button opens it.
    await page.goto(`${base}/h5/pages/goods/detail/detail?sku_id=1`);
    await page.getByTestId('gallery-play').click();
    const video = page.getByTestId('preview-video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toContain('/upload/diy/brand_story.mp4');
    await context.close();
  });
});
