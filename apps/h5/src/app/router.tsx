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

export const createAppRouter = () => createBrowserRouter(buildRouteObjects(), { basename: BASENAME });
