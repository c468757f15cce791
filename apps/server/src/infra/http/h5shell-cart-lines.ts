import { formatFen, GOODS_STATE, GOODS_VERIFY_STATE, parseYuan, SHOP_STATUS, sizedImage, type CartGoodsRow } from '@mall/contract';
import { attr, text } from './h5shell-parts';
import { priceHtml } from './h5shell-list';

/**
 * A signed-in member's cart lines drawn into the cart's shell (h5shell-cart.ts), in the measures of the H5's
 * CartPage, CartLine and CartBar (features/cart/components/Cart.module.css): the count and 编辑, each shop's card
 * with its lines (picture, name, spec, price, quantity), and the bottom bar with the total of the lines that can
 * be bought, all ticked as the page opens. The server knows the member from the shell cookie (shell-session.ts).
 * Texts in both languages; the one of <html lang> shows (h5shell-cart.ts's CSS). The app draws the live page over it.
 */

/** The decisions of the H5's features/cart/model/cart.ts a first paint needs. */
export const lineValid = (l: CartGoodsRow): boolean =>
  Number(l.goods_state) === GOODS_STATE.ON &&
  Number(l.stock) > 0 &&
  Number(l.verify_state) === GOODS_VERIFY_STATE.APPROVED &&
  Number(l.shop_status) === SHOP_STATUS.open;

/** Total in fen and pieces of the lines that can be bought (every one is ticked when the page opens). */
export const cartTotals = (lines: CartGoodsRow[]): { fen: number; pieces: number } => {
  let fen = 0;
  let pieces = 0;
  for (const l of lines) {
    if (!lineValid(l)) continue;
    const num = Math.max(0, Math.floor(Number(l.num) || 0));
    fen += (parseYuan(String(l.discount_price ?? '')) ?? 0) * num;
    pieces += num;
  }
  return { fen, pieces };
};

/** "红色 / M" from `sku_spec_format` (JSON text), '' when absent or unreadable. */
export const specText = (raw: string): string => {
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return '';
    return list
      .map((s) => (typeof s === 'object' && s !== null ? (s as { spec_value_name?: unknown }).spec_value_name : undefined))
      .filter((v): v is string => typeof v === 'string' && v !== '')
      .join(' / ');
  } catch {
    return '';
  }
};

export const CART_LINES_CSS =
  '.fp-cart{padding-bottom:12px;background:var(--bg-color)}' +
  '.fp-cart-top{display:flex;align-items:center;justify-content:space-between;height:40px;padding:0 16px;' +
  'color:var(--text-secondary);font-size:13px}.fp-cart-top b{font-weight:400;color:var(--text-color);font-size:14px}' +
  '.fp-check{flex:none;box-sizing:border-box;width:20px;height:20px;border:1px solid var(--border-color);border-radius:50%}' +
  '.fp-check.on{border-color:var(--base-color);background:var(--base-color)}' +
  ".fp-check.on::after{content:'';display:block;box-sizing:border-box;width:6px;height:10px;margin:3px 0 0 6px;" +
  'border:solid var(--base-color-text);border-width:0 2px 2px 0;transform:rotate(45deg)}' +
  '.fp-line{display:flex;align-items:center;gap:8px;padding:10px 0}' +
  '.fp-pic{flex:none;width:88px;height:88px;border-radius:8px;overflow:hidden;background:var(--bg-color)}' +
  '.fp-pic img{display:block;width:100%;height:100%;object-fit:cover}' +
  '.fp-body{display:flex;flex:1;flex-direction:column;align-self:stretch;gap:4px;min-width:0}' +
  '.fp-lname{margin:0;display:-webkit-box;overflow:hidden;color:var(--text-color);font-size:14px;line-height:20px;' +
  '-webkit-line-clamp:2;-webkit-box-orient:vertical}' +
  '.fp-spec{align-self:flex-start;max-width:100%;padding:0 6px;overflow:hidden;border-radius:4px;background:var(--bg-color);' +
  'color:var(--text-secondary);font-size:12px;line-height:20px;white-space:nowrap;text-overflow:ellipsis}' +
  '.fp-foot{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto}' +
  '.fp-off .fp-pic img,.fp-off .fp-lname,.fp-off .fp-spec{opacity:.45}.fp-off .fp-foot{color:var(--text-secondary);font-size:12px}' +
  '.fp-step{display:inline-flex;gap:2px;height:26px;font-size:13px;line-height:26px}' +
  '.fp-step i,.fp-step b{border-radius:4px;background:var(--bg-color);text-align:center}' +
  '.fp-step i{width:26px;font-size:15px;font-style:normal;color:var(--base-color)}.fp-step b{width:36px;font-weight:400;color:var(--text-color)}' +
  '.fp-rec{display:flex;align-items:center;justify-content:center;gap:10px;margin:0;padding:16px 12px 2px;' +
  'color:var(--text-color);font-size:15px;font-weight:600}' +
  ".fp-rec::before,.fp-rec::after{content:'';width:28px;border-top:2px solid var(--base-color);border-radius:1px}" +
  '.fp-cbar-space{height:52px}' +
  '.fp-cbar{bottom:calc(var(--tabbar-height) + var(--safe-bottom));gap:12px;height:52px;padding:0 12px 0 16px}' +
  '.fp-cbar-all{display:flex;align-items:center;gap:6px;color:var(--text-color);font-size:13px}' +
  '.fp-cbar-r{display:flex;align-items:center;gap:10px;min-width:0}' +
  '.fp-total{display:flex;flex-direction:column;align-items:flex-end;line-height:1.2;color:var(--text-color);font-size:13px}' +
  '.fp-total small{color:var(--text-secondary);font-size:10px}' +
  '.fp-settle{display:inline-flex;align-items:center;justify-content:center;min-width:96px;height:38px;border-radius:19px;' +
  'font-weight:600;white-space:nowrap}';

