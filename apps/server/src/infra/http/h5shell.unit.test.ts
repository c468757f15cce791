import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { CategoryNode, DiyView, GoodsSkuDetailResult, GoodsSkuListItem } from '@mall/contract';
import {
  categoryAdvert,
  categoryPaintHtml,
  chunkFiles,
  detailPaintHtml,
  detailPicture,
  firstBannerImage,
  firstPaintHtml,
  inlineJson,
  loadH5Shell,
  preloadAfterFirstPaint,
} from './h5shell';
import { executableInlineScripts } from './security-headers';
import { memberHeadPicture } from './h5shell-member';
import { CART_EARLY_SCRIPT } from './h5shell-cart-early';

/** The files a shell's after-first-paint loader requests: [1 stylesheet | 0 module, href]. */
const afterPaint = (html: string): [number, string][] =>
  JSON.parse(/<script>\(function\(\)\{var l=(\[.*?\]),i=0;/.exec(html)?.[1] ?? '[]') as [number, string][];

/** A `/api/diyview/info` answer: `value` is the page JSON as a string. */
const view = (blocks: Record<string, unknown>[]): DiyView => ({
  id: 1,
  site_id: 0,
  name: 'DIY_VIEW_INDEX',
  title: '首页',
  value: JSON.stringify({ global: { title: '首页', bgColor: '' }, value: blocks }),
});

const banner = { id: 'b', controller: 'ImageAds', list: [{ imageUrl: 'upload/diy/banner_1.jpg', link: { url: '', wap_url: '' } }] };
const HOME = view([{ id: 's', controller: 'Search', title: '搜索<商品>' }, banner]);
const HOME_EN = view([{ id: 's', controller: 'Search', title: 'Search <goods>' }, banner]);
const BOTH = { 'zh-cn': HOME, 'en-us': HOME_EN };

const TREE = [
  { category_id: 1, category_name: '手机<数码>', short_name: '数码', image_adv: 'upload/category/adv_1.jpg', child_list: [] },
  { category_id: 2, category_name: '服装', short_name: '', image_adv: '', child_list: [] },
] as unknown as CategoryNode[];

const DETAIL = {
  goods_sku_detail: {
    sku_id: 3,
    sku_name: '星耀 X5 "黑"',
    goods_name: '星耀 X5',
    discount_price: '1299.00',
    sku_image: 'upload/goods/1_c1.jpg',
    sku_images: 'upload/goods/1_c2.jpg,upload/goods/1_c1.jpg',
  },
  shop_info: {},
} as unknown as GoodsSkuDetailResult;

describe('h5 shell', () => {
  it('requests the preloads from the task after the first frame on, a few per task', () => {
    const files = ['c', 'd', 'e', 'f'].map((f) => ({ kind: 'module' as const, href: `/h5/assets/${f}.js` }));
    const script = /<script>(.*)<\/script>/.exec(
      preloadAfterFirstPaint([{ kind: 'style', href: '/h5/assets/a.css' }, { kind: 'module', href: '/h5/assets/b.js' }, ...files]),
    )?.[1];
    const appended: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (e: Record<string, string>) => appended.push(e) } };
    new Function('document', 'requestAnimationFrame', 'setTimeout', script ?? '')(
      document,
      (cb: () => void) => frames.push(cb),
      (cb: () => void) => tasks.push(cb),
    );
    expect(appended).toEqual([]);
    frames.forEach((cb) => cb());
    expect(appended).toEqual([]);
    tasks.shift()!();
    expect(appended).toEqual([
      // in CORS mode, as the app's loader asks for the stylesheet, so that request uses the preload
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/h5/assets/a.css' },
      { rel: 'modulepreload', href: '/h5/assets/b.js' },
    ]);
    tasks.shift()!();
    expect(appended.slice(2)).toEqual(files.slice(0, 2).map(({ href }) => ({ rel: 'modulepreload', href })));
    tasks.shift()!();
    expect(appended.slice(4)).toEqual(files.slice(2).map(({ href }) => ({ rel: 'modulepreload', href })));
    expect(tasks).toEqual([]);
  });

  it('walks a chunk with its imports and CSS once each, dependencies first', () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a.js', imports: ['_shared.js'], css: ['assets/a.css'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_base.js'] },
      '_base.js': { file: 'assets/base.js', css: ['assets/a.css'] },
    };
    expect(chunkFiles(manifest, 'src/a.tsx')).toEqual({ js: ['assets/base.js', 'assets/shared.js', 'assets/a.js'], css: ['assets/a.css'] });
    expect(chunkFiles(manifest, 'missing')).toEqual({ js: [], css: [] });
  });

  it('finds the first banner picture as a same-origin path', () => {
    expect(firstBannerImage(HOME)).toBe('/upload/diy/banner_1.jpg');
    expect(firstBannerImage(view([{ id: 'b', controller: 'ImageAds', list: [{ imageUrl: 'https://cdn.example/b.jpg' }] }]))).toBe(
      'https://cdn.example/b.jpg',
    );
    expect(firstBannerImage(view([{ id: 'n', controller: 'Notice', list: [] }]))).toBeNull();
    expect(firstBannerImage(null)).toBeNull();
  });

  it('keeps inline JSON from closing the script element', () => {
    const json = inlineJson({ html: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ html: '</script><script>alert(1)</script>' });
  });

  it('paints the search bar (text escaped) and the first banner', () => {
    const html = firstPaintHtml(BOTH);
    // Both languages' placeholders: the stylesheet shows the one of <html lang>.
    expect(html).toContain('<span class="fp-zh">搜索&lt;商品&gt;</span><span class="fp-en">Search &lt;goods&gt;</span>');
    expect(html).toContain('<img src="/upload/diy/banner_1.jpg"');
    expect(firstPaintHtml({ 'zh-cn': HOME, 'en-us': HOME })).toContain('<div class="fp-box">搜索&lt;商品&gt;</div>');
    expect(firstPaintHtml({ 'zh-cn': view([]), 'en-us': view([]) })).toBe('');
    expect(firstPaintHtml({ 'zh-cn': null, 'en-us': null })).toBe('');
  });

  it('weaves preloads, the first paint and the page JSON into the home shell only', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>Mall</title><script type="module" crossorigin src="/h5/assets/index-x.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/h5/assets/index-x.css"></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-x.js', css: ['assets/index-x.css'] },
        'src/features/home/pages/HomePage.tsx': {
          file: 'assets/HomePage-x.js',
          imports: ['index.html', '_Img.js'],
          css: ['assets/HomePage-x.css'],
        },
        'src/features/goods/pages/GoodsDetailPage.tsx': {
          file: 'assets/GoodsDetailPage-x.js',
          imports: ['_framework.js', '_Img.js', '_Sku.js'],
          css: ['assets/GoodsDetailPage-x.css'],
        },
        '_Img.js': { file: 'assets/Img-x.js' },
        '_Sku.js': { file: 'assets/Sku-x.js' },
        'src/features/seckill/diy/SeckillBlock.tsx': {
          file: 'assets/SeckillBlock-x.js',
          imports: ['_Img.js', '_Countdown.js'],
          css: ['assets/SeckillBlock-x.css'],
        },
        '_Countdown.js': { file: 'assets/Countdown-x.js' },
        'src/app/boot.tsx': { file: 'assets/boot-x.js', imports: ['_framework.js', 'index.html'], css: ['assets/boot-x.css'] },
        '_framework.js': { file: 'assets/framework-x.js' },
      }),
    );
    const shell = loadH5Shell(dist);
    expect(shell.plain).not.toContain('mall-boot');
    // Every route preloads the app's code, which the entry imports after the first paint.
    expect(shell.plain).toContain(
      '<link rel="preload" as="style" crossorigin href="/h5/assets/boot-x.css"><link rel="modulepreload" href="/h5/assets/framework-x.js"><link rel="modulepreload" href="/h5/assets/boot-x.js">',
    );
    expect(shell.plain).not.toContain('HomePage-x.js');
    // what index.html loads itself is not preloaded again (a second copy of its stylesheet would restyle the page)
    expect(shell.plain.match(/index-x\.css/g)).toHaveLength(1);
    expect(shell.plain.match(/index-x\.js/g)).toHaveLength(1);
    const home = shell.home(BOTH);
    expect(home).toContain('<link rel="preload" as="image" href="/upload/diy/banner_1.jpg" fetchpriority="high">');
    // With a first paint, the code is requested once that paint is on screen: app first, then the page.
    expect(home).not.toContain('modulepreload" href');
    expect(afterPaint(home)).toEqual([
      [1, '/h5/assets/boot-x.css'],
      [0, '/h5/assets/framework-x.js'],
      [0, '/h5/assets/boot-x.js'],
      [1, '/h5/assets/HomePage-x.css'],
      [0, '/h5/assets/Img-x.js'],
      [0, '/h5/assets/HomePage-x.js'],
    ]);
    // A seckill strip on the page: its chunk comes after the page's, without what the page loads already.
    const withSeckill = view([{ id: 's', controller: 'Seckill' }, banner]);
    const seckillHome = shell.home({ 'zh-cn': withSeckill, 'en-us': withSeckill });
    // its script is one the Content-Security-Policy allows, as is the one without
    for (const html of [home, seckillHome]) expect(shell.inlineScripts).toEqual(expect.arrayContaining(executableInlineScripts(html)));
    expect(afterPaint(seckillHome).slice(6)).toEqual([
      [1, '/h5/assets/SeckillBlock-x.css'],
      [0, '/h5/assets/Countdown-x.js'],
      [0, '/h5/assets/SeckillBlock-x.js'],
    ]);
    // The pages opened from home: only what home has not loaded already.
    expect(shell.homeNext).toEqual(['/h5/assets/GoodsDetailPage-x.css', '/h5/assets/Sku-x.js', '/h5/assets/GoodsDetailPage-x.js']);
    const boot = /<script id="mall-boot" type="application\/json">(.*?)<\/script>/.exec(home);
    expect(JSON.parse(boot?.[1] ?? 'null')).toEqual({ diy: { 'DIY_VIEW_INDEX:zh-cn': HOME, 'DIY_VIEW_INDEX:en-us': HOME_EN } });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('paints the category search bar, list and the first category advert', () => {
    expect(categoryAdvert(TREE)).toBe('/upload/category/adv_1.jpg');
    const html = categoryPaintHtml(TREE);
    // The search bar sits above the list as on the page (CategoryPage), so nothing moves when the app mounts.
    expect(html.indexOf('<div class="fp-cat-search"><span class="m-search-pill">')).toBeGreaterThan(html.indexOf('</header>'));
    expect(html.indexOf('fp-cat-search')).toBeLessThan(html.indexOf('<ul class="fp-side">'));
    expect(html).toContain('<li class="fp-on">数码</li><li>服装</li>');
    expect(html).toContain('<img src="/upload/category/adv_1.jpg" alt="手机&lt;数码&gt;" fetchpriority="high">');
    expect(categoryPaintHtml([])).toBe('');
  });

  it('paints the goods detail picture (big variant of the first gallery image), price and name', () => {
    expect(detailPicture(DETAIL)).toBe('/upload/goods/1_c2_big.jpg');
    const html = detailPaintHtml(DETAIL);
    expect(html).toContain('<img src="/upload/goods/1_c2_big.jpg" alt="星耀 X5 &quot;黑&quot;" fetchpriority="high">');
    expect(html).toContain('<span class="m-price__int">1299</span><span class="m-price__dec">.00</span>');
    expect(detailPaintHtml(null)).toBe('');
  });

  it('weaves the category tree, a goods detail, the member centre, the goods list and the cart into their shells, with their page chunks', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Mall</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/goods/pages/CategoryPage.tsx': { file: 'assets/CategoryPage-x.js', imports: ['_framework.js'] },
        'src/features/goods/pages/GoodsDetailPage.tsx': { file: 'assets/GoodsDetailPage-x.js', css: ['assets/GoodsDetailPage-x.css'] },
        'src/features/member/pages/MemberPage.tsx': { file: 'assets/MemberPage-x.js', imports: ['_framework.js'] },
        'src/features/cart/pages/CartPage.tsx': { file: 'assets/CartPage-x.js' },
        // As the build writes them: most namespaces grouped in one named chunk, coupon its own entry.
        '_zh-cn-more-x.js': { file: 'assets/zh-cn-more-x.js', name: 'zh-cn-more', imports: ['_framework.js'] },
        'src/i18n/zh-cn/coupon.ts': { file: 'assets/coupon-x.js', src: 'src/i18n/zh-cn/coupon.ts', isDynamicEntry: true },
        'src/i18n/en-us/cart.ts': { file: 'assets/en-us-x.js', src: 'src/i18n/en-us/cart.ts', isDynamicEntry: true },
        'src/app/boot.tsx': { file: 'assets/boot-x.js', imports: ['_framework.js'], css: ['assets/boot-x.css'] },
        '_framework.js': { file: 'assets/framework-x.js' },
      }),
    );
    const shell = loadH5Shell(dist);
    const category = shell.category(TREE, null);
    expect(category).toContain('<link rel="preload" as="image" href="/upload/category/adv_1.jpg" fetchpriority="high">');
    const categoryFiles = afterPaint(category).map(([, href]) => href);
    expect(categoryFiles).toContain('/h5/assets/CategoryPage-x.js');
    // the on-demand messages once, the app's chunks only in the app's preloads, never another language
    expect(category.match(/zh-cn-more-x\.js/g)).toHaveLength(1);
    expect(categoryFiles).toContain('/h5/assets/coupon-x.js');
    expect(category.match(/framework-x\.js/g)).toHaveLength(1);
    expect(category).not.toContain('en-us-x.js');
    const boot = (html: string) => JSON.parse(/<script id="mall-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(boot(category)).toEqual({ goods: { categoryTree: TREE }, diy: { DIY_VIEW_GOODS_CATEGORY: null } });

    const detail = shell.detail(3, DETAIL);
    expect(detail).toContain('<link rel="preload" as="image" href="/upload/goods/1_c2_big.jpg" fetchpriority="high">');
    expect(afterPaint(detail)).toContainEqual([1, '/h5/assets/GoodsDetailPage-x.css']);
    expect(detail).toContain('<div id="root"><div aria-hidden="true"><header class="m-navbar">');
    expect(boot(detail)).toEqual({ goods: { 'detail:3': DETAIL } });

    // the member centre: its frame and head picture (the member's data is the app's to ask), its page chunk
    const member = shell.member(memberHeadPicture('upload/default/head.png'));
    expect(member).toContain('<link rel="preload" as="image" href="/upload/default/head.png" fetchpriority="high">');
    expect(member).toContain('<div class="fp-member"><img src="/upload/default/head.png" alt="" fetchpriority="high"></div>');
    expect(afterPaint(member).map(([, href]) => href)).toContain('/h5/assets/MemberPage-x.js');
    expect(boot(member)).toEqual({});
    expect(memberHeadPicture('https://cdn.example.com/h.png')).toBe('https://cdn.example.com/h.png');

    // the bare goods list: its first cards (mid pictures, the first one preloaded), nothing without goods
    const goods = [1, 2, 3, 4, 5].map(
      (i) =>
        ({
          sku_id: i,
          sku_name: `杯<${i}>`,
          goods_name: '',
          sku_image: `upload/goods/${i}.jpg`,
          goods_image: '',
          discount_price: '69.00',
        }) as GoodsSkuListItem,
    );
    const list = shell.list(goods);
    expect(list).toContain('<link rel="preload" as="image" href="/upload/goods/1_mid.jpg" fetchpriority="high">');
    expect(list.match(/class="fp-card"/g)).toHaveLength(4);
    expect(list).toContain('<p>杯&lt;1&gt;</p><span class="m-price m-price--md">');
    expect(shell.list([])).not.toContain('class="fp-card"');

    // the cart tab: its title in both languages (the lines are the member's), its page chunk, 猜你喜欢's first
    // page inline for the app and its first picture preloaded
    const recommend = { page_count: 1, count: goods.length, list: goods.map((g) => ({ ...g, logo: '' })) };
    const cart = shell.cart(recommend);
    expect(cart).toContain('<span class="fp-zh">购物车</span><span class="fp-en">Cart</span>');
    expect(afterPaint(cart).map(([, href]) => href)).toContain('/h5/assets/CartPage-x.js');
    expect(cart).toContain('<link rel="preload" as="image" href="/upload/goods/1_mid.jpg" fetchpriority="high">');
    expect(boot(cart)).toEqual({ goods: { 'recommend:1': recommend } });
    const bare = shell.cart(null);
    expect(bare).not.toContain('as="image"');
    expect(boot(bare)).toEqual({});
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('names every inline script its pages run, whatever their data (for the CSP hashes)', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><meta charset="UTF-8"><title>Mall</title><script>theme()</script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/boot.tsx': { file: 'assets/boot-x.js' },
        'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-x.js' },
        'src/features/goods/pages/CategoryPage.tsx': { file: 'assets/CategoryPage-x.js' },
        'src/features/goods/pages/GoodsDetailPage.tsx': { file: 'assets/GoodsDetailPage-x.js' },
        'src/features/member/pages/MemberPage.tsx': { file: 'assets/MemberPage-x.js' },
        'src/features/cart/pages/CartPage.tsx': { file: 'assets/CartPage-x.js' },
      }),
    );
    const shell = loadH5Shell(dist);
    // A name that looks like code stays in the JSON data, which the browser does not run.
    const evil = {
      ...DETAIL,
      goods_sku_detail: { ...DETAIL.goods_sku_detail, sku_name: '</script><script>alert(1)</script>' },
    } as GoodsSkuDetailResult;
    const pages = [
      shell.plain,
      shell.home(BOTH),
      shell.home({ 'zh-cn': null, 'en-us': null }),
      shell.category(TREE, null),
      shell.detail(3, evil),
      shell.detail(3, null),
      shell.member('/upload/default/head.png'),
      shell.list([]),
      shell.cart(null),
    ];
    for (const html of pages) for (const script of executableInlineScripts(html)) expect(shell.inlineScripts).toContain(script);
    expect(shell.inlineScripts).toContain('theme()');
    // theme script, one after-first-paint loader per landing page
    expect(shell.inlineScripts).toHaveLength(8);
    expect(shell.inlineScripts.some((s) => s.includes('alert'))).toBe(false);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("asks for a signed-in member's cart lines at the address the H5's request client uses, and nothing for a visitor", () => {
    const run = (stored: Record<string, string>, ua = 'Mozilla/5.0') => {
      const sent: { url: string; headers: unknown }[] = [];
      const window: { __mallEarly?: Record<string, unknown> } = {};
      vm.runInNewContext(CART_EARLY_SCRIPT, {
        window,
        URLSearchParams,
        navigator: { userAgent: ua },
        localStorage: { getItem: (k: string) => stored[k] ?? null },
        fetch: (url: string, init: { headers: unknown }) => {
          sent.push({ url, headers: init.headers });
          return 'answer';
        },
      });
      return { sent, early: window.__mallEarly };
    };
    const member = run({ token: 'tok+1', website_id: '9', lang: 'en-us' });
    const url = '/api/cart/goodslists?app_type=h5&app_type_name=H5&token=tok%2B1&website_id=9';
    expect(member.sent).toEqual([{ url, headers: { 'Accept-Language': 'en-US' } }]);
    expect(member.early).toEqual({ [url]: 'answer' });
    expect(run({ token: 't' }, 'MicroMessenger/8').sent[0].url).toBe(
      `/api/cart/goodslists?${new URLSearchParams({ app_type: 'wechat', app_type_name: '微信公众号', token: 't' })}`,
    );
    expect(run({}).sent).toEqual([]);
  });
});
