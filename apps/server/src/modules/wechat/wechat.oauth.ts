import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { Code, nowSeconds, type WeChatOpenidResult, type WeChatScope } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { isConfigured, type WeChatSettings } from './wechat.config';
import { wechatMessages } from './wechat.messages';
import { wechatAuth, wechatOauthState } from './wechat.tables';

/** An authorisation URL's state is good for 10 minutes. */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** How long an exchanged WeChat identity may sign in or bind a phone (covers filling in the bind form). */
export const WECHAT_AUTH_TTL_SECONDS = 1800;
/** Calls to the WeChat API give up after this long. */
export const WECHAT_HTTP_TIMEOUT_MS = 8000;

const NICKNAME_MAX = 50;
const HEADIMG_MAX = 255;

const notConfigured = () => new AppError(wechatMessages.wechatNotConfigured, Code.ERROR, undefined, null, 'WECHAT_NOT_CONFIGURED');
const authFailed = () => new AppError(wechatMessages.wechatAuthFailed, Code.ERROR, undefined, null, 'WECHAT_AUTH_FAIL');

/** Where failures are reported (the request logger); never given the secret. */
export interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * True when `redirect` is an http(s) URL back to this server (`requestHost` = the request's Host) or to one
 * of the allowed hosts. An entry without a port allows every port of that host name.
 */
export const redirectAllowed = (redirect: string, requestHost: string, allowed: string[]): boolean => {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  if (requestHost && host === requestHost.toLowerCase()) return true;
  return allowed.some((entry) => entry === host || (!entry.includes(':') && entry === url.hostname.toLowerCase()));
};

/** `/wechat/api/wechat/authcode`: the authorisation page URL with a fresh state (kept 10 minutes). */
export const authorizeUrl = async (
  db: Db,
  s: WeChatSettings,
  input: { redirect_url: string; scopes?: WeChatScope },
  requestHost: string,
): Promise<string> => {
  if (!isConfigured(s)) throw notConfigured();
  if (!redirectAllowed(input.redirect_url, requestHost, s.redirectHosts)) {
    throw new AppError(wechatMessages.wechatRedirectInvalid, Code.ERROR, undefined, null, 'WECHAT_REDIRECT_INVALID');
  }
  const scope: WeChatScope = input.scopes ?? 'snsapi_base';
  const state = crypto.randomBytes(16).toString('hex');
  const t = nowSeconds();
  await db.delete(wechatOauthState).where(lt(wechatOauthState.expireTime, t));
  await db.insert(wechatOauthState).values({ state, scope, expireTime: t + OAUTH_STATE_TTL_SECONDS, createTime: t });
  const q = new URLSearchParams({ appid: s.appid, redirect_uri: input.redirect_url, response_type: 'code', scope, state });
  return `${s.oauthBase}/connect/oauth2/authorize?${q}#wechat_redirect`;
};

/** GET a WeChat API JSON answer; any transport problem, non-JSON body or `errcode` ≠ 0 → 微信授权失败. */
const wechatGet = async (url: string, log: Logger, what: string): Promise<Record<string, unknown>> => {
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(WECHAT_HTTP_TIMEOUT_MS), redirect: 'error' });
    // WeChat answers JSON with a text/plain content type at times.
    body = JSON.parse(await res.text());
  } catch (e) {
    log.warn({ what, err: (e as Error).message }, 'wechat api unreachable');
    throw authFailed();
  }
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (obj.errcode !== undefined && Number(obj.errcode) !== 0) {
    log.warn({ what, errcode: obj.errcode, errmsg: obj.errmsg }, 'wechat api refused');
    throw authFailed();
  }
  return obj;
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isControl = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return c < 0x20 || c === 0x7f;
};
/** Drops control characters and keeps whole code points, so an emoji is never cut in half. */
const clip = (s: string, max: number) => Array.from(s).filter((ch) => !isControl(ch)).slice(0, max).join('');
export const cleanNickname = (v: unknown): string => clip(str(v), NICKNAME_MAX);
/** Only absolute http(s) picture URLs (WeChat avatars) are kept. */
export const cleanHeadimg = (v: unknown): string => {
  const s = str(v);
  return s.length <= HEADIMG_MAX && /^https?:\/\/[^\s]+$/i.test(s) ? s : '';
};

/**
 * `/wechat/api/wechat/authcodetoopenid`: exchanges the code with WeChat, reads the profile when the grant had
 * the userinfo scope, and remembers the identity for WECHAT_AUTH_TTL_SECONDS so the login calls can trust it.
 */
export const exchangeCode = async (
  db: Db,
  s: WeChatSettings,
  input: { code: string; state?: string },
  log: Logger,
): Promise<WeChatOpenidResult> => {
  if (!isConfigured(s)) throw notConfigured();
  const t = nowSeconds();
  if (input.state) {
    const used = await db
      .delete(wechatOauthState)
      .where(and(eq(wechatOauthState.state, input.state), gt(wechatOauthState.expireTime, t)))
      .returning({ state: wechatOauthState.state });
    if (used.length !== 1) throw new AppError(wechatMessages.wechatStateInvalid, Code.ERROR, undefined, null, 'WECHAT_STATE_INVALID');
  }
  const tokenQuery = new URLSearchParams({ appid: s.appid, secret: s.secret, code: input.code, grant_type: 'authorization_code' });
  const token = await wechatGet(`${s.apiBase}/sns/oauth2/access_token?${tokenQuery}`, log, 'access_token');
  const openid = str(token.openid);
  const accessToken = str(token.access_token);
  if (!openid || openid.length > 100 || !accessToken) {
    log.warn({ what: 'access_token' }, 'wechat answer without openid');
    throw authFailed();
  }
  let unionid = str(token.unionid);
  const scope = str(token.scope);
  let userinfo: WeChatOpenidResult['userinfo'] = null;
  if (scope.split(',').includes('snsapi_userinfo')) {
    const infoQuery = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' });
    const info = await wechatGet(`${s.apiBase}/sns/userinfo?${infoQuery}`, log, 'userinfo');
    if (str(info.openid) && str(info.openid) !== openid) throw authFailed();
    unionid ||= str(info.unionid);
    userinfo = { nickName: cleanNickname(info.nickname), avatarUrl: cleanHeadimg(info.headimgurl) };
  }
  if (unionid.length > 100) unionid = '';
  const row = {
    unionid: unionid || null,
    nickname: userinfo?.nickName ?? '',
    headimg: userinfo?.avatarUrl ?? '',
    scope: scope.slice(0, 32),
    expireTime: t + WECHAT_AUTH_TTL_SECONDS,
    createTime: t,
  };
  await db.delete(wechatAuth).where(lt(wechatAuth.expireTime, t));
  await db.insert(wechatAuth).values({ openid, ...row }).onConflictDoUpdate({ target: wechatAuth.openid, set: row });
  return { openid, unionid, userinfo };
};
