/** A running topic of a goods as the goods detail's `goods_promotion` lists it. */
export interface GoodsTopic {
  /** The topic goods row the topic goods page takes as `id`. */
  id: number;
  /** The topic price ('' when the entry has none). */
  price: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/**
 * The topic among a goods' promotions (`goods_promotion`: `{promotion_type, id, sku_id, promotion_price,
 * start_time, end_time}` of each open activity; the window is checked here against `now`): the entry of SKU
 * `skuId` when it has one, else the goods' first; null when no topic of the goods is within its window.
 */
export const topicOfGoods = (list: unknown, skuId: number, now: number): GoodsTopic | null => {
  if (!Array.isArray(list)) return null;
  const open: (GoodsTopic & { sku: number })[] = [];
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'topic') continue;
    const id = num(o.id);
    const end = num(o.end_time);
    if (id === 0 || num(o.start_time) > now || (end > 0 && end <= now)) continue;
    open.push({ id, price: typeof o.promotion_price === 'string' ? o.promotion_price : '', sku: num(o.sku_id) });
  }
  const pick = open.find((e) => e.sku === skuId) ?? open[0];
  return pick ? { id: pick.id, price: pick.price } : null;
};
