import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { textInput } from './member';

/**
 * Member withdrawal (`/api/memberwithdraw/*`) and payout accounts (`/api/memberbankaccount/*`), reference §4.13.
 * Money moves `balance_money` (withdrawable) → `balance_withdraw_apply` (in review) → `balance_withdraw` (paid out);
 * a refused application puts it back into `balance_money`. Amounts are "12.00" strings on the wire.
 */

/** 0 待审核 → 1 待转账 → 2 已转账; -1 已拒绝 (the money went back to the withdrawable balance). */
export const WITHDRAW_STATUS = { pending: 0, toTransfer: 1, transferred: 2, refused: -1 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/** Where money can be paid out to; the operator enables a subset (config `transfer_type`, comma-separated). */
export const WITHDRAW_TYPES = ['wechatpay', 'alipay', 'bank'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

/** Payout accounts one member may keep. */
export const BANK_ACCOUNT_MAX = 20;

// ---------------------------------------------------------------- params

const withdrawTypeParam = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(WITHDRAW_TYPES));

/**
 * `apply`: the amount is read by the server (yuan, at most two decimals) so a wrong amount answers the form's own
 * message; the payout details come from the chosen account.
 */
export const withdrawApplyParams = z.object({
  apply_money: textInput(32),
  transfer_type: withdrawTypeParam(),
  realname: textInput(50),
  bank_name: textInput(100),
  account_number: textInput(64),
  mobile: textInput(20),
});
export type WithdrawApplyParams = z.infer<typeof withdrawApplyParams>;

export const withdrawIdParams = z.object({ id: idParam() });
export type WithdrawIdParams = z.infer<typeof withdrawIdParams>;

/** `add` / `edit` (edit needs `id`): texts are checked field by field by the server (请输入真实姓名 …). */
export const bankAccountSaveParams = z.object({
  id: optional(idParam()),
  realname: textInput(50),
  mobile: textInput(20),
  withdraw_type: withdrawTypeParam(),
  branch_bank_name: textInput(100),
  bank_account: textInput(64),
});
export type BankAccountSaveParams = z.infer<typeof bankAccountSaveParams>;

/** Operator: list with an optional status and member filter. */
export const adminWithdrawListParams = pageParams.extend({
  status: optional(intParam(-1, 2)),
  member_id: optional(idParam()),
});
export type AdminWithdrawListParams = z.infer<typeof adminWithdrawListParams>;

export const adminWithdrawRefuseParams = z.object({ id: idParam(), refuse_reason: strParam(1, 255) });
export type AdminWithdrawRefuseParams = z.infer<typeof adminWithdrawRefuseParams>;

export const adminWithdrawTransferParams = z.object({
  id: idParam(),
  certificate: withDefault(strParam(0, 255), ''),
  remark: withDefault(strParam(0, 255), ''),
});
export type AdminWithdrawTransferParams = z.infer<typeof adminWithdrawTransferParams>;

/** Operator: the withdrawal settings (money in yuan; `transfer_type` comma-separated). */
export const adminWithdrawConfigParams = z.object({
  is_use: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(0), z.literal(1)])),
  min: textInput(16),
  rate: withDefault(intParam(0, 100), 0),
  transfer_type: strParam(1, 64),
  is_auto_audit: withDefault(intParam(0, 1), 0),
  is_auto_transfer: withDefault(intParam(0, 1), 0),
});
export type AdminWithdrawConfigParams = z.infer<typeof adminWithdrawConfigParams>;

// ---------------------------------------------------------------- responses

export interface WithdrawConfigValue {
  is_use: 0 | 1;
  /** Minimum amount, yuan. */
  min: string;
  /** Fee percent of the applied amount. */
  rate: number;
  /** Enabled payout kinds, comma-separated ("alipay,bank"). */
  transfer_type: string;
  is_auto_audit: 0 | 1;
  is_auto_transfer: 0 | 1;
}

/** `config`: the settings row (is_use 0 while the add-on or the switch is off). */
export interface WithdrawConfigRow {
  site_id: number;
  app_module: string;
  config_key: string;
  value: WithdrawConfigValue;
  config_desc: string;
  is_use: 0 | 1;
  create_time: number;
  modify_time: number;
}

/** `info`. */
export interface WithdrawInfo {
  member_info: { balance_money: string; balance_withdraw_apply: string; balance_withdraw: string };
  config: WithdrawConfigValue;
}

/** `page` list item. */
export interface WithdrawItem {
  id: number;
  withdraw_no: string;
  apply_money: string;
  apply_time: number;
  status: WithdrawStatus;
  status_name: string;
  transfer_type: string;
  transfer_type_name: string;
}

/** `detail`. */
export interface WithdrawDetail extends WithdrawItem {
  member_id: number;
  rate: number;
  service_money: string;
  /** What reaches the account: apply_money − service_money. */
  money: string;
  realname: string;
  bank_name: string;
  account_number: string;
  mobile: string;
  audit_time: number;
  payment_time: number;
  refuse_reason: string;
  certificate: string;
  remark: string;
}

