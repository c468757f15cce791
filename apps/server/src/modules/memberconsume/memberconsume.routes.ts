import { memberConsumeAdminApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { consumeConfig, putConsumeConfig } from './memberconsume.service';

/** The operator's consumption reward settings (header x-admin-key). */
export const memberconsumeRoutes = (): RouteSpec[] => [
  serve(memberConsumeAdminApi.config, (_in, { deps }) => consumeConfig(deps.database.db)),
  serve(memberConsumeAdminApi.setConfig, async (p, { deps }) => {
    await putConsumeConfig(deps.database.db, p);
    return consumeConfig(deps.database.db);
  }),
];
