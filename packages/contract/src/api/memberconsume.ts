import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, intParam, withDefault } from '../core/fields';

/** When a consumption reward is given: the order paid, received, or completed (`return_point_status`). */
export const CONSUME_MOMENTS = ['pay', 'receive', 'complete'] as const;
export type ConsumeMoment = (typeof CONSUME_MOMENTS)[number];

/**
 * Consumption reward (reference §6): `return_point_rate`% of the order money as points and
 * `return_growth_rate`% as growth (whole numbers, rounded down), plus one coupon of each listed platform
 * coupon type, given once per order at `return_point_status`.
 */
export interface MemberConsumeConfig {
  is_use: 0 | 1;
  return_point_status: ConsumeMoment;
  return_point_rate: number;
  return_growth_rate: number;
  /** Platform coupon type ids, comma separated ('' = none). */
  return_coupon: string;
}

export const consumeConfigParams = z.object({
  is_use: flagParam(),
  return_point_status: withDefault(z.enum(CONSUME_MOMENTS), 'pay'),
  return_point_rate: withDefault(intParam(0, 100), 0),
  return_growth_rate: withDefault(intParam(0, 100), 0),
  return_coupon: withDefault(
    z
      .string()
      .regex(/^(\d+(,\d+)*)?$/)
      .max(255),
    '',
  ),
});
export type ConsumeConfigParams = z.infer<typeof consumeConfigParams>;

/** The operator side of consumption rewards (header x-admin-key). */
export const memberConsumeAdminApi = {
  config: endpoint({
    path: '/admin/api/memberconsume/getconfig',
    access: 'operator',
    response: returns<MemberConsumeConfig>(),
    summary: 'The consumption reward settings',
  }),
  setConfig: endpoint({
    path: '/admin/api/memberconsume/config',
    access: 'operator',
    params: consumeConfigParams,
    response: returns<MemberConsumeConfig>(),
    write: true,
    summary: 'Set the consumption reward: moment, point and growth rates, coupons',
  }),
};
