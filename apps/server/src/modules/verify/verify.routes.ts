import { verifyCodeParams, verifyListParams } from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import { checkIsVerifier, verifyCode, verifyInfo, verifyList, verifyTypes } from './verify.service';

/** The verification desk (reference §4.16). */
export const verifyRoutes = (): RouteSpec[] => [
  memberRoute('/api/verify/checkisverifier', { handler: ({}, { deps, memberId }) => checkIsVerifier(deps.database.db, memberId) }),
  route('/api/verify/getVerifyType', { handler: ({}, { lang }) => verifyTypes(lang) }),
  memberRoute('/api/verify/verifyInfo', {
    input: verifyCodeParams,
    handler: ({ verify_code }, { deps, memberId, lang }) => verifyInfo(deps.database.db, memberId, verify_code, lang),
  }),
  memberRoute('/api/verify/verify', {
    input: verifyCodeParams,
    handler: ({ verify_code }, { deps, memberId, lang }) => verifyCode(deps.database.db, memberId, verify_code, lang),
  }),
  memberRoute('/api/verify/lists', {
    input: verifyListParams,
    handler: (input, { deps, memberId, lang }) => verifyList(deps.database.db, memberId, input, lang),
  }),
];
