import { diyViewInfoParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { route, type RouteSpec } from '../../infra/http/route';
import { CM } from './content.messages';
import { diyViewInfo } from './diy.service';

/** Content endpoints: decorated (DIY) pages for now (reference §4.1, §4.15). */
export const contentRoutes = (): RouteSpec[] => [
  route('/api/diyview/info', {
    input: diyViewInfoParams,
    handler: ({ id, name, site_id }, { deps }) => {
      if (!id && !name) throw new AppError(CM['content.diyIdOrName']);
      return diyViewInfo(deps.database.db, { id, name, siteId: site_id });
    },
  }),
];
