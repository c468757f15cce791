import { goodsEvaluateFirstParams, goodsEvaluatePageParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { evaluateConfig, evaluateFirst, evaluatePage } from './evaluate.service';

/** Goods reviews, read side (reference §4.5). Writing reviews needs orders and comes with them. */
export const evaluateRoutes = (): RouteSpec[] => [
  route('/api/goodsevaluate/page', {
    input: goodsEvaluatePageParams,
    handler: ({ goods_id, page, page_size }, { deps }) => evaluatePage(deps.database.db, goods_id, page, page_size),
  }),
  route('/api/goodsevaluate/firstinfo', {
    input: goodsEvaluateFirstParams,
    handler: ({ goods_id }, { deps }) => evaluateFirst(deps.database.db, goods_id),
  }),
  route('/api/goodsevaluate/config', { handler: ({}, { deps }) => evaluateConfig(deps.database.db) }),
];
