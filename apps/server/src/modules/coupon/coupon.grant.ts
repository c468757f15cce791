import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Code } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { CPM } from './coupon.messages';
import { couponEnd, lockMember, notSoldOutWhere, now, typeExpired, type Receivable } from './coupon.rules';

/*
 * Handing one coupon of a type to a member, for shop and platform coupons alike. The member row is locked
 * before the member's coupons of the type are counted (so `max_fetch` holds under one member's parallel
 * requests), then `lead_count` is raised by a guarded UPDATE that only succeeds while stock remains (so
 * `count` holds across members). Business refusals are answers, not exceptions, so a caller issuing
 * several coupons in one transaction (registration rewards) can skip the ones refused.
 */

export type ReceiveFailure = 'notExist' | 'expired' | 'limit' | 'soldOut';
const FAILURE_MESSAGE: Record<ReceiveFailure, string> = {
  notExist: CPM.couponNotExist,
  expired: CPM.couponExpired,
  limit: CPM.couponLimit,
  soldOut: CPM.couponSoldOut,
};
export const receiveError = (f: ReceiveFailure) => new AppError(FAILURE_MESSAGE[f], Code.ERROR);

export type GrantResult<T> = { ok: true; couponId: number; type: T; held: number } | { ok: false; reason: ReceiveFailure };

/** The dates a coupon received now carries. */
export interface CouponDates {
  startTime: number;
  endTime: number;
  fetchTime: number;
}

/** What differs between the two kinds of coupon: their tables, and whether the issuer still takes part. */
export interface CouponKind<T extends Receivable & { fixedTerm: number }> {
  findType(tx: Db, typeId: number): Promise<T | undefined>;
  /** False when the issuer can no longer hand out coupons (a closed shop). */
  issuerOpen?(tx: Db, t: T): Promise<boolean>;
  heldBy(tx: Db, memberId: number, typeId: number): Promise<number>;
  /** Raises `lead_count` by one when stock remains (see `takeOneWhere`): the updated type, else undefined. */
  takeOne(tx: Db, typeId: number): Promise<T | undefined>;
  /** Writes the member's coupon (figures copied from the type) and answers its id. */
  issue(tx: Db, memberId: number, t: T, getType: number, dates: CouponDates): Promise<number>;
}

/** The guard of `takeOne`: this active type, while it is limitless or has coupons left. */
export const takeOneWhere = (
  cols: { status: PgColumn; isLimitless: PgColumn; leadCount: PgColumn; count: PgColumn },
  idColumn: PgColumn,
  typeId: number,
): SQL => and(eq(idColumn, typeId), eq(cols.status, 1), notSoldOutWhere(cols))!;

/** One coupon of type `typeId` for the member, inside `tx`. */
export const grantCouponTx = async <T extends Receivable & { fixedTerm: number }>(
  tx: Db,
  kind: CouponKind<T>,
  memberId: number,
  typeId: number,
  getType: number,
): Promise<GrantResult<T>> => {
  const at = now();
  const t = await kind.findType(tx, typeId);
  if (!t || t.status === -1) return { ok: false, reason: 'notExist' };
  if (kind.issuerOpen && !(await kind.issuerOpen(tx, t))) return { ok: false, reason: 'notExist' };
  if (typeExpired(t, at)) return { ok: false, reason: 'expired' };
  if (!(await lockMember(tx, memberId))) return { ok: false, reason: 'notExist' };
  const held = await kind.heldBy(tx, memberId, typeId);
  if (t.maxFetch > 0 && held >= t.maxFetch) return { ok: false, reason: 'limit' };
  const u = await kind.takeOne(tx, typeId);
  if (!u) return { ok: false, reason: 'soldOut' };
  const couponId = await kind.issue(tx, memberId, u, getType, { startTime: at, endTime: couponEnd(u, at), fetchTime: at });
  return { ok: true, couponId, type: u, held: held + 1 };
};
