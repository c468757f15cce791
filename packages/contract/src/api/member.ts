import { z } from 'zod';
import { idParam, intParam, optional, strParam } from '../core/fields';

/** `/api/captcha/captcha`: optional id of the previous captcha to discard. */
export const captchaParams = z.object({
  captcha_id: optional(strParam(1, 64)),
});
export type CaptchaParams = z.infer<typeof captchaParams>;

/** `{id, img}`: `img` is a `data:image/svg+xml;base64,…` URL; send `id` back as `captcha_id`. */
export interface CaptchaResult {
  id: string;
  img: string;
}

/** Sent with login/register when the captcha switch (`shop_reception_login`) is on. */
const captchaFields = {
  captcha_id: optional(strParam(1, 64)),
  captcha_code: optional(strParam(1, 16)),
};

/** `/api/login/login`: `username` may be the account name or the mobile number. */
export const loginParams = z.object({
  username: strParam(1, 100),
  password: strParam(1, 64),
  ...captchaFields,
});
export type LoginParams = z.infer<typeof loginParams>;

export interface LoginResult {
  token: string;
}

/** `/api/register/username`. Username: 3–30 letters, digits or `_`, not only digits; password ≥ `pwd_len`. */
export const registerUsernameParams = z.object({
  username: strParam(1, 100),
  password: strParam(1, 64),
  ...captchaFields,
  /** Referrer from a share link; ignored when unknown. */
  source_member: optional(idParam()),
  nickname: optional(strParam(1, 50)),
  headimg: optional(strParam(1, 255)),
});
export type RegisterUsernameParams = z.infer<typeof registerUsernameParams>;

export interface RegisterResult {
  token: string;
  /** Always 1: the client shows the new-member reward popup. */
  is_register: 1;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

export interface MemberLevelInfo {
  level_id: number;
  level_name: string;
  /** Growth needed for the level. */
  growth: number;
  /** Goods discount of the level, percent (100 = none). */
  consume_discount: number;
  remark: string;
  is_default: 0 | 1;
}

/** A member's `status`: locked (no sign-in, tokens refused; also a closed account), normal. */
export const MEMBER_STATUS = { locked: 0, normal: 1 } as const;

/** `/api/member/info` (reference §4.3). Money fields are "0.00" strings; times unix seconds. */
export interface MemberInfo {
  member_id: number;
  source_member: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  /** 1 when the member has a password (the hash never leaves the server). */
  password: 0 | 1;
  /** 1 when a payment password is set. */
  pay_password: 0 | 1;
  /** 1 normal, 0 locked (`MEMBER_STATUS`). */
  status: number;
  headimg: string;
  member_level: number;
  member_level_name: string;
  member_label: number;
  member_label_name: string;
  qq: string;
  qq_openid: string;
  wx_openid: string;
  wx_unionid: string;
  ali_openid: string;
  baidu_openid: string;
  toutiao_openid: string;
  douyin_openid: string;
  realname: string;
  /** 0 secret, 1 male, 2 female. */
  sex: number;
  location: string;
  birthday: number;
  point: number;
  /** Non-withdrawable balance. */
  balance: string;
  /** Withdrawable balance. */
  balance_money: string;
  growth: number;
  sign_days_series: number;
  reg_time: number;
  login_time: number;
  member_level_info: MemberLevelInfo | null;
}

// ================================================================ SMS codes, mobile login/register, recovery

/**
 * Text the server checks itself so it can answer the spec's exact messages (请输入手机号, 昵称不能为空, …):
 * trimmed; missing or blank becomes "". Only the type and a hard length cap are checked here.
 */
export const textInput = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().max(max),
  );

