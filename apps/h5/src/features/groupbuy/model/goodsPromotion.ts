/** A running groupbuy of a goods as the goods detail's `goods_promotion` lists it. */
export interface GoodsGroupbuy {
  /** The groupbuy (what the groupbuy detail takes as `groupbuy_id`). */
  id: number;
  /** The groupbuy price ('' when the entry has none). */
  price: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/**
 * The groupbuy among a goods' promotions (`goods_promotion`: `{promotion_type, activity_id, sku_id,
 * promotion_price, start_time, end_time}` of each open activity, kept by the server until an operator changes
 * one, so the window is checked here against `now`): the entry of SKU `skuId` when it has one, else the goods'
 * first; null when no groupbuy of the goods is within its window.
 */
export const groupbuyOfGoods = (list: unknown, skuId: number, now: number): GoodsGroupbuy | null => {
  if (!Array.isArray(list)) return null;
  const open: (GoodsGroupbuy & { sku: number })[] = [];
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'groupbuy') continue;
    const id = num(o.activity_id ?? o.groupbuy_id);
    const end = num(o.end_time);
    if (id === 0 || num(o.start_time) > now || (end > 0 && end <= now)) continue;
    const price = typeof o.promotion_price === 'string' ? o.promotion_price : typeof o.groupbuy_price === 'string' ? o.groupbuy_price : '';
    open.push({ id, price, sku: num(o.sku_id) });
  }
  const pick = open.find((e) => e.sku === skuId) ?? open[0];
  return pick ? { id: pick.id, price: pick.price } : null;
};
