import type { AppConfig } from '../../config';
import type { Db } from '../../infra/db/client';
import { getSetting } from '../settings';

export const DEFAULT_WECHAT_OAUTH_BASE = 'https://open.weixin.qq.com';
export const DEFAULT_WECHAT_API_BASE = 'https://api.weixin.qq.com';

/** The official account the login runs against, after env > WECHAT_CONFIG setting > defaults. */
export interface WeChatSettings {
  appid: string;
  secret: string;
  oauthBase: string;
  apiBase: string;
  /** Extra redirect hosts (lower case, `host` or `host:port`). */
  redirectHosts: string[];
  /** Names of the values taken from the environment. */
  fromEnv: string[];
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const hostList = (v: unknown): string[] | undefined => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : undefined;
  return list
    ?.filter((h): h is string => typeof h === 'string')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
};
const stripSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads the WECHAT_CONFIG setting (`{appid, appsecret, oauth_base?, api_base?, redirect_hosts?}`, used only
 * while is_use = 1) and lets each WECHAT_* environment variable win over it.
 */
export const wechatSettings = async (db: Db, config: AppConfig): Promise<WeChatSettings> => {
  const row = await getSetting(db, 'WECHAT_CONFIG');
  const v = row.is_use === 1 ? row.value : {};
  const env = config.wechat;
  const fromEnv = (
    Object.entries({
      appid: env.appid,
      secret: env.secret,
      oauth_base: env.oauthBase,
      api_base: env.apiBase,
      redirect_hosts: env.redirectHosts,
    }) as [string, unknown][]
  )
    .filter(([, value]) => value !== undefined)
    .map(([k]) => k);
  return {
    appid: env.appid ?? text(v.appid) ?? '',
    secret: env.secret ?? text(v.appsecret) ?? text(v.secret) ?? '',
    oauthBase: stripSlash(env.oauthBase ?? text(v.oauth_base) ?? DEFAULT_WECHAT_OAUTH_BASE),
    apiBase: stripSlash(env.apiBase ?? text(v.api_base) ?? DEFAULT_WECHAT_API_BASE),
    redirectHosts: env.redirectHosts ?? hostList(v.redirect_hosts) ?? [],
    fromEnv,
  };
};

export const isConfigured = (s: WeChatSettings): boolean => s.appid !== '' && s.secret !== '';
