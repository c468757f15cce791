import { bundlingApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { bundlingsForSku } from './bundling.service';

/** Combos, read side (reference §4.18); the combo page and its orders come later. */
export const bundlingRoutes = (): RouteSpec[] => [
  serve(bundlingApi.lists, ({ sku_id }, { deps }) => bundlingsForSku(deps.database.db, sku_id)),
];
