import { z } from 'zod';
import { idParam } from '../core/fields';
import type { ShopInfo } from './shop';

// ---------- /api/goodssku/detail, /info, /getInfoForCategory ----------
export const goodsSkuIdParams = z.object({
  sku_id: idParam(),
});
export type GoodsSkuIdParams = z.infer<typeof goodsSkuIdParams>;

/** Parsed `sku_spec_format` item. */
export interface SkuSpecItem {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
}

/** Parsed `goods_spec_format` value, computed for one SKU. */
export interface GoodsSpecValue extends SkuSpecItem {
  /** The SKU reached by choosing this value while keeping the other choices; 0 when none exists. */
  sku_id: number;
  image: string;
  /** This SKU has this value. */
  selected: boolean;
  /** The reached SKU does not exist or has no stock. */
  disabled: boolean;
}

export interface GoodsSpecGroup {
  spec_id: number;
  spec_name: string;
  value: GoodsSpecValue[];
}

/** Parsed `goods_attr_format` item (the client merges rows with the same attr_id). */
export interface GoodsAttrItem {
  attr_class_id: number;
  attr_id: number;
  attr_name: string;
  attr_value_id: number;
  attr_value_name: string;
  sort: number;
}

export interface GoodsSkuDetail {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_no: string;
  /** JSON string of SkuSpecItem[]. */
  sku_spec_format: string;
  price: string;
  market_price: string;
  discount_price: string;
  promotion_type: string;
  /** Discount window (0 when none). */
  start_time: number;
  end_time: number;
  stock: number;
  click_num: number;
  sale_num: number;
  collect_num: number;
  sku_image: string;
  /** Comma-separated paths. */
  sku_images: string;
  site_id: number;
  site_name: string;
  website_id: number;
  is_own: number;
  category_id: number;
  /** Sanitised HTML; images use root-relative `/upload/…` paths. */
  goods_content: string;
  goods_state: number;
  verify_state: number;
  is_free_shipping: number;
  /** JSON string of GoodsSpecGroup[] with flags computed for this SKU. */
  goods_spec_format: string;
  /** JSON string of GoodsAttrItem[]. */
  goods_attr_format: string;
  introduction: string;
  keywords: string;
  unit: string;
  video_url: string;
  /** Number of reviews. */
  evaluate: number;
  is_virtual: number;
  max_buy: number;
  min_buy: number;
  /** Comma-separated gallery paths. */
  goods_image: string;
  /** Units the member already bought (for max_buy); 0 until orders exist. */
  purchased_num: number;
  /** The logged-in member's level price (4.1.5), present when the level has a discount. */
  member_price?: string;
  /** Promotions running on this SKU. */
  goods_promotion: unknown[];
}

export interface GoodsSkuDetailResult {
  goods_sku_detail: GoodsSkuDetail;
  shop_info: ShopInfo;
}

/** Light SKU info for the category page's add-to-cart popup. */
export interface GoodsSkuCategoryInfo {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_spec_format: string;
  goods_spec_format: string;
  price: string;
  market_price: string;
  discount_price: string;
  stock: number;
  sku_image: string;
  sku_images: string;
  site_id: number;
  unit: string;
  min_buy: number;
  max_buy: number;
  is_virtual: number;
  goods_state: number;
}
