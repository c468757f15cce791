import type { GoodsAttrItem, ManjianInfo, ManjianRule, ShopInfo } from '@mall/contract';

/** Pure helpers of the detail page extras (params, services, full reduction, discount, video link). */

export interface MergedAttr {
  attr_id: number;
  attr_name: string;
  /** Values of the same attr_id joined in sort order. */
  value: string;
}

/** `goods_attr_format` JSON → one row per attr_id (values of the same attribute merged), in sort order. */
export const mergeAttrs = (json: string | null | undefined): MergedAttr[] => {
  let list: unknown;
  try {
    list = JSON.parse(json || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const items = (list as Partial<GoodsAttrItem>[])
    .filter((a) => a && a.attr_name && a.attr_value_name !== undefined && a.attr_value_name !== '')
    .sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0));
  const out = new Map<string, MergedAttr>();
  for (const a of items) {
    const key = String(a.attr_id ?? a.attr_name);
    const row = out.get(key);
    if (row) row.value = `${row.value}、${a.attr_value_name}`;
    else out.set(key, { attr_id: Number(a.attr_id) || 0, attr_name: String(a.attr_name), value: String(a.attr_value_name) });
  }
  return [...out.values()];
};

/** The eight service flags of a shop, in display order (reference §4.5). */
export const SERVICE_KEYS = ['baozh', 'qtian', 'zhping', 'erxiaoshi', 'tuihuo', 'shiyong', 'shiti', 'xiaoxie'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Services the shop offers (flag `shop_<key>` is 1). */
export const shopServices = (shop: Pick<ShopInfo, `shop_${ServiceKey}`> | null | undefined): ServiceKey[] =>
  shop ? SERVICE_KEYS.filter((k) => Number(shop[`shop_${k}`]) === 1) : [];

/** Tiers of a full-reduction rule (the server answers them as an array), ascending by threshold; [] for none. */
export const manjianRules = (info: ManjianInfo | null | undefined): ManjianRule[] => {
  const v: unknown = info?.rule_json;
  if (!Array.isArray(v)) return [];
  return (v as ManjianRule[]).filter((r) => Number(r.money) > 0 && Number(r.discount_money) > 0).sort((a, b) => Number(a.money) - Number(b.money));
};

/** "12.50" → "12.5", "10.00" → "10". */
export const trimMoney = (v: string): string => String(Number(v));

/**
 * Discount in tenths ("8.5" for 85 % of the market price) when the current price is below the market
 * price; null otherwise.
 */
export const discountTenths = (price: string, marketPrice: string): string | null => {
  const p = Number(price);
  const m = Number(marketPrice);
  if (!(p > 0) || !(m > 0) || p >= m) return null;
  const tenths = Math.floor((p / m) * 100) / 10;
  return tenths >= 9.95 ? null : String(Math.max(0.1, tenths));
};

/** Video sources the preview page plays: uploaded paths and http(s) URLs only. */
export const safeVideoUrl = (url: string | null | undefined): string | null => {
  const u = (url ?? '').trim();
  if (!u) return null;
  if (/^https?:\/\//i.test(u)) return u;
  if (/^\/?upload\/[^:]+$/i.test(u) && !u.includes('..')) return u.replace(/^\//, '');
  return null;
};
