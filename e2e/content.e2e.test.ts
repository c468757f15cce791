import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';

afterAll(closeBrowser);

/** Scrolls the whole page through once so lazy blocks and pictures load, then back to the top. */
const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
};

describe('home DIY blocks, notices, custom page, help', () => {
  it('the home shows the new blocks; a notice opens its detail; a text link opens a custom page', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/pages/index/index/index`);
    await page.getByTestId('diy-textnav').waitFor();
    expect(await page.getByTestId('home-city').textContent()).toBe('全国');
    await page.getByTestId('diy-title').getByText('精选专区').waitFor();
    await expect.poll(() => page.getByTestId('diy-rubik').locator('img').count()).toBe(3);
    // The video block: its poster with a play button, no video (nor the browser's ring and bar) until tapped.
    const videoBlock = page.getByTestId('diy-video');
    await videoBlock.scrollIntoViewIfNeeded();
    const play = videoBlock.getByRole('button', { name: '播放视频' });
    await play.waitFor();
    await expect.poll(() => videoBlock.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await videoBlock.locator('video').count()).toBe(0);
    await shot(page, 'content-home-video-poster-zh-cn');
    // H.264 MP4 plays in every phone browser; iOS fetches video in byte ranges.
    const video = await page.request.get(`${base}/upload/diy/brand_story.mp4`, { headers: { Range: 'bytes=0-1023' } });
    expect(video.status()).toBe(206);
    expect(video.headers()['content-type']).toContain('video/mp4');
    expect((await video.body()).length).toBe(1024);
    await scrollThrough(page);
    await shot(page, 'content-home-zh-cn');
    await page.screenshot({ path: 'e2e/artifacts/content-home-zh-cn-full.png', fullPage: true });
    // A tap plays the film in place, with the browser's own controls from then on.
    await videoBlock.scrollIntoViewIfNeeded();
    await play.click();
    const film = videoBlock.locator('video');
    await film.waitFor();
    expect(await film.getAttribute('src')).toContain('/upload/diy/brand_story.mp4');
    expect(await film.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    // Playing: not paused, and the film advances.
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(800);
    await shot(page, 'content-home-video-playing-zh-cn');
    await film.evaluate((v: HTMLVideoElement) => v.pause());
    await page.evaluate(() => window.scrollTo(0, 0));
    await useTheme(page, 'blue');
    await shot(page, 'content-home-zh-cn-blue');

    // The notice bar: the visible notice opens its detail.
    const notice = page.locator('[role="marquee"] [aria-hidden="false"]');
    const title = (await notice.textContent())!.trim();
    await notice.click();
    await expect.poll(() => page.url()).toContain('/otherpages/notice/detail/detail?id=');
    await page.getByRole('heading', { name: title }).waitFor();
    await shot(page, 'content-notice-detail-zh-cn');

    // The text navigation opens the digital week page by name.
    await page.goto(`${base}/h5/pages/index/index/index`);
    await page.getByTestId('diy-textnav').getByText('数码焕新季').click();
    await expect.poll(() => page.url()).toContain('/otherpages/diy/diy?name=DIY_VIEW_RANDOM_DIGITAL_WEEK');
    await page.getByTestId('diy-richtext').getByText('活动说明').waitFor();
    expect(await page.locator('.m-navbar__title').textContent()).toBe('数码焕新季');
    await expect.poll(() => page.title()).toBe('数码焕新季');
    await expect.poll(() => page.getByTestId('diy-rubik').count()).toBe(2);
    await page.getByTestId('diy-float').waitFor();
    await scrollThrough(page);
    await shot(page, 'content-diy-digital-zh-cn');
    await context.close();
  });

  it('a custom page by name, an unknown name, and the notice list', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/otherpages/diy/diy?name=DIY_VIEW_RANDOM_FRUIT_FESTIVAL`);
    await page.getByTestId('diy-page').waitFor();
    expect(await page.locator('.m-navbar__title').textContent()).toBe('鲜果节');
    await page.getByRole('heading', { name: '当季鲜果' }).waitFor();
    await useTheme(page, 'green');
    await shot(page, 'content-diy-fruit-green');

    await page.goto(`${base}/h5/otherpages/diy/diy?name=DIY_VIEW_RANDOM_NOPE`);
    await page.getByText('页面不存在或已下架').waitFor();

    await page.goto(`${base}/h5/otherpages/notice/list/list`);
    const items = page.getByTestId('notice-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(6);
    expect(await items.first().textContent()).toContain('置顶');
    await shot(page, 'content-notice-list-zh-cn');
    await context.close();
  });

  it('help list → article', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/otherpages/help/list/list`);
    await page.getByText('购物指南').waitFor();
    await shot(page, 'content-help-list-zh-cn');
    await page.getByTestId('help-item').filter({ hasText: '退换货政策' }).click();
    await expect.poll(() => page.url()).toContain('/otherpages/help/detail/detail?id=');
    await page.getByRole('heading', { name: '退换货政策' }).waitFor();
    await page.getByTestId('article-body').getByText('七天无理由退货', { exact: false }).waitFor();
    await shot(page, 'content-help-detail-zh-cn');
    await context.close();
  });
});

describe('store notes', () => {
  it('note list → detail → like after logging in', async () => {
    const { page, base, context } = await openPhone();
    await page.goto(`${base}/h5/otherpages/store_notes/note_list/note_list`);
    const cards = page.getByTestId('note-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    await page.getByRole('tab', { name: '美食推荐' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await shot(page, 'content-note-list-zh-cn');
    await cards.first().click();
    await expect.poll(() => page.url()).toContain('/otherpages/store_notes/note_detail/note_detail?note_id=');
    await page.getByTestId('note-content').waitFor();
    expect(await page.getByTestId('note-goods').count()).toBe(2);
    const before = Number(await page.getByTestId('note-like-count').textContent());

    await page.getByTestId('note-like').click();
    await expect.poll(() => page.url()).toContain('/pages/login/login/login');
    await page.getByPlaceholder('请输入用户名/手机号').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('123456');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/otherpages/store_notes/note_detail/note_detail');

    await page.getByTestId('note-like').click();
    await page.getByTestId('note-like').getByText('已点赞').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('note-like-count').textContent())).toBe(before + 1);
    await shot(page, 'content-note-detail-liked-zh-cn');
    // Still liked after a reload (read from the server).
    await page.reload();
    await page.getByTestId('note-like').getByText('已点赞').waitFor();
    await context.close();
  });
});

describe('in English', () => {
  it('home blocks, notes, help and a custom page read in English', async () => {
    const { page, base, context } = await openPhone({ lang: 'en-us' });
    await page.goto(`${base}/h5/pages/index/index/index`);
    await page.getByTestId('diy-textnav').waitFor();
    expect(await page.getByTestId('home-city').textContent()).toBe('All cities');
    // The operator's home texts in their English version: search placeholder, navigation, titles, tab bar.
    expect(await page.getByTestId('home-search').textContent()).toBe('Search goods');
    await page.getByTestId('diy-textnav').getByText('Digital Week').waitFor();
    await page.getByText('Phones', { exact: true }).first().waitFor();
    await page.getByTestId('diy-title').getByText('Featured').waitFor();
    await page.getByTestId('diy-title').getByText('View all').waitFor();
    await page.getByRole('heading', { name: 'Recommended' }).waitFor();
    const videoBlock = page.getByTestId('diy-video');
    await videoBlock.scrollIntoViewIfNeeded();
    await videoBlock.getByRole('heading', { name: 'Our story' }).waitFor();
    await videoBlock.getByRole('button', { name: 'Play the video' }).waitFor();
    for (const tab of ['Home', 'Category', 'Cart', 'Me']) await page.getByTestId('tabbar').getByText(tab, { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'content-home-en-us');
    await useTheme(page, 'green');
    await scrollThrough(page);
    await shot(page, 'content-home-en-us-green');

    await page.goto(`${base}/h5/otherpages/store_notes/note_list/note_list`);
    await page.getByRole('tab', { name: 'All' }).waitFor();
    await page.getByTestId('note-card').first().click();
    await page.getByTestId('note-like').getByText('Like').waitFor();
    await page.getByText('Goods in this note').waitFor();
    await useTheme(page, 'green');
    await shot(page, 'content-note-detail-en-us-green');

    await page.goto(`${base}/h5/otherpages/help/list/list`);
    await expect.poll(() => page.title()).toBe('Help Centre');
    await shot(page, 'content-help-list-en-us');
    await page.getByTestId('help-item').filter({ hasText: '退换货政策' }).click();
    await expect.poll(() => page.url()).toContain('/otherpages/help/detail/detail?id=');
    await expect.poll(() => page.title()).toBe('Help');
    await page.getByTestId('article-body').getByText('七天无理由退货', { exact: false }).waitFor();
    await shot(page, 'content-help-detail-en-us');

    // Notices: the operator's texts as written, the page's own words in English.
    await page.goto(`${base}/h5/otherpages/notice/list/list`);
    await expect.poll(() => page.title()).toBe('Notices');
    const notices = page.getByTestId('notice-item');
    await notices.first().waitFor();
    expect(await notices.first().textContent()).toContain('Pinned');
    await shot(page, 'content-notice-list-en-us');
    await notices.first().click();
    await expect.poll(() => page.url()).toContain('/otherpages/notice/detail/detail?id=');
    await expect.poll(() => page.title()).toBe('Notice');
    await page.getByTestId('article').getByText('Pinned').waitFor();
    await page.getByTestId('article-body').waitFor();
    await shot(page, 'content-notice-detail-en-us');

    // A custom page in the operator's English (the seed ships both languages).
    await page.goto(`${base}/h5/otherpages/diy/diy?name=DIY_VIEW_RANDOM_FRUIT_FESTIVAL`);
    await page.getByTestId('diy-page').waitFor();
    expect(await page.locator('.m-navbar__title').textContent()).toBe('Fruit Festival');
    await page.getByRole('heading', { name: 'Fruit in season' }).waitFor();
    await shot(page, 'content-diy-fruit-en-us');

    await page.goto(`${base}/h5/otherpages/diy/diy?name=DIY_VIEW_RANDOM_NOPE`);
    await page.getByText('This page does not exist or has been taken down').waitFor();
    await context.close();
  });
});

describe('city sub-site home', () => {
  it("with a city chosen the home is that city's page and names the city", async () => {
    const { page, base, context } = await openPhone();
    const lists = (await (await fetch(`${base}/api/website/lists`)).json()) as {
      data: { groups: { list: { site_id: number; site_area_name: string; title: string }[] }[] };
    };
    const city = lists.data.groups[0].list[0];
    await context.addInitScript((id: string) => localStorage.setItem('website_id', id), String(city.site_id));
    await page.goto(`${base}/h5/pages/index/index/index`);
    await expect.poll(async () => page.getByTestId('home-city').textContent()).toBe(city.site_area_name);
    await page.getByTestId('diy-title').first().waitFor();
    await shot(page, 'content-home-city-zh-cn');
    await page.getByTestId('home-city').click();
    await expect.poll(() => page.url()).toContain('/otherpages/index/city/city');
    await context.close();
  });
});
