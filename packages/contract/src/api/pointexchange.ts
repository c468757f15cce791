import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';
import { memberAddressChoice } from './ordercreate';
import type { OrderCreateAddress } from './ordercreateanswers';

/**
 * Points mall 积分商城 (reference §4.18 pointexchange, §5, §6): items bought with points (× num) plus an optional
 * cash part. Points are taken when the order is made; the cash part is paid through `/api/pay/*` with the
 * order's `out_trade_no` (pay event `pointexchange`); an unpaid order closes (buyer or the auto-close timer)
 * and gives its points and stock back.
 */

/** Item `type`: 1 a gift of the gift catalogue (shipped), 2 a platform coupon, 3 balance (红包). */
export const POINTEXCHANGE_TYPE = { gift: 1, coupon: 2, balance: 3 } as const;
export type PointExchangeType = (typeof POINTEXCHANGE_TYPE)[keyof typeof POINTEXCHANGE_TYPE];

/** Order `order_status` (reference §5): 0 待支付, 1 已兑换, -1 已关闭. */
export const POINTEXCHANGE_ORDER_STATUS = { unpaid: 0, exchanged: 1, closed: -1 } as const;

/** Item `state`: 1 on sale, 0 closed. */
export const POINTEXCHANGE_STATE = { closed: 0, on: 1 } as const;

/** The pay record `event` of an exchange's cash part. */
export const POINTEXCHANGE_PAY_EVENT = 'pointexchange';

/** Largest quantity of one exchange. */
export const POINTEXCHANGE_MAX_NUM = 99;

/** An item of the points mall. Money is "12.00"; `point` is per unit. */
export interface PointExchangeGoods {
  id: number;
  type: number;
  type_name: string;
  /** The gift id (type 1), platform coupon type id (type 2); 0 for balance. */
  type_id: number;
  name: string;
  image: string;
  stock: number;
  point: number;
  market_price: string;
  /** Cash to pay besides the points, per unit. */
  price: string;
  /** Shipping of a gift, once per order. */
  delivery_price: string;
  /** Balance credited per unit (type 3). */
  balance: string;
  state: number;
  content: string;
  /** 0 points only, 1 points plus cash. */
  pay_type: number;
  sort: number;
  create_time: number;
}

/** An exchange order. `point` is the points of the whole order; `price` its cash (exchange_price × num + delivery_price). */
export interface PointExchangeOrder {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  exchange_id: number;
  point: number;
  exchange_price: string;
  delivery_price: string;
  price: string;
  balance: string;
  num: number;
  order_status: number;
  order_status_name: string;
  type: number;
  type_name: string;
  type_id: number;
  exchange_name: string;
  exchange_image: string;
  /** The gift order (type 1) or the first coupon id (type 2) once granted. */
  relate_id: number;
  express_status: number;
  express_no: string;
  express_company_name: string;
  create_time: number;
  pay_time: number;
  close_time: number;
  /** When an unpaid order closes by itself (0 once paid or closed). */
  auto_close_time: number;
  name: string;
  mobile: string;
  full_address: string;
  buyer_message: string;
}

/** `/pointexchange/api/ordercreate/payment`: what the exchange would cost the member. */
export interface PointExchangePayment {
  exchange_info: PointExchangeGoods;
  num: number;
  /** Points of the whole order. */
  point: number;
  /** Cash of the whole order ("0.00" for points only). */
  exchange_price: string;
  delivery_price: string;
  order_money: string;
  member_point: number;
  /** 1 when the member has the points. */
  point_enough: 0 | 1;
  /** The address a gift ships to (the member's default one), null for other kinds or when the member has none. */
  member_address: OrderCreateAddress | null;
}

/** `/pointexchange/api/ordercreate/create`: the order made; `out_trade_no` is paid when `order_status` is 0. */
export interface PointExchangeCreated {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  order_status: number;
  price: string;
}

const isNothing = (v: unknown) => v === '' || v === null || v === undefined || v === 'undefined' || v === 'null';

/** `member_address` as the uni-app client sends it: a JSON text or object with the address `id`; blank = default. */
const addressParam = z.preprocess((v) => {
  if (isNothing(v)) return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return Symbol('invalid json');
  }
}, memberAddressChoice.optional());

export const pointExchangePageParams = pageParams.extend({ type: optional(intParam(1, 3)) });
export type PointExchangePageParams = z.infer<typeof pointExchangePageParams>;

export const pointExchangeDetailParams = z.object({ id: idParam() });
export type PointExchangeDetailParams = z.infer<typeof pointExchangeDetailParams>;

export const pointExchangePaymentParams = z.object({
  id: idParam(),
  num: withDefault(intParam(1, POINTEXCHANGE_MAX_NUM), 1),
  /** The address a gift would ship to (the member's own); missing = the default one. */
  address_id: optional(idParam()),
});
export type PointExchangePaymentParams = z.infer<typeof pointExchangePaymentParams>;

export const pointExchangeCreateParams = pointExchangePaymentParams.extend({
  member_address: addressParam,
  buyer_message: withDefault(z.string().max(255), ''),
});
export type PointExchangeCreateParams = z.infer<typeof pointExchangeCreateParams>;

