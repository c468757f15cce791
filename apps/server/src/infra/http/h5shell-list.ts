import { CURRENCY_SYMBOL, sizedImage, type GoodsSkuListItem } from '@mall/contract';
import { attr, text } from './h5shell-parts';

/**
 * The goods list's static first paint (the H5 shell, h5shell.ts): navigation bar, search row, sort bar and
 * the first cards of the whole list (picture, name, price), in the measures of the H5's GoodsListPage and
 * GoodsCard styles. Drawn for the bare list (no search, filter or sort in the address), whose first page the
 * app asks for as soon as its page module arrives and renders in place of this.
 */

/** The goods list (`/pages/goods/list/list`, and its short spelling). */
export const LIST_SHELL_PATHS = ['/h5/pages/goods/list/list', '/h5/pages/goods/list'] as const;

export const LIST_PAGE_SOURCE = 'src/features/goods/pages/GoodsListPage.tsx';

/** Cards drawn: the two rows a phone shows. */
const CARDS = 4;

/** A goods card of the H5's GoodsCard (grid layout): the goods list's and 猜你喜欢's (h5shell-cart-lines.ts). */
export const CARD_CSS =
  '.fp-card{display:flex;flex-direction:column;min-width:0;border-radius:10px;overflow:hidden;background:var(--card-bg)}' +
  '.fp-card img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;background:var(--bg-color)}' +
  '.fp-card div{display:flex;flex-direction:column;gap:6px;height:106px;padding:8px 10px 10px}' +
  '.fp-card p{margin:0;display:-webkit-box;overflow:hidden;color:var(--text-color);font-size:13px;line-height:18px;' +
  '-webkit-line-clamp:2;-webkit-box-orient:vertical}';

export const LIST_PAINT_CSS =
  '.fp-list-box{flex:1;height:34px;border:1px solid var(--base-color);border-radius:17px;background:var(--card-bg)}' +
  ".fp-list-btn::after{content:'搜索'}html[lang|=en] .fp-list-btn::after{content:'Search'}" +
  '.fp-sort{height:42px;background:var(--card-bg);border-bottom:1px solid var(--border-color)}' +
  CARD_CSS;

/** A card's picture as the list shows it (`_mid`), a same-origin path for a relative one. */
export const listPicture = (item: GoodsSkuListItem): string | null => {
  const p = String(item.sku_image || item.goods_image || '').trim();
  if (!p) return null;
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(p) ? p : `/${sizedImage(p, 'mid').replace(/^\/+/, '')}`;
};

/** A price as the H5's Price component draws it (`m-price`, ui.css). */
export const priceHtml = (value: string) => {
  const dot = value.indexOf('.');
  return (
    `<span class="m-price m-price--md"><span class="m-price__symbol">${text(CURRENCY_SYMBOL)}</span>` +
    `<span class="m-price__int">${text(dot >= 0 ? value.slice(0, dot) : value)}</span>` +
    (dot >= 0 ? `<span class="m-price__dec">${text(value.slice(dot))}</span>` : '') +
    '</span>'
  );
};

/** The first `count` goods as cards (CARD_CSS), the first picture marked as the page's main one. */
export const goodsCardsHtml = (items: GoodsSkuListItem[], count: number): string =>
  items
    .slice(0, count)
    .map((item, i) => {
      const picture = listPicture(item);
      const name = item.sku_name || item.goods_name;
      const img = picture ? `<img src="${attr(picture)}" alt="${attr(name)}"${i === 0 ? ' fetchpriority="high"' : ''}>` : '<img alt="">';
      return `<div class="fp-card">${img}<div><p>${text(name)}</p>${priceHtml(String(item.discount_price ?? ''))}</div></div>`;
    })
    .join('');

/** Static first paint of the goods list, under the given navigation bar markup; nothing without goods. */
export const listPaintHtml = (navBar: string, items: GoodsSkuListItem[]): string => {
  if (items.length === 0) return '';
  const cards = goodsCardsHtml(items, CARDS);
  const search = '<div class="m-search-row"><span class="fp-list-box"></span><span class="m-search-row__btn fp-list-btn"></span></div>';
  return `<div aria-hidden="true">${navBar}${search}<div class="fp-sort"></div><div class="m-grid2">${cards}</div></div>`;
};
