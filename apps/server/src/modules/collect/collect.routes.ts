import { collectApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { addBrowse, addCollect, browsePage, collectPage, deleteBrowse, deleteCollect, isCollect, modifyClicks } from './collect.service';

/** Collections, footprints and views (reference §4.5). */
export const collectRoutes = (): RouteSpec[] => [
  serve(collectApi.add, ({ sku_id }, { deps, memberId }) => addCollect(deps.database.db, memberId, sku_id)),
  serve(collectApi.delete, ({ goods_id }, { deps, memberId }) => deleteCollect(deps.database.db, memberId, goods_id)),
  serve(collectApi.isCollect, ({ goods_id }, { deps, memberId }) => isCollect(deps.database.db, memberId, goods_id)),
  serve(collectApi.page, ({ page, page_size }, { deps, memberId }) => collectPage(deps.database.db, memberId, page, page_size)),
  serve(collectApi.browseAdd, ({ sku_id }, { deps, memberId }) => addBrowse(deps.database.db, memberId, sku_id)),
  serve(collectApi.browseDelete, ({ id }, { deps, memberId }) => deleteBrowse(deps.database.db, memberId, id)),
  serve(collectApi.browsePage, ({ page, page_size }, { deps, memberId }) => browsePage(deps.database.db, memberId, page, page_size)),
  serve(collectApi.modifyClicks, ({ sku_id }, { deps }) => modifyClicks(deps.database.db, sku_id)),
];
