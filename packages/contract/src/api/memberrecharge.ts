import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';

/** Recharge order `status` (reference §5): 1 unpaid, 2 paid. */
export const RECHARGE_ORDER_STATUS = { unpaid: 1, paid: 2 } as const;

/** Package `status`: 1 on sale, 0 off sale (only on-sale packages are listed to shoppers). */
export const RECHARGE_STATUS = { off: 0, on: 1 } as const;

/** The pay record `event` of a recharge, as `/api/pay/info` answers it. */
export const RECHARGE_PAY_EVENT = 'memberrecharge';

/**
 * `/memberrecharge/api/memberrecharge/config`: the config row. `is_use` is 0 while the add-on or the
 * feature is off; `value` says whether a shopper may type an amount and its bounds ("10.00").
 */
export interface MemberRechargeConfig {
  site_id: number;
  app_module: string;
  config_key: string;
  value: { is_custom: 0 | 1; custom_min: string; custom_max: string };
  config_desc: string;
  is_use: 0 | 1;
  create_time: number;
  modify_time: number;
}

/** A recharge package: pay `buy_price`, get `face_value` balance plus the points, growth and coupons listed. */
export interface RechargePackage {
  recharge_id: number;
  recharge_name: string;
  cover_img: string;
  face_value: string;
  buy_price: string;
  point: number;
  growth: number;
  /** Platform coupon type ids, comma separated ('' = none). */
  coupon_id: string;
  sale_num: number;
  status: number;
  create_time: number;
}

export const rechargeInfoParams = z.object({ recharge_id: idParam() });
export type RechargeInfoParams = z.infer<typeof rechargeInfoParams>;

/**
 * `/memberrecharge/api/ordercreate/create`: a package (`recharge_id`) or, when the config allows it, an
 * amount of the shopper's own (`face_value`, yuan, within the configured bounds). Answers the out_trade_no
 * to pay through `/api/pay/*`. The amount is checked by the server so the shopper reads why it is refused.
 */
export const rechargeCreateParams = z.object({
  recharge_id: optional(idParam()),
  face_value: optional(strParam(1, 32)),
});
export type RechargeCreateParams = z.infer<typeof rechargeCreateParams>;

/** `/memberrecharge/api/order/page`: the member's paid recharge orders, newest first. */
export interface RechargeOrder {
  order_id: number;
  recharge_id: number;
  recharge_name: string;
  order_no: string;
  cover_img: string;
  buy_price: string;
  face_value: string;
  point: number;
  growth: number;
  coupon_id: string;
  status: number;
  pay_type: string;
  pay_time: number;
  create_time: number;
  out_trade_no: string;
}

// ---------------------------------------------------------------- operator

/** `/admin/api/memberrecharge/add` and `edit` (with `recharge_id`): a package. Prices are yuan. */
export const rechargeSaveParams = z.object({
  recharge_id: optional(idParam()),
  recharge_name: strParam(1, 50),
  cover_img: withDefault(z.string().max(255), ''),
  face_value: yuanParam(10_000_000),
  buy_price: yuanParam(10_000_000),
  point: withDefault(intParam(0, 10_000_000), 0),
  growth: withDefault(intParam(0, 10_000_000), 0),
  coupon_id: withDefault(
    z
      .string()
      .regex(/^(\d+(,\d+)*)?$/)
      .max(255),
    '',
  ),
  status: withDefault(flagParam(), 1),
});
export type RechargeSaveParams = z.infer<typeof rechargeSaveParams>;

export const rechargeAdminListParams = pageParams.extend({ status: optional(intParam(0, 1)) });
export type RechargeAdminListParams = z.infer<typeof rechargeAdminListParams>;

/** `/admin/api/memberrecharge/config`: the feature switch and the custom amount rule (yuan bounds). */
export const rechargeConfigParams = z.object({
  is_use: flagParam(),
  is_custom: withDefault(flagParam(), 0),
  custom_min: withDefault(yuanParam(10_000_000), 100),
  custom_max: withDefault(yuanParam(10_000_000), 500_000),
});
export type RechargeConfigParams = z.infer<typeof rechargeConfigParams>;

/** Recharge add-on (reference §4.13): packages, config, recharge orders. */
export const memberRechargeApi = {
  config: endpoint({
    path: '/memberrecharge/api/memberrecharge/config',
    access: 'visitor',
    response: returns<MemberRechargeConfig>(),
    summary: 'Whether recharge is on, and whether a shopper may type an amount',
  }),
  page: endpoint({
    path: '/memberrecharge/api/memberrecharge/page',
    access: 'visitor',
    params: pageParams,
    response: returns<Paged<RechargePackage>>(),
    summary: 'Recharge packages on sale',
  }),
  info: endpoint({
    path: '/memberrecharge/api/memberrecharge/info',
    access: 'visitor',
    params: rechargeInfoParams,
    response: returns<RechargePackage>(),
    summary: 'One recharge package on sale',
  }),
  create: endpoint({
    path: '/memberrecharge/api/ordercreate/create',
    access: 'member',
    params: rechargeCreateParams,
    response: returns<string>(),
    write: true,
    summary: 'Start a recharge (a package or a typed amount); answers the out_trade_no to pay',
  }),
  orderPage: endpoint({
    path: '/memberrecharge/api/order/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<RechargeOrder>>(),
    summary: "The member's paid recharge orders, newest first",
  }),
};

/** The operator side of recharge (header x-admin-key). */
export const memberRechargeAdminApi = {
  lists: endpoint({
    path: '/admin/api/memberrecharge/lists',
    access: 'operator',
    params: rechargeAdminListParams,
    response: returns<Paged<RechargePackage>>(),
    summary: 'Every recharge package, on sale or not',
  }),
  add: endpoint({
    path: '/admin/api/memberrecharge/add',
    access: 'operator',
    params: rechargeSaveParams,
    response: returns<RechargePackage>(),
    write: true,
    summary: 'Add a recharge package',
  }),
  edit: endpoint({
    path: '/admin/api/memberrecharge/edit',
    access: 'operator',
    params: rechargeSaveParams,
    response: returns<RechargePackage>(),
    write: true,
    summary: 'Change a recharge package (orders keep what they were bought with)',
  }),
  delete: endpoint({
    path: '/admin/api/memberrecharge/delete',
    access: 'operator',
    params: rechargeInfoParams,
    response: returns<number>(),
    write: true,
    summary: 'Delete a recharge package',
  }),
  setConfig: endpoint({
    path: '/admin/api/memberrecharge/config',
    access: 'operator',
    params: rechargeConfigParams,
    response: returns<MemberRechargeConfig>(),
    write: true,
    summary: 'Switch recharge on or off and set the custom amount rule',
  }),
};
