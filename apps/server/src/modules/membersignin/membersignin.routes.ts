import { memberSigninApi } from '@mall/contract';
import { translate } from '../../infra/http/messages';
import { serve, type RouteSpec } from '../../infra/http/route';
import { membersigninMessages } from './membersignin.messages';
import { isSigned, saveSigninConfig, signIn, signinAward, signinConfig, signRecords } from './membersignin.service';

/** Sign-in add-on (reference §4.14) and its operator settings. */
export const membersigninRoutes = (): RouteSpec[] => [
  serve(memberSigninApi.getSignStatus, (_in, { deps }) => signinConfig(deps.database.db)),
  serve(memberSigninApi.config, (_in, { deps }) => signinConfig(deps.database.db)),
  serve(memberSigninApi.award, (_in, { deps }) => signinAward(deps.database.db)),
  serve(memberSigninApi.isSign, (_in, { deps, memberId }) => isSigned(deps.database.db, memberId)),
  // The ledger keeps the mall's own (Chinese) entry name, as other entries do.
  serve(memberSigninApi.signin, (_in, { deps, memberId }) =>
    signIn(deps.database.db, memberId, translate(membersigninMessages.signinRewardName, 'zh-cn')),
  ),
  serve(memberSigninApi.getSignRecords, (_in, { deps, memberId, lang }) =>
    signRecords(deps.database.db, memberId, translate(membersigninMessages.signedRecord, lang)),
  ),
  serve(memberSigninApi.adminSetConfig, (input, { deps }) => saveSigninConfig(deps.database.db, input)),
];
