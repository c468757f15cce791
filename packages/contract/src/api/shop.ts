import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../core/constants';
import { idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';

/** A shop's `shop_status`: only an open shop is listed and hands out coupons. */
export const SHOP_STATUS = { closed: 0, open: 1 } as const;

/** Latitude in decimal degrees (-90…90). */
export const latParam = () =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().min(-90).max(90));
/** Longitude in decimal degrees (-180…180). */
export const lngParam = () =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().min(-180).max(180));

/** Shop endpoints (reference §4.6). Credits are "4.90"-style strings; service flags 0/1. */

export const shopInfoParams = z.object({
  site_id: idParam(),
});
export type ShopInfoParams = z.infer<typeof shopInfoParams>;

export interface ShopInfo {
  site_id: number;
  site_name: string;
  website_id: number;
  /** 1 = run by the platform (自营). */
  is_own: number;
  category_id: number;
  category_name: string;
  level_name: string;
  /** The shop's level (`/api/shopgroup/page`); 0 = none. Always sent by the server (optional for older fixtures). */
  group_id?: number;
  /** Name of the shop's level (falls back to level_name when it has none). */
  group_name: string;
  logo: string;
  avatar: string;
  banner: string;
  seo_keywords: string;
  seo_description: string;
  qq: string;
  ww: string;
  telephone: string;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  workingtime: string;
  work_week: string;
  shop_adv: string;
  /** 1 open, 0 closed. */
  shop_status: number;
  start_time: number;
  expire_time: number;
  /** Scores 0.00–5.00. */
  shop_desccredit: string;
  shop_servicecredit: string;
  shop_deliverycredit: string;
  /** 保证服务 and its deposit. */
  shop_baozh: number;
  shop_baozhopen: number;
  shop_baozhrmb: string;
  /** 7天退换 */
  shop_qtian: number;
  /** 正品保障 */
  shop_zhping: number;
  /** 两小时发货 */
  shop_erxiaoshi: number;
  /** 退货承诺 */
  shop_tuihuo: number;
  /** 试用中心 */
  shop_shiyong: number;
  /** 实体验证 */
  shop_shiti: number;
  /** 消协保证 */
  shop_xiaoxie: number;
  shop_sales: number;
  /** Followers. */
  sub_num: number;
  create_time: number;
}

// ---------- /api/shop/page (shop street) ----------
/** Street orders; any other `order` keeps the default (nearest first when located, else by site_id). */
export const SHOP_ORDER_KEYS = ['shop_sales', 'shop_desccredit'] as const;
export type ShopOrderKey = (typeof SHOP_ORDER_KEYS)[number];

export const shopPageParams = pageParams.extend({
  /** Part of the shop name. */
  keyword: optional(strParam(1, 50)),
  /** `shop_sales` | `shop_desccredit`; anything else = default order. */
  order: optional(strParam(1, 32)),
  /** `asc` | `desc` (default desc). */
  sort: optional(strParam(1, 8)),
  /** Shop main category (`/api/shopcategory/page`); 0 = all. */
  category_id: optional(intParam(0, 2_147_483_647)),
  /** City sub-site; when absent the common `website_id` param applies; 0 = all cities. */
  web_city: optional(intParam(0, 2_147_483_647)),
  /** The shopper's position (decimal degrees); both are needed for `distance`. */
  lat: optional(latParam()),
  lng: optional(lngParam()),
});
export type ShopPageParams = z.infer<typeof shopPageParams>;

export interface ShopStreetItem {
  site_id: number;
  site_name: string;
  category_id: number;
  category_name: string;
  /** The shop's level id; 0 = none. Always sent by the server (optional for older fixtures). */
  group_id?: number;
  /** The shop's level (旗舰店, 专营店…). */
  group_name: string;
  logo: string;
  avatar: string;
  banner: string;
  seo_description: string;
  shop_desccredit: string;
  shop_servicecredit: string;
  shop_deliverycredit: string;
  shop_sales: number;
  sub_num: number;
  is_own: number;
  website_id: number;
  longitude: string;
  latitude: string;
  telephone: string;
  address: string;
  full_address: string;
  /** Metres from the shopper, rounded; 0 without both positions. */
  distance: number;
}

// ---------- /api/shopmember/* ----------
export const shopMemberParams = z.object({ site_id: idParam() });
export type ShopMemberParams = z.infer<typeof shopMemberParams>;

export const shopMemberPagesParams = pageParams;
export type ShopMemberPagesParams = z.infer<typeof shopMemberPagesParams>;

/** A followed shop: the street fields plus when it was followed. */
export interface FollowedShop extends Omit<ShopStreetItem, 'distance'> {
  /** Unix seconds. */
  subscribe_time: number;
}

