import type { EndpointGroup } from '../core/endpoint';
import { addressApi } from './address';
import { cartApi } from './cart';

/**
 * Every endpoint of the contract, by domain: the server checks it mounts each one, the API document and the
 * bad-input sweep enumerate them. A new domain's group is added here once.
 */
export const endpoints = {
  cart: cartApi,
  address: addressApi,
} satisfies Record<string, EndpointGroup>;

export type Domain = keyof typeof endpoints;
