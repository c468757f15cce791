import { memberAccountApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { accountInfo, accountPage, accountSum, fromTypes } from './memberaccount.service';

/** A member's own ledger (reference §4.13 `/api/memberaccount/*`). */
export const memberaccountRoutes = (): RouteSpec[] => [
  serve(memberAccountApi.info, ({ account_type }, { deps, memberId }) => accountInfo(deps.database.db, memberId, account_type)),
  serve(memberAccountApi.page, (p, { deps, memberId, lang }) => accountPage(deps.database.db, memberId, lang, p)),
  serve(memberAccountApi.fromType, (_p, { lang }) => fromTypes(lang)),
  serve(memberAccountApi.sum, (p, { deps, memberId }) => accountSum(deps.database.db, memberId, p)),
];
