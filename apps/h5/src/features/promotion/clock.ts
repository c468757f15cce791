import { queryOptions } from '@tanstack/react-query';
import { configApi, nowSeconds } from '@mall/contract';
import { api } from '../../shared/lib/api';

/**
 * Server minus device clock in seconds: countdowns run on the server's time (`/api/config/time`) so a
 * device set wrong neither opens a slot early nor hides a running one. Asked once per visit.
 */
export const clockOffsetQuery = () =>
  queryOptions({
    queryKey: ['promotion', 'clock'] as const,
    queryFn: async ({ signal }) => {
      const server = Number(await api.call(configApi.time, {}, { signal, silent: true }));
      return Number.isFinite(server) && server > 0 ? server - nowSeconds() : 0;
    },
    staleTime: Infinity,
  });
