import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, optional } from '../core/fields';
import { latParam, lngParam } from './shop';

/**
 * City sub-sites (城市分站, city add-on). A sub-site's id is its `site_id` here — the value the
 * shopper's client stores as `website_id` and sends with every call; goods and shops carry it.
 */

/** `/api/website/info`: `site_id` of the sub-site; when absent the common `website_id` param is used. */
/** Whether a city branch (website) is open to shoppers. */
export const WEBSITE_STATUS = { closed: 0, open: 1 } as const;

export const websiteInfoParams = z.object({
  site_id: optional(idParam()),
});
export type WebsiteInfoParams = z.infer<typeof websiteInfoParams>;

/**
 * `/api/website/lists` (our design, for the city page): every open sub-site grouped by the first letter
 * of the city's pinyin, letters A→Z; with `lat`/`lng` each city has `distance` (km, 2 decimals) and
 * `nearest` names the closest one (the "located city").
 */
export const websiteListsParams = z.object({
  lat: optional(latParam()),
  lng: optional(lngParam()),
});
export type WebsiteListsParams = z.infer<typeof websiteListsParams>;

export interface WebsiteInfo {
  site_id: number;
  /** Region id of the city (administrative code). */
  site_area_id: number;
  /** City name, e.g. 深圳市. */
  site_area_name: string;
  /** Sub-site title, e.g. 深圳站. */
  title: string;
  /** Pinyin of the city name, e.g. shenzhen. */
  pinyin: string;
  /** Upper-case first letter of the pinyin. */
  initial: string;
  longitude: string;
  latitude: string;
  status: number;
  /** Km from the shopper (lists with a position only), else 0. */
  distance: number;
}

export interface WebsiteGroup {
  initial: string;
  list: WebsiteInfo[];
}

export interface WebsiteLists {
  /** The closest sub-site to the position sent, else null. */
  nearest: WebsiteInfo | null;
  groups: WebsiteGroup[];
}

/** City sub-sites (city add-on). */
export const websiteApi = {
  info: endpoint({
    path: '/api/website/info',
    access: 'visitor',
    params: websiteInfoParams,
    response: returns<WebsiteInfo>(),
    summary: 'One city sub-site (the current one when no site_id is sent)',
  }),
  lists: endpoint({
    path: '/api/website/lists',
    access: 'visitor',
    params: websiteListsParams,
    response: returns<WebsiteLists>(),
    summary: 'Every open city sub-site by initial letter, with the nearest one to a position',
  }),
};
