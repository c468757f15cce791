import { QueryClient } from '@tanstack/react-query';

/**
 * All server state lives here. No automatic retries: the request client already shows the server's message,
 * and lists/pages offer their own retry.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
