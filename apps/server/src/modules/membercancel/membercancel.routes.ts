import { memberCancelApplyParams, type AgreementResult, type MemberCancelConfig } from '@mall/contract';
import { translate } from '../../infra/http/messages';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import type { CancelCheck } from './membercancel.checks';
import { membercancelMessages } from './membercancel.messages';
import { accountInfo, applyCancel, cancelAgreement, cancelConfig, cancelInfo, withdrawCancel } from './membercancel.service';

/** Account cancellation add-on (reference §4.14): settings, agreement, apply, status, withdraw. */
export const membercancelRoutes = (checks: readonly CancelCheck[]): RouteSpec[] => [
  route('/membercancel/api/membercancel/config', {
    handler: ({}, { deps }): Promise<MemberCancelConfig> => cancelConfig(deps.database.db),
  }),
  route('/membercancel/api/membercancel/agreement', {
    handler: ({}, { deps, lang }): Promise<AgreementResult> =>
      cancelAgreement(deps.database.db, translate(membercancelMessages.cancelAgreementTitle, lang), lang),
  }),
  memberRoute('/membercancel/api/membercancel/accountInfo', {
    handler: ({}, { deps, memberId }) => accountInfo(deps.database.db, checks, memberId),
  }),
  memberRoute('/membercancel/api/membercancel/apply', {
    input: memberCancelApplyParams,
    handler: (input, { deps, memberId }) => applyCancel(deps.database.db, checks, memberId, input.reason),
  }),
  memberRoute('/membercancel/api/membercancel/info', { handler: ({}, { deps, memberId }) => cancelInfo(deps.database.db, memberId) }),
  memberRoute('/membercancel/api/membercancel/cancelApply', {
    handler: async ({}, { deps, memberId }) => {
      await withdrawCancel(deps.database.db, memberId);
      return null;
    },
  }),
];
