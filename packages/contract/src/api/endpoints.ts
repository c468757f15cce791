import type { EndpointGroup } from '../core/endpoint';
import { cartApi } from './cart';
import { goodsApi } from './goods';
import { shopApi } from './shop';
import { storeApi } from './store';
import { contentApi } from './content';
import { diyApi } from './diy';
import { collectApi } from './collect';
import { evaluateApi } from './evaluate';
import { posterApi } from './poster';
import { manjianApi } from './manjian';
import { bundlingApi } from './bundling';
import { couponApi } from './coupon';

/**
 * Every endpoint of the contract, by domain: the server checks it mounts each one, the API document and the
 * bad-input sweep enumerate them. A new domain's group is added here once.
 */
export const endpoints = {
  cart: cartApi,
  goods: goodsApi,
  shop: shopApi,
  store: storeApi,
  content: contentApi,
  diy: diyApi,
  collect: collectApi,
  evaluate: evaluateApi,
  poster: posterApi,
  manjian: manjianApi,
  bundling: bundlingApi,
  coupon: couponApi,
} satisfies Record<string, EndpointGroup>;

export type Domain = keyof typeof endpoints;
