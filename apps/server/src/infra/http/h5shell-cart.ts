import { APP_TYPES, cartApi, type GoodsRecommendItem, type Paged } from '@mall/contract';
import { listPicture } from './h5shell-list';

/**
 * The cart tab's static first paint (the H5 shell, h5shell.ts): its navigation bar with the title, in both
 * languages (the one of <html lang> shows). The lines are the member's, whose token lives in the browser:
 * the app asks for them as soon as its page module arrives and draws them in place of this.
 * 猜你喜欢 below them is the same for everyone: its first page goes inline (the app takes it instead of
 * asking), and its first picture, the largest the cart's first screen shows below a few lines, is preloaded.
 * A signed-in member's lines are asked for by the shell itself (CART_EARLY_SCRIPT) while the app's code loads.
 */

/** The cart tab (`/pages/goods/cart/cart`, and its short spelling). */
export const CART_SHELL_PATHS = ['/h5/pages/goods/cart/cart', '/h5/pages/goods/cart'] as const;

export const CART_PAGE_SOURCE = 'src/features/cart/pages/CartPage.tsx';

export const CART_PAINT_CSS = 'html[lang=en] .fp-zh,html:not([lang=en]) .fp-en{display:none}';

/** The title as the H5's `titles.cart` says it. */
export const cartPaintHtml = (): string =>
  '<div aria-hidden="true"><header class="m-navbar"><div class="m-navbar__side"></div><div class="m-navbar__title">' +
  '<span class="fp-zh">购物车</span><span class="fp-en">Cart</span></div><div class="m-navbar__side"></div></header>' +
  '<div class="m-navbar__placeholder"></div></div>';

/** Boot data key of 猜你喜欢's first page (the H5's features/goods/goods.api.ts takes it). */
export const RECOMMEND_BOOT_KEY = 'recommend:1';

/** 猜你喜欢's first page (`/api/goodssku/recommend`), or null when reading it failed. */
export type RecommendPage = Paged<GoodsRecommendItem> | null;

/** The first picture of 猜你喜欢 (`_mid`, as its cards show it), or null. */
export const recommendPicture = (page: RecommendPage): string | null => (page?.list[0] ? listPicture(page.list[0]) : null);

/**
 * Sends the member's `/api/cart/goodslists` GET from the shell, as the H5's request client would send it (same
 * address: app_type, app_type_name, token, website_id from the browser's storage; same Accept-Language), while
 * the app's code loads; the client takes that answer instead of asking again (the H5's shared/lib/early.ts).
 * Nothing is sent for a visitor. It reads no request data, so its CSP hash is fixed.
 */
export const CART_EARLY_SCRIPT =
  '(function(){try{var s=localStorage,t=s.getItem("token");if(!t)return;' +
  'var w=/MicroMessenger/i.test(navigator.userAgent),p=new URLSearchParams();' +
  `p.append("app_type",w?"wechat":"h5");p.append("app_type_name",w?${JSON.stringify(APP_TYPES.wechat)}:${JSON.stringify(APP_TYPES.h5)});` +
  'p.append("token",t);var x=s.getItem("website_id");if(x)p.append("website_id",x);' +
  `var u=${JSON.stringify(cartApi.goodslists.path)}+"?"+p;` +
  '(window.__mallEarly=window.__mallEarly||{})[u]=fetch(u,{headers:{"Accept-Language":s.getItem("lang")==="en-us"?"en-US":"zh-CN"}})' +
  '}catch(e){}})()';
