import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam } from '../core/fields';

/** Full reduction 满减 (addon `manjian`, reference §4.18): read side. */

/** An activity's `status`: only a running one prices checkouts and shows on the goods detail. */
export const MANJIAN_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: 3 } as const;

/** An activity's `type`: tiers by money spent (0) or by item count (1). */
export const MANJIAN_TYPE = { MONEY: 0, COUNT: 1 } as const;

/** An activity's `goods_type`: all the shop's goods (1) or those in `goods_ids` (2). */
export const MANJIAN_GOODS_TYPE = { ALL: 1, LISTED: 2 } as const;

export const manjianInfoParams = z.object({
  goods_id: idParam(),
});
export type ManjianInfoParams = z.infer<typeof manjianInfoParams>;

/** One tier of `rule_json`: spend `money` (or buy `money` items when type is 1), get `discount_money` off. */
export interface ManjianRule {
  money: string;
  discount_money: string;
  /** 1 = free shipping too. */
  free_shipping?: number;
  /** Points given. */
  point?: number;
  /** coupon_type_id given (0 = none). */
  coupon?: number;
  /** The coupon given, expanded (only when `coupon` names a coupon type that exists). */
  coupon_data?: ManjianRuleCoupon;
}

/** The gift coupon of a tier as `/manjian/api/manjian/info` expands it. */
export interface ManjianRuleCoupon {
  coupon_type_id: number;
  coupon_name: string;
  /** 'reward' (money off) | 'discount' (折). */
  type: string;
  money: string;
  /** Tenths, e.g. "8.5". */
  discount: string;
  at_least: string;
}

/** `/manjian/api/manjian/info`: the shop's running rule covering the goods, or null. */
export interface ManjianInfo {
  manjian_id: number;
  site_id: number;
  manjian_name: string;
  /** 0 by amount, 1 by item count. */
  type: number;
  /** 1 all goods of the shop, 2 listed goods. */
  goods_type: number;
  /** The tiers ascending by `money` (an array, as the mall's client walks it). */
  rule_json: ManjianRule[];
  start_time: number;
  end_time: number;
  status: number;
  remark: string;
}

/** Full reduction, read side (reference §4.18). */
export const manjianApi = {
  info: endpoint({
    path: '/manjian/api/manjian/info',
    access: 'visitor',
    params: manjianInfoParams,
    response: returns<ManjianInfo | null>(),
    summary: 'The full reduction running on a goods (null when none)',
  }),
};
