import { goodsApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { goodsSkuDetail, goodsSkuForCategory, goodsSkuInfo } from './goods.service';
import { goodsCategoryTree } from './goods.category';
import { goodsSkuPage } from './goods.list';
import { goodsAnswers } from './goods.answers';

/**
 * Goods endpoints (reference §4.5). The list and the SKU reads answer every caller alike (no member field), so
 * their finished answers are kept in memory (goods.answers.ts).
 */
const keep = { keep: goodsAnswers };
const keepForVisitors = { keep: { ...goodsAnswers, visitorsOnly: true } };

export const goodsRoutes = (): RouteSpec[] => [
  serve(goodsApi.categoryTree, ({ level }, { deps }) => goodsCategoryTree(deps.database.db, level)),
  serve(goodsApi.skuPage, (p, { deps }) => goodsSkuPage(deps.database.db, p), keep),
  // A member's answer may carry their level price: kept only for visitors.
  serve(goodsApi.skuDetail, ({ sku_id }, { deps, memberId }) => goodsSkuDetail(deps.database.db, sku_id, memberId), keepForVisitors),
  serve(goodsApi.skuInfo, ({ sku_id }, { deps, memberId }) => goodsSkuInfo(deps.database.db, sku_id, memberId), keepForVisitors),
  serve(goodsApi.skuForCategory, ({ sku_id }, { deps }) => goodsSkuForCategory(deps.database.db, sku_id), keep),
];
