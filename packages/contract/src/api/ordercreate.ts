import { z } from 'zod';
import { droppingUnsetTexts, flagParam, idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { latParam, lngParam } from './shop';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';

/**
 * Checkout (reference §4.8): `/api/ordercreate/payment` (first view), `/api/ordercreate/calculate`
 * (after every choice) and `/api/ordercreate/create` (→ `out_trade_no`). The three share their params;
 * the server prices everything itself — money sent by the client (`coupon_money`…) is ignored.
 *
 * `delivery`, `coupon`, `buyer_message` and `member_address` are JSON strings (objects are accepted too);
 * the first three are keyed by `site_id`. A param the mall's uni-app client sends as the text `undefined`
 * or `null` (a variable it never set) is missing: `member_address=undefined` is the default address.
 * Money in responses is "12.00"; times are unix seconds.
 *
 * Every failure of create answers `code < 0` with `data.error_code` (reference §3): 1 generic (params,
 * goods, quantity, limits, address, delivery, coupon, balance, payment password), 10 local delivery:
 * address too far, 11 below the local-delivery minimum, 12 address without coordinates / local delivery
 * not configured. The H5 shows the
 * "set address" modal for 10 and 12.
 */

/** Largest quantity of one SKU in one checkout. */
export const ORDER_MAX_NUM = 999_999;
/** Cart lines one checkout may take. */
export const ORDER_MAX_CART_IDS = 100;
/** Longest buyer message per shop. */
export const BUYER_MESSAGE_MAX = 255;

/** `data.error_code` of checkout failures. */
export const ORDER_CREATE_ERROR = {
  GENERIC: 1,
  LOCAL_TOO_FAR: 10,
  LOCAL_BELOW_MIN: 11,
  LOCAL_NO_COORDINATES: 12,
} as const;
export type OrderCreateErrorCode = (typeof ORDER_CREATE_ERROR)[keyof typeof ORDER_CREATE_ERROR];

export interface OrderCreateErrorData {
  error_code: OrderCreateErrorCode;
  /** The shop the failure is about, when it is about one. */
  site_id?: number;
}

/** Delivery ways: express 物流配送, store 门店自提, local 外卖(同城)配送; virtual goods have no delivery. */
export const DELIVERY_TYPES = ['express', 'store', 'local'] as const;
export type DeliveryTypeName = (typeof DELIVERY_TYPES)[number];

/** Values a client sends for "nothing" (uni-app clients stringify an unset variable as `undefined`). */
const isNothing = (v: unknown) => v === '' || v === null || v === undefined || v === 'undefined' || v === 'null';

/** Parses a JSON string param; an object passes through; a blank (or literal `undefined`) param is missing. */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (isNothing(v)) return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol('invalid json');
    }
  }, schema.optional());

const siteKey = z.string().regex(/^[1-9]\d{0,9}$/);
/** "HH:MM" (24 h). */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One shop's delivery choice. */
export const deliveryChoice = z.object({
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_type_name: z.string().max(32).optional(),
  /** Pickup store (delivery_type `store`); 0/absent = the nearest. */
  store_id: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(0).max(2_147_483_647))
    .optional(),
  /** Wished local-delivery time "HH:MM" (delivery_type `local`), '' = as soon as possible. */
  buyer_ask_delivery_time: z.union([z.literal(''), hhmm]).optional(),
});
export type DeliveryChoice = z.infer<typeof deliveryChoice>;

/**
 * One shop's coupon choice; `coupon_id` 0 or missing (`{}`, what the mall's client sends for a shop
 * without a usable coupon) = no coupon. `coupon_money` is accepted and ignored.
 */
