import fs from 'node:fs';
import path from 'node:path';
import type { CartGoodsRow, CategoryNode, DiyView, GoodsSkuDetailResult, GoodsSkuListItem } from '@mall/contract';
import { executableInlineScripts } from './security-headers';
import { attr, navBar } from './h5shell-parts';
import {
  FIRST_PAINT_CSS,
  FIRST_SCREEN_BLOCK_SOURCES,
  firstBannerImage,
  firstPaintHtml,
  firstScreenChunkBlocks,
  type HomeViews,
} from './h5shell-home';
import { CATEGORY_PAINT_CSS, categoryAdvert, categoryPaintHtml, DETAIL_PAINT_CSS, detailPaintHtml, detailPicture } from './h5shell-goods';
import { MEMBER_PAGE_SOURCE, MEMBER_PAINT_CSS, memberPaintHtml } from './h5shell-member';
import { LIST_PAGE_SOURCE, LIST_PAINT_CSS, listPaintHtml, listPicture } from './h5shell-list';
import { CART_PAGE_SOURCE, CART_PAINT_CSS, cartPaintHtml, RECOMMEND_BOOT_KEY, recommendPicture } from './h5shell-cart';
import type { RecommendPage } from './h5shell-cart';
import { CART_EARLY_SCRIPT } from './h5shell-cart-early';

/**
 * The H5 app shell (index.html) with what the first screen of the landing pages needs woven in, so it does
 * not wait for a chain of requests (HTML → app code → page code → API → picture):
 * - home: a static first paint of the page's top (search bar and first banner), its DIY JSON inline (the
 *   client takes it once instead of calling `/api/diyview/info`) and a high-priority preload of the banner;
 * - category: a static first paint of the first-level list and the first category's advert picture, the
 *   category tree and the page's DIY settings inline;
 * - goods detail: a static first paint of the first gallery picture, price and name, the detail answer inline;
 * - member centre, the bare goods list and the cart: their frame with the head picture, the first cards or the
 *   title with 猜你喜欢's first page inline, and for a member known from the shell cookie (shell-session.ts) the
 *   member's cart lines and total (h5shell-member.ts, h5shell-list.ts, h5shell-cart.ts).
 * The first paint is the real content drawn with plain HTML and replaced by React on mount; each of these
 * routes also preloads its page chunk (and the on-demand messages the page waits for). Other routes get the
 * plain shell.
 */

/**
 * Routes that open the home page (the bare app root and the tab path). Each page answers its doubled spelling
 * (`/pages/goods/detail/detail`, the spec's and Niushop's links) and its short one (`/pages/goods/detail`).
 */
export const HOME_SHELL_PATHS = ['/h5/', '/h5/pages/index/index/index', '/h5/pages/index/index'] as const;
/** The category tab. */
export const CATEGORY_SHELL_PATHS = ['/h5/pages/goods/category/category', '/h5/pages/goods/category'] as const;
/** Goods detail (`?sku_id=`). */
export const DETAIL_SHELL_PATHS = ['/h5/pages/goods/detail/detail', '/h5/pages/goods/detail'] as const;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
const CATEGORY_PAGE_SOURCE = 'src/features/goods/pages/CategoryPage.tsx';
const DETAIL_PAGE_SOURCE = 'src/features/goods/pages/GoodsDetailPage.tsx';
const APP_SOURCE = 'src/app/boot.tsx';
/**
 * Pages a shopper opens from home (spec §9: home preloads them): their files are fetched into the HTTP
 * cache while home is idle (`/h5/prefetch.json`, the H5's app/prefetchPages), not run. Promotion pages
 * join this list when they are built.
 */
