import { memberRechargeApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { createRechargeOrder, rechargeConfig, rechargeInfo, rechargeOrderPage, rechargePage } from './memberrecharge.service';

/** Recharge add-on (reference §4.13): config, packages, create, paid orders. */
export const memberrechargeRoutes = (): RouteSpec[] => [
  serve(memberRechargeApi.config, (_in, { deps }) => rechargeConfig(deps.database.db)),
  serve(memberRechargeApi.page, ({ page, page_size }, { deps }) => rechargePage(deps.database.db, page, page_size)),
  serve(memberRechargeApi.info, ({ recharge_id }, { deps }) => rechargeInfo(deps.database.db, recharge_id)),
  serve(memberRechargeApi.create, (input, { deps, memberId }) => createRechargeOrder(deps.database.db, memberId, input)),
  serve(memberRechargeApi.orderPage, ({ page, page_size }, { deps, memberId }) =>
    rechargeOrderPage(deps.database.db, memberId, page, page_size),
  ),
];
