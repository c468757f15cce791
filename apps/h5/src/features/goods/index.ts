/** What other features use from goods: the goods card, the recommendation feed, sorting, detail queries and rich content. */
export { GoodsCard, type CardLayout } from './components/GoodsCard';
export { RecommendFeed } from './components/RecommendFeed';
export { prefetchRecommendFeed } from './goods.api';
export { SortBar } from './components/SortBar';
export { deleteCollect, deleteFootprints, detailKeys, fetchCollections, fetchEvaluatePage, fetchFootprints } from './detail.api';
export { absolutizeImageSrc, hasContent } from './model/content';
export { DEFAULT_SORT, nextSort, positiveInt, sortParams, type SortKey, type SortState } from './model/listing';
/** Goods detail parts promotion details reuse: loaders, so the gallery and picker stay out of the pages that only link. */
export const goodsDetailParts = {
  Gallery: () => import('./components/Gallery'),
  SkuPicker: () => import('./components/SkuPicker'),
};
export type { PickerAction, PickerMode } from './components/SkuPicker';
export type { GoodsSkuDetail } from './goods.api';
export { galleryImages } from './model/listing';
export { clampQuantity, quantityBounds } from './model/quantity';
export { parseGoodsSpecFormat, parseSkuSpecFormat, skuForValue, specText, type SpecValue } from './model/spec';
