import { sql, type SQL } from 'drizzle-orm';
import type { CouponCallerState, CouponGoodsType, CouponState, CouponUseScenario, CouponValidityType } from '@mall/contract';
import { COUPON_GOODS_TYPE, COUPON_USE_SCENARIO, COUPON_VALIDITY_TYPE, nowSeconds } from '@mall/contract';
import { CouponStatus, CouponTypeStatus } from './coupon.state';
import type { Db } from '../../infra/db/client';
import { rowsOf } from '../../infra/db/rows';

/*
 * Rules shared by shop and platform coupons: when a type may be received, when a held coupon ends, how its
 * state is shown, and the member lock that serialises one member's receives.
 */

const DAY = 86_400;

/** Fields that decide whether a type (shop or platform) may be received. */
export interface Receivable {
  status: number;
  validityType: number;
  endTime: number;
  isLimitless: number;
  leadCount: number;
  count: number;
  maxFetch: number;
}

const GT = COUPON_GOODS_TYPE;
const VT = COUPON_VALIDITY_TYPE;

/** A stored `goods_type` as the wire's named value (anything unknown reads as all goods). */
export const goodsTypeOf = (n: number): CouponGoodsType => (n === GT.listed || n === GT.excluded ? n : GT.all);

/** A stored `use_scenario` as the wire's named value (anything unknown reads as all shops). */
export const useScenarioOf = (n: number): CouponUseScenario =>
  n === COUPON_USE_SCENARIO.shopLevels ? COUPON_USE_SCENARIO.shopLevels : COUPON_USE_SCENARIO.allShops;

/** A stored `validity_type` as the wire's named value. */
export const validityTypeOf = (n: number): CouponValidityType => (n === VT.fixedTerm ? VT.fixedTerm : VT.untilEnd);

export const typeExpired = (t: Pick<Receivable, 'status' | 'validityType' | 'endTime'>, at = nowSeconds()) =>
  t.status === CouponTypeStatus.ended || (t.validityType === VT.untilEnd && t.endTime > 0 && t.endTime <= at);
export const typeSoldOut = (t: Pick<Receivable, 'isLimitless' | 'leadCount' | 'count'>) => t.isLimitless !== 1 && t.leadCount >= t.count;

export const callerState = (t: Receivable, held: number, at = nowSeconds()): CouponCallerState => ({
  received_num: held,
  is_receive: held > 0 ? 1 : 0,
  can_receive:
    t.status === CouponTypeStatus.active && !typeExpired(t, at) && !typeSoldOut(t) && (t.maxFetch === 0 || held < t.maxFetch) ? 1 : 0,
});

/** A coupon's end for one received now: the type's end date, or `fixed_term` days from now. */
export const couponEnd = (t: Pick<Receivable, 'validityType' | 'endTime'> & { fixedTerm: number }, at: number) =>
  t.validityType === VT.untilEnd ? t.endTime : at + t.fixedTerm * DAY;

/** Active, shown and not past its end date (shop or platform type columns). */
export const activeTypeWhere = (
  c: { status: SQL.Aliased | unknown; isShow: unknown; validityType: unknown; endTime: unknown },
  at: number,
): SQL =>
  sql`${c.status} = ${CouponTypeStatus.active} and ${c.isShow} = 1 and (${c.validityType} = ${VT.fixedTerm} or ${c.endTime} = 0 or ${c.endTime} > ${at})`;

export const notSoldOutWhere = (c: { isLimitless: unknown; leadCount: unknown; count: unknown }): SQL =>
  sql`(${c.isLimitless} = 1 or ${c.leadCount} < ${c.count})`;

// The states as SQL literals (not parameters), so the statements stay as the indexes expect them.
const UNUSED = sql.raw(String(CouponStatus.unused));
const USED = sql.raw(String(CouponStatus.used));
const EXPIRED = sql.raw(String(CouponStatus.expired));

/** Member coupons shown in `state` (unused, used, expired = stored expired or unused past end_time). */
export const stateWhere = (c: { state: unknown; endTime: unknown }, state: CouponState, at: number): SQL =>
  state === CouponStatus.unused
    ? sql`${c.state} = ${UNUSED} and (${c.endTime} = 0 or ${c.endTime} > ${at})`
    : state === CouponStatus.used
      ? sql`${c.state} = ${USED}`
      : sql`(${c.state} = ${EXPIRED} or (${c.state} = ${UNUSED} and ${c.endTime} > 0 and ${c.endTime} <= ${at}))`;

/** The state a member sees: an unused coupon past its end shows as expired. */
export const shownState = (state: number, endTime: number, at: number): CouponState =>
  state === CouponStatus.unused && endTime > 0 && endTime <= at
    ? CouponStatus.expired
    : state === CouponStatus.used || state === CouponStatus.expired
      ? state
      : CouponStatus.unused;

/** Locks the member row so one member's parallel receives count their coupons one after another. */
export const lockMember = async (tx: Db, memberId: number): Promise<boolean> => {
  const res = await tx.execute(sql`select member_id from member where member_id = ${memberId} for update`);
  return rowsOf(res).length === 1;
};
