import { websiteInfoParams, websiteListsParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { websiteInfo, websiteLists } from './website.service';

/** City sub-site endpoints (city add-on): `/api/website/info` (reference §4.1) and the city page's list. */
export const websiteRoutes = (): RouteSpec[] => [
  route('/api/website/info', {
    input: websiteInfoParams,
    handler: ({ site_id }, { deps, websiteId }) => websiteInfo(deps.database.db, site_id, websiteId),
  }),
  route('/api/website/lists', {
    input: websiteListsParams,
    handler: (p, { deps }) => websiteLists(deps.database.db, p),
  }),
];