export const couponChoice = z.object({
  coupon_id: z.preprocess(
    (v) => (isNothing(v) ? 0 : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(2_147_483_647),
  ),
  coupon_money: z.unknown().optional(),
});
export type CouponChoice = z.infer<typeof couponChoice>;

/**
 * The address: `id` of one of the member's addresses (missing = the default address). For virtual
 * goods only `mobile` matters. Other fields the client sends are ignored — the server reads the
 * member's own stored address.
 */
export const memberAddressChoice = z
  .object({
    id: z.preprocess(
      (v) => (isNothing(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z.number().int().min(0).max(2_147_483_647).optional(),
    ),
    mobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(20)).optional(),
  })
  .passthrough();
export type MemberAddressChoice = z.infer<typeof memberAddressChoice>;

/** Params of `/api/ordercreate/payment`: `cart_ids` or `sku_id` + `num`. */
export const orderPaymentParams = z.object({
  cart_ids: optional(idListParam(ORDER_MAX_CART_IDS)),
  sku_id: optional(idParam()),
  num: optional(intParam(1, ORDER_MAX_NUM)),
  is_balance: withDefault(flagParam(), 0),
  latitude: optional(latParam()),
  longitude: optional(lngParam()),
});
export type OrderPaymentParams = z.infer<typeof orderPaymentParams>;

/** Params of `/api/ordercreate/calculate`. */
export const orderCalculateParams = orderPaymentParams.extend({
  /** `{site_id: DeliveryChoice}`; a shop left out gets its first enabled way. */
  delivery: jsonParam(z.record(siteKey, deliveryChoice)),
  /** `{site_id: {coupon_id}}`; a shop left out gets its best usable coupon (payment view) — see `coupon_id` in the shop block. */
  coupon: jsonParam(z.record(siteKey, couponChoice)),
  member_address: jsonParam(memberAddressChoice),
  /** 0 = none; missing = the best usable one. */
  platform_coupon_id: optional(intParam(0, 2_147_483_647)),
  /** Invoices are not offered; accepted for compatibility and ignored. */
  invoice: z.unknown().optional(),
});
export type OrderCalculateParams = z.infer<typeof orderCalculateParams>;

/** `buyer_message` key of a message meant for every shop (sent as plain text or a number). */
export const BUYER_MESSAGE_ALL_SHOPS = '*';

const messageText = z.preprocess((v) => (isNothing(v) ? '' : typeof v === 'number' ? String(v) : v), z.string().max(BUYER_MESSAGE_MAX));

/**
 * `{site_id: "text"}` (a JSON string or an object; numbers and nulls as values are taken as text). Plain
 * text or a number that is not such an object is one message for every shop (key `*`).
 */
const buyerMessageParam = z.preprocess(
  (v) => {
    if (isNothing(v)) return undefined;
    let parsed: unknown = v;
    if (typeof v === 'string') {
      try {
        parsed = JSON.parse(v) as unknown;
      } catch {
        parsed = v;
      }
    }
    if (typeof parsed === 'string') return { [BUYER_MESSAGE_ALL_SHOPS]: parsed };
    if (typeof parsed === 'number') return { [BUYER_MESSAGE_ALL_SHOPS]: typeof v === 'string' ? v.trim() : String(parsed) };
    return parsed;
  },
  z.record(z.union([siteKey, z.literal(BUYER_MESSAGE_ALL_SHOPS)]), messageText).optional(),
);

/** Params of `/api/ordercreate/create`. */
export const orderCreateParams = orderCalculateParams.extend({
  /** `{site_id: "text"}`; see `buyerMessageParam`. */
  buyer_message: buyerMessageParam,
  /** Required when balance is used and the member has set a payment password. */
  pay_password: optional(strParam(1, 64)),
  /** Sharer's member id (accepted; no distribution yet). */
  source_member: optional(intParam(0, 2_147_483_647)),
});
export type OrderCreateParams = z.infer<typeof orderCreateParams>;

// ---------------------------------------------------------------- endpoints

/**
 * The params of payment, calculate and create as the HTTP layer checks them: the uni-app client's `undefined`
 * and `null` texts are dropped first (the buyer's message is taken as typed), then the fields are checked.
 */
export const orderPaymentInput = droppingUnsetTexts(orderPaymentParams);
export const orderCalculateInput = droppingUnsetTexts(orderCalculateParams);
export const orderCreateInput = droppingUnsetTexts(orderCreateParams, ['buyer_message']);

/** Checkout (reference §4.8). */
export const orderCreateApi = {
  payment: endpoint({
    path: '/api/ordercreate/payment',
    access: 'member',
    params: orderPaymentInput,
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The first view of a checkout: shops, lines, delivery ways, coupons and totals',
  }),
  calculate: endpoint({
    path: '/api/ordercreate/calculate',
    access: 'member',
    params: orderCalculateInput,
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The checkout priced again after the buyer chose delivery, coupons, address or balance',
  }),
  create: endpoint({
    path: '/api/ordercreate/create',
    access: 'member',
    params: orderCreateInput,
    response: returns<OrderCreateResult>(),
    write: true,
    summary: 'Create one order per shop; answers the out_trade_no to pay them with',
  }),
};
