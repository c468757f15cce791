import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
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
/**
 * `/api/diyview/bottomNav`: no params of its own; open so that a caller may name the common `lang` (read by the
 * HTTP layer on every endpoint), as the storefront does to ask the labels of a language it is switching to.
 */
export const diyBottomNavParams = z.looseObject({});

export const diyShopBottomNavParams = z.object({ site_id: idParam() });
export type DiyShopBottomNavParams = z.infer<typeof diyShopBottomNavParams>;

/** Names of the pages the storefront loads. */
export const DIY_VIEW_INDEX = 'DIY_VIEW_INDEX';
export const DIY_VIEW_CITY_INDEX = 'DIY_VIEW_CITY_INDEX';
export const DIY_VIEW_SHOP_INDEX = 'DIY_VIEW_SHOP_INDEX';
export const DIY_VIEW_GOODS_CATEGORY = 'DIY_VIEW_GOODS_CATEGORY';
/** Custom micro pages are named `DIY_VIEW_RANDOM_<suffix>`. */
export const DIY_VIEW_RANDOM_PREFIX = 'DIY_VIEW_RANDOM_';

/**
 * A link inside a block. Both keys carry the same H5 route (`/pages/goods/detail/detail?sku_id=3`): Niushop's
 * uni-app client follows `wap_url`, older values carried only `url`.
 */
export interface DiyLink {
  url: string;
  wap_url: string;
}

/**
 * Operator texts in a stored DIY value may carry an English version: any object of the value may hold a
 * `'en-us'` object with the same text fields (`{title: '推荐', 'en-us': {title: 'Recommended'}}`), as
 * agreements do. The server answers the request's language and strips these keys: clients see plain texts.
 */
export type DiyTranslations = { 'en-us'?: Record<string, string> };

interface DiyBlockBase extends DiyTranslations {
  id: string;
  /** Blocks of add-ons that are not installed are removed by the server. */
  addon_name?: string;
}

/* Blocks follow Niushop's editor schema (field names of its uni-app `diy-*` components); fields the editor
 * has no name for keep the mall's own names (`subTitle`, GoodsList `title`). */

/** The search bar; `title` is its placeholder. `searchType` 3 shows the city switch at its left. */
export interface DiySearchBlock extends DiyBlockBase {
  controller: 'Search';
  title: string;
  searchType?: 1 | 2 | 3;
  textColor?: string;
  bgColor?: string;
  borderType?: 1 | 2;
}

export interface DiyImageItem extends DiyTranslations {
  imageUrl: string;
  link: DiyLink;
  title?: string;
  imgWidth?: number;
  imgHeight?: number;
}

export interface DiyImageAdsBlock extends DiyBlockBase {
  controller: 'ImageAds';
  selectedTemplate?: 'carousel-posters' | 'vertically' | 'horizontal-sliding';
  list: DiyImageItem[];
}

export interface DiyGraphicNavBlock extends DiyBlockBase {
  controller: 'GraphicNav';
  selectedTemplate?: 'imageNavigation' | 'textNavigation';
  scrollSetting?: 'fixed' | 'horizontal-scroll';
  textColor?: string;
  list: (DiyImageItem & { title: string })[];
}

/** A row of text links (scrolls sideways when it does not fit); items name their text `text`. */
export interface DiyTextNavBlock extends DiyBlockBase {
  controller: 'TextNav';
  arrangement?: 'multiple' | 'single';
  textColor?: string;
  fontSize?: number;
  textAlign?: 'left' | 'center' | 'right';
  list: ({ text: string; link: DiyLink } & DiyTranslations)[];
}

/** Notices: `sources` 'diy' lists `noticeIds`, whose titles (and links) are in `list`. */
export interface DiyNoticeBlock extends DiyBlockBase {
  controller: 'Notice';
  sources?: 'default' | 'diy';
  noticeIds?: number[];
  style?: 1 | 2;
  textColor?: string;
  fontSize?: number;
  list: ({ title: string; link?: DiyLink } & DiyTranslations)[];
}

/** Picture layouts of the rubik cube, as Niushop's editor names them (how many pictures each takes). */
export const RUBIK_LAYOUTS = {
  'row1-of2': 2,
  'row1-of3': 3,
  'row1-of4': 4,
  'row2-lt-of2-rt': 4,
  'row1-lt-of2-rt': 3,
  'row1-tp-of2-bm': 3,
} as const;
export type RubikLayout = keyof typeof RUBIK_LAYOUTS;

/** Pictures arranged in a fixed layout (`selectedTemplate`): columns, a 2×2 grid, one big left and two right, one top and two below. */
export interface DiyRubikCubeBlock extends DiyBlockBase {
  controller: 'RubikCube';
  selectedTemplate: RubikLayout;
  imageGap?: number;
  list: DiyImageItem[];
}

