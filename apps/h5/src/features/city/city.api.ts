import { queryOptions } from '@tanstack/react-query';
import { websiteApi } from '@mall/contract';
import type { LatLng } from '../../shared/lib/distance';
import { api } from '../../shared/lib/api';
import { storage, StorageKey } from '../../shared/lib/storage';

/** City sub-sites (city add-on): `/api/website/lists` for the city page, `/api/website/info` for the current one. */

export const cityKeys = {
  lists: (at: LatLng | null) => ['city', 'lists', at?.latitude ?? null, at?.longitude ?? null] as const,
  current: (id: number) => ['city', 'info', id] as const,
};

export const cityListsQuery = (at: LatLng | null) =>
  queryOptions({
    queryKey: cityKeys.lists(at),
    queryFn: ({ signal }) => api.call(websiteApi.lists, at ? { lat: at.latitude, lng: at.longitude } : {}, { signal }),
  });

export const currentCityQuery = (id: number) =>
  queryOptions({
    queryKey: cityKeys.current(id),
    queryFn: ({ signal }) => api.call(websiteApi.info, { site_id: id }, { signal, silent: true }),
    enabled: id > 0,
  });

/** The chosen sub-site id (0 = the whole mall). */
export const storedWebsiteId = (): number => Number(storage.getString(StorageKey.websiteId)) || 0;

/** Chooses a city (0 = the whole mall): every later call sends it as `website_id`. */
export const setWebsiteId = (id: number): void => {
  if (id > 0) storage.setString(StorageKey.websiteId, String(id));
  else storage.remove(StorageKey.websiteId);
};
