/** Goods list state → `/api/goodssku/page` params, and small helpers for goods data. */

export type SortKey = 'default' | 'sales' | 'price' | 'new';
export type SortDir = 'asc' | 'desc';

export interface SortState {
  key: SortKey;
  dir: SortDir;
}

export const DEFAULT_SORT: SortState = { key: 'default', dir: 'desc' };

/**
 * Tapping a sort tab: price toggles asc ↔ desc (first tap asc), the others are fixed
 * (sales and newest descending); tapping the active non-price tab changes nothing.
 */
export const nextSort = (current: SortState, tapped: SortKey): SortState => {
  if (tapped === 'price') {
    return current.key === 'price' ? { key: 'price', dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key: 'price', dir: 'asc' };
  }
  return { key: tapped, dir: 'desc' };
};

/** `order` / `sort` request params of a sort state; none for the default (weight) order. */
export const sortParams = (s: SortState): { order?: string; sort?: SortDir } => {
  switch (s.key) {
    case 'sales':
      return { order: 'sale_num', sort: 'desc' };
    case 'price':
      return { order: 'discount_price', sort: s.dir };
    case 'new':
      return { order: 'create_time', sort: 'desc' };
    default:
      return {};
  }
};

/** Drops undefined, null, empty strings and non-positive ids so they are not sent. */
export const compactParams = (p: Record<string, unknown>): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s !== '') out[k] = s;
    } else if (typeof v === 'number') {
      if (Number.isFinite(v) && !(k.endsWith('_id') && v <= 0)) out[k] = v;
    }
  }
  return out;
};

/** A positive integer from a query-string value, else undefined. */
export const positiveInt = (v: string | null | undefined): number | undefined => {
  if (!v) return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Gallery images: `sku_images` (comma-separated paths) or, when empty, the single `sku_image`. */
export const galleryImages = (skuImages: string | null | undefined, skuImage?: string | null): string[] => {
  const list = (skuImages ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unique = [...new Set(list)];
  if (unique.length > 0) return unique;
  return skuImage ? [skuImage] : [];
};

/** Whether a market (strike-through) price is worth showing next to the current price. */
export const showMarketPrice = (marketPrice: string | null | undefined, price: string): boolean => {
  const m = Number(marketPrice);
  const p = Number(price);
  return Number.isFinite(m) && Number.isFinite(p) && m > p;
};

/** What decides the strike-through price of a goods or SKU. */
export interface StruckPriceFields {
  discount_price: string;
  price?: string | null;
  market_price?: string | null;
  promotion_type?: string | number | null;
}

/**
 * The strike-through price beside the current one: under a limited-time discount the SKU's own price, otherwise
 * the market price; null when it would not be above the current price.
 */
export const struckPrice = (item: StruckPriceFields): string | null => {
  if (item.promotion_type === 'discount' && item.price && showMarketPrice(item.price, item.discount_price)) return item.price;
  return item.market_price && showMarketPrice(item.market_price, item.discount_price) ? item.market_price : null;
};
