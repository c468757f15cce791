import { memberBankAccountApi, memberWithdrawAdminApi, memberWithdrawApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import {
  accountInfo,
  accountPage,
  addAccount,
  defaultAccount,
  deleteAccount,
  editAccount,
  setDefaultAccount,
} from './memberwithdraw.accounts';
import { adminWithdrawList, agreeWithdraw, refuseWithdraw, transferWithdraw } from './memberwithdraw.admin';
import { setWithdrawConfig, withdrawSettings } from './memberwithdraw.config';
import { applyWithdraw, memberWithdrawDetail, memberWithdrawPage, transferTypes, withdrawInfo } from './memberwithdraw.service';

/** Member withdrawal, payout accounts (reference §4.13) and the operator's review of withdrawals. */
export const memberwithdrawRoutes = (): RouteSpec[] => [
  serve(memberWithdrawApi.info, (_q, { deps, memberId }) => withdrawInfo(deps.database.db, memberId)),
  serve(memberWithdrawApi.config, async (_q, { deps }) => (await withdrawSettings(deps.database.db)).row),
  serve(memberWithdrawApi.transferType, (_q, { deps, memberId, lang }) => transferTypes(deps.database.db, memberId, lang)),
  serve(memberWithdrawApi.apply, (q, { deps, memberId }) => applyWithdraw(deps.database.db, memberId, q)),
  serve(memberWithdrawApi.page, (q, { deps, memberId, lang }) => memberWithdrawPage(deps.database.db, memberId, q.page, q.page_size, lang)),
  serve(memberWithdrawApi.detail, (q, { deps, memberId, lang }) => memberWithdrawDetail(deps.database.db, memberId, q.id, lang)),

  serve(memberBankAccountApi.page, (q, { deps, memberId, lang }) => accountPage(deps.database.db, memberId, q.page, q.page_size, lang)),
  serve(memberBankAccountApi.info, (q, { deps, memberId, lang }) => accountInfo(deps.database.db, memberId, q.id, lang)),
  serve(memberBankAccountApi.defaultInfo, (_q, { deps, memberId, lang }) => defaultAccount(deps.database.db, memberId, lang)),
  serve(memberBankAccountApi.add, (q, { deps, memberId }) => addAccount(deps.database.db, memberId, q)),
  serve(memberBankAccountApi.edit, (q, { deps, memberId }) => editAccount(deps.database.db, memberId, q)),
  serve(memberBankAccountApi.setDefault, (q, { deps, memberId }) => setDefaultAccount(deps.database.db, memberId, q.id)),
  serve(memberBankAccountApi.delete, (q, { deps, memberId }) => deleteAccount(deps.database.db, memberId, q.id)),

  serve(memberWithdrawAdminApi.lists, (q, { deps, lang }) => adminWithdrawList(deps.database.db, q, lang)),
  serve(memberWithdrawAdminApi.agree, (q, { deps, lang }) => agreeWithdraw(deps.database.db, q.id, lang)),
  serve(memberWithdrawAdminApi.refuse, (q, { deps, lang }) => refuseWithdraw(deps.database.db, q.id, q.refuse_reason, lang)),
  serve(memberWithdrawAdminApi.transfer, (q, { deps, lang }) => transferWithdraw(deps.database.db, q.id, q.certificate, q.remark, lang)),
  serve(memberWithdrawAdminApi.setConfig, (q, { deps }) => setWithdrawConfig(deps.database.db, q)),
];