/** A section title; the "more" link on its right is `operation_name` + `rightLink` when `isOpenOperation`. */
export interface DiyTitleBlock extends DiyBlockBase {
  controller: 'Title';
  title: string;
  subTitle?: string;
  textColor?: string;
  isOpenOperation?: boolean;
  operation_name?: string;
  rightLink?: DiyLink;
  leftLink?: DiyLink;
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

/** Round buttons floating over a corner of the page (`bottomPosition` 4 = lower right). */
export interface DiyFloatBtnBlock extends DiyBlockBase {
  controller: 'FloatBtn';
  bottomPosition?: 1 | 2 | 3 | 4;
  btnBottom?: number;
  imageSize?: number;
  list: (DiyImageItem & { title?: string })[];
}

/** An HTML5 video with a poster picture (`imageUrl`). */
export interface DiyVideoBlock extends DiyBlockBase {
  controller: 'Video';
  videoUrl: string;
  imageUrl: string;
  title?: string;
}

export interface DiyGoodsListBlock extends DiyBlockBase {
  controller: 'GoodsList';
  /** The mall's own: a heading drawn above the goods (Niushop pages put a Title block there). */
  title?: string;
  /** default: all goods (`sortWay` orders them); category: goods of `categoryId`; diy: `goodsId` in that order. */
  sources: 'default' | 'category' | 'diy';
  categoryId: number;
  goodsId: number[];
  goodsCount: number;
  /** Order of the default and category sources: `sale_num` = best sellers first. */
  sortWay?: 'default' | 'sale_num';
  /** 1 one column, 2 two columns. */
  style?: 1 | 2;
}

/**
 * Coupons the shopper can receive (coupon add-on): `sources` 'diy' lists `couponIds`, else the newest `count`.
 * `couponIds` is comma-separated text as Niushop's editor stores it (its client splits it).
 */
export interface DiyCouponBlock extends DiyBlockBase {
  controller: 'Coupon';
  sources?: 'default' | 'diy';
  couponIds?: string;
  count: number;
}

/** The category page layout (DIY_VIEW_GOODS_CATEGORY): `template` and how many levels (`level`) it shows. */
export interface DiyGoodsCategoryBlock extends DiyBlockBase {
  controller: 'GoodsCategory';
  template: 1 | 2 | 3 | 4;
  level: 1 | 2 | 3;
}

/** Promotion blocks (rendered once their promotion exists; removed while the add-on is off). */
export const DIY_PROMOTION_CONTROLLERS = [
  'Seckill',
  'Pintuan',
  'Groupbuy',
  'Topic',
  'Bargain',
  'Presale',
  'Wholesale',
  'FenxiaoGoodsList',
  'LiveInfo',
] as const;
export interface DiyPromotionBlock extends DiyBlockBase {
  controller: (typeof DIY_PROMOTION_CONTROLLERS)[number];
  /** How many the Topic, Pintuan, Bargain, Presale and Wholesale blocks show (their default unless set; at most 10). */
  count?: number;
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

export interface DiyGlobal extends DiyTranslations {
  title: string;
  bgColor: string;
}

/** A decorated page as stored: `{global, value: [blocks]}`. */
export interface DiyPageValue {
  global: DiyGlobal;
  value: DiyBlock[];
}

/**
 * `/api/diyview/info`. `value` is the page JSON as a string (`JSON.stringify(DiyPageValue)`), as Niushop sends
 * it: its client runs `JSON.parse(data.value)`. Texts are already in the request's language.
 */
export interface DiyView {
  id: number;
  site_id: number;
  name: string;
  title: string;
  value: string;
  /** City home pages (`DIY_VIEW_CITY_INDEX`) only: the city sub-site's area. */
  site_area_id?: number;
  site_area_name?: string;
}

/**
 * One entry of a bottom navigation (`/api/config/init` `diy_bottom_nav`, `/api/diyview/bottomNav`):
 * Niushop's `iconPath` / `selectedIconPath` pictures, or the storefront's built-in icon named by `iconClass`.
 */
export interface DiyBottomNavItem extends DiyTranslations {
  text: string;
  iconClass?: string;
  iconPath?: string;
  selectedIconPath?: string;
  link: DiyLink;
}

/** `type` 1 icon and text, 2 icon only, 3 text only; empty colours follow the storefront theme. */
export interface DiyBottomNav {
  type: number;
  backgroundColor: string;
  textColor: string;
  textHoverColor: string;
  list: DiyBottomNavItem[];
}

/** One entry of the member centre's menu (`/api/diyview/memberindex`). */
export interface DiyMemberMenuItem extends DiyTranslations {
  text: string;
  url: string;
  img: string;
  /** Hidden entries are left out of the answer. */
  isShow: boolean;
  /** The add-on it belongs to (empty for the mall's own); left out while that add-on is off. */
  tag: string;
}

/** `/api/diyview/memberindex`: the member centre's decoration. */
export interface DiyMemberIndex {
  topStyle: number;
  bgColor: string;
  textColor: string;
  bgImg: string;
  menuStyle: number;
  insertGap: number;
  level: number;
  menuList: DiyMemberMenuItem[];
}

/** Decorated (DIY) pages and navigation (reference §4.1); texts come in the request's language. */
export const diyApi = {
  viewInfo: endpoint({
    path: '/api/diyview/info',
    access: 'visitor',
    params: diyViewInfoParams,
    response: returns<DiyView | null>(),
    summary: 'A decorated page by id or name (null when there is none)',
  }),
  bottomNav: endpoint({
    path: '/api/diyview/bottomNav',
    access: 'visitor',
    params: diyBottomNavParams,
    response: returns<DiyBottomNav>(),
    summary: "The mall's bottom navigation",
  }),
  memberIndex: endpoint({
    path: '/api/diyview/memberindex',
    access: 'visitor',
    response: returns<DiyMemberIndex>(),
    summary: "The member centre's decorated menu",
  }),
  shopBottomNav: endpoint({
    path: '/api/diyview/shopBottomNav',
    access: 'visitor',
    params: diyShopBottomNavParams,
    response: returns<DiyBottomNav>(),
    summary: "A shop's bottom navigation",
  }),
};
