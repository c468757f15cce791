import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// Deep imports keep the antd-mobile barrel (every component) out of the entry chunk.
import 'antd-mobile/es/global';
import { RouterProvider, type AppRouter } from '../shared/lib/router';

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
}

/** Providers: TanStack Query and the router (the translator needs none; antd-mobile's texts: app/antdLocale). */
export function App({ router, queryClient }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
