import { GOODS_STATE, GOODS_VERIFY_STATE, SHOP_STATUS, formatFen, parseYuan } from '@mall/contract';

/** The fields of a `/api/cart/goodslists` row the cart page relies on (reference §4.7). */
export interface CartLineLike {
  cart_id: number;
  site_id: number;
  site_name: string;
  num: number;
  discount_price: string;
  stock: number;
  goods_state: number;
  verify_state?: number;
  shop_status?: number;
  min_buy?: number;
  max_buy?: number;
}

export interface ShopGroup<T extends CartLineLike> {
  site_id: number;
  site_name: string;
  lines: T[];
}

/**
 * A line can be bought: goods on shelf (`GOODS_STATE.ON`), stock left, and — when the server sends
 * them — approved (`GOODS_VERIFY_STATE.APPROVED`) and its shop open (`SHOP_STATUS.open`).
 */
export const isLineValid = (l: CartLineLike): boolean =>
  Number(l.goods_state) === GOODS_STATE.ON &&
  Number(l.stock) > 0 &&
  (l.verify_state === undefined || l.verify_state === null || Number(l.verify_state) === GOODS_VERIFY_STATE.APPROVED) &&
  (l.shop_status === undefined || l.shop_status === null || Number(l.shop_status) === SHOP_STATUS.open);

/**
 * A line may be ticked: valid lines always; invalid lines only in edit mode (to delete them).
 */
export const isSelectable = (l: CartLineLike, editing: boolean): boolean => editing || isLineValid(l);

/** Groups lines by shop in the order shops first appear; line order is kept. */
export const groupByShop = <T extends CartLineLike>(lines: T[]): ShopGroup<T>[] => {
  const map = new Map<number, ShopGroup<T>>();
  for (const l of lines) {
    let g = map.get(l.site_id);
    if (!g) {
      g = { site_id: l.site_id, site_name: l.site_name, lines: [] };
      map.set(l.site_id, g);
    }
    g.lines.push(l);
  }
  return [...map.values()];
};

/** Total of the selected, valid lines in fen, from the server's `discount_price` (display only). */
export const selectedTotalFen = (lines: CartLineLike[], selected: ReadonlySet<number>): number =>
  lines.reduce((sum, l) => {
    if (!selected.has(l.cart_id) || !isLineValid(l)) return sum;
    const fen = parseYuan(String(l.discount_price ?? ''));
    const num = Math.max(0, Math.floor(Number(l.num) || 0));
    return fen == null ? sum : sum + fen * num;
  }, 0);

export const formatTotal = (fen: number): string => formatFen(fen);

/** Number of pieces in the selected valid lines (shown as 结算(3)). */
export const selectedPieces = (lines: CartLineLike[], selected: ReadonlySet<number>): number =>
  lines.reduce((n, l) => (selected.has(l.cart_id) && isLineValid(l) ? n + Math.max(0, Number(l.num) || 0) : n), 0);

/** Ids of lines that may be ticked in the current mode. */
export const selectableIds = (lines: CartLineLike[], editing: boolean): number[] =>
  lines.filter((l) => isSelectable(l, editing)).map((l) => l.cart_id);

/** True when there is at least one selectable line and all of them are ticked. */
export const allSelected = (lines: CartLineLike[], selected: ReadonlySet<number>, editing: boolean): boolean => {
  const ids = selectableIds(lines, editing);
  return ids.length > 0 && ids.every((id) => selected.has(id));
};

/** Ticks or unticks every selectable line of `lines` (a shop, or the whole cart). */
export const setLines = (lines: CartLineLike[], selected: ReadonlySet<number>, checked: boolean, editing: boolean): Set<number> => {
  const next = new Set(selected);
  for (const id of selectableIds(lines, editing)) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
};

export const toggleLine = (selected: ReadonlySet<number>, cartId: number, checked: boolean): Set<number> => {
  const next = new Set(selected);
  if (checked) next.add(cartId);
  else next.delete(cartId);
  return next;
};

/** Keeps only ids of lines that still exist and may be ticked in this mode (after a refetch or mode change). */
export const pruneSelection = (lines: CartLineLike[], selected: ReadonlySet<number>, editing: boolean): Set<number> => {
  const allowed = new Set(selectableIds(lines, editing));
  return new Set([...selected].filter((id) => allowed.has(id)));
};

export const sameSelection = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));

export interface LineBounds {
  min: number;
  max: number;
}

/** Stepper bounds of a cart line: at least max(1, min_buy); at most stock and max_buy (0 = unlimited). */
export const lineBounds = (l: CartLineLike): LineBounds => {
  const min = Math.max(1, Math.floor(Number(l.min_buy) || 0));
  const stock = Math.max(0, Math.floor(Number(l.stock) || 0));
  const maxBuy = Math.max(0, Math.floor(Number(l.max_buy) || 0));
  const max = maxBuy > 0 ? Math.min(stock, maxBuy) : stock;
  return { min, max: Math.max(min, max) };
};

/** The quantity to send for a stepper change, or null when it would not change anything. */
export const nextQuantity = (l: CartLineLike, wanted: number): number | null => {
  const { min, max } = lineBounds(l);
  if (!Number.isFinite(wanted)) return null;
  const n = Math.min(max, Math.max(min, Math.floor(wanted)));
  return n === Number(l.num) ? null : n;
};

/** "红色 / M" from a line's `sku_spec_format` (array or JSON string); '' when absent or unreadable. */
export const specLabel = (raw: unknown): string => {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw) as unknown;
    } catch {
      return '';
    }
  }
  if (!Array.isArray(list)) return '';
  return list
    .map((s) => (typeof s === 'object' && s !== null ? (s as { spec_value_name?: unknown }).spec_value_name : undefined))
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' / ');
};

/** Why a line is invalid, as a `cart.*` i18n key; null for a valid line. */
export const invalidReason = (l: CartLineLike): 'cart.soldOut' | 'cart.offShelf' | null => {
  if (isLineValid(l)) return null;
  return Number(l.goods_state) === GOODS_STATE.ON && Number(l.stock) <= 0 ? 'cart.soldOut' : 'cart.offShelf';
};
