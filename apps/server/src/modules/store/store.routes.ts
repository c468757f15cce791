import { storeApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { storeInfo, storePage } from './store.service';

/** Store (门店) endpoints, store add-on (reference §4.6). */
export const storeRoutes = (): RouteSpec[] => [
  serve(storeApi.page, (p, { deps }) => storePage(deps.database.db, p)),
  serve(storeApi.info, (p, { deps }) => storeInfo(deps.database.db, p)),
];
