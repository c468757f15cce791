import { z } from 'zod';
import { idListParam, idParam, intParam, optional, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';

/**
 * Shop coupons (`/coupon/api/coupon/*`) and platform coupons (`/platformcoupon/api/platformcoupon/*`),
 * reference §4.12. Money is "12.00"; a discount is "8.5" (折, 1–9.9); times are unix seconds.
 */

/** Member coupon states: 1 unused, 2 used, 3 expired (expiry is computed from `end_time` when read). */
export const COUPON_STATE = { unused: 1, used: 2, expired: 3 } as const;
export const COUPON_STATES = [COUPON_STATE.unused, COUPON_STATE.used, COUPON_STATE.expired] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A coupon type's `status` (shop and platform): 1 active, 2 ended, -1 closed. Only an active one is handed out. */
export const COUPON_TYPE_STATUS = { active: 1, ended: 2, closed: -1 } as const;

/** A shop coupon type's `type`: a fixed amount off (`money`), or a discount (折, `discount` capped by `discount_limit`). */
export const COUPON_TYPE = { reward: 'reward', discount: 'discount' } as const;
export type CouponTypeKind = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** A shop coupon type's `goods_type`: all the shop's goods, only the goods in `goods_ids`, all but those. */
export const COUPON_GOODS_TYPE = { all: 1, listed: 2, excluded: 3 } as const;
export type CouponGoodsType = (typeof COUPON_GOODS_TYPE)[keyof typeof COUPON_GOODS_TYPE];

/** A platform coupon's `use_scenario`: usable in all shops, or only in shops of the levels in `group_ids`. */
export const COUPON_USE_SCENARIO = { allShops: 1, shopLevels: 2 } as const;
export type CouponUseScenario = (typeof COUPON_USE_SCENARIO)[keyof typeof COUPON_USE_SCENARIO];

/** A coupon type's `validity_type`: valid until the type's `end_time`, or `fixed_term` days from receipt. */
export const COUPON_VALIDITY_TYPE = { untilEnd: 0, fixedTerm: 1 } as const;
export type CouponValidityType = (typeof COUPON_VALIDITY_TYPE)[keyof typeof COUPON_VALIDITY_TYPE];

/** How a member got a coupon: 1 order gift, 2 received, 3 activity (e.g. registration gift), 4 transferred, 5 shared. */
export const COUPON_GET_TYPES = { order: 1, receive: 2, activity: 3, transfer: 4, share: 5 } as const;

/** Coupons a single request may ask for by id. */
export const COUPON_ID_LIST_MAX = 50;

const stateParam = withDefault(intParam(1, 3), 1);
const getTypeParam = withDefault(
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.union([z.literal(2), z.literal(5)])),
  2,
);

// ---------------------------------------------------------------- shop coupons: params

/** `typelists`: receivable types of a shop, or of the goods' shop that apply to the goods. */
export const couponTypeListsParams = z.object({
  goods_id: optional(idParam()),
  site_id: optional(idParam()),
});
export type CouponTypeListsParams = z.infer<typeof couponTypeListsParams>;

/** `typepagelists`: the coupon centre; `can_receive=1` leaves out sold-out types. */
export const couponTypePageParams = pageParams.extend({
  coupon_type_id_arr: optional(idListParam(COUPON_ID_LIST_MAX)),
  can_receive: withDefault(intParam(0, 1), 0),
  site_id: optional(idParam()),
});
export type CouponTypePageParams = z.infer<typeof couponTypePageParams>;

export const couponTypeIdParams = z.object({ coupon_type_id: idParam() });
export type CouponTypeIdParams = z.infer<typeof couponTypeIdParams>;

/** `couponbyid`: `id` is a comma list of coupon type ids (DIY coupon block). */
export const couponByIdParams = z.object({ id: idListParam(COUPON_ID_LIST_MAX) });
export type CouponByIdParams = z.infer<typeof couponByIdParams>;

export const goodsCouponParams = z.object({ goods_id: idParam() });
export type GoodsCouponParams = z.infer<typeof goodsCouponParams>;

export const couponReceiveParams = z.object({ coupon_type_id: idParam(), get_type: getTypeParam });
export type CouponReceiveParams = z.infer<typeof couponReceiveParams>;

export const memberCouponPageParams = pageParams.extend({ state: stateParam, site_id: optional(idParam()) });
export type MemberCouponPageParams = z.infer<typeof memberCouponPageParams>;

export const couponNumParams = z.object({ state: stateParam });
export type CouponNumParams = z.infer<typeof couponNumParams>;

// ---------------------------------------------------------------- platform coupons: params

export const platformCouponTypePageParams = pageParams.extend({
  coupon_type_id_arr: optional(idListParam(COUPON_ID_LIST_MAX)),
  can_receive: withDefault(intParam(0, 1), 0),
});
export type PlatformCouponTypePageParams = z.infer<typeof platformCouponTypePageParams>;

export const platformCouponTypeIdParams = z.object({ platformcoupon_type_id: idParam() });
export type PlatformCouponTypeIdParams = z.infer<typeof platformCouponTypeIdParams>;

