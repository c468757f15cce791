import { queryOptions } from '@tanstack/react-query';
import type { AreaItem, TranAddressInfo } from '@mall/contract';
import { http } from '../../shared/lib/request';

export const locationKeys = {
  areas: (pid: number) => ['location', 'areas', pid] as const,
};

/** The regions under `pid` (0: provinces), with their centres where the region data has them. */
export const areasQuery = (pid: number) =>
  queryOptions({
    queryKey: locationKeys.areas(pid),
    queryFn: ({ signal }) => http.get<AreaItem[]>('/api/address/lists', { pid }, { signal }),
    staleTime: Infinity,
  });

/** The region nearest to a point; silent: region data may have no centres. */
export const regionAt = (latitude: string, longitude: string): Promise<TranAddressInfo> =>
  http.get<TranAddressInfo>('/api/memberaddress/tranAddressInfo', { latlng: `${latitude},${longitude}` }, { silent: true });
