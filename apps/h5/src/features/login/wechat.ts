import type { RegisterConfig } from '@mall/contract';
import { queryClient } from '../../app/queryClient';
import { isWeChat } from '../../platform/wechat';
import {
  decideLoginCall,
  decideUnregistered,
  decideWeChatEntry,
  markRedirect,
  redirectedRecently,
  stripAuthParams,
  type UnregisteredAction,
} from '../../platform/wechatAuth';
import { toast } from '../../shared/lib/toast';
import { localStore, storage, StorageKey, type KeyValueStore } from '../../shared/lib/storage';
import { useAuth } from '../../shared/state/auth';
import {
  exchangeWeChatCode,
  fetchRegisterConfig,
  fetchWeChatAuthUrl,
  socialLogin,
  type AuthAnswer,
  type AuthInfo,
  type WeChatOpenId,
} from './login.api';
import { startSession } from './session';
import { useBindMobile, useLoginRequest } from './state/account';
import { afterAuthAnswer } from './state/reward-flow';

/** What the WeChat start-up flow ended with (for tests and logs). */
export type WeChatOutcome = 'none' | 'stay' | 'redirected' | 'exchange-failed' | 'logged-in' | 'login-failed' | UnregisteredAction;

/** Everything the flow touches, injectable for tests. */
export interface WeChatFlowDeps {
  inWeChat: () => boolean;
  hasToken: () => boolean;
  href: () => string;
  /** location.replace */
  redirect: (url: string) => void;
  /** history.replaceState keeping the router's state */
  replaceUrl: (url: string) => void;
  /** sessionStorage (redirect guard) */
  session: KeyValueStore;
  /** localStorage (`authInfo`) */
  local: KeyValueStore;
  now: () => number;
  authUrl: (redirectUrl: string) => Promise<string>;
  exchange: (code: string, state: string | null) => Promise<WeChatOpenId>;
  login: (info: AuthInfo, full: boolean) => Promise<AuthAnswer>;
  registerConfig: () => Promise<RegisterConfig | null>;
  /** Token stored, member info and cart count loaded. */
  startSession: (token: string) => Promise<void>;
  /** Reward popup for a new member. */
  onAnswer: (answer: AuthAnswer) => void;
  openBind: (forced: boolean, info: AuthInfo) => void;
  goLogin: () => void;
  /** A failure other than -10016 (the calls are silent). */
  showError: (message: string) => void;
}

/** One redirect per page load, whatever calls the flow. */
let redirectedThisLoad = false;

/** For tests: forget the page-load redirect flag. */
export const resetWeChatFlow = (): void => {
  redirectedThisLoad = false;
};

const sessionStore = (): KeyValueStore => {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    /* denied */
  }
  return localStore();
};

export const defaultWeChatDeps = (): WeChatFlowDeps => ({
  inWeChat: () => isWeChat(),
  hasToken: () => Boolean(useAuth.getState().token),
  href: () => window.location.href,
  redirect: (url) => window.location.replace(url),
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  session: sessionStore(),
  local: localStore(),
  now: () => Date.now(),
  authUrl: fetchWeChatAuthUrl,
  exchange: exchangeWeChatCode,
  login: socialLogin,
  registerConfig: () => fetchRegisterConfig({ silent: true }),
  startSession: (token) => startSession(token, queryClient),
  onAnswer: afterAuthAnswer,
  openBind: (forced, authInfo) => useBindMobile.getState().show({ forced, authInfo }),
  goLogin: () => useLoginRequest.getState().request(),
  showError: (message) => void toast(message),
});

const errorCode = (e: unknown): number | undefined => {
  const c = (e as { code?: unknown } | null)?.code;
  return typeof c === 'number' ? c : undefined;
};
const errorMessage = (e: unknown): string => {
  const m = (e as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : '';
};

/** -10016 MEMBER_NOT_EXIST: the social identity has no member yet. */
export const NOT_REGISTERED = -10016;

/**
 * The WeChat social login (spec §4), run at start-up for a visitor inside WeChat:
 * no `code` → ask the OAuth URL (redirect back to this page, scope snsapi_userinfo) and go there (once);
 * `code` → exchange it for the open id (+ user info), keep it as `authInfo`, log in (full with user info,
 * else login-only). Success → session started, `code`/`state` removed from the address bar. A failed
 * login-only attempt removes `authInfo`. -10016 → the register config decides: bind popup (forced when
 * third_party=1 & bind_mobile=1), or the login page when third_party=0.
 */
export const runWeChatLogin = async (deps: WeChatFlowDeps = defaultWeChatDeps()): Promise<WeChatOutcome> => {
  const entry = decideWeChatEntry({
    inWeChat: deps.inWeChat(),
    hasToken: deps.hasToken(),
    href: deps.href(),
    redirectedThisLoad,
    redirectedRecently: redirectedRecently(deps.session, deps.now()),
  });

  if (entry.action === 'none' || entry.action === 'stay') return entry.action;

  if (entry.action === 'redirect') {
    redirectedThisLoad = true;
    try {
      const url = await deps.authUrl(stripAuthParams(deps.href()));
      if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return 'stay';
      markRedirect(deps.session, deps.now());
      deps.redirect(url);
      return 'redirected';
    } catch {
      return 'stay';
    }
  }

  // back from OAuth with a code: one exchange; the code is single-use, so it leaves the address bar now
  let info: AuthInfo;
  try {
    const answer = await deps.exchange(entry.code, entry.state);
    if (!answer?.openid) throw new Error('no openid');
    info = { wx_openid: answer.openid, wx_unionid: answer.unionid || '', userinfo: answer.userinfo ?? null };
  } catch {
    deps.replaceUrl(stripAuthParams(deps.href()));
    return 'exchange-failed';
  }
  deps.replaceUrl(stripAuthParams(deps.href()));
  storage.setJSON(StorageKey.authInfo, info, deps.local);

  const full = decideLoginCall(info.userinfo) === 'auth';
  try {
    const answer = await deps.login(info, full);
    if (!answer?.token) throw new Error('no token');
    await deps.startSession(answer.token);
    deps.onAnswer(answer);
    return 'logged-in';
  } catch (e) {
    if (!full) storage.remove(StorageKey.authInfo, deps.local);
    const code = errorCode(e);
    if (code !== NOT_REGISTERED) {
      const message = errorMessage(e);
      if (code !== undefined && message) deps.showError(message);
      return 'login-failed';
    }
  }

  const cfg: RegisterConfig | null = await deps.registerConfig().catch(() => null);
  const action = decideUnregistered(cfg?.value);
  if (action === 'login-page') deps.goLogin();
  else deps.openBind(action === 'bind-forced', info);
  return action;
};
