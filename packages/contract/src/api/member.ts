import { z } from 'zod';
import { idParam, optional, strParam } from '../core/fields';

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
  /** 1 normal, 0 locked. */
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
