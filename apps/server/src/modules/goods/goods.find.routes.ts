import { goodsApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { goodsAnswers } from './goods.answers';
import { goodsBrandPage } from './goods.brand';
import { goodsCategoryInfo, goodsCategoryRelevance } from './goods.category';
import { goodsSkuRecommend, goodsSuggest } from './goods.list';
import { defaultSearchWords, hotSearchWords } from './goods.search';

/** Finding goods (reference §4.5): recommendations, search words and suggestions, brands, category filters. */
export const goodsFindRoutes = (): RouteSpec[] => [
  serve(goodsApi.recommend, (p, { deps }) => goodsSkuRecommend(deps.database.db, p), { keep: goodsAnswers }),
  serve(goodsApi.suggest, (p, { deps }) => goodsSuggest(deps.database.db, p)),
  serve(goodsApi.hotSearchWords, (_p, { deps }) => hotSearchWords(deps.database.db)),
  serve(goodsApi.defaultSearchWords, (_p, { deps }) => defaultSearchWords(deps.database.db)),
  serve(goodsApi.categoryInfo, ({ category_id }, { deps }) => goodsCategoryInfo(deps.database.db, category_id)),
  serve(goodsApi.categoryRelevance, ({ category_id }, { deps }) => goodsCategoryRelevance(deps.database.db, category_id)),
  serve(goodsApi.brandPage, (p, { deps }) => goodsBrandPage(deps.database.db, p)),
];