// ---------- /api/shopgoodscategory/tree ----------
export const shopGoodsCategoryTreeParams = z.object({
  site_id: idParam(),
  level: withDefault(intParam(1, 2), 2),
});
export type ShopGoodsCategoryTreeParams = z.infer<typeof shopGoodsCategoryTreeParams>;

export interface ShopGoodsCategoryNode {
  category_id: number;
  site_id: number;
  pid: number;
  level: number;
  category_name: string;
  image: string;
  sort: number;
  child_list: ShopGoodsCategoryNode[];
}

// ---------- /api/shopcategory/page ----------
export const shopCategoryPageParams = pageParams.extend({
  /** 0 = all categories on one page. */
  page_size: withDefault(intParam(0, MAX_PAGE_SIZE), PAGE_SIZE),
});
export type ShopCategoryPageParams = z.infer<typeof shopCategoryPageParams>;

export interface ShopCategoryItem {
  category_id: number;
  category_name: string;
  /** Guarantee deposit, yuan string. */
  baozheng_money: string;
  sort: number;
}

// ---------- /api/shopgroup/page (shop levels, 店铺等级) ----------
export const shopGroupPageParams = pageParams.extend({
  /** 0 = all levels on one page. */
  page_size: withDefault(intParam(0, MAX_PAGE_SIZE), PAGE_SIZE),
});
export type ShopGroupPageParams = z.infer<typeof shopGroupPageParams>;

export interface ShopGroupItem {
  group_id: number;
  group_name: string;
  /** Yearly fee, yuan string. */
  fee: string;
  remark: string;
  sort: number;
}

// ---------- shop DIY blocks (DIY_VIEW_SHOP_INDEX) ----------
/** The shop's card (logo, name, credits, follow); the page's shop is the one shown. */
export interface DiyShopInfoBlock {
  id: string;
  controller: 'ShopInfo';
}
/** A search box searching inside the shop. */
export interface DiyShopSearchBlock {
  id: string;
  controller: 'ShopSearch';
  placeholder?: string;
  /** The placeholder's English version (resolved by the server, see DiyTranslations). */
  'en-us'?: { placeholder?: string };
}
/** The shop's physical stores (store add-on), nearest first when located. */
export interface DiyShopStoreBlock {
  id: string;
  controller: 'ShopStore';
  addon_name?: string;
  /** How many stores to show (default 3). */
  count?: number;
}
export type DiyShopBlock = DiyShopInfoBlock | DiyShopSearchBlock | DiyShopStoreBlock;

/** Shops (reference §4.6): street, info, follows, in-shop categories, shop main categories and groups. */
export const shopApi = {
  info: endpoint({
    path: '/api/shop/info',
    access: 'visitor',
    params: shopInfoParams,
    response: returns<ShopInfo>(),
    summary: "A shop's public info and scores",
  }),
  page: endpoint({
    path: '/api/shop/page',
    access: 'visitor',
    params: shopPageParams,
    response: returns<Paged<ShopStreetItem>>(),
    summary: 'One page of the shop street (optionally by distance from the shopper)',
  }),
  categoryPage: endpoint({
    path: '/api/shopcategory/page',
    access: 'visitor',
    params: shopCategoryPageParams,
    response: returns<Paged<ShopCategoryItem>>(),
    summary: "One page of the shops' main categories",
  }),
  groupPage: endpoint({
    path: '/api/shopgroup/page',
    access: 'visitor',
    params: shopGroupPageParams,
    response: returns<Paged<ShopGroupItem>>(),
    summary: 'One page of shop groups (levels)',
  }),
  goodsCategoryTree: endpoint({
    path: '/api/shopgoodscategory/tree',
    access: 'visitor',
    params: shopGoodsCategoryTreeParams,
    response: returns<ShopGoodsCategoryNode[]>(),
    summary: "A shop's own goods category tree",
  }),
  follow: endpoint({
    path: '/api/shopmember/add',
    access: 'member',
    params: shopMemberParams,
    response: returns<number>(),
    write: true,
    summary: 'Follow a shop; answers 1',
  }),
  unfollow: endpoint({
    path: '/api/shopmember/delete',
    access: 'member',
    params: shopMemberParams,
    response: returns<number>(),
    write: true,
    summary: 'Stop following a shop; answers 1',
  }),
  isSubscribed: endpoint({
    path: '/api/shopmember/issubscribe',
    access: 'member',
    params: shopMemberParams,
    response: returns<0 | 1>(),
    // The storefront has always POSTed it.
    write: true,
    summary: 'Whether the member follows a shop (1) or not (0)',
  }),
  memberShopPages: endpoint({
    path: '/api/shopmember/membershoppages',
    access: 'member',
    params: shopMemberPagesParams,
    response: returns<Paged<FollowedShop>>(),
    summary: 'One page of the shops the member follows',
  }),
};
