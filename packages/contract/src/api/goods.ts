import { z } from 'zod';
import { flagParam, idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { parseYuan } from '../core/money';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import { goodsSkuIdParams, type GoodsSkuCategoryInfo, type GoodsSkuDetail, type GoodsSkuDetailResult } from './goodsdetail';

/**
 * Goods endpoints (reference §4.5): category tree, SKU list, SKU detail / info.
 * Money is a "12.00" string; `goods_spec_format`, `sku_spec_format`, `goods_attr_format`
 * are JSON strings (the client parses them); `sku_images` / `goods_image` are comma-separated paths.
 */

/** A yuan amount ("12", "12.5", "12.50") read into integer fen; anything else is refused. */
export const yuanParam = (maxFen = 100_000_000_00) =>
  z.preprocess((v) => {
    if (typeof v === 'string' || typeof v === 'number') {
      const fen = parseYuan(v);
      return fen === null ? v : fen;
    }
    return v;
  }, z.number().int().min(0).max(maxFen));

/** `attr` of the goods list: a JSON string (or array) of `{attr_id, attr_value_id}`, at most 20. */
export const goodsAttrFilterParam = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(
        z.object({
          attr_id: z.preprocess(
            (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
            z.number().int().min(1).max(2_147_483_647),
          ),
          attr_value_id: z.preprocess(
            (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
            z.number().int().min(1).max(2_147_483_647),
          ),
        }),
      )
      .max(20),
  );

// ---------- /api/goodscategory/tree ----------
export const goodsCategoryTreeParams = z.object({
  level: withDefault(intParam(1, 3), 3),
});
export type GoodsCategoryTreeParams = z.infer<typeof goodsCategoryTreeParams>;

export interface CategoryNode {
  category_id: number;
  category_name: string;
  short_name: string;
  pid: number;
  level: number;
  image: string;
  image_adv: string;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  sort: number;
  /** Always present; empty on the deepest level asked for. */
  child_list: CategoryNode[];
}

// ---------- goods states ----------
/** A goods' `goods_state`: off shelf, on shelf (only goods on shelf are sold). */
export const GOODS_STATE = { OFF: 0, ON: 1 } as const;

/** A goods' `verify_state`, the platform's audit: waiting, approved (may be sold), refused. */
export const GOODS_VERIFY_STATE = { WAITING: 0, APPROVED: 1, REFUSED: -1 } as const;

// ---------- /api/goodssku/page ----------
/** Sort keys the list understands; any other `order` means the default (weight) order. */
export const GOODS_ORDER_KEYS = ['sale_num', 'discount_price', 'create_time'] as const;
export type GoodsOrderKey = (typeof GOODS_ORDER_KEYS)[number];

export const goodsSkuPageParams = pageParams.extend({
  /** Platform category of any level; its sub-categories are included. 0 = all. */
  category_id: optional(intParam(0, 2_147_483_647)),
  /** Matches goods name, SKU name and keywords. */
  keyword: optional(strParam(1, 100)),
  /** Shop; 0 = all shops. */
  site_id: optional(intParam(0, 2_147_483_647)),
  /** Comma-separated goods ids (DIY goods blocks); without `order` the list keeps this order. */
  goods_id_arr: optional(idListParam(200)),
  /** 1 = free-shipping goods only; 0 = all (the uni-app list page sends 0 when its box is unticked). */
  is_free_shipping: optional(flagParam()),
  /** 1 = self-run shops, 0 = the other shops; missing or '' = all. */
  is_own: optional(flagParam()),
  /** Yuan, compared with `discount_price`. */
  min_price: optional(yuanParam()),
  max_price: optional(yuanParam()),
  /** `sale_num` | `discount_price` | `create_time`; anything else = default order. */
  order: optional(strParam(1, 32)),
  /** `asc` | `desc` (default desc). */
  sort: optional(strParam(1, 8)),
  /** City sub-site; 0 = all. */
  website_id: optional(intParam(0, 2_147_483_647)),
  /** In-shop category (`shop_goods_category`); its sub-categories are included. */
  shop_category_id: optional(intParam(0, 2_147_483_647)),
  brand_id: optional(intParam(0, 2_147_483_647)),
  /** JSON `[{attr_id, attr_value_id}]`: goods having every listed value. */
  attr: optional(goodsAttrFilterParam()),
  /** Shop coupon type: only the goods it applies to. */
  coupon: optional(intParam(0, 2_147_483_647)),
  /**
   * Platform coupon type (`platformcoupon_type_id`): only goods of the shops it can be used in (all shops
   * for use_scenario 1, the shops of its levels for 2); an unknown or closed type lists nothing. 0 = no filter.
   */
  platform_coupon_type: optional(intParam(0, 2_147_483_647)),
});
export type GoodsSkuPageParams = z.infer<typeof goodsSkuPageParams>;

/** One row per goods: its default SKU with goods and shop fields. */
export interface GoodsSkuListItem {
  goods_id: number;
  sku_id: number;
  sku_name: string;
  goods_name: string;
  price: string;
  market_price: string;
  discount_price: string;
  /** Stock of this (default) SKU. */
  stock: number;
  /** Sales of the whole goods. */
  sale_num: number;
  sku_image: string;
  /** Comma-separated gallery paths. */
  goods_image: string;
  site_id: number;
  site_name: string;
  website_id: number;
  is_own: number;
  is_free_shipping: number;
  introduction: string;
  /** Active SKU promotion ('' when none). */
  promotion_type: string;
  /** JSON string of the goods' spec dimensions (no per-SKU flags). */
  goods_spec_format: string;
  is_virtual: number;
  recommend_way: number;
  unit: string;
  create_time: number;
  goods_state: number;
  min_buy: number;
  max_buy: number;
}

// ---------- search, brands, category filters (helper C) ----------

/** `/api/goodssku/recommend`: "you may like" — the best sellers, paged. */
export const goodsRecommendParams = pageParams;
export type GoodsRecommendParams = z.infer<typeof goodsRecommendParams>;

export interface GoodsRecommendItem extends GoodsSkuListItem {
  /** Shop logo. */
  logo: string;
}

/** `/api/goodssku/suggest`: goods names starting with or containing `keyword` (search box suggestions). */
export const goodsSuggestParams = z.object({
  keyword: strParam(1, 50),
  /** How many names (default 10). */
  size: withDefault(intParam(1, 20), 10),
});
export type GoodsSuggestParams = z.infer<typeof goodsSuggestParams>;

/** One suggestion: a matching goods name and its default SKU. */
export interface GoodsSuggestion {
  goods_name: string;
  sku_id: number;
}

/** `/api/goods/hotSearchWords` and `/api/goods/defaultSearchWords`: settings values; `words` is comma-separated. */
export interface SearchWords {
  words: string;
}

/** `/api/goodscategory/info` and `/api/goodscategory/relevanceinfo`. */
export const goodsCategoryIdParams = z.object({
  category_id: idParam(),
});
export type GoodsCategoryIdParams = z.infer<typeof goodsCategoryIdParams>;

/** `/api/goodscategory/info`: the category and its direct children (each with their own children). */
export type GoodsCategoryInfo = CategoryNode;

export interface GoodsBrandItem {
  brand_id: number;
  brand_name: string;
  brand_initial: string;
  site_id: number;
  image_url: string;
}

export interface GoodsAttributeValueItem {
  attr_value_id: number;
  attr_value_name: string;
  attr_id: number;
}

export interface GoodsAttributeFilter {
  attr_id: number;
  attr_name: string;
  child: GoodsAttributeValueItem[];
}

/** Search filters of a category: brands and attribute values of the goods on sale in it (children included). */
export interface GoodsCategoryRelevance {
  brand_list: GoodsBrandItem[];
  attribute_list: GoodsAttributeFilter[];
  /** Initials of `brand_list`, A–Z, each once. */
  brand_initial_list: string[];
}

/** `/api/goodsbrand/page`: recommended brands of the platform (site_id 0) or of a shop. */
export const goodsBrandPageParams = pageParams.extend({
  site_id: withDefault(intParam(0, 2_147_483_647), 0),
});
export type GoodsBrandPageParams = z.infer<typeof goodsBrandPageParams>;

/** Goods: category tree and filters, SKU lists and details, search words (reference §4.5). */
export const goodsApi = {
  categoryTree: endpoint({
    path: '/api/goodscategory/tree',
    access: 'visitor',
    params: goodsCategoryTreeParams,
    response: returns<CategoryNode[]>(),
    summary: 'The goods category tree down to the given level',
  }),
  skuPage: endpoint({
    path: '/api/goodssku/page',
    access: 'visitor',
    params: goodsSkuPageParams,
    response: returns<Paged<GoodsSkuListItem>>(),
    summary: 'One page of SKUs on sale, filtered and ordered',
  }),
  skuDetail: endpoint({
    path: '/api/goodssku/detail',
    access: 'optional',
    params: goodsSkuIdParams,
    response: returns<GoodsSkuDetailResult>(),
    summary: "A SKU's full detail with its shop",
  }),
  skuInfo: endpoint({
    path: '/api/goodssku/info',
    access: 'optional',
    params: goodsSkuIdParams,
    response: returns<GoodsSkuDetail>(),
    summary: "A SKU's detail (switching SKUs in the picker)",
  }),
  skuForCategory: endpoint({
    path: '/api/goodssku/getInfoForCategory',
    access: 'optional',
    params: goodsSkuIdParams,
    response: returns<GoodsSkuCategoryInfo>(),
    summary: "A SKU's light info for adding to the cart from a list",
  }),
  recommend: endpoint({
    path: '/api/goodssku/recommend',
    access: 'visitor',
    params: goodsRecommendParams,
    response: returns<Paged<GoodsRecommendItem>>(),
    summary: 'One page of recommended goods (best sellers on sale)',
  }),
  suggest: endpoint({
    path: '/api/goodssku/suggest',
    access: 'visitor',
    params: goodsSuggestParams,
    response: returns<GoodsSuggestion[]>(),
    summary: 'Goods names matching a typed keyword',
  }),
  hotSearchWords: endpoint({
    path: '/api/goods/hotSearchWords',
    access: 'visitor',
    response: returns<SearchWords>(),
    summary: 'The hot search words (comma-separated)',
  }),
  defaultSearchWords: endpoint({
    path: '/api/goods/defaultSearchWords',
    access: 'visitor',
    response: returns<SearchWords>(),
    summary: "The search box's default words (comma-separated)",
  }),
  categoryInfo: endpoint({
    path: '/api/goodscategory/info',
    access: 'visitor',
    params: goodsCategoryIdParams,
    response: returns<GoodsCategoryInfo>(),
    summary: 'One goods category',
  }),
  categoryRelevance: endpoint({
    path: '/api/goodscategory/relevanceinfo',
    access: 'visitor',
    params: goodsCategoryIdParams,
    response: returns<GoodsCategoryRelevance>(),
    summary: "A category's search filters: brands and attribute values of its goods on sale",
  }),
  brandPage: endpoint({
    path: '/api/goodsbrand/page',
    access: 'visitor',
    params: goodsBrandPageParams,
    response: returns<Paged<GoodsBrandItem>>(),
    summary: 'One page of recommended brands of the platform or a shop',
  }),
};
