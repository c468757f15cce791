import { storeInfoParams, storePageParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { storeInfo, storePage } from './store.service';

/** Store (门店) endpoints, store add-on (reference §4.6). */
export const storeRoutes = (): RouteSpec[] => [
  route('/api/store/page', {
    input: storePageParams,
    handler: (p, { deps }) => storePage(deps.database.db, p),
  }),
  route('/api/store/info', {
    input: storeInfoParams,
    handler: (p, { deps }) => storeInfo(deps.database.db, p),
  }),
];
