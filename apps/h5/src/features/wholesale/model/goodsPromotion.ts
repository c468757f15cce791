/** A goods sold by wholesale as the goods detail's `goods_promotion` lists it. */
export interface GoodsWholesale {
  /** The goods (what the wholesale detail takes as `goods_id`). */
  goodsId: number;
  /** Its lowest tier price ('' when the entry has none). */
  price: string;
}

/** The wholesale entry among a goods' promotions (`promotion_type: 'wholesale'`), null when it is not sold by wholesale. */
export const wholesaleOfGoods = (list: unknown, goodsId: number): GoodsWholesale | null => {
  if (!Array.isArray(list)) return null;
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'wholesale') continue;
    return { goodsId, price: typeof o.promotion_price === 'string' ? o.promotion_price : '' };
  }
  return null;
};
