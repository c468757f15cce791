import { websiteApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { websiteInfo, websiteLists } from './website.service';

/** City sub-site endpoints (city add-on): `/api/website/info` (reference §4.1) and the city page's list. */
export const websiteRoutes = (): RouteSpec[] => [
  serve(websiteApi.info, ({ site_id }, { deps, websiteId }) => websiteInfo(deps.database.db, site_id, websiteId)),
  serve(websiteApi.lists, (p, { deps }) => websiteLists(deps.database.db, p)),
];
