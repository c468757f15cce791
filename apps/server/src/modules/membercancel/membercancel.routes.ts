import { memberCancelApi } from '@mall/contract';
import { translate } from '../../infra/http/messages';
import { serve, type RouteSpec } from '../../infra/http/route';
import type { CancelCheck } from './membercancel.checks';
import { membercancelMessages } from './membercancel.messages';
import { accountInfo, applyCancel, cancelAgreement, cancelConfig, cancelInfo, withdrawCancel } from './membercancel.service';

/** Account cancellation add-on (reference §4.14): settings, agreement, apply, status, withdraw. */
export const membercancelRoutes = (checks: readonly CancelCheck[]): RouteSpec[] => [
  serve(memberCancelApi.config, (_in, { deps }) => cancelConfig(deps.database.db)),
  serve(memberCancelApi.agreement, (_in, { deps, lang }) =>
    cancelAgreement(deps.database.db, translate(membercancelMessages.cancelAgreementTitle, lang), lang),
  ),
  serve(memberCancelApi.accountInfo, (_in, { deps, memberId }) => accountInfo(deps.database.db, checks, memberId)),
  serve(memberCancelApi.apply, (input, { deps, memberId }) => applyCancel(deps.database.db, checks, memberId, input.reason)),
  serve(memberCancelApi.info, (_in, { deps, memberId }) => cancelInfo(deps.database.db, memberId)),
  serve(memberCancelApi.cancelApply, async (_in, { deps, memberId }) => {
    await withdrawCancel(deps.database.db, memberId);
    return null;
  }),
];