const HOME_NEXT_PAGE_SOURCES = [
  'src/features/goods/pages/GoodsDetailPage.tsx',
  'src/features/goods/pages/GoodsListPage.tsx',
  'src/features/search/pages/SearchPage.tsx',
  'src/features/goods/pages/CategoryPage.tsx',
  'src/features/cart/pages/CartPage.tsx',
  'src/features/member/pages/MemberPage.tsx',
  'src/features/coupon/pages/CouponCenterPage.tsx',
  'src/features/shop/pages/ShopIndexPage.tsx',
  'src/features/diy/pages/DiyPage.tsx',
];
/** Where the H5 asks for those files (same prefix as the app, so the shell's routes stay together). */
export const PREFETCH_LIST_PATH = '/h5/prefetch.json';
/** Messages of the default language beyond the bundled core: pages other than home wait for them. */
const ON_DEMAND_MESSAGES = /^src\/i18n\/zh-cn\/(?!(?:common|titles|home)\.ts$)[^/]+\.ts$/;
/** The build groups most of those messages into one chunk of this name (the H5's vite.config.ts). */
const ON_DEMAND_MESSAGES_CHUNK = 'zh-cn-more';

export { firstBannerImage, firstPaintHtml, type HomeViews } from './h5shell-home';
export { categoryAdvert, categoryPaintHtml, detailPaintHtml, detailPicture } from './h5shell-goods';

/** Files a chunk needs (itself, its static imports, their CSS), in load order, without duplicates. */
export const chunkFiles = (manifest: Record<string, ManifestChunk>, key: string): { js: string[]; css: string[] } => {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    for (const dep of chunk.imports ?? []) walk(dep);
    js.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
  };
  walk(key);
  return { js, css };
};

/** JSON safe inside a <script> element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface H5Shell {
  /** The plain index.html. */
  plain: string;
  /** index.html for the home routes, given the platform home page in each language (or null). */
  home(views: HomeViews): string;
  /** index.html for the category tab, given the category tree (level 3) and the DIY_VIEW_GOODS_CATEGORY page. */
  category(tree: CategoryNode[], layout: DiyView | null): string;
  /** index.html for a goods detail, given the `/api/goodssku/detail` answer of its sku_id. */
  detail(skuId: number, answer: GoodsSkuDetailResult | null): string;
  /** index.html for the member centre, given its head picture (h5shell-member.ts). */
  member(headPicture: string): string;
  /** index.html for the bare goods list, given its first page of goods (h5shell-list.ts). */
  list(items: GoodsSkuListItem[]): string;
  /**
   * index.html for the cart tab, given 猜你喜欢's first page or null, and the lines of the member the request's
   * shell cookie names (null for a visitor or a member not known from the request) (h5shell-cart.ts).
   */
  cart(recommend: RecommendPage, lines?: CartGoodsRow[] | null): string;
  /** Files of the pages opened from home (and the messages they wait for) that home has not loaded. */
  homeNext: string[];
  /**
   * The inline scripts these pages run (index.html's theme/language start-up, the after-first-paint
   * loaders), for the Content-Security-Policy to allow by hash. They do not depend on the request: page
   * data goes into a `type="application/json"` element, which is never run.
   */
  inlineScripts: string[];
}

/** A file the page will need: a stylesheet (preloaded, applied by main.tsx) or a module. */
interface Preload {
  kind: 'style' | 'module';
  href: string;
}
const styleFile = (f: string): Preload => ({ kind: 'style', href: `/h5/${f}` });
const moduleFile = (f: string): Preload => ({ kind: 'module', href: `/h5/${f}` });
// A style preload is fetched in CORS mode, as the app's loader (Vite's) asks for a chunk's stylesheet: a
// preload in another mode is not used by that request, and the file is downloaded and applied twice.
const preloadTag = (p: Preload) =>
  p.kind === 'style'
    ? `<link rel="preload" as="style" crossorigin href="${attr(p.href)}">`
    : `<link rel="modulepreload" href="${attr(p.href)}">`;

/**
 * Preload links added per task: adding one costs the main thread 1-2.5 ms on a slow machine (more on a slow phone);
 * four in a task took 13-24 ms there, over the 12.5 ms that Lighthouse's phone, four times slower, counts as blocking.
 */
const PRELOADS_PER_TASK = 2;

/**
 * The preloads of a page with a static first paint, requested once that paint is on screen (the frame after
 * the first animation frame; frames wait for the render-blocking stylesheet). On a slow connection the app's
 * code then no longer shares the bandwidth with the stylesheet and picture of the first paint; the entry
 * imports the code only after the first paint anyway. A few links per task, so adding two dozen is no long task.
 */
