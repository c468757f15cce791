import { z } from 'zod';
import { idParam, intParam, optional, strParam, withDefault } from '../core/fields';

/**
 * Decorated pages (`/api/diyview/info`, reference §4.1). `id` or `name` is required.
 * Unknown pages answer `data: null`.
 */
export const diyViewInfoParams = z.object({
  id: optional(idParam()),
  name: optional(strParam(1, 64)),
  /** 0 = the platform's pages; a shop's pages use its site_id. */
  site_id: withDefault(intParam(0, 2_147_483_647), 0),
  /** City sub-site of `DIY_VIEW_CITY_INDEX` (the common `website_id` param is used when absent). */
  web_city: optional(intParam(0, 2_147_483_647)),
});
export type DiyViewInfoParams = z.infer<typeof diyViewInfoParams>;

/** `/api/diyview/shopBottomNav`: the shop's bottom navigation. */
export const diyShopBottomNavParams = z.object({ site_id: idParam() });
export type DiyShopBottomNavParams = z.infer<typeof diyShopBottomNavParams>;

/** Names of the pages the storefront loads. */
export const DIY_VIEW_INDEX = 'DIY_VIEW_INDEX';
export const DIY_VIEW_CITY_INDEX = 'DIY_VIEW_CITY_INDEX';
export const DIY_VIEW_SHOP_INDEX = 'DIY_VIEW_SHOP_INDEX';
export const DIY_VIEW_GOODS_CATEGORY = 'DIY_VIEW_GOODS_CATEGORY';
/** Custom micro pages are named `DIY_VIEW_RANDOM_<suffix>`. */
export const DIY_VIEW_RANDOM_PREFIX = 'DIY_VIEW_RANDOM_';

/** A link inside a block: an H5 route such as `/pages/goods/detail/detail?sku_id=3`. */
export interface DiyLink {
  url: string;
}

interface DiyBlockBase {
  id: string;
  /** Blocks of add-ons that are not installed are removed by the server. */
  addon_name?: string;
}

export interface DiySearchBlock extends DiyBlockBase {
  controller: 'Search';
  placeholder: string;
}

export interface DiyImageAdsBlock extends DiyBlockBase {
  controller: 'ImageAds';
  list: { imageUrl: string; link: DiyLink }[];
}

export interface DiyGraphicNavBlock extends DiyBlockBase {
  controller: 'GraphicNav';
  list: { imageUrl: string; title: string; link: DiyLink }[];
}

/** A row of text links (scrolls sideways when it does not fit). */
export interface DiyTextNavBlock extends DiyBlockBase {
  controller: 'TextNav';
  list: { title: string; link: DiyLink }[];
}

export interface DiyNoticeBlock extends DiyBlockBase {
  controller: 'Notice';
  list: { title: string; link?: DiyLink }[];
}

/** Picture layouts of the rubik cube (how many pictures each takes). */
export const RUBIK_LAYOUTS = {
  'row1-of-2': 2,
  'row1-of-3': 3,
  'row1-of-4': 4,
  'row2-lt-of2-rt': 4,
  'row1-lt-of2-rt': 3,
  'row1-tp-of2-bm': 3,
} as const;
export type RubikLayout = keyof typeof RUBIK_LAYOUTS;

/** Pictures arranged in a fixed layout: columns, a 2×2 grid, one big left and two right, one top and two below. */
export interface DiyRubikCubeBlock extends DiyBlockBase {
  controller: 'RubikCube';
  layout: RubikLayout;
  list: { imageUrl: string; link?: DiyLink }[];
}

/** A section title with an optional sub-title and a "more" link. */
export interface DiyTitleBlock extends DiyBlockBase {
  controller: 'Title';
  title: string;
  subTitle?: string;
  more?: { text?: string; link: DiyLink };
}

/** Operator HTML, sanitised by the server before it is served. */
export interface DiyRichTextBlock extends DiyBlockBase {
  controller: 'RichText';
  html: string;
}

/** Empty space of `height` px. */
export interface DiyHorzBlankBlock extends DiyBlockBase {
  controller: 'HorzBlank';
  height: number;
}

/** A thin separating line. */
export interface DiyHorzLineBlock extends DiyBlockBase {
  controller: 'HorzLine';
  borderStyle: 'solid' | 'dashed';
  color?: string;
}

/** A round button floating above the page's lower right corner. */
export interface DiyFloatBtnBlock extends DiyBlockBase {
  controller: 'FloatBtn';
  imageUrl: string;
  title: string;
  link: DiyLink;
}

/** An HTML5 video with a poster picture; loaded when it comes into view. */
export interface DiyVideoBlock extends DiyBlockBase {
  controller: 'Video';
  videoUrl: string;
  imageUrl: string;
  title?: string;
}

export interface DiyGoodsListBlock extends DiyBlockBase {
  controller: 'GoodsList';
  title: string;
  /** default: newest goods; category: goods of `category_id`; ids: `goods_ids` in that order; recommended: best sellers. */
  sources: 'default' | 'category' | 'ids' | 'recommended';
  category_id: number;
  goods_ids: number[];
  goods_count: number;
}

/** Coupons the shopper can receive (coupon add-on). */
export interface DiyCouponBlock extends DiyBlockBase {
  controller: 'Coupon';
  count: number;
}

/** The category page layout (DIY_VIEW_GOODS_CATEGORY): how many levels it shows. */
export interface DiyGoodsCategoryBlock extends DiyBlockBase {
  controller: 'GoodsCategory';
  level: 1 | 2 | 3;
}

/** Promotion blocks (rendered once their promotion exists; removed while the add-on is off). */
export const DIY_PROMOTION_CONTROLLERS = [
  'Seckill', 'Pintuan', 'Groupbuy', 'Bargain', 'Presale', 'Wholesale', 'FenxiaoGoodsList', 'LiveInfo',
] as const;
export interface DiyPromotionBlock extends DiyBlockBase {
  controller: (typeof DIY_PROMOTION_CONTROLLERS)[number];
}

export type DiyBlock =
  | DiySearchBlock
  | DiyImageAdsBlock
  | DiyGraphicNavBlock
  | DiyTextNavBlock
  | DiyNoticeBlock
  | DiyRubikCubeBlock
  | DiyTitleBlock
  | DiyRichTextBlock
  | DiyHorzBlankBlock
  | DiyHorzLineBlock
  | DiyFloatBtnBlock
  | DiyVideoBlock
  | DiyGoodsListBlock
  | DiyCouponBlock
  | DiyGoodsCategoryBlock
  | DiyPromotionBlock;

export interface DiyGlobal {
  title: string;
  bgColor: string;
}

export interface DiyView {
  id: number;
  site_id: number;
  name: string;
  title: string;
  value: { global: DiyGlobal; value: DiyBlock[] };
  /** City home pages (`DIY_VIEW_CITY_INDEX`) only: the city sub-site's area. */
  site_area_id?: number;
  site_area_name?: string;
}

/** One entry of a bottom navigation (`/api/diyview/bottomNav`, `shopBottomNav`). */
export interface DiyBottomNavItem {
  text: string;
  iconClass: string;
  link: { wap_url: string };
}

export interface DiyBottomNav {
  type: number;
  backgroundColor: string;
  textColor: string;
  textHoverColor: string;
  list: DiyBottomNavItem[];
}
