import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idListParam, idParam, intParam, optional, strParam } from '../core/fields';
import type { RegisterRewardCoupon } from './coupon';

/** A price at a level's discount (percent; 100 = none), rounded to the fen: goods detail's `member_price` and checkout. */
export const levelPrice = (fen: number, discount: number): number => (discount >= 100 ? fen : Math.round((fen * discount) / 100));

/** `/api/memberlevel/lists`: one level, ascending `growth` (a member's level is the highest one reached). */
export interface MemberLevelRow {
  level_id: number;
  level_name: string;
  /** Growth needed for the level. */
  growth: number;
  remark: string;
  is_default: 0 | 1;
  /** Goods discount of the level, percent (100 = none). */
  consume_discount: number;
  /** Short badge text ('' = the name only). */
  level_label: string;
  /** Upgrade gift, given once when growth first reaches the level. */
  send_point: number;
  send_balance: string;
  /** Platform coupon type ids, comma-separated. */
  send_coupon: string;
  send_coupon_list: RegisterRewardCoupon[];
}

/** Operator: `/admin/api/memberlevel/add` (and `edit` with `level_id`). `send_balance` in yuan ("5.00"). */
export const memberLevelSaveParams = z.object({
  level_name: strParam(1, 50),
  growth: intParam(0, 1_000_000_000),
  consume_discount: optional(intParam(1, 100)),
  remark: optional(strParam(1, 255)),
  level_label: optional(strParam(1, 20)),
  send_point: optional(intParam(0, 100_000_000)),
  send_balance: optional(strParam(1, 16)),
  send_coupon: optional(idListParam(10)),
});
export type MemberLevelSaveParams = z.infer<typeof memberLevelSaveParams>;

export const memberLevelEditParams = memberLevelSaveParams.extend({ level_id: idParam() });
export type MemberLevelEditParams = z.infer<typeof memberLevelEditParams>;

export const memberLevelIdParams = z.object({ level_id: idParam() });

/** Member levels (reference §4.14) and the operator's level settings. */
export const memberLevelApi = {
  lists: endpoint({
    path: '/api/memberlevel/lists',
    access: 'visitor',
    response: returns<MemberLevelRow[]>(),
    summary: 'Member levels, ascending growth, with discount, label and upgrade gift',
  }),
  adminLists: endpoint({
    path: '/admin/api/memberlevel/lists',
    access: 'operator',
    response: returns<MemberLevelRow[]>(),
    summary: 'Member levels (operator)',
  }),
  adminAdd: endpoint({
    path: '/admin/api/memberlevel/add',
    access: 'operator',
    params: memberLevelSaveParams,
    response: returns<MemberLevelRow>(),
    write: true,
    summary: 'Add a member level',
  }),
  adminEdit: endpoint({
    path: '/admin/api/memberlevel/edit',
    access: 'operator',
    params: memberLevelEditParams,
    response: returns<MemberLevelRow>(),
    write: true,
    summary: 'Change a member level (the default level keeps growth 0)',
  }),
  adminDelete: endpoint({
    path: '/admin/api/memberlevel/delete',
    access: 'operator',
    params: memberLevelIdParams,
    response: returns<null>(),
    write: true,
    summary: 'Delete a member level no member holds (never the default one)',
  }),
};
