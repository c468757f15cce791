import { createBrowserRouter, Navigate, type RouteObject } from '../shared/lib/router';
import { BASENAME, PATHS } from '../shared/lib/paths';
import { AppLayout } from './AppLayout';
import { PageFrame } from './PageFrame';
import { routes, type RouteDef } from './routes';

/** Route objects for the router: `/` → home, every table entry in a PageFrame, unknown paths → home. */
export const buildRouteObjects = (defs: RouteDef[] = routes): RouteObject[] => [
  {
    element: <AppLayout defs={defs} />,
    children: [
      { index: true, element: <Navigate to={PATHS.home} replace /> },
      ...defs.map((def) => ({ path: def.path, element: <PageFrame key={def.path} def={def} /> })),
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];

/**
 * The mall's entry address (`/h5/`) is the home page. Its URL is rewritten before the router starts, so the
 * first render draws home directly: the index route's redirect would commit an empty frame first and then
 * render the whole home page again synchronously from an effect (a long task right after start-up).
 */
const openRootAsHome = () => {
  const { pathname, search, hash } = window.location;
  if (pathname.replace(/\/+$/, '') !== BASENAME) return;
  // With the first entry's state, so the history does not write it again (each write is a same-document navigation).
  window.history.replaceState(window.history.state ?? { idx: 0, key: 'home' }, '', `${BASENAME}${PATHS.home}${search}${hash}`);
};

export const createAppRouter = () => {
  openRootAsHome();
  return createBrowserRouter(buildRouteObjects(), { basename: BASENAME });
};
