import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from '../../shared/lib/router';
import { createQueryClient } from '../../app/queryClient';
import { AccountOverlays } from './components/AccountOverlays';

/**
 * Test helper: like renderWithProviders, with the account overlays (bind phone, reward popup) mounted at
 * the layout level as the shell does, so they survive navigation.
 */
export const renderWithOverlays = (ui: ReactElement | null, { route = '/', routes = [] as RouteObject[] } = {}) => {
  const queryClient = createQueryClient();
  const path = route.split('?')[0];
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AccountOverlays />
          </>
        ),
        children: [{ path, element: ui }, ...routes, { path: '*', element: <div data-testid="elsewhere" /> }],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};
