import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';

afterAll(closeBrowser);

/** Each home promotion block: its test id, its title in both languages, and where its goods open. */
const BLOCKS = [
  { id: 'diy-pintuan', zh: '拼团活动', en: 'Group Deals', detail: /\/promotionpages\/pintuan\/detail\/detail\?pintuan_id=\d+$/ },
  { id: 'diy-bargain', zh: '砍价活动', en: 'Bargains', detail: /\/promotionpages\/bargain\/detail\/detail\?bargain_id=\d+$/ },
  { id: 'diy-presale', zh: '新品预售', en: 'Presale', detail: /\/promotionpages\/presale\/detail\/detail\?id=\d+$/ },
  { id: 'diy-wholesale', zh: '批发专区', en: 'Wholesale', detail: /\/promotionpages\/wholesale\/detail\/detail\?goods_id=\d+$/ },
] as const;

/**
 * The demo home carries a block per running promotion (seed/diy.ts): pintuan and bargain under the topics, presale
 * and wholesale under the video. Each shows the seeded activity's goods and opens its promotion detail.
 */
describe('home promotion blocks', () => {
  for (const b of BLOCKS) {
    it(`${b.id} shows the running goods and opens one`, async () => {
      for (const [lang, theme] of [
        ['zh-cn', 'default'],
        ['en-us', 'blue'],
      ] as const) {
        const base = inject('baseUrl');
        const { page, context } = await openPhone({ lang });
        await page.goto(`${base}/h5/`);
        // the blocks below the first screen load once the shopper scrolls (or settles)
        await page.waitForLoadState('load');
        await page.evaluate(() => window.scrollBy(0, 300));
        const block = page.getByTestId(b.id);
        // a lazy chunk drawn once its goods have come: scroll down to it
        await block.scrollIntoViewIfNeeded();
        await block.getByTestId(`${b.id}-goods`).first().waitFor();
        expect(await block.textContent()).toContain(lang === 'zh-cn' ? b.zh : b.en);
        await useTheme(page, theme);
        // the blocks above it come in as their answers arrive: centre it once they have
        await page.waitForLoadState('networkidle');
        await block.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.waitForLoadState('networkidle');
        await shot(page, `home-block-${b.id.slice(4)}-${lang}-${theme}`);
        await block.getByTestId(`${b.id}-goods`).first().click();
        await page.waitForURL(b.detail);
        await context.close();
      }
    });
  }
});
