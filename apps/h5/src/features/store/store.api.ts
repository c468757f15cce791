import { queryOptions } from '@tanstack/react-query';
import { storeApi } from '@mall/contract';
import type { LatLng } from '../../shared/lib/distance';
import { api } from '../../shared/lib/api';

/** Store (门店) endpoints, store add-on (reference §4.6); `distance` is km with 2 decimals. */

export const storeKeys = {
  page: (siteId: number, at: LatLng | null) => ['store', 'page', siteId, at?.latitude ?? null, at?.longitude ?? null] as const,
  info: (storeId: number, at: LatLng | null) => ['store', 'info', storeId, at?.latitude ?? null, at?.longitude ?? null] as const,
};

const position = (at: LatLng | null) => (at ? { latitude: at.latitude, longitude: at.longitude } : {});

export const fetchStores = (siteId: number, at: LatLng | null, page: number, pageSize: number) =>
  api.call(storeApi.page, { site_id: siteId, ...position(at), page, page_size: pageSize });

export const storeInfoQuery = (storeId: number, at: LatLng | null) =>
  queryOptions({
    queryKey: storeKeys.info(storeId, at),
    queryFn: ({ signal }) => api.call(storeApi.info, { store_id: storeId, ...position(at) }, { signal, silent: true }),
  });

/** The in-app map page for a place. */
export const openLocationUrl = (s: { latitude: string; longitude: string; name: string; address: string }) =>
  `/open-location?${new URLSearchParams({ latitude: s.latitude, longitude: s.longitude, name: s.name, address: s.address }).toString()}`;
