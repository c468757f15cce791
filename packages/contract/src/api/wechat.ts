import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, idParam, optional, strParam } from '../core/fields';
import { textInput, type SmsCodeResult } from './member';

/** OAuth scopes of the WeChat official-account login: silent (openid only) or with the profile. */
export const WECHAT_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;
export type WeChatScope = (typeof WECHAT_SCOPES)[number];

/**
 * `/wechat/api/wechat/authcode`: `redirect_url` is where WeChat sends the shopper back (with `code` and
 * `state`); it must be an http(s) URL on this server's host (or an allowed host). Answer: `data` is the URL to open.
 */
export const wechatAuthCodeParams = z.object({
  redirect_url: strParam(1, 1000),
  scopes: optional(z.enum(WECHAT_SCOPES)),
});
export type WeChatAuthCodeParams = z.infer<typeof wechatAuthCodeParams>;

/** `/wechat/api/wechat/authcodetoopenid`: the `code` from the redirect (single use); `state` optional, checked when sent. */
export const wechatCodeToOpenidParams = z.object({
  code: strParam(1, 200),
  state: optional(strParam(1, 64)),
});
export type WeChatCodeToOpenidParams = z.infer<typeof wechatCodeToOpenidParams>;

export interface WeChatUserInfo {
  nickName: string;
  avatarUrl: string;
}

export interface WeChatOpenidResult {
  openid: string;
  /** '' when the official account is not bound to an open platform. */
  unionid: string;
  /** Only for `snsapi_userinfo`; null for the silent `snsapi_base` scope. */
  userinfo: WeChatUserInfo | null;
}

/** WeChat identity fields the login calls carry (the openid must come from a recent `authcodetoopenid`). */
const wechatIdentity = {
  wx_openid: strParam(1, 100),
  wx_unionid: optional(strParam(1, 100)),
};

/** Profile fields from the WeChat user info; both spellings are accepted. */
const wechatProfile = {
  nickName: optional(strParam(1, 200)),
  nickname: optional(strParam(1, 200)),
  avatarUrl: optional(strParam(1, 1000)),
  headimg: optional(strParam(1, 1000)),
  source_member: optional(idParam()),
};

/**
 * `/api/login/auth`: signs in the member bound to the WeChat identity; unknown → auto-registers when the
 * register config has third_party=1 and bind_mobile=0, else MEMBER_NOT_EXIST (-10016: bind a phone).
 */
export const authLoginParams = z.object({ ...wechatIdentity, ...wechatProfile });
export type AuthLoginParams = z.infer<typeof authLoginParams>;

/** `/api/login/authonlylogin`: sign-in only, never registers (-10016 when unknown). */
export const authOnlyLoginParams = z.object({ ...wechatIdentity });
export type AuthOnlyLoginParams = z.infer<typeof authOnlyLoginParams>;

export interface AuthLoginResult {
  token: string;
  /** 1 when this call created the member (show the new-member reward popup). */
  is_register: 0 | 1;
}

/** `/api/tripartite/mobileCode`: SMS code (keyword MEMBER_BIND) to bind a phone to the WeChat identity → `{key}`. */
export const tripartiteMobileCodeParams = z.object({
  mobile: textInput(32),
  captcha_id: optional(strParam(1, 64)),
  captcha_code: textInput(16),
});
export type TripartiteMobileCodeParams = z.infer<typeof tripartiteMobileCodeParams>;

/**
 * `/api/tripartite/mobile`: the phone-bind form. A member with that mobile gets the WeChat identity attached
 * and is signed in (is_register 0); otherwise a member is registered with the mobile and the identity (is_register 1).
 * Messages in spec §5 order: 请输入手机号, 请输入正确的手机号, 请输入验证码 (captcha on), 请输入动态码.
 */
export const tripartiteMobileParams = z.object({
  mobile: textInput(32),
  key: textInput(64),
  code: textInput(16),
  captcha_id: optional(strParam(1, 64)),
  captcha_code: textInput(16),
  wx_openid: textInput(100),
  wx_unionid: optional(strParam(1, 100)),
  ...wechatProfile,
});
export type TripartiteMobileParams = z.infer<typeof tripartiteMobileParams>;

/**
 * Operator: `/admin/api/wechat/config` (header `x-admin-key` = ADMIN_API_KEY). Without fields it only reads.
 * `appid`/`appsecret` are stored in the WECHAT_CONFIG setting (environment variables win over them);
 * `third_party`/`bind_mobile` are the WeChat switches of REGISTER_CONFIG.
 */
export const wechatAdminConfigParams = z.object({
  appid: optional(strParam(1, 64)),
  appsecret: optional(strParam(1, 128)),
  redirect_hosts: optional(strParam(1, 1000)),
  third_party: optional(flagParam()),
  bind_mobile: optional(flagParam()),
});
export type WeChatAdminConfigParams = z.infer<typeof wechatAdminConfigParams>;

export interface WeChatAdminConfig {
  appid: string;
  /** True when a secret is set (never answered). */
  appsecret_set: boolean;
  oauth_base: string;
  api_base: string;
  redirect_hosts: string[];
  /** Which values come from the environment (they win over the setting). */
  from_env: string[];
  third_party: 0 | 1;
  bind_mobile: 0 | 1;
}

/** WeChat official-account login: OAuth URL, code exchange, sign-in by WeChat identity, phone binding, operator settings. */
export const wechatApi = {
  authCode: endpoint({
    path: '/wechat/api/wechat/authcode',
    access: 'visitor',
    params: wechatAuthCodeParams,
    response: returns<string>(),
    summary: 'The WeChat OAuth URL to open (WeChat sends the shopper back to redirect_url with a code)',
  }),
  authCodeToOpenid: endpoint({
    path: '/wechat/api/wechat/authcodetoopenid',
    access: 'visitor',
    params: wechatCodeToOpenidParams,
    response: returns<WeChatOpenidResult>(),
    write: true,
    summary: "Exchange the OAuth code for the shopper's WeChat identity",
  }),
  authLogin: endpoint({
    path: '/api/login/auth',
    access: 'visitor',
    params: authLoginParams,
    response: returns<AuthLoginResult>(),
    write: true,
    summary: 'Sign in by WeChat identity (registers an unknown one when the settings allow)',
  }),
  authOnlyLogin: endpoint({
    path: '/api/login/authonlylogin',
    access: 'visitor',
    params: authOnlyLoginParams,
    response: returns<AuthLoginResult>(),
    write: true,
    summary: 'Sign in by WeChat identity, never registering',
  }),
  tripartiteMobileCode: endpoint({
    path: '/api/tripartite/mobileCode',
    access: 'visitor',
    params: tripartiteMobileCodeParams,
    response: returns<SmsCodeResult>(),
    write: true,
    summary: 'Send a code to the mobile to bind to a WeChat identity',
  }),
  tripartiteMobile: endpoint({
    path: '/api/tripartite/mobile',
    access: 'visitor',
    params: tripartiteMobileParams,
    response: returns<AuthLoginResult>(),
    write: true,
    summary: 'Bind a mobile to a WeChat identity, signing in or registering',
  }),
  adminConfig: endpoint({
    path: '/admin/api/wechat/config',
    access: 'operator',
    params: wechatAdminConfigParams,
    response: returns<WeChatAdminConfig>(),
    write: true,
    summary: 'Read or change the WeChat login settings (the secret is never answered)',
  }),
};