/** A text in both languages. */
const both = (zh: string, en: string) => `<span class="fp-zh">${text(zh)}</span><span class="fp-en">${text(en)}</span>`;

const SHOP_ICON =
  '<svg class="m-shop-head__icon" viewBox="0 0 24 24"><path d="M4 9.5 5.5 4h13L20 9.5M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9" ' +
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const linePicture = (l: CartGoodsRow): string | null => {
  const p = String(l.sku_image ?? '').trim();
  if (!p) return null;
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(p) ? p : `/${sizedImage(p, 'small').replace(/^\/+/, '')}`;
};

const lineHtml = (l: CartGoodsRow): string => {
  const valid = lineValid(l);
  const name = l.sku_name || l.goods_name || '';
  const picture = linePicture(l);
  const spec = specText(l.sku_spec_format);
  const soldOut = Number(l.goods_state) === GOODS_STATE.ON && Number(l.stock) <= 0;
  const foot = valid
    ? `${priceHtml(String(l.discount_price ?? ''))}<span class="fp-step"><i>−</i><b>${Number(l.num) || 1}</b><i>+</i></span>`
    : soldOut
      ? both('商品已售罄', 'Sold out')
      : both('商品已下架', 'Off the shelf');
  return (
    `<div class="fp-line${valid ? '' : ' fp-off'}"><i class="fp-check${valid ? ' on' : ''}"></i>` +
    `<span class="fp-pic">${picture ? `<img src="${attr(picture)}" alt="${attr(name)}">` : ''}</span>` +
    `<div class="fp-body"><p class="fp-lname">${text(name)}</p>${spec ? `<span class="fp-spec">${text(spec)}</span>` : ''}` +
    `<div class="fp-foot">${foot}</div></div></div>`
  );
};

/** The member's lines, grouped by shop in the order shops first appear (as the page groups them); '' for none. */
export const cartLinesHtml = (lines: CartGoodsRow[]): string => {
  if (lines.length === 0) return '';
  const shops = new Map<number, CartGoodsRow[]>();
  for (const l of lines) shops.set(l.site_id, [...(shops.get(l.site_id) ?? []), l]);
  const cards = [...shops.values()]
    .map((group) => {
      const all = group.some(lineValid);
      return (
        `<section class="m-shop-card"><div class="m-shop-head"><i class="fp-check${all ? ' on' : ''}"></i>${SHOP_ICON}` +
        `<span class="m-shop-head__name">${text(group[0].site_name)}</span></div>${group.map(lineHtml).join('')}</section>`
      );
    })
    .join('');
  const top = `<div class="fp-cart-top"><span>${both(`共 ${lines.length} 种商品`, `${lines.length} item(s)`)}</span><b>${both('编辑', 'Edit')}</b></div>`;
  return top + cards;
};

/** The bottom bar: select all, the total of the lines that can be bought and 结算(pieces). */
export const cartBarHtml = (lines: CartGoodsRow[]): string => {
  const { fen, pieces } = cartTotals(lines);
  const settle = pieces > 0 ? both(`结算(${pieces})`, `Check out (${pieces})`) : both('结算', 'Check out');
  return (
    '<div class="fp-cbar-space"></div><div class="m-dock fp-cbar">' +
    `<span class="fp-cbar-all"><i class="fp-check${pieces > 0 ? ' on' : ''}"></i>${both('全选', 'Select all')}</span>` +
    `<div class="fp-cbar-r"><div class="fp-total"><span>${both('合计：', 'Total: ')}${priceHtml(formatFen(fen))}</span>` +
    `<small>${both('不含运费', 'Shipping not included')}</small></div><span class="m-btn-fill fp-settle">${settle}</span></div></div>`
  );
};
