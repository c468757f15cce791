import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, idListParam, idParam, intParam, optional, strParam } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';
import { posterParams, type PosterResult } from './poster';
import { ORDER_MAX_NUM, orderCalculateParams, orderCreateParams, orderPaymentParams } from './ordercreate';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';

/**
 * Combos 组合套餐 (addon `bundling`, reference §4.18): a set of one shop's SKUs sold together at `bl_price`.
 * Its order trio takes `bl_id, num` (every SKU of the combo × num) with the §4.8 extras; unlike other
 * activity orders the shop `coupon` applies.
 */

/** A combo's `status`: only one that is on is offered. */
export const BUNDLING_STATUS = { OFF: 0, ON: 1 } as const;

export const bundlingListsParams = z.object({
  sku_id: idParam(),
});
export type BundlingListsParams = z.infer<typeof bundlingListsParams>;

export interface BundlingGoods {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  /** Original price. */
  price: string;
  /** Price of the item inside the combo. */
  promotion_price: string;
  sku_image: string;
  stock: number;
  unit: string;
  goods_state: number;
  verify_state: number;
}

/** One combo of `/bundling/api/bundling/lists`. */
export interface BundlingItem {
  bl_id: number;
  bl_name: string;
  site_id: number;
  /** Combo price. */
  bl_price: string;
  /** Sum of the original prices. */
  goods_money: string;
  /** 1 seller pays shipping, 2 buyer pays. */
  shipping_fee_type: number;
  status: number;
  bundling_goods: BundlingGoods[];
}

export const bundlingDetailParams = z.object({ bl_id: idParam() });

/** The combo of an order: which one and how many packages. */
const comboLine = z.object({ bl_id: idParam(), num: intParam(1, ORDER_MAX_NUM) });
export const bundlingPaymentParams = orderPaymentParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(comboLine);
export const bundlingCalculateParams = orderCalculateParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(comboLine);
export const bundlingCreateParams = orderCreateParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(comboLine);
export type BundlingCreateParams = z.infer<typeof bundlingCreateParams>;

/** Combo shipping: 1 the seller pays (no delivery fee), 2 the buyer pays (the shop's shipping template). */
export const BUNDLING_SHIPPING = { SELLER: 1, BUYER: 2 } as const;

/** Most SKUs in one combo. */
export const BUNDLING_MAX_GOODS = 10;

// ---------------------------------------------------------------- operator

export const bundlingAddParams = z.object({
  site_id: idParam(),
  bl_name: strParam(1, 64),
  /** Package price in yuan ("99.00"); split over the SKUs pro rata by their own price. */
  bl_price: yuanParam(),
  shipping_fee_type: intParam(1, 2),
  /** SKU ids, "1,2", 2 to 10 of the shop. */
  sku_ids: idListParam(BUNDLING_MAX_GOODS),
  status: optional(intParam(0, 1)),
});
export type BundlingAddParams = z.infer<typeof bundlingAddParams>;
/** The shop of a combo does not change. */
export const bundlingEditParams = bundlingAddParams.omit({ site_id: true }).extend({ bl_id: idParam() });
export type BundlingEditParams = z.infer<typeof bundlingEditParams>;
export const bundlingCloseParams = z.object({ bl_id: idParam() });
export const bundlingAdminListParams = pageParams.extend({
  status: optional(intParam(0, 1)),
  site_id: optional(idParam()),
});
export type BundlingAdminListParams = z.infer<typeof bundlingAdminListParams>;

/** Combos, read side and order trio (reference §4.18). */
export const bundlingApi = {
  lists: endpoint({
    path: '/bundling/api/bundling/lists',
    access: 'visitor',
    params: bundlingListsParams,
    response: returns<BundlingItem[]>(),
    summary: 'The combos a SKU is part of',
  }),
  detail: endpoint({
    path: '/bundling/api/bundling/detail',
    access: 'visitor',
    params: bundlingDetailParams,
    response: returns<BundlingItem>(),
    summary: 'A combo with its goods (also when it is off: status 0)',
  }),
  poster: endpoint({
    path: '/bundling/api/bundling/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a combo that is on (qrcode_param {bl_id}): its first picture, package price and a QR code of its page',
  }),
  orderPayment: endpoint({
    path: '/bundling/api/ordercreate/payment',
    access: 'member',
    params: droppingUnsetTexts(bundlingPaymentParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The first view of a combo checkout (every SKU of the combo × num)',
  }),
  orderCalculate: endpoint({
    path: '/bundling/api/ordercreate/calculate',
    access: 'member',
    params: droppingUnsetTexts(bundlingCalculateParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: "A combo checkout priced again after the buyer's choices",
  }),
  orderCreate: endpoint({
    path: '/bundling/api/ordercreate/create',
    access: 'member',
    params: droppingUnsetTexts(bundlingCreateParams, ['buyer_message']),
    response: returns<OrderCreateResult>(),
    write: true,
    summary: 'Create the combo order; answers the out_trade_no to pay it with',
  }),
};

/** Combos for the operator (x-admin-key): one shop per combo. */
export const bundlingAdminApi = {
  lists: endpoint({
    path: '/admin/api/bundling/lists',
    access: 'operator',
    params: bundlingAdminListParams,
    response: returns<Paged<BundlingItem>>(),
    summary: 'Combos, newest first',
  }),
  add: endpoint({
    path: '/admin/api/bundling/add',
    access: 'operator',
    params: bundlingAddParams,
    response: returns<BundlingItem>(),
    write: true,
    summary: "Create a combo of a shop's SKUs",
  }),
  edit: endpoint({
    path: '/admin/api/bundling/edit',
    access: 'operator',
    params: bundlingEditParams,
    response: returns<BundlingItem>(),
    write: true,
    summary: 'Change a combo (name, price, shipping, SKUs, status)',
  }),
  close: endpoint({
    path: '/admin/api/bundling/close',
    access: 'operator',
    params: bundlingCloseParams,
    response: returns<BundlingItem>(),
    write: true,
    summary: 'Take a combo off sale',
  }),
};
