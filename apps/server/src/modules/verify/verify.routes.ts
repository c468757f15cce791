import { verifyApi } from '@mall/contract';
import type { OrderPaidStep } from '../order';
import { serve, type RouteSpec } from '../../infra/http/route';
import { checkIsVerifier, verifyCode, verifyInfo, verifyList, verifyTypes } from './verify.service';

/** The verification desk (reference §4.16). */
export const verifyRoutes = (receivedSteps: readonly OrderPaidStep[] = []): RouteSpec[] => [
  serve(verifyApi.checkisverifier, (_input, { deps, memberId }) => checkIsVerifier(deps.database.db, memberId)),
  serve(verifyApi.getVerifyType, (_input, { lang }) => verifyTypes(lang)),
  serve(verifyApi.verifyInfo, ({ verify_code }, { deps, memberId, lang }) => verifyInfo(deps.database.db, memberId, verify_code, lang)),
  serve(verifyApi.verify, ({ verify_code }, { deps, memberId, lang }) =>
    verifyCode(deps.database.db, memberId, verify_code, lang, receivedSteps),
  ),
  serve(verifyApi.lists, (input, { deps, memberId, lang }) => verifyList(deps.database.db, memberId, input, lang)),
];
