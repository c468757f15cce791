import { bundlingListsParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { bundlingsForSku } from './bundling.service';

/** Combos, read side (reference §4.18); the combo page and its orders come later. */
export const bundlingRoutes = (): RouteSpec[] => [
  route('/bundling/api/bundling/lists', {
    input: bundlingListsParams,
    handler: ({ sku_id }, { deps }) => bundlingsForSku(deps.database.db, sku_id),
  }),
];
