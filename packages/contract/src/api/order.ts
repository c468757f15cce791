import { z } from 'zod';
import { idParam, optional, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import type { ReceiverAddress } from './address';
import type { OrderPackage } from './orderpackage';

/**
 * Member orders (reference §4.9, statuses §5, timers §6): `/api/order/lists|detail|num|close|takedelivery|
 * extendtakedelivery|package|evluateinfo`, and the operator API that ships orders
 * (`/admin/api/order/*`, header x-admin-key). Money is "12.00"; times are unix seconds (0 = not yet).
 * A member only ever sees their own orders: another member's `order_id` answers the same "not found".
 */

// ---------------------------------------------------------------- statuses

/** `order_status` values (§5). */
export const ORDER_STATUS = {
  WAIT_PAY: 0,
  WAIT_SEND: 1,
  WAIT_PICKUP: 2,
  SHIPPED: 3,
  RECEIVED: 4,
  COMPLETE: 10,
  CLOSED: -1,
} as const;

/** The order's `pay_status`: 1 once its pay record was paid (the pay record's own statuses are `PAY_STATUS`). */
export const ORDER_PAY_STATUS = { UNPAID: 0, PAID: 1 } as const;

/** `order_type`: 1 express, 2 store pickup, 3 local delivery, 4 virtual. */
export const ORDER_TYPE = { EXPRESS: 1, PICKUP: 2, LOCAL: 3, VIRTUAL: 4 } as const;

/**
 * `delivery_status` of an order line (and the order's summary of its lines): not shipped yet (also a pickup
 * not collected and an unredeemed virtual line), shipped, received.
 */
export const DELIVERY_STATUS = { WAITING: 0, SHIPPED: 1, RECEIVED: 2 } as const;

/** List tabs (`order_status` param of `lists`): all, 0, 1, 3, and (4|10 with is_evaluate=1). */
export const ORDER_LIST_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** Counters of `/api/order/num`; `refunding` counts order lines in after-sale (refund_status -1,1,2,4,5,6). */
export const ORDER_NUM_KEYS = ['waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'refunding'] as const;
export type OrderNumKey = (typeof ORDER_NUM_KEYS)[number];

/** Buyer actions an order may offer (`action[].action`). */
export const ORDER_MEMBER_ACTIONS = [
  'orderClose',
  'orderPay',
  'memberTakeDelivery',
  'trace',
  'extendTakeDelivery',
  'memberOrderEvaluation',
] as const;
export type OrderMemberAction = (typeof ORDER_MEMBER_ACTIONS)[number];

/** After-sale actions a line may offer (`order_goods[].refund_action[].event`). */
export const ORDER_REFUND_EVENTS = [
  'orderRefundApply',
  'orderRefundDetail',
  'orderRefundCancel',
  'orderRefundDelivery',
  'orderRefundAsk',
] as const;
export type OrderRefundEvent = (typeof ORDER_REFUND_EVENTS)[number];

/** Extra days one `extendtakedelivery` adds (once per order). */
export const EXTEND_TAKE_DELIVERY_DAYS = 3;

/** Defaults of setting `ORDER_EVENT_TIME_CONFIG`: auto_close minutes, auto_take_delivery and auto_complete days. */
export const ORDER_EVENT_TIME_DEFAULTS = { auto_close: 30, auto_take_delivery: 14, auto_complete: 7 } as const;

// ---------------------------------------------------------------- params

export const orderListsParams = pageParams.extend({
  order_status: withDefault(z.enum(ORDER_LIST_TABS), 'all'),
});
export type OrderListsParams = z.infer<typeof orderListsParams>;

/** detail, close, takedelivery, extendtakedelivery, package, evluateinfo. */
export const orderIdParams = z.object({ order_id: idParam() });
export type OrderIdParams = z.infer<typeof orderIdParams>;

/** `num`: csv of counters; missing = all of them. */
export const orderNumParams = z.object({
  order_status: optional(
    z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(z.enum(ORDER_NUM_KEYS)).min(1).max(ORDER_NUM_KEYS.length),
    ),
  ),
});
export type OrderNumParams = z.infer<typeof orderNumParams>;

// ---------------------------------------------------------------- responses

export interface OrderAction {
  action: OrderMemberAction;
  title: string;
}

export interface OrderRefundAction {
  event: OrderRefundEvent;
  title: string;
}

/** An order line (`order_goods` rows). */
export interface OrderGoodsItem {
  order_goods_id: number;
  order_id: number;
  order_no: string;
  site_id: number;
  member_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  goods_name: string;
  sku_image: string;
  sku_no: string;
  /** JSON string of `[{spec_name, spec_value_name, …}]` as in goods_sku. */
  sku_spec_format: string;
  is_virtual: 0 | 1;
  price: string;
  num: number;
  goods_money: string;
  real_goods_money: string;
  promotion_money: string;
  coupon_money: string;
  platform_coupon_money: string;
  adjust_money: string;
  /** 0 unshipped, 1 shipped, 2 received. */
  delivery_status: number;
  delivery_status_name: string;
  delivery_no: string;
  /** 0 none, 1 applied, 2 agreed, 3 done, 4 waiting buyer return, 5 waiting seller receipt, 6 seller received, -1 refused. */
  refund_status: number;
  refund_status_name: string;
  refund_type: number;
  refund_apply_money: string;
  refund_real_money: string;
  refund_time: number;
  is_present: 0 | 1;
  evaluate_status: number;
  /** What the buyer may do about this line in after-sale (lists and detail). */
  refund_action: OrderRefundAction[];
  /** 1 when a platform complaint may be raised (refused refund). */
  complain_action: 0 | 1;
}

/** An order as in lists (every column, names as the reference). */
export interface OrderInfo extends ReceiverAddress {
  order_id: number;
  order_no: string;
  site_id: number;
  site_name: string;
  website_id: number;
  member_id: number;
  order_name: string;
  order_from: string;
  order_from_name: string;
  order_type: 1 | 2 | 3 | 4;
  order_type_name: string;
  out_trade_no: string;
  order_status: number;
  order_status_name: string;
  pay_status: number;
  delivery_status: number;
  refund_status: number;
  pay_type: string;
  pay_type_name: string;
  delivery_type: string;
  delivery_type_name: string;
  buyer_ask_delivery_time: string;
  buyer_message: string;
  goods_money: string;
  delivery_money: string;
  promotion_money: string;
  /** The promotion the order was bought through ('seckill', …), '' for a normal checkout. */
  promotion_type: string;
  /** The shopper's name of that promotion (秒杀, 团购, …), '' for a normal checkout. */
  promotion_type_name: string;
  /** Its activity, 0 for a normal checkout. */
  promotion_id: number;
  coupon_id: number;
  coupon_money: string;
  platform_coupon_id: number;
  platform_coupon_money: string;
  invoice_money: string;
  adjust_money: string;
  order_money: string;
  balance_money: string;
  pay_money: string;
  refund_money: string;
  goods_num: number;
  create_time: number;
  pay_time: number;
  delivery_time: number;
  sign_time: number;
  finish_time: number;
  close_time: number;
  /** When an unpaid order closes itself (status 0), else 0. */
  auto_close_time: number;
  /** When a shipped order is received automatically (status 3), else 0. */
  take_delivery_execute_time: number;
  is_extend_take_delivery: 0 | 1;
  auto_complete_time: number;
  is_lock: 0 | 1;
  is_evaluate: 0 | 1;
  evaluate_status: number;
  evaluate_status_name: string;
  is_enable_refund: 0 | 1;
  delivery_store_id: number;
  delivery_store_name: string;
  remark: string;
  action: OrderAction[];
  order_goods: OrderGoodsItem[];
}

/** Pickup store snapshot of a store order. */
export interface OrderStoreInfo {
  store_name: string;
  telphone: string;
  full_address: string;
  address: string;
  longitude: string;
  latitude: string;
  open_date: string;
}

/** Pickup code (store orders) / usable code (virtual orders) with its QR image. */
export interface OrderCodeInfo {
  code: string;
  /** `data:image/png;base64,…` QR of the code, to show at the desk. */
  qrcode: string;
  /** 1 once the desk has verified it (order received). */
  is_verify: 0 | 1;
}

/** A virtual line's usable code (virtual orders). */
export interface OrderVirtualGoods {
  order_goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  code: string;
  qrcode: string;
  is_verify: 0 | 1;
  /** 0 = no expiry. */
  expire_time: number;
}

/** `/api/order/detail`: the order plus per-type extras. */
export interface OrderDetail extends OrderInfo {
  /** Store orders: the pickup store. */
  store_info: OrderStoreInfo | null;
  /** Store and virtual orders: the code to verify (null for other types or before payment). */
  code_info: OrderCodeInfo | null;
  /**
   * Express and local-delivery parcels shipped so far. For local delivery the one "parcel" carries the
   * deliverer's name in `express_company_name` and phone in `delivery_no` (delivery_type 0).
   */
  package_list: OrderPackage[];
  /** Virtual orders: a code per line. */
  virtual_goods: OrderVirtualGoods[];
  /** Server time, for countdowns. */
  now_time: number;
}

/** `/api/order/num`: only the asked counters are present. */
export type OrderNum = Partial<Record<OrderNumKey, number>>;

/** `/api/order/evluateinfo` (status 4/10 with is_evaluate=1; "already evaluated" when evaluate_status = 2). */
export interface OrderEvaluateInfo {
  order_id: number;
  order_no: string;
  /** 0 not evaluated → add, 1 evaluated → follow-up. */
  evaluate_status: number;
  evaluate_status_name: string;
  list: {
    order_goods_id: number;
    goods_id: number;
    sku_id: number;
    sku_name: string;
    sku_image: string;
    price: string;
    num: number;
    site_id: number;
    site_name: string;
    evaluate_status: number;
  }[];
}

/** close / takedelivery / extendtakedelivery → data: 1. */
export type OrderActionResult = 1;

// ---------------------------------------------------------------- endpoints

/** The member's orders (reference §4.9). */
export const orderApi = {
  lists: endpoint({
    path: '/api/order/lists',
    access: 'member',
    params: orderListsParams,
    response: returns<Paged<OrderInfo>>(),
    summary: "A page of the member's orders, newest first, on one list tab",
  }),
  detail: endpoint({
    path: '/api/order/detail',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderDetail>(),
    summary: "One of the member's orders with its parcels, pickup store and codes",
  }),
  num: endpoint({
    path: '/api/order/num',
    access: 'member',
    params: orderNumParams,
    response: returns<OrderNum>(),
    summary: 'How many orders wait on each tab (and lines in after-sale)',
  }),
  close: endpoint({
    path: '/api/order/close',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderActionResult>(),
    write: true,
    summary: 'Close an unpaid order',
  }),
  takedelivery: endpoint({
    path: '/api/order/takedelivery',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderActionResult>(),
    write: true,
    summary: 'Confirm a shipped order was received',
  }),
  extendtakedelivery: endpoint({
    path: '/api/order/extendtakedelivery',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderActionResult>(),
    write: true,
    summary: `Push the automatic receipt of a shipped order back by ${EXTEND_TAKE_DELIVERY_DAYS} days (once)`,
  }),
  package: endpoint({
    path: '/api/order/package',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderPackage[]>(),
    summary: "An order's parcels with their logistics traces",
  }),
  evluateinfo: endpoint({
    path: '/api/order/evluateinfo',
    access: 'member',
    params: orderIdParams,
    response: returns<OrderEvaluateInfo>(),
    summary: 'The lines of a received order to review or follow up (the path keeps its historical spelling)',
  }),
};