export const pointExchangeOrderPageParams = pageParams.extend({ order_status: optional(intParam(-1, 1)) });
export type PointExchangeOrderPageParams = z.infer<typeof pointExchangeOrderPageParams>;

export const pointExchangeOrderParams = z.object({ order_id: idParam() });
export type PointExchangeOrderParams = z.infer<typeof pointExchangeOrderParams>;

/** The shopper side of the points mall. */
export const pointExchangeApi = {
  page: endpoint({
    path: '/pointexchange/api/goods/page',
    access: 'visitor',
    params: pointExchangePageParams,
    response: returns<Paged<PointExchangeGoods>>(),
    summary: 'Items of the points mall on sale, of one type or all',
  }),
  detail: endpoint({
    path: '/pointexchange/api/goods/detail',
    access: 'visitor',
    params: pointExchangeDetailParams,
    response: returns<PointExchangeGoods>(),
    summary: 'One item of the points mall',
  }),
  payment: endpoint({
    path: '/pointexchange/api/ordercreate/payment',
    access: 'member',
    params: pointExchangePaymentParams,
    response: returns<PointExchangePayment>(),
    summary: 'What exchanging num of an item costs the member (points, cash, address)',
  }),
  create: endpoint({
    path: '/pointexchange/api/ordercreate/create',
    access: 'member',
    params: pointExchangeCreateParams,
    response: returns<PointExchangeCreated>(),
    write: true,
    summary: 'Exchange: takes the points now; a points-only item is granted at once, a cash part is paid next',
  }),
  orderPage: endpoint({
    path: '/pointexchange/api/order/page',
    access: 'member',
    params: pointExchangeOrderPageParams,
    response: returns<Paged<PointExchangeOrder>>(),
    summary: "The member's exchange orders, newest first",
  }),
  orderInfo: endpoint({
    path: '/pointexchange/api/order/info',
    access: 'member',
    params: pointExchangeOrderParams,
    response: returns<PointExchangeOrder>(),
    summary: 'One exchange order of the member',
  }),
  close: endpoint({
    path: '/pointexchange/api/order/close',
    access: 'member',
    params: pointExchangeOrderParams,
    response: returns<number>(),
    write: true,
    summary: 'Close an unpaid exchange order: its points and stock come back',
  }),
};

// ---------------------------------------------------------------- operator

/** `/admin/api/pointexchange/add` and `edit` (with `id`). Cash fields are yuan. */
export const pointExchangeSaveParams = z.object({
  id: optional(idParam()),
  type: intParam(1, 3),
  type_id: withDefault(intParam(0, 2_147_483_647), 0),
  name: strParam(1, 100),
  image: withDefault(z.string().max(255), ''),
  stock: intParam(0, 10_000_000),
  point: intParam(1, 100_000_000),
  market_price: withDefault(yuanParam(100_000_000), 0),
  price: withDefault(yuanParam(100_000_000), 0),
  delivery_price: withDefault(yuanParam(1_000_000), 0),
  balance: withDefault(yuanParam(100_000_000), 0),
  content: withDefault(z.string().max(20_000), ''),
  state: withDefault(flagParam(), 1),
  sort: withDefault(intParam(0, 1_000_000), 0),
});
export type PointExchangeSaveParams = z.infer<typeof pointExchangeSaveParams>;

export const pointExchangeAdminListParams = pageParams.extend({ type: optional(intParam(1, 3)), state: optional(intParam(0, 1)) });
export type PointExchangeAdminListParams = z.infer<typeof pointExchangeAdminListParams>;

export const pointExchangeAdminOrdersParams = pageParams.extend({
  order_status: optional(intParam(-1, 1)),
  member_id: optional(idParam()),
});
export type PointExchangeAdminOrdersParams = z.infer<typeof pointExchangeAdminOrdersParams>;

/** The operator side of the points mall (header x-admin-key). */
export const pointExchangeAdminApi = {
  lists: endpoint({
    path: '/admin/api/pointexchange/lists',
    access: 'operator',
    params: pointExchangeAdminListParams,
    response: returns<Paged<PointExchangeGoods>>(),
    summary: 'Every item of the points mall, on sale or closed',
  }),
  add: endpoint({
    path: '/admin/api/pointexchange/add',
    access: 'operator',
    params: pointExchangeSaveParams,
    response: returns<PointExchangeGoods>(),
    write: true,
    summary: 'Add an item to the points mall',
  }),
  edit: endpoint({
    path: '/admin/api/pointexchange/edit',
    access: 'operator',
    params: pointExchangeSaveParams,
    response: returns<PointExchangeGoods>(),
    write: true,
    summary: 'Change an item (orders keep what they were made with)',
  }),
  close: endpoint({
    path: '/admin/api/pointexchange/close',
    access: 'operator',
    params: pointExchangeDetailParams,
    response: returns<PointExchangeGoods>(),
    write: true,
    summary: 'Take an item off the points mall',
  }),
  orders: endpoint({
    path: '/admin/api/pointexchange/orders',
    access: 'operator',
    params: pointExchangeAdminOrdersParams,
    response: returns<Paged<PointExchangeOrder>>(),
    summary: 'Every exchange order, newest first',
  }),
};
