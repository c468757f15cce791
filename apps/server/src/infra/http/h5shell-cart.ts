import type { CartGoodsRow, GoodsRecommendItem, Paged } from '@mall/contract';
import { CARD_CSS, goodsCardsHtml, listPicture } from './h5shell-list';
import { CART_LINES_CSS, cartBarHtml, cartLinesHtml } from './h5shell-cart-lines';

/**
 * The cart tab's static first paint (the H5 shell, h5shell.ts): its navigation bar with the title, in both
 * languages (the one of <html lang> shows). For a member the server knows from the page request (the shell
 * cookie, shell-session.ts) it also draws the member's lines, the bottom bar with the total and 猜你喜欢's first
 * cards (h5shell-cart-lines.ts), so the first screen is on show before any JavaScript runs; the app then draws
 * the live page in its place. 猜你喜欢 is the same for everyone: its first page goes inline (the app takes it
 * instead of asking), and its first picture, the largest the cart's first screen shows below a few lines, is
 * preloaded. A signed-in member's lines are also asked for by the shell itself (CART_EARLY_SCRIPT,
 * h5shell-cart-early.ts) while the app's code loads, for the app's own first render.
 */

/** The cart tab (`/pages/goods/cart/cart`, and its short spelling). */
export const CART_SHELL_PATHS = ['/h5/pages/goods/cart/cart', '/h5/pages/goods/cart'] as const;

export const CART_PAGE_SOURCE = 'src/features/cart/pages/CartPage.tsx';

export const CART_PAINT_CSS = 'html[lang|=en] .fp-zh,html:not([lang|=en]) .fp-en{display:none}' + CART_LINES_CSS + CARD_CSS;

/** 猜你喜欢's cards drawn under a member's lines: the row a phone shows below two or three lines. */
const RECOMMEND_CARDS = 2;

/** Boot data key of 猜你喜欢's first page (the H5's features/goods/goods.api.ts takes it). */
export const RECOMMEND_BOOT_KEY = 'recommend:1';

/** 猜你喜欢's first page (`/api/goodssku/recommend`), or null when reading it failed. */
export type RecommendPage = Paged<GoodsRecommendItem> | null;

/** The first picture of 猜你喜欢 (`_mid`, as its cards show it), or null. */
export const recommendPicture = (page: RecommendPage): string | null => (page?.list[0] ? listPicture(page.list[0]) : null);

const TITLE =
  '<header class="m-navbar"><div class="m-navbar__side"></div><div class="m-navbar__title">' +
  '<span class="fp-zh">购物车</span><span class="fp-en">Cart</span></div><div class="m-navbar__side"></div></header>' +
  '<div class="m-navbar__placeholder"></div>';

/**
 * The cart's first paint: the title, and for a member with lines (null: not known from the request) the
 * lines, 猜你喜欢's first cards and the bottom bar.
 */
export const cartPaintHtml = (lines: CartGoodsRow[] | null = null, recommend: RecommendPage = null): string => {
  if (!lines || lines.length === 0) return `<div aria-hidden="true">${TITLE}</div>`;
  const feed = recommend?.list.length
    ? `<h2 class="fp-rec"><span class="fp-zh">猜你喜欢</span><span class="fp-en">You may also like</span></h2>` +
      `<div class="m-grid2">${goodsCardsHtml(recommend.list, RECOMMEND_CARDS)}</div>`
    : '';
  return `<div aria-hidden="true">${TITLE}<div class="fp-cart">${cartLinesHtml(lines)}${feed}</div>${cartBarHtml(lines)}</div>`;
};
