import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createBrowserHistory, createMemoryHistory, type AppHistory, type AppLocation, type HistoryAction } from './history';

/**
 * The app's router. Every spec route is a fixed path (parameters travel in the query string), so a route
 * matches by its whole path (case-insensitive, trailing slash ignored); an optional layout route without a
 * path wraps the others through <Outlet/>, `index` matches `/` and `*` anything. The API follows the names
 * the pages already use (useLocation, useNavigate, useSearchParams, Link, Navigate, Outlet) in a few
 * kilobytes instead of a general-purpose router.
 */

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface AppRouter {
  readonly state: { location: AppLocation; historyAction: HistoryAction };
  navigate(to: string | number, opts?: NavigateOptions): Promise<void>;
  subscribe(fn: () => void): () => void;
  /** The elements to render for a location, outermost first (layouts, then the page). */
  match(pathname: string): ReactNode[];
  readonly history: AppHistory;
}

const normalise = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** Flattens the route tree into chains of elements: [layout…, page]. */
const chains = (routes: RouteObject[], parents: ReactNode[] = []): { route: RouteObject; chain: ReactNode[] }[] =>
  routes.flatMap((r) => {
    if (r.children?.length) return chains(r.children, [...parents, r.element]);
    return [{ route: r, chain: [...parents, r.element] }];
  });

const createRouter = (routes: RouteObject[], history: AppHistory): AppRouter => {
  const flat = chains(routes);
  const exact = new Map<string, ReactNode[]>();
  let index: ReactNode[] | undefined;
  let splat: ReactNode[] | undefined;
  for (const { route, chain } of flat) {
    if (route.index) index ??= chain;
    else if (route.path === '*') splat ??= chain;
    else if (route.path !== undefined) {
      const key = normalise(route.path.startsWith('/') ? route.path : `/${route.path}`);
      if (!exact.has(key)) exact.set(key, chain);
    }
  }
  let state = { location: history.location, historyAction: history.action };
  const subscribers = new Set<() => void>();
  history.listen(() => {
    state = { location: history.location, historyAction: history.action };
    for (const fn of subscribers) fn();
  });
  return {
    get state() {
      return state;
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') history.go(to);
      else if (opts.replace) history.replace(to);
      else history.push(to);
      return Promise.resolve();
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    match(pathname) {
      const p = normalise(pathname);
      return exact.get(p) ?? (p === '/' ? index : undefined) ?? splat ?? [];
    },
    history,
  };
};

export const createBrowserRouter = (routes: RouteObject[], opts: { basename?: string } = {}): AppRouter =>
  createRouter(routes, createBrowserHistory(opts.basename ?? ''));

export const createMemoryRouter = (routes: RouteObject[], opts: { initialEntries?: string[] } = {}): AppRouter =>
  createRouter(routes, createMemoryHistory(opts.initialEntries));

const RouterContext = createContext<{ router: AppRouter; location: AppLocation } | null>(null);
const OutletContext = createContext<ReactNode>(null);

const useRouterContext = () => {
  const ctx = useContext(RouterContext);
  if (!ctx) throw new Error('Router hooks need a <RouterProvider>');
  return ctx;
};

/** Renders the matched chain for the current location and re-renders on every navigation. */
export function RouterProvider({ router }: { router: AppRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const chain = router.match(state.location.pathname);
  // Innermost first: each layout gets the element below it as its outlet.
  let content: ReactNode = null;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    content = <OutletContext.Provider value={content}>{chain[i]}</OutletContext.Provider>;
  }
  const value = useMemo(() => ({ router, location: state.location }), [router, state.location]);
  return <RouterContext.Provider value={value}>{content}</RouterContext.Provider>;
}

/** Where a layout route renders the matched page. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export const useLocation = (): AppLocation => useRouterContext().location;

/** `navigate('/path?x=1')`, `navigate(to, {replace: true})`, `navigate(-1)`. Stable across renders. */
export const useNavigate = (): ((to: string | number, opts?: NavigateOptions) => Promise<void>) => {
  const { router } = useRouterContext();
  return useCallback((to: string | number, opts?: NavigateOptions) => router.navigate(to, opts), [router]);
};

type SearchInit = URLSearchParams | Record<string, string> | string | [string, string][];

/** The query string as URLSearchParams, and a setter that navigates to the same path with new ones. */
export const useSearchParams = (): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => void,
] => {
  const { router, location } = useRouterContext();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => {
      const current = router.state.location;
      const init = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const qs = new URLSearchParams(init).toString();
      void router.navigate(`${current.pathname}${qs ? `?${qs}` : ''}`, opts);
    },
    [router],
  );
  return [params, set];
};

/** Navigates once, after mounting (redirects). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { router } = useRouterContext();
  useEffect(() => {
    void router.navigate(to, { replace });
  }, [router, to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An in-app link: a real href (open in new tab works), client-side navigation on a plain click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { router } = useRouterContext();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    void router.navigate(to, { replace });
  };
  return <a {...rest} target={target} href={router.history.href(to)} onClick={handle} />;
}

/**
 * Scroll positions per history entry: back/forward returns to where the shopper was, a new page starts at
 * the top. Positions are taken while the old page is still on screen.
 */
export function ScrollRestoration() {
  const { router, location } = useRouterContext();
  const positions = useRef(new Map<string, number>());
  useEffect(
    () =>
      router.history.listen(
        () => undefined,
        (from) => positions.current.set(from.key, window.scrollY),
      ),
    [router],
  );
  useLayoutEffect(() => {
    const y = router.state.historyAction === 'POP' ? (positions.current.get(location.key) ?? 0) : 0;
    window.scrollTo(0, y);
  }, [router, location.key]);
  return null;
}
