import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUPON_STATE, COUPON_TYPE_STATUS, type CouponState } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import type { coupon, platformcoupon } from './coupon.tables';

/** Member coupon states (shared with the H5 through the contract). Expiry is read from `end_time`, not moved. */
export const CouponStatus = COUPON_STATE;

/** Coupon type statuses (shop and platform types). */
export const CouponTypeStatus = COUPON_TYPE_STATUS;

const S = CouponStatus;

/**
 * The only moves a held coupon may make: checkout spends an unused one, a closed unpaid order gives it back.
 * A stored expired coupon is final.
 */
export const COUPON_TRANSITIONS: Record<CouponState, readonly CouponState[]> = {
  [S.unused]: [S.used],
  [S.used]: [S.unused],
  [S.expired]: [],
};

export const canMoveCoupon = (from: number, to: CouponState): boolean => (COUPON_TRANSITIONS[from as CouponState] ?? []).includes(to);

/** The columns of a held coupon (shop or platform) that checkout spends and a closed order gives back. */
export interface HeldCoupons {
  table: typeof coupon | typeof platformcoupon;
  id: PgColumn;
  typeId: PgColumn;
  memberId: PgColumn;
  state: PgColumn;
  endTime: PgColumn;
  useOrderId: PgColumn;
}

/**
 * Moves one held coupon from `from` to `to` with a guarded UPDATE (plus the caller's `guard`, e.g. the owner
 * or the order that used it); true when exactly that coupon moved. Coupons keep no log: the order that spends
 * or gives one back says so. Call inside the transaction of that order.
 */
export const moveCoupon = async (
  db: Db,
  held: HeldCoupons,
  couponId: number,
  from: CouponState,
  to: CouponState,
  guard: SQL | undefined,
  set: { useTime: number; useOrderId: number | null },
): Promise<boolean> => {
  if (!canMoveCoupon(from, to)) return false;
  const done = await db
    .update(held.table)
    .set({ ...set, state: to })
    .where(and(eq(held.id, couponId), eq(held.state, from), guard))
    .returning({ id: held.id });
  return done.length === 1;
};