export const preloadAfterFirstPaint = (preloads: Preload[]): string => {
  const list = inlineJson(preloads.map((p) => [p.kind === 'style' ? 1 : 0, p.href]));
  return (
    `<script>(function(){var l=${list},i=0;function add(){` +
    `for(var n=0;n<${PRELOADS_PER_TASK}&&i<l.length;n++,i++){var e=document.createElement('link');` +
    `if(l[i][0]){e.rel='preload';e.as='style';e.crossOrigin=''}else{e.rel='modulepreload'}e.href=l[i][1];document.head.appendChild(e)}` +
    `if(i<l.length)setTimeout(add,0)}requestAnimationFrame(function(){setTimeout(add,0)})})()</script>`
  );
};

/** Reads index.html and the build manifest of an H5 dist folder once. */
export const loadH5Shell = (dist: string): H5Shell => {
  const plain = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  // The app's code (main.tsx imports it after the first paint) is preloaded on every route.
  // Without what index.html loads itself (the entry and its stylesheet): applying that stylesheet a second
  // time would restyle the whole page for nothing.
  const inShell = new Set([...plain.matchAll(/(?:href|src)="\/h5\/([^"]+)"/g)].map((m) => m[1]));
  const entry = chunkFiles(manifest, APP_SOURCE);
  const app = { js: entry.js.filter((f) => !inShell.has(f)), css: entry.css.filter((f) => !inShell.has(f)) };
  // Its stylesheets are preloaded too (main.tsx applies them before the app starts): the app's loader would
  // otherwise add them itself and wait for them before running the app.
  const appPreloads: Preload[] = [...app.css.map(styleFile), ...app.js.map(moduleFile)];
  /** Preloads of a page chunk (and of other chunks it waits for) that the app does not load already. */
  const pagePreloads = (keys: string[]): Preload[] => {
    const js: string[] = [];
    const css: string[] = [];
    for (const key of keys) {
      const files = chunkFiles(manifest, key);
      for (const f of files.js) if (!entry.js.includes(f) && !inShell.has(f) && !js.includes(f)) js.push(f);
      for (const f of files.css) if (!entry.css.includes(f) && !inShell.has(f) && !css.includes(f)) css.push(f);
    }
    // Preloaded, not render-blocking: the static first paint needs only the app stylesheet.
    return [...css.map(styleFile), ...js.map(moduleFile)];
  };
  const messages = Object.keys(manifest).filter(
    (k) => manifest[k].name === ON_DEMAND_MESSAGES_CHUNK || ON_DEMAND_MESSAGES.test(manifest[k].src ?? k),
  );
  const homePreloads = [...appPreloads, ...pagePreloads([HOME_PAGE_SOURCE])];
  const onHomePage = new Set(homePreloads.map((p) => p.href));
  const blockPreloads = new Map(
    Object.entries(FIRST_SCREEN_BLOCK_SOURCES).map(([controller, source]) => [
      controller,
      pagePreloads([source]).filter((p) => !onHomePage.has(p.href)),
    ]),
  );
  /** Home's preloads with the chunks of the first-screen blocks this page has. */
  const homePreloadsFor = (view: DiyView | null): Preload[] => {
    const present = firstScreenChunkBlocks(view);
    const extra = [...blockPreloads].filter(([c]) => present.includes(c)).flatMap(([, files]) => files);
    return extra.length === 0
      ? homePreloads
      : [...homePreloads, ...extra.filter((p, i) => extra.findIndex((q) => q.href === p.href) === i)];
  };
  const categoryPreloads = [...appPreloads, ...pagePreloads([CATEGORY_PAGE_SOURCE, ...messages])];
  const detailPreloads = [...appPreloads, ...pagePreloads([DETAIL_PAGE_SOURCE, ...messages])];
  const memberPreloads = [...appPreloads, ...pagePreloads([MEMBER_PAGE_SOURCE, ...messages])];
  const listPreloads = [...appPreloads, ...pagePreloads([LIST_PAGE_SOURCE, ...messages])];
  const cartPreloads = [...appPreloads, ...pagePreloads([CART_PAGE_SOURCE, ...messages])];
  const homeNext = pagePreloads([...HOME_NEXT_PAGE_SOURCES.filter((k) => k in manifest), ...messages])
    .map((p) => p.href)
    .filter((href) => !onHomePage.has(href));

  const page = (opts: { picture: string | null; preloads: Preload[]; css: string; paint: string; boot: unknown; script?: string }) => {
    // The first paint's picture is the largest content: first in line (before the app's code) for a connection.
    const picture = opts.picture ? `<link rel="preload" as="image" href="${attr(opts.picture)}" fetchpriority="high">` : '';
    const head =
      `<style>${opts.css}</style>` + (opts.script ? `<script>${opts.script}</script>` : '') + preloadAfterFirstPaint(opts.preloads);
    const boot = `<script id="mall-boot" type="application/json">${inlineJson(opts.boot)}</script>`;
    const html = plain;
    const first = /<meta charset[^>]*>/i.test(html)
      ? html.replace(/<meta charset[^>]*>/i, (meta) => meta + picture)
      : html.replace(/<head[^>]*>/i, (tag) => tag + picture);
    return first.replace('</head>', `${head}</head>`).replace('<div id="root"></div>', `<div id="root">${opts.paint}</div>${boot}`);
  };

  const shell: Omit<H5Shell, 'inlineScripts'> = {
    homeNext,
    // No first paint to wait for: the app's code is requested with the page.
    plain: plain.replace('</head>', `${appPreloads.map(preloadTag).join('')}</head>`),
    home: (views) =>
      page({
        picture: firstBannerImage(views['zh-cn']),
        preloads: homePreloadsFor(views['zh-cn']),
        css: FIRST_PAINT_CSS,
        paint: firstPaintHtml(views),
        // Both languages: the shopper's choice is in the browser's storage; the app takes its own (home.api.ts).
        boot: { diy: { 'DIY_VIEW_INDEX:zh-cn': views['zh-cn'], 'DIY_VIEW_INDEX:en-us': views['en-us'] } },
      }),
    category: (tree, layout) =>
      page({
        picture: categoryAdvert(tree),
        preloads: categoryPreloads,
        css: CATEGORY_PAINT_CSS,
        paint: categoryPaintHtml(tree),
        boot: { goods: { categoryTree: tree }, diy: { DIY_VIEW_GOODS_CATEGORY: layout } },
      }),
    detail: (skuId, answer) =>
      page({
        picture: detailPicture(answer),
        preloads: detailPreloads,
        css: DETAIL_PAINT_CSS,
        paint: detailPaintHtml(answer),
        boot: { goods: { [`detail:${skuId}`]: answer } },
      }),
    member: (headPicture) =>
      page({
        picture: headPicture,
        preloads: memberPreloads,
        css: MEMBER_PAINT_CSS,
        paint: memberPaintHtml(navBar(false), headPicture),
        boot: {},
      }),
    list: (items) =>
      page({
        picture: items[0] ? listPicture(items[0]) : null,
        preloads: listPreloads,
        css: LIST_PAINT_CSS,
        paint: listPaintHtml(navBar(true), items),
        boot: {},
      }),
    cart: (recommend, lines = null) =>
      page({
        picture: recommendPicture(recommend),
        preloads: cartPreloads,
        css: CART_PAINT_CSS,
        paint: cartPaintHtml(lines, recommend),
        boot: recommend ? { goods: { [RECOMMEND_BOOT_KEY]: recommend } } : {},
        script: CART_EARLY_SCRIPT,
      }),
  };
  // Home's preload script differs with the first-screen blocks a page has: one of each combination.
  const blockSets = Object.keys(FIRST_SCREEN_BLOCK_SOURCES).reduce<string[][]>((sets, c) => [...sets, ...sets.map((x) => [...x, c])], [[]]);
  const homeWith = (controllers: string[]): DiyView =>
    ({ value: JSON.stringify({ value: controllers.map((controller) => ({ id: controller, controller })) }) }) as DiyView;
  const pages = [
    shell.plain,
    ...blockSets.map((set) => shell.home({ 'zh-cn': homeWith(set), 'en-us': null })),
    shell.category([], null),
    shell.detail(0, null),
    shell.member('/upload/default/head.png'),
    shell.list([]),
    shell.cart(null),
  ];
  return { ...shell, inlineScripts: [...new Set(pages.flatMap(executableInlineScripts))] };
};
