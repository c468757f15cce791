import {
  goodsBrowseAddParams,
  goodsBrowseDeleteParams,
  goodsCollectAddParams,
  goodsCollectGoodsParams,
  pageParams,
} from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import {
  addBrowse,
  addCollect,
  browsePage,
  collectPage,
  deleteBrowse,
  deleteCollect,
  isCollect,
  modifyClicks,
} from './collect.service';

/** Collections, footprints and views (reference §4.5). */
export const collectRoutes = (): RouteSpec[] => [
  memberRoute('/api/goodscollect/add', {
    input: goodsCollectAddParams,
    handler: ({ sku_id }, { deps, memberId }) => addCollect(deps.database.db, memberId, sku_id),
  }),
  memberRoute('/api/goodscollect/delete', {
    input: goodsCollectGoodsParams,
    handler: ({ goods_id }, { deps, memberId }) => deleteCollect(deps.database.db, memberId, goods_id),
  }),
  memberRoute('/api/goodscollect/iscollect', {
    input: goodsCollectGoodsParams,
    handler: ({ goods_id }, { deps, memberId }) => isCollect(deps.database.db, memberId, goods_id),
  }),
  memberRoute('/api/goodscollect/page', {
    input: pageParams,
    handler: ({ page, page_size }, { deps, memberId }) => collectPage(deps.database.db, memberId, page, page_size),
  }),
  memberRoute('/api/goodsbrowse/add', {
    input: goodsBrowseAddParams,
    handler: ({ sku_id }, { deps, memberId }) => addBrowse(deps.database.db, memberId, sku_id),
  }),
  memberRoute('/api/goodsbrowse/delete', {
    input: goodsBrowseDeleteParams,
    handler: ({ id }, { deps, memberId }) => deleteBrowse(deps.database.db, memberId, id),
  }),
  memberRoute('/api/goodsbrowse/page', {
    input: pageParams,
    handler: ({ page, page_size }, { deps, memberId }) => browsePage(deps.database.db, memberId, page, page_size),
  }),
  route('/api/goods/modifyclicks', {
    input: goodsBrowseAddParams,
    handler: ({ sku_id }, { deps }) => modifyClicks(deps.database.db, sku_id),
  }),
];
