import type { BlockComponent } from './types';
import SearchBlock from './blocks/SearchBlock';
import ImageAdsBlock from './blocks/ImageAdsBlock';
import GraphicNavBlock from './blocks/GraphicNavBlock';
import NoticeBlock from './blocks/NoticeBlock';
import GoodsListBlock from './blocks/GoodsListBlock';

/**
 * The one DIY block registry: `controller` → component. Every block is light (the banner carousel is
 * native scroll-snap, no animation library), so all are imported directly: the banner renders in the
 * same pass as the rest of the page. Controllers not listed here are skipped.
 */
export const blockRegistry: Readonly<Record<string, BlockComponent>> = Object.freeze({
  Search: SearchBlock,
  ImageAds: ImageAdsBlock,
  GraphicNav: GraphicNavBlock,
  Notice: NoticeBlock,
  GoodsList: GoodsListBlock,
});
