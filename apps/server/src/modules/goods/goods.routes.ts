import { goodsApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { goodsSkuDetail, goodsSkuForCategory, goodsSkuInfo } from './goods.service';
import { goodsCategoryTree } from './goods.category';
import { goodsSkuPage } from './goods.list';

/** Goods endpoints (reference §4.5). */
export const goodsRoutes = (): RouteSpec[] => [
  serve(goodsApi.categoryTree, ({ level }, { deps }) => goodsCategoryTree(deps.database.db, level)),
  serve(goodsApi.skuPage, (p, { deps }) => goodsSkuPage(deps.database.db, p)),
  serve(goodsApi.skuDetail, ({ sku_id }, { deps, memberId }) => goodsSkuDetail(deps.database.db, sku_id, memberId)),
  serve(goodsApi.skuInfo, ({ sku_id }, { deps, memberId }) => goodsSkuInfo(deps.database.db, sku_id, memberId)),
  serve(goodsApi.skuForCategory, ({ sku_id }, { deps }) => goodsSkuForCategory(deps.database.db, sku_id)),
];
