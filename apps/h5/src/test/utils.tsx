import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../shared/lib/router';
import { createQueryClient } from '../app/queryClient';

export interface RenderOptions {
  /** Initial URL (default `/`). */
  route?: string;
  /** Extra routes (e.g. a login page) next to the one rendering `ui`. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `ui` inside a fresh QueryClient and a memory router (i18n is initialised by the setup file). */
export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', routes = [], queryClient = createQueryClient() }: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } => {
  const path = route.split('?')[0];
  const router = createMemoryRouter([{ path, element: ui }, ...routes, { path: '*', element: <div data-testid="elsewhere" /> }], {
    initialEntries: [route],
  });
  const wrap = (children: ReactNode) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, queryClient };
};
