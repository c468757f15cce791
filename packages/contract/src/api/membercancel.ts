import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, intParam, optional, strParam } from '../core/fields';
import { pageParams } from '../core/paging';
import type { AgreementResult, MemberInfo } from './member';

/** `/membercancel/api/membercancel/config`: is_enable 0 also when the add-on is off; is_audit 1 = operator reviews. */
export interface MemberCancelConfig {
  is_enable: 0 | 1;
  is_audit: 0 | 1;
}

/**
 * `/membercancel/api/membercancel/accountInfo`: what the member gives up. Counts come from the modules that
 * own them (orders, refunds, coupons register providers); until those modules exist they are 0.
 */
export interface MemberCancelAccountInfo {
  member_info: MemberInfo;
  member_coupon_count: number;
  member_platformcoupon_count: number;
  order_pay_count: number;
  order_delivery_count: number;
  order_take_delivery_count: number;
  order_refund_count: number;
  fenxiao_info: null | Record<string, unknown>;
}

/** `/membercancel/api/membercancel/apply`. */
export const memberCancelApplyParams = z.object({
  reason: optional(strParam(1, 255)),
});
export type MemberCancelApplyParams = z.infer<typeof memberCancelApplyParams>;

/** Application status: under review, approved (account closed), refused, withdrawn by the member (never answered). */
export const MEMBER_CANCEL_STATUS = { pending: 0, approved: 1, refused: -1, withdrawn: -2 } as const;

/** `/membercancel/api/membercancel/info` (null when there is no current application) and the apply answer. */
export interface MemberCancelInfo {
  id: number;
  status: Exclude<(typeof MEMBER_CANCEL_STATUS)[keyof typeof MEMBER_CANCEL_STATUS], typeof MEMBER_CANCEL_STATUS.withdrawn>;
  reason: string;
  refuse_reason: string;
  create_time: number;
  /** 0 until reviewed. */
  audit_time: number;
}

/**
 * Operator: `/admin/api/membercancel/audit` with header `x-admin-key` (the ADMIN_API_KEY setting).
 * Names the application by `id` or the member's pending application by `member_id`.
 */
export const memberCancelAuditParams = z.object({
  id: optional(idParam()),
  member_id: optional(idParam()),
  action: z.enum(['agree', 'refuse']),
  refuse_reason: optional(strParam(1, 255)),
});
export type MemberCancelAuditParams = z.infer<typeof memberCancelAuditParams>;

/** Operator: `/admin/api/membercancel/lists` (paged; `status` filters, default all). */
export interface MemberCancelRow extends MemberCancelInfo {
  member_id: number;
  username: string;
  mobile: string;
  nickname: string;
}

export const memberCancelListParams = pageParams.extend({
  status: optional(intParam(-1, 1)),
});
export type MemberCancelListParams = z.infer<typeof memberCancelListParams>;

/** Account cancellation add-on (reference §4.14): settings, agreement, apply, status, withdraw. */
export const memberCancelApi = {
  config: endpoint({
    path: '/membercancel/api/membercancel/config',
    access: 'visitor',
    response: returns<MemberCancelConfig>(),
    summary: 'Whether members may close their account, and whether the operator reviews it',
  }),
  agreement: endpoint({
    path: '/membercancel/api/membercancel/agreement',
    access: 'visitor',
    response: returns<AgreementResult>(),
    summary: 'The account cancellation agreement',
  }),
  accountInfo: endpoint({
    path: '/membercancel/api/membercancel/accountInfo',
    access: 'member',
    response: returns<MemberCancelAccountInfo>(),
    summary: 'What the member gives up by closing the account',
  }),
  apply: endpoint({
    path: '/membercancel/api/membercancel/apply',
    access: 'member',
    params: memberCancelApplyParams,
    response: returns<MemberCancelInfo>(),
    write: true,
    summary: 'Apply to close the account',
  }),
  info: endpoint({
    path: '/membercancel/api/membercancel/info',
    access: 'member',
    response: returns<MemberCancelInfo | null>(),
    summary: "The member's current application (null when there is none)",
  }),
  cancelApply: endpoint({
    path: '/membercancel/api/membercancel/cancelApply',
    access: 'member',
    response: returns<null>(),
    write: true,
    summary: 'Withdraw the application',
  }),
};
