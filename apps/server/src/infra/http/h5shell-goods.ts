import { CURRENCY_SYMBOL, sizedImage } from '@mall/contract';
import type { CategoryNode, GoodsSkuDetailResult } from '@mall/contract';
import { attr, navBar, text } from './h5shell-parts';

/**
 * The category tab's and the goods detail's static first paints in the H5 shell (h5shell.ts): the first-level
 * category list with the first one's advert, and the detail's first gallery picture, price and name.
 */

/**
 * The category page's frame (navigation bar, search bar 50 px high, side list 92 px wide, advert) in the measures
 * of CategoryPage.module.css; the search text follows <html lang> like the home's city switch.
 */
export const CATEGORY_PAINT_CSS =
  '.fp-cat-search{box-sizing:border-box;height:50px;padding:8px 12px 7px;background:var(--card-bg);border-bottom:1px solid var(--border-color)}' +
  ".fp-cat-search .m-search-pill::after{content:'搜索商品'}html[lang|=en] .fp-cat-search .m-search-pill::after{content:'Search goods'}" +
  '.fp-cat{display:flex;height:calc(100vh - var(--navbar-height) - var(--safe-top) - var(--tabbar-height) - var(--safe-bottom) - 50px);' +
  'overflow:hidden;background:var(--card-bg)}' +
  '.fp-side{flex:none;width:92px;margin:0;padding:0;list-style:none;background:var(--bg-color);font-size:15px;color:var(--text-color)}' +
  '.fp-side li{padding:16px 12px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}' +
  '.fp-side .fp-on{background:var(--card-bg);color:var(--base-color);font-weight:600}' +
  '.fp-main{flex:1;min-width:0;padding:10px 12px 0}' +
  '.fp-adv{margin-bottom:10px;border-radius:8px;overflow:hidden}.fp-adv img{display:block;width:100%;height:auto}';

/** The goods detail's top (square gallery picture, price, name) in the measures of GoodsDetailPage.module.css. */
export const DETAIL_PAINT_CSS =
  '.fp-gallery{background:var(--bg-color)}.fp-gallery img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover}' +
  '.fp-summary{padding:12px 14px 14px;background:var(--card-bg)}' +
  '.fp-name{margin:8px 0 0;color:var(--text-color);font-size:16px;font-weight:600;line-height:22px}';

/** An uploaded picture as a same-origin path (relative paths are under `/`), at a size variant. */
const uploadUrl = (path: string | null | undefined, size?: 'big' | 'mid' | 'small'): string | null => {
  const p = (path ?? '').trim();
  if (!p) return null;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(p)) return p;
  return `/${sizedImage(p, size).replace(/^\/+/, '')}`;
};

/** The first-level category the page opens on (the first one) and its advert picture. */
export const categoryAdvert = (tree: CategoryNode[]): string | null => uploadUrl(tree[0]?.image_adv);

/** Static first paint of the category page: the search bar, the first-level names and the first one's advert. */
export const categoryPaintHtml = (tree: CategoryNode[]): string => {
  if (tree.length === 0) return '';
  const first = tree[0];
  const advert = categoryAdvert(tree);
  const items = tree.map((c, i) => `<li${i === 0 ? ' class="fp-on"' : ''}>${text(c.short_name || c.category_name)}</li>`).join('');
  const adv = advert ? `<div class="fp-adv"><img src="${attr(advert)}" alt="${attr(first.category_name)}" fetchpriority="high"></div>` : '';
  const search =
    '<div class="fp-cat-search"><span class="m-search-pill"><svg class="m-search-pill__icon" viewBox="0 0 24 24">' +
    '<circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/>' +
    '<path d="m16.5 16.5 4 4" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></span></div>';
  return `<div aria-hidden="true">${navBar(false)}${search}<div class="fp-cat"><ul class="fp-side">${items}</ul><div class="fp-main">${adv}</div></div></div>`;
};

/** The first gallery picture of a goods detail answer (`_big`, as the gallery shows it). */
export const detailPicture = (answer: GoodsSkuDetailResult | null): string | null => {
  const sku = answer?.goods_sku_detail;
  if (!sku) return null;
  const first = String(sku.sku_images ?? '')
    .split(',')
    .map((x) => x.trim())
    .find(Boolean);
  return uploadUrl(first || sku.sku_image, 'big');
};

/** Static first paint of the goods detail: first gallery picture, price and name. */
export const detailPaintHtml = (answer: GoodsSkuDetailResult | null): string => {
  const sku = answer?.goods_sku_detail;
  if (!sku) return '';
  const picture = detailPicture(answer);
  const name = sku.sku_name || sku.goods_name;
  const price = String(sku.discount_price ?? '');
  const dot = price.indexOf('.');
  const priceHtml =
    `<span class="m-price m-price--lg"><span class="m-price__symbol">${text(CURRENCY_SYMBOL)}</span>` +
    `<span class="m-price__int">${text(dot >= 0 ? price.slice(0, dot) : price)}</span>` +
    (dot >= 0 ? `<span class="m-price__dec">${text(price.slice(dot))}</span>` : '') +
    '</span>';
  return (
    `<div aria-hidden="true">${navBar(true)}` +
    (picture ? `<div class="fp-gallery"><img src="${attr(picture)}" alt="${attr(name)}" fetchpriority="high"></div>` : '') +
    `<div class="fp-summary">${priceHtml}<p class="fp-name">${text(name)}</p></div></div>`
  );
};
