/** What other features use from goods: the goods card, the recommendation feed, sorting, detail queries and rich content. */
export { GoodsCard, type CardLayout } from './components/GoodsCard';
export { RecommendFeed } from './components/RecommendFeed';
export { prefetchRecommendFeed } from './goods.api';
export { SortBar } from './components/SortBar';
export { deleteCollect, deleteFootprints, detailKeys, fetchCollections, fetchEvaluatePage, fetchFootprints } from './detail.api';
export { absolutizeImageSrc, hasContent } from './model/content';
export { DEFAULT_SORT, nextSort, positiveInt, sortParams, type SortKey, type SortState } from './model/listing';
