import { lazy } from 'react';
import type { BlockComponent } from './types';
import SearchBlock from './blocks/SearchBlock';
import GraphicNavBlock from './blocks/GraphicNavBlock';
import NoticeBlock from './blocks/NoticeBlock';
import GoodsListBlock from './blocks/GoodsListBlock';

/**
 * The one DIY block registry: `controller` → component. Light blocks are imported directly; the
 * carousel (Swiper and its gesture code) is loaded lazily. Controllers not listed here are skipped.
 */
export const blockRegistry: Readonly<Record<string, BlockComponent>> = Object.freeze({
  Search: SearchBlock,
  ImageAds: lazy(() => import('./blocks/ImageAdsBlock')),
  GraphicNav: GraphicNavBlock,
  Notice: NoticeBlock,
  GoodsList: GoodsListBlock,
});
