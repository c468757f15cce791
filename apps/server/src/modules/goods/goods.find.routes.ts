import {
  goodsBrandPageParams,
  goodsCategoryIdParams,
  goodsRecommendParams,
  goodsSuggestParams,
} from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { goodsBrandPage } from './goods.brand';
import { goodsCategoryInfo, goodsCategoryRelevance } from './goods.category';
import { goodsSkuRecommend, goodsSuggest } from './goods.list';
import { defaultSearchWords, hotSearchWords } from './goods.search';

/** Finding goods (reference §4.5): recommendations, search words and suggestions, brands, category filters. */
export const goodsFindRoutes = (): RouteSpec[] => [
  route('/api/goodssku/recommend', {
    input: goodsRecommendParams,
    handler: (p, { deps }) => goodsSkuRecommend(deps.database.db, p),
  }),
  route('/api/goodssku/suggest', {
    input: goodsSuggestParams,
    handler: (p, { deps }) => goodsSuggest(deps.database.db, p),
  }),
  route('/api/goods/hotSearchWords', {
    handler: (_p, { deps }) => hotSearchWords(deps.database.db),
  }),
  route('/api/goods/defaultSearchWords', {
    handler: (_p, { deps }) => defaultSearchWords(deps.database.db),
  }),
  route('/api/goodscategory/info', {
    input: goodsCategoryIdParams,
    handler: ({ category_id }, { deps }) => goodsCategoryInfo(deps.database.db, category_id),
  }),
  route('/api/goodscategory/relevanceinfo', {
    input: goodsCategoryIdParams,
    handler: ({ category_id }, { deps }) => goodsCategoryRelevance(deps.database.db, category_id),
  }),
  route('/api/goodsbrand/page', {
    input: goodsBrandPageParams,
    handler: (p, { deps }) => goodsBrandPage(deps.database.db, p),
  }),
];
