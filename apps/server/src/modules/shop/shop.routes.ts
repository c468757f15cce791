import { shopInfoParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { shopInfo } from './shop.service';

/** Shop endpoints (reference §4.6). */
export const shopRoutes = (): RouteSpec[] => [
  route('/api/shop/info', {
    input: shopInfoParams,
    handler: ({ site_id }, { deps }) => shopInfo(deps.database.db, site_id),
  }),
];