export const platformCouponReceiveParams = z.object({ platformcoupon_type_id: idParam(), get_type: getTypeParam });
export type PlatformCouponReceiveParams = z.infer<typeof platformCouponReceiveParams>;

export const platformMemberCouponPageParams = pageParams.extend({ state: stateParam });
export type PlatformMemberCouponPageParams = z.infer<typeof platformMemberCouponPageParams>;

// ---------------------------------------------------------------- responses

/** What the caller may still do with a type (visitors: 0 held, may receive unless sold out/expired). */
export interface CouponCallerState {
  /** Coupons of this type the caller holds (any state; what `max_fetch` counts). */
  received_num: number;
  /** 1 when the caller holds at least one. */
  is_receive: 0 | 1;
  /** 1 when receiving now would succeed: not sold out, not expired, below the caller's `max_fetch`. */
  can_receive: 0 | 1;
}

/** A shop coupon type (`typelists`, `typepagelists`, `typeinfo`, `couponbyid`, `goodsCoupon`). */
export interface CouponType extends CouponCallerState {
  coupon_type_id: number;
  site_id: number;
  site_name: string;
  coupon_name: string;
  /** 'reward' = fixed amount off (`money`); 'discount' = 折 (`discount`, capped by `discount_limit`). */
  type: CouponTypeKind;
  money: string;
  /** "8.5" = 8.5折; "0.0" for reward coupons. */
  discount: string;
  /** Cap of a discount coupon's deduction, "0.00" = none. */
  discount_limit: string;
  /** Threshold, "0.00" = none. */
  at_least: string;
  count: number;
  lead_count: number;
  /** 1 = unlimited total (count/lead_count are ignored). */
  is_limitless: 0 | 1;
  /** Per member, 0 = unlimited. */
  max_fetch: number;
  /** 1 all goods, 2 listed goods, 3 all but listed. */
  goods_type: CouponGoodsType;
  /** ",id,id," ("" for all goods). */
  goods_ids: string;
  /** 0 = until `end_time`; 1 = `fixed_term` days from receipt. */
  validity_type: CouponValidityType;
  fixed_term: number;
  end_time: number;
  /** 1 active, 2 ended, -1 closed. */
  status: number;
  is_show: 0 | 1;
  image: string;
  create_time: number;
}

export interface CouponTypeInfo extends CouponType {
  /** PNG data URL of the H5 receive page of this type. */
  qrcode: string;
}

/** `receive` answer: `is_exist` 1 = nothing more to receive now (limit reached or sold out). */
export interface CouponReceiveResult {
  coupon_id: number;
  is_exist: 0 | 1;
  received_num: number;
  can_receive: 0 | 1;
}

/** A member's shop coupon (`memberpage`); the figures are the type's at receipt. */
export interface MemberCoupon {
  coupon_id: number;
  coupon_type_id: number;
  site_id: number;
  site_name: string;
  coupon_name: string;
  type: CouponTypeKind;
  money: string;
  discount: string;
  discount_limit: string;
  at_least: string;
  goods_type: CouponGoodsType;
  goods_ids: string;
  /** 1 unused, 2 used, 3 expired. */
  state: CouponState;
  get_type: number;
  start_time: number;
  /** 0 = never expires. */
  end_time: number;
  fetch_time: number;
  use_time: number;
  use_order_id: number;
}

/** A platform coupon type: amount only, usable across shops. */
export interface PlatformCouponType extends CouponCallerState {
  platformcoupon_type_id: number;
  platformcoupon_name: string;
  /** Always 'reward' (platform coupons are amount-only); kept so one card renders both kinds. */
  type: typeof COUPON_TYPE.reward;
  money: string;
  discount: string;
  at_least: string;
  count: number;
  lead_count: number;
  is_limitless: 0 | 1;
  max_fetch: number;
  validity_type: CouponValidityType;
  fixed_term: number;
  end_time: number;
  /** 1 all shops, 2 shops of the levels in `group_ids`. */
  use_scenario: CouponUseScenario;
  /** ",id,id," shop level ids ("" for all shops). */
  group_ids: string;
  /**
   * The levels' names, readable ("旗舰店、专营店" / "旗舰店, 专营店" by language; "" for all shops).
   * Always sent by the server (optional for older fixtures).
   */
  group_names?: string;
  status: number;
  is_show: 0 | 1;
  image: string;
  create_time: number;
}

export interface PlatformCouponTypeInfo extends PlatformCouponType {
  qrcode: string;
}

export interface PlatformCouponReceiveResult {
  platformcoupon_id: number;
  is_exist: 0 | 1;
  received_num: number;
  can_receive: 0 | 1;
}

export interface MemberPlatformCoupon {
  platformcoupon_id: number;
  platformcoupon_type_id: number;
  platformcoupon_name: string;
  type: typeof COUPON_TYPE.reward;
  money: string;
  at_least: string;
  /** 1 all shops, 2 shops of the levels in `group_ids`. */
  use_scenario: CouponUseScenario;
  /** ",id,id," shop level ids ("" for all shops). */
  group_ids: string;
  /** The levels' names, readable ("" for all shops); always sent by the server. */
  group_names?: string;
  state: CouponState;
  get_type: number;
  start_time: number;
  end_time: number;
  fetch_time: number;
  use_time: number;
  use_order_id: number;
}

