/**
 * The cart tab's static first paint (the H5 shell, h5shell.ts): its navigation bar with the title, in both
 * languages (the one of <html lang> shows). The lines are the member's, whose token lives in the browser:
 * the app asks for them as soon as its page module arrives and draws them in place of this.
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
