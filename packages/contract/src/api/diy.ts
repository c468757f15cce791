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
});
export type DiyViewInfoParams = z.infer<typeof diyViewInfoParams>;

/** Names of the pages the storefront loads. */
export const DIY_VIEW_INDEX = 'DIY_VIEW_INDEX';
export const DIY_VIEW_GOODS_CATEGORY = 'DIY_VIEW_GOODS_CATEGORY';

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

export interface DiyNoticeBlock extends DiyBlockBase {
  controller: 'Notice';
  list: { title: string; link?: DiyLink }[];
}

export interface DiyGoodsListBlock extends DiyBlockBase {
  controller: 'GoodsList';
  title: string;
  /** default: newest goods; category: goods of `category_id`; ids: `goods_ids` in that order. */
  sources: 'default' | 'category' | 'ids';
  category_id: number;
  goods_ids: number[];
  goods_count: number;
}

/** The category page layout (DIY_VIEW_GOODS_CATEGORY): how many levels it shows. */
export interface DiyGoodsCategoryBlock extends DiyBlockBase {
  controller: 'GoodsCategory';
  level: 1 | 2 | 3;
}

export type DiyBlock =
  | DiySearchBlock
  | DiyImageAdsBlock
  | DiyGraphicNavBlock
  | DiyNoticeBlock
  | DiyGoodsListBlock
  | DiyGoodsCategoryBlock;

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
}
