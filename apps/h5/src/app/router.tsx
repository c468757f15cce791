import { createBrowserRouter, Navigate, type AppRouter, type RouteObject } from '../shared/lib/router';
import { BASENAME } from '../shared/lib/paths';
import { keepSourceMember } from '../shared/state/referrer';
import { AppLayout } from './AppLayout';
import { PageFrame } from './PageFrame';
import { canonicalPath, otherSpelling, routes, type RouteDef } from './routes';
import { pagePath } from '../shared/pages';

/** What an unknown path shows: a "page not found" view with a way home (never a silent redirect). */
const notFoundRoute: RouteDef = {
  path: '*',
  load: () => import('./NotFoundPage'),
  titleKey: 'titles.notFound',
};

/**
 * Route objects for the router: `/` → home, every table entry in a PageFrame under both its spellings,
 * unknown paths → the "page not found" view.
 */
export const buildRouteObjects = (defs: RouteDef[] = routes): RouteObject[] => [
  {
    element: <AppLayout defs={defs} />,
    children: [
      { index: true, element: <Navigate to={pagePath('home')} replace /> },
      ...defs.flatMap((def) => {
        const element = <PageFrame key={def.path} def={def} />;
        const alias = otherSpelling(def.path);
        return alias
          ? [
              { path: def.path, element },
              { path: alias, element },
            ]
          : [{ path: def.path, element }];
      }),
      { path: '*', element: <PageFrame key={notFoundRoute.path} def={notFoundRoute} /> },
    ],
  },
];

/**
 * The mall's entry address (`/h5/`) is the home page, and a page opened by its other spelling gets the
 * table's: the URL is rewritten before the router starts, so the first render draws the page directly
 * (the index route's redirect would commit an empty frame first and then render the whole home page again
 * synchronously from an effect, a long task right after start-up), and everything comparing paths (tab bar,
 * login return) sees one spelling.
 */
const openCanonicalUrl = () => {
  const { pathname, search, hash } = window.location;
  const rest = pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : '';
  const target = pathname.replace(/\/+$/, '') === BASENAME ? pagePath('home') : canonicalPath(rest);
  if (!target || target === rest) return;
  // With the first entry's state, so the history does not write it again (each write is a same-document navigation).
  window.history.replaceState(window.history.state ?? { idx: 0, key: 'home' }, '', `${BASENAME}${target}${search}${hash}`);
};

/** In-app navigations (links, DIY link settings, redirects) to the other spelling land on the table's. */
export const canonicalNavigation = (router: AppRouter): AppRouter => {
  const navigate = router.navigate.bind(router);
  router.navigate = (to, opts) => navigate(typeof to === 'string' ? canonicalPath(to) : to, opts);
  return router;
};

export const createAppRouter = () => {
  openCanonicalUrl();
  const router = canonicalNavigation(createBrowserRouter(buildRouteObjects(), { basename: BASENAME }));
  // A share link's referrer on any address opened in the app (the one arrived at is read by boot).
  router.subscribe(() => keepSourceMember(router.state.location.search));
  return router;
};
