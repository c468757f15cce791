/** A limited-time discount running on a SKU, as the goods detail shows it. */
export interface SkuDiscount {
  /** The discount price (what the SKU sells at). */
  price: string;
  /** The SKU's own price, struck through. */
  original: string;
  /** Unix seconds the discount ends. */
  endTime: number;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/**
 * The limited-time discount of a SKU (`promotion_type = 'discount'` with its window in `start_time` / `end_time`,
 * reference §4.5) when it runs at `now`; null otherwise (none, not yet, over, or no price below the SKU's own).
 */
export const discountOfSku = (
  sku: { promotion_type?: unknown; discount_price?: unknown; price?: unknown; start_time?: unknown; end_time?: unknown },
  now: number,
): SkuDiscount | null => {
  if (sku.promotion_type !== 'discount') return null;
  const end = num(sku.end_time);
  if (end <= now || num(sku.start_time) > now) return null;
  const price = String(sku.discount_price ?? '');
  const original = String(sku.price ?? '');
  if (!(Number(price) >= 0 && Number(original) > Number(price))) return null;
  return { price, original, endTime: end };
};
