import { z } from 'zod';
import { idParam, optional } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import { latParam, lngParam } from './shop';

/** A store's `status`: only an open one is offered for pickup. */
export const STORE_STATUS = { closed: 0, open: 1 } as const;

/**
 * Physical stores (门店, pickup points) of a shop — store add-on, reference §4.6.
 * `distance` is in **km with 2 decimals** (as the checkout store list of the reference), 0 when the
 * shopper's position was not sent; with a position the list is nearest first.
 */

export const storePageParams = pageParams.extend({
  site_id: idParam(),
  /** The shopper's position (decimal degrees); both are needed to sort by distance. */
  latitude: optional(latParam()),
  longitude: optional(lngParam()),
});
export type StorePageParams = z.infer<typeof storePageParams>;

export const storeInfoParams = z.object({
  store_id: idParam(),
  /** When given, the store must belong to this shop. */
  site_id: optional(idParam()),
  latitude: optional(latParam()),
  longitude: optional(lngParam()),
});
export type StoreInfoParams = z.infer<typeof storeInfoParams>;

export interface StoreItem {
  store_id: number;
  site_id: number;
  site_name: string;
  store_name: string;
  telphone: string;
  store_image: string;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  /** Opening hours text, e.g. "09:00-21:00". */
  open_date: string;
  /** 1 = goods can be picked up here. */
  is_pickup: number;
  /** 1 open. */
  status: number;
  is_frozen: number;
  /** The store manager's account name. */
  username: string;
  /** Km from the shopper, 2 decimals; 0 without a position. */
  distance: number;
}

/** Physical stores of a shop (store add-on, reference §4.6). */
export const storeApi = {
  page: endpoint({
    path: '/api/store/page',
    access: 'visitor',
    params: storePageParams,
    response: returns<Paged<StoreItem>>(),
    summary: "One page of a shop's stores, nearest first when the shopper's position is sent",
  }),
  info: endpoint({
    path: '/api/store/info',
    access: 'visitor',
    params: storeInfoParams,
    response: returns<StoreItem>(),
    summary: 'One store',
  }),
};