/** One coupon of the new-member gift (`/memberregister/api/Config/Config` → `value.coupon_list`, spec §3). */
export interface RegisterRewardCoupon {
  /** Always sent by the server (optional so older clients' fixtures still type-check). */
  platformcoupon_type_id?: number;
  platformcoupon_name: string;
  /** 'reward' (money off) or 'discount' (折); platform coupons are always 'reward'. */
  type: string;
  money: string;
  discount: string;
  at_least: string;
}

/** Shop coupons and platform coupons (reference §4.12); lists tell a logged-in caller what it may still receive. */
export const couponApi = {
  typeLists: endpoint({
    path: '/coupon/api/coupon/typelists',
    access: 'optional',
    params: couponTypeListsParams,
    response: returns<CouponType[]>(),
    summary: "A shop's receivable coupon types, or those of a goods' shop that apply to it",
  }),
  goodsCoupon: endpoint({
    path: '/coupon/api/coupon/goodsCoupon',
    access: 'optional',
    params: goodsCouponParams,
    response: returns<CouponType[]>(),
    summary: "The receivable coupon types of a goods' shop that apply to it",
  }),
  typePage: endpoint({
    path: '/coupon/api/coupon/typepagelists',
    access: 'optional',
    params: couponTypePageParams,
    response: returns<Paged<CouponType>>(),
    summary: 'One page of shop coupon types (the coupon centre)',
  }),
  byId: endpoint({
    path: '/coupon/api/coupon/couponbyid',
    access: 'optional',
    params: couponByIdParams,
    response: returns<CouponType[]>(),
    summary: 'Shop coupon types by ids (the DIY coupon block)',
  }),
  typeInfo: endpoint({
    path: '/coupon/api/coupon/typeinfo',
    access: 'optional',
    params: couponTypeIdParams,
    response: returns<CouponTypeInfo>(),
    summary: 'One shop coupon type with the QR code of its receive page',
  }),
  receive: endpoint({
    path: '/coupon/api/coupon/receive',
    access: 'member',
    params: couponReceiveParams,
    response: returns<CouponReceiveResult>(),
    write: true,
    summary: 'Receive a shop coupon',
  }),
  receivedNum: endpoint({
    path: '/coupon/api/coupon/receivedNum',
    access: 'member',
    params: couponTypeIdParams,
    response: returns<number>(),
    summary: 'How many coupons of a shop type the member received',
  }),
  memberPage: endpoint({
    path: '/coupon/api/coupon/memberpage',
    access: 'member',
    params: memberCouponPageParams,
    response: returns<Paged<MemberCoupon>>(),
    summary: "One page of the member's shop coupons in a state",
  }),
  num: endpoint({
    path: '/coupon/api/coupon/num',
    access: 'member',
    params: couponNumParams,
    response: returns<number>(),
    summary: "The number of the member's shop coupons in a state",
  }),
  platformTypeLists: endpoint({
    path: '/platformcoupon/api/platformcoupon/typelists',
    access: 'optional',
    response: returns<PlatformCouponType[]>(),
    summary: 'The receivable platform coupon types',
  }),
  platformTypePage: endpoint({
    path: '/platformcoupon/api/platformcoupon/typepagelists',
    access: 'optional',
    params: platformCouponTypePageParams,
    response: returns<Paged<PlatformCouponType>>(),
    summary: 'One page of platform coupon types (the coupon centre)',
  }),
  platformTypeInfo: endpoint({
    path: '/platformcoupon/api/platformcoupon/typeinfo',
    access: 'optional',
    params: platformCouponTypeIdParams,
    response: returns<PlatformCouponTypeInfo>(),
    summary: 'One platform coupon type with the QR code of its receive page',
  }),
  platformReceive: endpoint({
    path: '/platformcoupon/api/platformcoupon/receive',
    access: 'member',
    params: platformCouponReceiveParams,
    response: returns<PlatformCouponReceiveResult>(),
    write: true,
    summary: 'Receive a platform coupon',
  }),
  platformReceivedNum: endpoint({
    path: '/platformcoupon/api/platformcoupon/receivedNum',
    access: 'member',
    params: platformCouponTypeIdParams,
    response: returns<number>(),
    summary: 'How many coupons of a platform type the member received',
  }),
  platformMemberPage: endpoint({
    path: '/platformcoupon/api/platformcoupon/memberpage',
    access: 'member',
    params: platformMemberCouponPageParams,
    response: returns<Paged<MemberPlatformCoupon>>(),
    summary: "One page of the member's platform coupons in a state",
  }),
  platformNum: endpoint({
    path: '/platformcoupon/api/platformcoupon/num',
    access: 'member',
    params: couponNumParams,
    response: returns<number>(),
    summary: "The number of the member's platform coupons in a state",
  }),
};
