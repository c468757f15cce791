import { queryOptions } from '@tanstack/react-query';
import { addressApi, type TranAddressInfo } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const locationKeys = {
  areas: (pid: number) => ['location', 'areas', pid] as const,
};

/** The regions under `pid` (0: provinces), with their centres where the region data has them. */
export const areasQuery = (pid: number) =>
  queryOptions({
    queryKey: locationKeys.areas(pid),
    queryFn: ({ signal }) => api.call(addressApi.areaLists, { pid }, { signal }),
    staleTime: Infinity,
  });

/** The region nearest to a point; silent: region data may have no centres. */
export const regionAt = (latitude: string, longitude: string): Promise<TranAddressInfo> =>
  api.call(addressApi.tranAddressInfo, { latlng: `${latitude},${longitude}` }, { silent: true });
