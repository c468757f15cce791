import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configApi, nowSeconds } from '@mall/contract';
import { api } from './api';

/**
 * Server minus device clock in seconds: countdowns run on the server's time (`/api/config/time`) so a
 * device set wrong neither opens a slot early nor hides a running one. Asked once per visit.
 */
export const clockOffsetQuery = () =>
  queryOptions({
    queryKey: ['server-clock'] as const,
    queryFn: async ({ signal }) => {
      const server = Number(await api.call(configApi.time, {}, { signal, silent: true }));
      return Number.isFinite(server) && server > 0 ? server - nowSeconds() : 0;
    },
    staleTime: Infinity,
  });

/** The server's Unix seconds, ticking every second (the device clock corrected by `/api/config/time`). */
export const useServerNow = (): number => {
  const offset = useQuery(clockOffsetQuery()).data ?? 0;
  const [now, setNow] = useState(() => nowSeconds() + offset);
  useEffect(() => {
    const tick = () => setNow(nowSeconds() + offset);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [offset]);
  return now;
};
