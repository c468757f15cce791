import type { KeyValueStore } from '../shared/lib/storage';

/**
 * The pure decisions of the WeChat social-login flow (spec §4 "Social login", "Code -10016"). The flow itself,
 * which calls the API, lives in features/login/wechat.ts and is started by app/startup.ts in the WeChat
 * browser (./wechat.ts detects it).
 */
/** The OAuth return parameters WeChat appends to the redirect URL. */
export const AUTH_RETURN_PARAMS = ['code', 'state'] as const;

/** `code` of the OAuth return in `href`, or null. */
export const authCodeFromUrl = (href: string): string | null => {
  try {
    const code = new URL(href).searchParams.get('code');
    return code && code.trim() ? code.trim() : null;
  } catch {
    return null;
  }
};

/** `state` of the OAuth return in `href`, or null. */
export const authStateFromUrl = (href: string): string | null => {
  try {
    return new URL(href).searchParams.get('state') || null;
  } catch {
    return null;
  }
};

/** `href` without `code` and `state` (the URL to come back to, and the one left in the address bar). */
export const stripAuthParams = (href: string): string => {
  try {
    const url = new URL(href);
    for (const p of AUTH_RETURN_PARAMS) url.searchParams.delete(p);
    return url.toString();
  } catch {
    return href;
  }
};

/** How long after an OAuth redirect a return without `code` counts as "came back without authorising". */
export const REDIRECT_GUARD_MS = 60_000;
export const REDIRECT_MARK_KEY = 'wechatAuthRedirect';

export type WeChatEntry =
  /** Nothing to do: outside WeChat, or a token exists. */
  | { action: 'none' }
  /** Ask /wechat/api/wechat/authcode for the OAuth URL and go there. */
  | { action: 'redirect' }
  /** Back from OAuth: exchange the code for the open id. */
  | { action: 'exchange'; code: string; state: string | null }
  /** Loop guard: already redirected for this page load, or just came back without a code — stay a visitor. */
  | { action: 'stay' };

export interface WeChatEntryInput {
  inWeChat: boolean;
  hasToken: boolean;
  href: string;
  /** A redirect already happened during this page load. */
  redirectedThisLoad: boolean;
  /** An OAuth redirect left less than REDIRECT_GUARD_MS ago (sessionStorage mark). */
  redirectedRecently: boolean;
}

/** Start-up decision for a visitor inside WeChat (spec §4 step 4 + social login). */
export const decideWeChatEntry = (i: WeChatEntryInput): WeChatEntry => {
  if (!i.inWeChat || i.hasToken) return { action: 'none' };
  const code = authCodeFromUrl(i.href);
  if (code) return { action: 'exchange', code, state: authStateFromUrl(i.href) };
  if (i.redirectedThisLoad || i.redirectedRecently) return { action: 'stay' };
  return { action: 'redirect' };
};

/** Full login (`/api/login/auth`) when the exchange brought user info, otherwise login-only. */
export const decideLoginCall = (userinfo: { nickName?: string; avatarUrl?: string } | null | undefined): 'auth' | 'authonlylogin' =>
  userinfo && (userinfo.nickName || userinfo.avatarUrl) ? 'auth' : 'authonlylogin';

export type UnregisteredAction = 'bind-forced' | 'login-page' | 'bind';

/**
 * Code -10016 (not registered), by the register config: third_party=1 & bind_mobile=1 → the bind popup
 * with forced binding; third_party=0 → the login page; otherwise (or without a config) → the bind popup.
 */
export const decideUnregistered = (cfg: { third_party?: unknown; bind_mobile?: unknown } | null | undefined): UnregisteredAction => {
  const thirdParty = cfg ? Number(cfg.third_party) : NaN;
  const bindMobile = cfg ? Number(cfg.bind_mobile) : NaN;
  if (thirdParty === 1 && bindMobile === 1) return 'bind-forced';
  if (thirdParty === 0) return 'login-page';
  return 'bind';
};

/** Marks an OAuth redirect (sessionStorage), so a return without a code does not redirect again. */
export const markRedirect = (store: KeyValueStore, now: number): void => {
  try {
    store.setItem(REDIRECT_MARK_KEY, String(now));
  } catch {
    /* private mode */
  }
};

/** True when a redirect mark younger than REDIRECT_GUARD_MS exists; an old mark is removed. */
export const redirectedRecently = (store: KeyValueStore, now: number): boolean => {
  let raw: string | null;
  try {
    raw = store.getItem(REDIRECT_MARK_KEY);
    store.removeItem(REDIRECT_MARK_KEY);
  } catch {
    return false;
  }
  const at = Number(raw);
  return raw !== null && Number.isFinite(at) && now - at >= 0 && now - at < REDIRECT_GUARD_MS;
};
