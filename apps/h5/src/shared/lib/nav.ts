import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from './router';
import { BASENAME, isTabPath } from './paths';
import { parsePageParams } from './pageParams';
import { PAGES, pagePath, pageUrl, type PageName, type PageQuery } from '../pages';

export interface GoOptions {
  /** Replace the current history entry instead of pushing. */
  replace?: boolean;
}

/** A URL that is not a page name (names go through the typed overload, with their query). */
type NotPageName<U extends string> = U & (U extends PageName ? never : unknown);

export interface Go {
  /** Opens a page by name with its typed query, e.g. `go('orderDetail', { order_id: 5 })`. */
  go<N extends PageName>(name: N, query?: PageQuery<N>, opts?: GoOptions): void;
  /**
   * Opens a spec path such as `/pages/goods/detail/detail?sku_id=1`; http(s) links leave the app. For links
   * the app is given (DIY links, `back=` params); the app's own pages are opened by name.
   */
  go<U extends string>(url: NotPageName<U>, opts?: GoOptions): void;
  /** Replaces the current page with a page by name (no history entry), e.g. after a form is done. */
  replace<N extends PageName>(name: N, query?: PageQuery<N>): void;
  /** One step back; on a first page (no history inside the app) goes home (spec §2). */
  back(): void;
  /** Opens the login page; after logging in it returns to `backUrl` (default: the current page). */
  redirectToLogin(backUrl?: string): void;
}

/** Normalises `/h5/pages/...`, `pages/...` and `/pages/...` to a router path. */
export const toRouterPath = (url: string): string => {
  let u = url.trim();
  if (u === BASENAME || u.startsWith(`${BASENAME}/`) || u.startsWith(`${BASENAME}?`)) u = u.slice(BASENAME.length);
  if (!u.startsWith('/')) u = `/${u}`;
  return u;
};

/** True for a page name of the table (a URL always holds a `/`, a name never does). */
export const isPageName = (target: string): target is PageName => Object.hasOwn(PAGES, target);

/** True when the app has history entries before the current one (React Router keeps `idx` in history.state). */
export const hasAppHistory = (): boolean => {
  const state = (typeof window === 'undefined' ? null : window.history.state) as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
};

/** Login URL that returns to `back`. */
export const loginUrl = (back?: string): string => (back ? pageUrl('login', { back: toRouterPath(back) }) : pagePath('login'));

/**
 * Where the login page goes after success: the `back` query param when it is an in-app path,
 * else the member centre. Never an external URL.
 */
export const loginReturnUrl = (search: string | URLSearchParams): string => {
  const { back } = parsePageParams('login', search);
  if (back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith(pagePath('login'))) return back;
  return pagePath('member');
};

export const useGo = (): Go => {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;

  const open = useCallback(
    (url: string, opts: GoOptions = {}) => {
      if (/^https?:\/\//i.test(url)) {
        window.location.href = url;
        return;
      }
      const to = toRouterPath(url);
      // Switching between tab pages does not stack history (like a tab bar).
      const replace = opts.replace ?? (isTabPath(to) && isTabPath(location.pathname));
      void navigate(to, { replace });
    },
    [navigate, location.pathname],
  );

  const go = useCallback(
    (target: string, queryOrOpts?: unknown, named?: GoOptions) => {
      if (isPageName(target)) open(pageUrl(target, queryOrOpts as PageQuery<PageName> | undefined), named);
      else open(target, queryOrOpts as GoOptions | undefined);
    },
    [open],
  ) as Go['go'];

  const replace = useCallback(<N extends PageName>(name: N, query?: PageQuery<N>) => open(pageUrl(name, query), { replace: true }), [open]);

  const back = useCallback(() => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate(pagePath('home'), { replace: true });
  }, [navigate]);

  const redirectToLogin = useCallback(
    (backUrl?: string) => {
      void navigate(loginUrl(backUrl ?? current));
    },
    [navigate, current],
  );

  return useMemo(() => ({ go, replace, back, redirectToLogin }), [go, replace, back, redirectToLogin]);
};