/** Mainland mobile number: 11 digits starting with 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS codes: 4 digits, valid 600 s, single use, burnt after this many wrong tries. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Sends per mobile in 24 h and per IP in one hour (plus one per mobile per SMS_RESEND_SECONDS). */
export const SMS_DAILY_LIMIT_PER_MOBILE = 10;
export const SMS_HOURLY_LIMIT_PER_IP = 30;
/** Payment password: exactly six digits. */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** Nickname limit (characters, an emoji counts as one). */
export const NICKNAME_MAX_LENGTH = 20;
export const REALNAME_MAX_LENGTH = 30;

/**
 * SMS template keywords (the code's purpose). A code is only accepted by the endpoint of its purpose
 * and for the mobile it was sent to.
 */
export const SMS_KEYWORDS = ['LOGIN_CODE', 'REGISTER_CODE', 'FIND_PASSWORD', 'MEMBER_BIND', 'SET_PASSWORD', 'MEMBER_PAY_PASSWORD'] as const;
export type SmsKeyword = (typeof SMS_KEYWORDS)[number];

/**
 * Code requests: `/api/login/mobileCode` (LOGIN_CODE), `/api/register/mobileCode` (REGISTER_CODE, mobile must be
 * free: -10019), `/api/findpassword/mobileCode` (FIND_PASSWORD, mobile must be registered: -10016) and, with a
 * token, `/api/member/bindmobliecode` (MEMBER_BIND, a new unused mobile). Captcha fields when the switch is on.
 * Limits: one send per mobile per 120 s, 10 per mobile a day, 30 per IP an hour (code -1 with the wait).
 */
export const mobileCodeParams = z.object({
  mobile: textInput(32),
  ...captchaFields,
});
export type MobileCodeParams = z.infer<typeof mobileCodeParams>;

/** Every `*Code` endpoint: send `key` back with the 4-digit code. */
export interface SmsCodeResult {
  key: string;
}

/** `/api/login/mobile`: logs in, or registers an unknown mobile (with the new-member gift). */
export const mobileLoginParams = z.object({
  mobile: textInput(32),
  key: textInput(64),
  code: textInput(16),
  source_member: optional(idParam()),
});
export type MobileLoginParams = z.infer<typeof mobileLoginParams>;

export interface MobileLoginResult {
  token: string;
  /** 1 when this login created the account (show the new-member gift popup). */
  is_register: 0 | 1;
}

/** `/api/register/mobile`: password optional (without one the member signs in by code until they set one). */
export const registerMobileParams = z.object({
  mobile: textInput(32),
  key: textInput(64),
  code: textInput(16),
  password: optional(strParam(1, 64)),
  source_member: optional(idParam()),
  nickname: optional(strParam(1, 50)),
});
export type RegisterMobileParams = z.infer<typeof registerMobileParams>;

/** `/api/findpassword/mobile`: sets a new password; every signed-in device is logged out. */
export const findPasswordParams = z.object({
  mobile: textInput(32),
  key: textInput(64),
  code: textInput(16),
  password: textInput(64),
});
export type FindPasswordParams = z.infer<typeof findPasswordParams>;

/** `/api/register/aggrement` (sic) and `/membercancel/api/membercancel/agreement`: `content` is sanitised HTML. */
export interface AgreementResult {
  title: string;
  content: string;
}

/** `/api/dev/smsoutbox?mobile=` (development only): latest messages the outbox sender wrote, newest first. */
export const smsOutboxParams = z.object({ mobile: textInput(32) });
export type SmsOutboxParams = z.infer<typeof smsOutboxParams>;

export interface SmsOutboxRow {
  id: number;
  mobile: string;
  keyword: string;
  content: string;
  code: string;
  create_time: number;
}

// ================================================================ profile and security (token required)

export const modifyNicknameParams = z.object({ nickname: textInput(200) });
export type ModifyNicknameParams = z.infer<typeof modifyNicknameParams>;

/** `headimg`: the `pic_path` an upload answered (`upload/headimg/…`). */
export const modifyHeadimgParams = z.object({ headimg: textInput(255) });
export type ModifyHeadimgParams = z.infer<typeof modifyHeadimgParams>;

