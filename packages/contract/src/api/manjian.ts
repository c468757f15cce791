import { z } from 'zod';
import { idParam } from '../core/fields';

/** Full reduction 满减 (addon `manjian`, reference §4.18): read side. */

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
  /** JSON text of ManjianRule[] ascending by `money`. */
  rule_json: string;
  start_time: number;
  end_time: number;
  status: number;
  remark: string;
}
