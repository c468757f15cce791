import { queryOptions } from '@tanstack/react-query';
import type { WebsiteInfo, WebsiteLists } from '@mall/contract';
import type { LatLng } from '../../shared/lib/distance';
import { http } from '../../shared/lib/request';
import { storage, StorageKey } from '../../shared/lib/storage';

/** City sub-sites (city add-on): `/api/website/lists` for the city page, `/api/website/info` for the current one. */

export const cityKeys = {
  lists: (at: LatLng | null) => ['city', 'lists', at?.latitude ?? null, at?.longitude ?? null] as const,
  current: (id: number) => ['city', 'info', id] as const,
};

export const cityListsQuery = (at: LatLng | null) =>
  queryOptions({
    queryKey: cityKeys.lists(at),
    queryFn: ({ signal }) => http.get<WebsiteLists>('/api/website/lists', at ? { lat: at.latitude, lng: at.longitude } : {}, { signal }),
  });

export const currentCityQuery = (id: number) =>
  queryOptions({
    queryKey: cityKeys.current(id),
    queryFn: ({ signal }) => http.get<WebsiteInfo>('/api/website/info', { site_id: id }, { signal, silent: true }),
    enabled: id > 0,
  });

/** The chosen sub-site id (0 = the whole mall). */
export const storedWebsiteId = (): number => Number(storage.getString(StorageKey.websiteId)) || 0;

/** Chooses a city (0 = the whole mall): every later call sends it as `website_id`. */
export const setWebsiteId = (id: number): void => {
  if (id > 0) storage.setString(StorageKey.websiteId, String(id));
  else storage.remove(StorageKey.websiteId);
};