export const modifyRealnameParams = z.object({ realname: textInput(200) });
export type ModifyRealnameParams = z.infer<typeof modifyRealnameParams>;

/** 0 secret, 1 male, 2 female. */
export const modifySexParams = z.object({ sex: intParam(0, 2) });
export type ModifySexParams = z.infer<typeof modifySexParams>;

/** Unix seconds (midnight of the day); not in the future, not before 1900. */
export const modifyBirthdayParams = z.object({ birthday: intParam(-2_208_988_800) });
export type ModifyBirthdayParams = z.infer<typeof modifyBirthdayParams>;

/**
 * `/api/member/modifypassword`. With a password: `old_password` + `new_password`. A member without one
 * (registered by mobile code): `new_password` + `key` + `code` from `/api/member/pwdmobliecode`.
 */
export const modifyPasswordParams = z.object({
  old_password: textInput(64),
  new_password: textInput(64),
  key: textInput(64),
  code: textInput(16),
});
export type ModifyPasswordParams = z.infer<typeof modifyPasswordParams>;

/** The password change logs every other device out; this fresh token keeps the current one signed in. */
export interface ModifyPasswordResult {
  token: string;
}

/** `/api/member/pwdmobliecode`: code to the bound mobile (captcha when the switch is on). */
export const pwdMobileCodeParams = z.object({ ...captchaFields });
export type PwdMobileCodeParams = z.infer<typeof pwdMobileCodeParams>;

/** `/api/member/modifymobile`: the code from `/api/member/bindmobliecode` for the new mobile. */
export const modifyMobileParams = z.object({
  mobile: textInput(32),
  key: textInput(64),
  code: textInput(16),
});
export type ModifyMobileParams = z.infer<typeof modifyMobileParams>;

/** `/api/member/verifypaypwdcode`: checks the code without using it up (wrong tries still count). */
export const verifyPayPwdCodeParams = z.object({
  key: textInput(64),
  code: textInput(16),
});
export type VerifyPayPwdCodeParams = z.infer<typeof verifyPayPwdCodeParams>;

/** `/api/member/modifypaypassword`: the same key + code (used up here) and six digits. */
export const modifyPayPasswordParams = z.object({
  key: textInput(64),
  code: textInput(16),
  password: textInput(64),
});
export type ModifyPayPasswordParams = z.infer<typeof modifyPayPasswordParams>;

export const checkPayPasswordParams = z.object({ pay_password: textInput(64) });
export type CheckPayPasswordParams = z.infer<typeof checkPayPasswordParams>;

/** `/api/member/checkmobile`: success when the mobile is free, MOBILE_EXISTED otherwise. */
export const checkMobileParams = z.object({ mobile: textInput(32) });
export type CheckMobileParams = z.infer<typeof checkMobileParams>;

/**
 * Operator: `/admin/api/sms/unlock` (header `x-admin-key`) forgets the code sends counted for a mobile
 * and/or an IP, so a shopper locked out by the send limits can ask again at once. Answers the rows removed.
 */
export const smsUnlockParams = z.object({
  mobile: optional(strParam(1, 32)),
  ip: optional(strParam(1, 64)),
});
export type SmsUnlockParams = z.infer<typeof smsUnlockParams>;

/**
 * Operator: `/admin/api/member/adjustaccount` (header `x-admin-key`) adds to or takes from a member's
 * balance, withdrawable balance (`balance_money`) (signed yuan, "50" or "-12.50") or points (signed integer), with a ledger row; a change that
 * would leave the account below zero is refused. Answers the accounts after the change.
 */
export const memberAdjustAccountParams = z.object({
  member_id: idParam(),
  account_type: z.enum(['balance', 'balance_money', 'point']),
  adjust_num: strParam(1, 16),
  remark: optional(strParam(1, 200)),
});
export type MemberAdjustAccountParams = z.infer<typeof memberAdjustAccountParams>;

export interface MemberAdjustAccountResult {
  member_id: number;
  balance: string;
  balance_money: string;
  point: number;
}