/** `apply`: the new application. */
export interface WithdrawApplyResult {
  id: number;
  withdraw_no: string;
  status: WithdrawStatus;
}

export interface BankAccount {
  id: number;
  member_id: number;
  realname: string;
  mobile: string;
  withdraw_type: WithdrawType;
  withdraw_type_name: string;
  branch_bank_name: string;
  bank_account: string;
  is_default: 0 | 1;
  create_time: number;
}

/** Operator list row. */
export interface AdminWithdrawRow extends WithdrawDetail {
  member_name: string;
}

// ---------------------------------------------------------------- endpoints

/** The member's withdrawals (reference §4.13). */
export const memberWithdrawApi = {
  info: endpoint({
    path: '/api/memberwithdraw/info',
    access: 'member',
    response: returns<WithdrawInfo>(),
    summary: "The member's withdrawable, in-review and paid-out money, and the withdrawal settings",
  }),
  config: endpoint({
    path: '/api/memberwithdraw/config',
    access: 'member',
    response: returns<WithdrawConfigRow>(),
    summary: 'The withdrawal settings row',
  }),
  transferType: endpoint({
    path: '/api/memberwithdraw/transferType',
    access: 'member',
    response: returns<Partial<Record<WithdrawType, string>>>(),
    summary: 'The payout kinds the member may use, with their names (WeChat only for a member with a WeChat identity)',
  }),
  apply: endpoint({
    path: '/api/memberwithdraw/apply',
    access: 'member',
    params: withdrawApplyParams,
    response: returns<WithdrawApplyResult>(),
    write: true,
    summary: 'Apply to withdraw money from the withdrawable balance',
  }),
  page: endpoint({
    path: '/api/memberwithdraw/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<WithdrawItem>>(),
    summary: "A page of the member's withdrawals, newest first",
  }),
  detail: endpoint({
    path: '/api/memberwithdraw/detail',
    access: 'member',
    params: withdrawIdParams,
    response: returns<WithdrawDetail>(),
    summary: "One of the member's withdrawals",
  }),
};

/** The member's payout accounts (reference §4.13); exactly one default once there is one. */
export const memberBankAccountApi = {
  page: endpoint({
    path: '/api/memberbankaccount/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<BankAccount>>(),
    summary: "A page of the member's payout accounts, the default first",
  }),
  info: endpoint({
    path: '/api/memberbankaccount/info',
    access: 'member',
    params: withdrawIdParams,
    response: returns<BankAccount>(),
    summary: "One of the member's payout accounts",
  }),
  defaultInfo: endpoint({
    path: '/api/memberbankaccount/defaultinfo',
    access: 'member',
    response: returns<BankAccount | null>(),
    summary: "The member's default payout account (null when there is none)",
  }),
  add: endpoint({
    path: '/api/memberbankaccount/add',
    access: 'member',
    params: bankAccountSaveParams,
    response: returns<number>(),
    write: true,
    summary: 'Add a payout account (the first becomes the default); answers its id',
  }),
  edit: endpoint({
    path: '/api/memberbankaccount/edit',
    access: 'member',
    params: bankAccountSaveParams,
    response: returns<number>(),
    write: true,
    summary: "Change one of the member's payout accounts",
  }),
  setDefault: endpoint({
    path: '/api/memberbankaccount/setdefault',
    access: 'member',
    params: withdrawIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Make a payout account the default one',
  }),
  delete: endpoint({
    path: '/api/memberbankaccount/delete',
    access: 'member',
    params: withdrawIdParams,
    response: returns<number>(),
    write: true,
    summary: "Delete one of the member's payout accounts",
  }),
};

/** Operator: withdrawal review and payout (header `x-admin-key`). */
export const memberWithdrawAdminApi = {
  lists: endpoint({
    path: '/admin/api/memberwithdraw/lists',
    access: 'operator',
    params: adminWithdrawListParams,
    response: returns<Paged<AdminWithdrawRow>>(),
    summary: 'A page of member withdrawals, newest first',
  }),
  agree: endpoint({
    path: '/admin/api/memberwithdraw/agree',
    access: 'operator',
    params: withdrawIdParams,
    response: returns<AdminWithdrawRow>(),
    write: true,
    summary: 'Approve a withdrawal under review (it waits for the transfer)',
  }),
  refuse: endpoint({
    path: '/admin/api/memberwithdraw/refuse',
    access: 'operator',
    params: adminWithdrawRefuseParams,
    response: returns<AdminWithdrawRow>(),
    write: true,
    summary: 'Refuse a withdrawal under review, with a reason; the money goes back to the withdrawable balance',
  }),
  transfer: endpoint({
    path: '/admin/api/memberwithdraw/transfer',
    access: 'operator',
    params: adminWithdrawTransferParams,
    response: returns<AdminWithdrawRow>(),
    write: true,
    summary: 'Mark an approved withdrawal as transferred, with the payment certificate and a remark',
  }),
  setConfig: endpoint({
    path: '/admin/api/memberwithdraw/setconfig',
    access: 'operator',
    params: adminWithdrawConfigParams,
    response: returns<WithdrawConfigRow>(),
    write: true,
    summary: 'Change the withdrawal settings',
  }),
};
