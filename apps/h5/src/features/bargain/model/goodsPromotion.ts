/** A running bargain of a goods as the goods detail's `goods_promotion` lists it. */
export interface GoodsBargain {
  /** The bargain (what the bargain detail takes as `bargain_id`). */
  id: number;
  /** The floor price ('' when the entry has none). */
  price: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/**
 * The bargain among a goods' promotions (`goods_promotion` entries `{promotion_type, activity_id, sku_id,
 * promotion_price, start_time, end_time}`; the window is checked here against `now`): the entry of SKU `skuId`
 * when it has one, else the goods' first; null when no bargain of the goods is within its window.
 */
export const bargainOfGoods = (list: unknown, skuId: number, now: number): GoodsBargain | null => {
  if (!Array.isArray(list)) return null;
  const open: (GoodsBargain & { sku: number })[] = [];
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'bargain') continue;
    const id = num(o.activity_id ?? o.bargain_id);
    const end = num(o.end_time);
    if (id === 0 || num(o.start_time) > now || (end > 0 && end <= now)) continue;
    const price = typeof o.promotion_price === 'string' ? o.promotion_price : typeof o.floor_price === 'string' ? o.floor_price : '';
    open.push({ id, price, sku: num(o.sku_id) });
  }
  const pick = open.find((e) => e.sku === skuId) ?? open[0];
  return pick ? { id: pick.id, price: pick.price } : null;
};
