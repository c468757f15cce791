import type { EndpointGroup } from '../core/endpoint';
import { cartApi } from './cart';
import { orderAdminApi, orderApi } from './order';
import { orderCreateApi } from './ordercreate';
import { payAdminApi, payApi } from './pay';
import { refundAdminApi, refundApi } from './refund';
import { verifyApi } from './verify';
import { virtualGoodsApi } from './virtualgoods';

/**
 * Every endpoint of the contract, by domain: the server checks it mounts each one, the API document and the
 * bad-input sweep enumerate them. A new domain's group is added here once.
 */
export const endpoints = {
  cart: cartApi,
  order: orderApi,
  orderAdmin: orderAdminApi,
  orderCreate: orderCreateApi,
  virtualGoods: virtualGoodsApi,
  pay: payApi,
  payAdmin: payAdminApi,
  refund: refundApi,
  refundAdmin: refundAdminApi,
  verify: verifyApi,
} satisfies Record<string, EndpointGroup>;

export type Domain = keyof typeof endpoints;
