import { goodsCategoryTreeParams, goodsSkuIdParams, goodsSkuPageParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { goodsSkuDetail, goodsSkuForCategory, goodsSkuInfo } from './goods.service';
import { goodsCategoryTree } from './goods.category';
import { goodsSkuPage } from './goods.list';

/** Goods endpoints (reference §4.5). */
export const goodsRoutes = (): RouteSpec[] => [
  route('/api/goodscategory/tree', {
    input: goodsCategoryTreeParams,
    handler: ({ level }, { deps }) => goodsCategoryTree(deps.database.db, level),
  }),
  route('/api/goodssku/page', {
    input: goodsSkuPageParams,
    handler: (p, { deps }) => goodsSkuPage(deps.database.db, p),
  }),
  route('/api/goodssku/detail', {
    auth: 'optional',
    input: goodsSkuIdParams,
    handler: ({ sku_id }, { deps }) => goodsSkuDetail(deps.database.db, sku_id),
  }),
  route('/api/goodssku/info', {
    auth: 'optional',
    input: goodsSkuIdParams,
    handler: ({ sku_id }, { deps }) => goodsSkuInfo(deps.database.db, sku_id),
  }),
  route('/api/goodssku/getInfoForCategory', {
    auth: 'optional',
    input: goodsSkuIdParams,
    handler: ({ sku_id }, { deps }) => goodsSkuForCategory(deps.database.db, sku_id),
  }),
];
