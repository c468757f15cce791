import { endpoint, returns } from '../core/endpoint';
import type { Paged } from '../core/paging';
import { memberAdjustAccountParams, smsUnlockParams, type MemberAdjustAccountResult } from './member';
import { memberCancelAuditParams, memberCancelListParams, type MemberCancelRow } from './membercancel';

/** `/admin/api/sms/unlock`: how many counted code sends were forgotten. */
export interface SmsUnlockResult {
  removed: number;
}

/** The operator API (header `x-admin-key` = ADMIN_API_KEY) for members, until the operator console exists. */
export const adminApi = {
  memberCancelLists: endpoint({
    path: '/admin/api/membercancel/lists',
    access: 'operator',
    params: memberCancelListParams,
    response: returns<Paged<MemberCancelRow>>(),
    summary: 'A page of account cancellation applications',
  }),
  memberCancelAudit: endpoint({
    path: '/admin/api/membercancel/audit',
    access: 'operator',
    params: memberCancelAuditParams,
    response: returns<MemberCancelRow>(),
    write: true,
    summary: 'Agree to or refuse an account cancellation application',
  }),
  memberAdjustAccount: endpoint({
    path: '/admin/api/member/adjustaccount',
    access: 'operator',
    params: memberAdjustAccountParams,
    response: returns<MemberAdjustAccountResult>(),
    write: true,
    summary: "Add to or take from a member's balance or points",
  }),
  smsUnlock: endpoint({
    path: '/admin/api/sms/unlock',
    access: 'operator',
    params: smsUnlockParams,
    response: returns<SmsUnlockResult>(),
    write: true,
    summary: 'Forget the code sends counted for a mobile and/or an address',
  }),
};
