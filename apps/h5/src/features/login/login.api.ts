import { queryOptions } from '@tanstack/react-query';
import {
  configApi,
  memberApi,
  wechatApi,
  type CaptchaResult,
  type LoginResult,
  type MobileLoginResult,
  type RegisterConfig,
  type RegisterResult,
  type RegisterRewardConfig,
  type SmsCodeResult,
  type WeChatOpenidResult,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import type { RequestOpts } from '../../shared/lib/request';
import { sourceMemberField } from '../../shared/state/referrer';

/* Login/register/recovery/WeChat endpoints (reference §4.1, §4.2); answer types from @mall/contract. */
export type Captcha = CaptchaResult;

export interface LoginParams {
  username: string;
  password: string;
  captcha_id?: string;
  captcha_code?: string;
}

/** Captcha fields sent with a code request when the captcha switch is on. */
export interface CaptchaFields {
  captcha_id?: string;
  captcha_code?: string;
}

/** Login/registration answers: `is_register` 1 when this call created the member (reward popup). */
export interface AuthAnswer {
  token: string;
  is_register?: number;
}

/** The four purposes of a mobile code request on these pages. */
export type CodePurpose = 'login' | 'register' | 'findpassword' | 'tripartite';

const CODE_ENDPOINTS = {
  login: memberApi.loginMobileCode,
  register: memberApi.registerMobileCode,
  findpassword: memberApi.findPasswordMobileCode,
  tripartite: wechatApi.tripartiteMobileCode,
} satisfies Record<CodePurpose, unknown>;

export const loginKeys = {
  captchaConfig: () => ['config', 'captcha'] as const,
  registerConfig: () => ['config', 'register'] as const,
  agreement: () => ['config', 'register', 'agreement'] as const,
};

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: loginKeys.captchaConfig(),
    queryFn: ({ signal }) => api.call(configApi.captchaConfig, {}, { signal }),
    select: (row) => Number(row?.value?.shop_reception_login) === 1,
    staleTime: 60_000,
  });

export const fetchRegisterConfig = (opts?: RequestOpts): Promise<RegisterConfig | null> => api.call(memberApi.registerConfig, {}, opts);

export const registerConfigQuery = () =>
  queryOptions({
    queryKey: loginKeys.registerConfig(),
    queryFn: ({ signal }) => fetchRegisterConfig({ signal }),
    staleTime: 60_000,
  });

/** `/api/register/aggrement` (sic): `{title, content}` with sanitised HTML content. */
export const agreementQuery = () =>
  queryOptions({
    queryKey: loginKeys.agreement(),
    queryFn: ({ signal }) => api.call(memberApi.registerAggrement, {}, { signal }),
    staleTime: 300_000,
  });

/** A new image captcha; the previous id (if any) is sent so the server can drop it. */
export const fetchCaptcha = (previousId?: string): Promise<Captcha> =>
  api.call(memberApi.captcha, previousId ? { captcha_id: previousId } : {});

/** Referrer kept from a share link (localStorage `source_member`), sent on every login and registration. */
export const sourceMember = (): { source_member?: number } => {
  const { source_member: id } = sourceMemberField();
  return id ? { source_member: Number(id) } : {};
};

export const login = (p: LoginParams): Promise<LoginResult> => api.call(memberApi.login, { ...p, ...sourceMember() });

export const registerByUsername = (p: LoginParams): Promise<RegisterResult> =>
  api.call(memberApi.registerUsername, { ...p, ...sourceMember() });

/** Sends a 4-digit code to `mobile` → `{key}` to send back with the code. */
export const requestMobileCode = (purpose: CodePurpose, mobile: string, captcha: CaptchaFields): Promise<SmsCodeResult> =>
  api.call(CODE_ENDPOINTS[purpose], { mobile, ...captcha });

export interface MobileCodeParams {
  mobile: string;
  key: string;
  code: string;
}

/** Logs in by code; an unknown mobile is registered (`is_register` 1). */
export const loginByMobile = (p: MobileCodeParams): Promise<MobileLoginResult> =>
  api.call(memberApi.loginMobile, { ...p, ...sourceMember() });

export const registerByMobile = (p: MobileCodeParams & { password: string }): Promise<RegisterResult> =>
  api.call(memberApi.registerMobile, { ...p, ...sourceMember() });

export const resetPasswordByMobile = (p: MobileCodeParams & { password: string }): Promise<null> =>
  api.call(memberApi.findPasswordMobile, { ...p });

// ---------------------------------------------------------------- new-member reward

/** A coupon of the new-member gift (spec §3). `type` 'discount' = percentage discount, else money off. */
export interface RewardCoupon {
  platformcoupon_name: string;
  at_least: string | number;
  type: string;
  discount: string | number;
  money: string | number;
}

/** `/memberregister/api/Config/Config` value, with the coupon list when the server resolves one. */
export type RewardConfigRow = RegisterRewardConfig & {
  value: RegisterRewardConfig['value'] & { coupon_list?: RewardCoupon[] };
};

export const fetchRewardConfig = (): Promise<RewardConfigRow | null> => api.call(memberApi.registerRewardConfig, {}, { silent: true });

// ---------------------------------------------------------------- WeChat social login

/** `/wechat/api/wechat/authcodetoopenid` answer. */
export type WeChatOpenId = WeChatOpenidResult;

/** The social identity kept in localStorage `authInfo` (spec §3). */
export interface AuthInfo {
  wx_openid: string;
  wx_unionid?: string;
  userinfo?: { nickName?: string; avatarUrl?: string } | null;
}

/** The OAuth URL to go to; `redirect_url` is where WeChat sends the shopper back with `code`. */
export const fetchWeChatAuthUrl = (redirectUrl: string): Promise<string> =>
  api.call(wechatApi.authCode, { redirect_url: redirectUrl, scopes: 'snsapi_userinfo' }, { silent: true });

/** Exchanges the OAuth `code` (with WeChat's `state` when present, for the server to check). */
export const exchangeWeChatCode = (code: string, state?: string | null): Promise<WeChatOpenId> =>
  api.call(wechatApi.authCodeToOpenid, state ? { code, state } : { code }, { silent: true });

/** The open-id fields (+ user info for the full login) sent to the social login and bind calls. */
export const authParams = (info: AuthInfo, withUserInfo: boolean): Record<string, string> => {
  const p: Record<string, string> = { wx_openid: info.wx_openid };
  if (info.wx_unionid) p.wx_unionid = info.wx_unionid;
  if (withUserInfo && info.userinfo) {
    if (info.userinfo.nickName) p.nickName = info.userinfo.nickName;
    if (info.userinfo.avatarUrl) p.avatarUrl = info.userinfo.avatarUrl;
  }
  return p;
};

/** `/api/login/auth` (with user info) or `/api/login/authonlylogin`; silent: -10016 is not an error to show. */
export const socialLogin = (info: AuthInfo, full: boolean): Promise<AuthAnswer> =>
  full
    ? api.call(wechatApi.authLogin, { ...authParams(info, true), ...sourceMember() }, { silent: true })
    : api.call(wechatApi.authOnlyLogin, authParams(info, false), { silent: true });

/** `/api/tripartite/mobile`: binds the mobile to the social identity (logging in or registering). */
export const bindMobile = (p: MobileCodeParams & CaptchaFields, info: AuthInfo | null): Promise<AuthAnswer> =>
  api.call(wechatApi.tripartiteMobile, { ...p, ...(info ? authParams(info, true) : {}), ...sourceMember() });
