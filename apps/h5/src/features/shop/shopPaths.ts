/** Spec paths of the shop pages (spec §2 `otherpages/shop/*`); `site_id` names the shop. */
export const SHOP_PATHS = {
  street: '/otherpages/shop/street/street',
  index: '/otherpages/shop/index/index',
  introduce: '/otherpages/shop/introduce/introduce',
  search: '/otherpages/shop/search/search',
  category: '/otherpages/shop/category/category',
  list: '/otherpages/shop/list/list',
  storeDetail: '/otherpages/shop/store_detail/store_detail',
  openLocation: '/open-location',
  city: '/otherpages/index/city/city',
} as const;

export const shopUrl = (path: string, siteId: number, extra: Record<string, string | number | undefined> = {}): string => {
  const q = new URLSearchParams({ site_id: String(siteId) });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${path}?${q.toString()}`;
};

/** A positive integer query param, else 0. */
export const idFrom = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
