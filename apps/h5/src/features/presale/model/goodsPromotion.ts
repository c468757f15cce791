/** A presale of a goods as the goods detail's `goods_promotion` lists it. */
export interface GoodsPresale {
  /** The presale (what the presale detail takes as `id`). */
  id: number;
  /** Its full price ('' when the entry has none). */
  price: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** The presale among a goods' promotions taking deposits at `now` (the entry of `skuId` first), else null. */
export const presaleOfGoods = (list: unknown, skuId: number, now: number): GoodsPresale | null => {
  if (!Array.isArray(list)) return null;
  const open: (GoodsPresale & { sku: number })[] = [];
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'presale') continue;
    const id = num(o.activity_id ?? o.presale_id);
    const end = num(o.end_time);
    if (id === 0 || num(o.start_time) > now || (end > 0 && end <= now)) continue;
    open.push({ id, price: typeof o.promotion_price === 'string' ? o.promotion_price : '', sku: num(o.sku_id) });
  }
  const pick = open.find((e) => e.sku === skuId) ?? open[0];
  return pick ? { id: pick.id, price: pick.price } : null;
};
