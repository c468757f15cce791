import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Code, nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { couponMessages } from './coupon.messages';
import { callerState, couponEnd, lockMember, notSoldOutWhere, stateWhere, typeExpired, type Receivable } from './coupon.rules';
import { CouponStatus, CouponTypeStatus, moveCoupon, type HeldCoupons } from './coupon.state';
import { coupon, couponType, platformcoupon, platformcouponType } from './coupon.tables';

/*
 * What shop and platform coupons do alike, each kind described by its tables (CouponKind, HeldCoupons):
 * counting a member's coupons, receiving, spending on an order and giving back.
 *
 * Handing one coupon of a type to a member: the member row is locked before the member's coupons of the
 * type are counted (so `max_fetch` holds under one member's parallel requests), then `lead_count` is raised by a guarded UPDATE that only succeeds while stock remains (so
 * `count` holds across members). Business refusals are answers, not exceptions, so a caller issuing
 * several coupons in one transaction (registration rewards) can skip the ones refused.
 */

export type ReceiveFailure = 'notExist' | 'expired' | 'limit' | 'soldOut';
const FAILURE_MESSAGE: Record<ReceiveFailure, string> = {
  notExist: couponMessages.couponNotExist,
  expired: couponMessages.couponExpired,
  limit: couponMessages.couponLimit,
  soldOut: couponMessages.couponSoldOut,
};
export const receiveError = (f: ReceiveFailure) => new AppError(FAILURE_MESSAGE[f], Code.ERROR);

export type GrantResult<T> = { ok: true; couponId: number; type: T; held: number } | { ok: false; reason: ReceiveFailure };

/** The dates a coupon received now carries. */
export interface CouponDates {
  startTime: number;
  endTime: number;
  fetchTime: number;
}

/** A kind's coupon types: the table and its id column. */
interface TypeTable {
  table: typeof couponType | typeof platformcouponType;
  id: PgColumn;
}

/** What differs between the two kinds of coupon: their tables, and whether the issuer still takes part. */
export interface CouponKind<T extends Receivable & { fixedTerm: number }> {
  /** The coupon types (their rows are `T`). */
  types: TypeTable;
  /** False when the issuer can no longer hand out coupons (a closed shop). */
  issuerOpen?(tx: Db, t: T): Promise<boolean>;
  /** The members' coupons of this kind. */
  held: HeldCoupons;
  /** Writes the member's coupon (figures copied from the type) and answers its id. */
  issue(tx: Db, memberId: number, t: T, getType: number, dates: CouponDates): Promise<number>;
}

const findType = async <T>(tx: Db, types: TypeTable, typeId: number) =>
  (await tx.select().from(types.table).where(eq(types.id, typeId)).limit(1))[0] as T | undefined;

/** Raises `lead_count` by one while the type is active and limitless or has coupons left: the updated type, else undefined. */
const takeOne = async <T>(tx: Db, { table, id }: TypeTable, typeId: number) =>
  (
    await tx
      .update(table)
      .set({ leadCount: sql`${table.leadCount} + 1` })
      .where(and(eq(id, typeId), eq(table.status, CouponTypeStatus.active), notSoldOutWhere(table)))
      .returning()
  )[0] as T | undefined;

/** One coupon of type `typeId` for the member, inside `tx`. */
export const grantCouponTx = async <T extends Receivable & { fixedTerm: number }>(
  tx: Db,
  kind: CouponKind<T>,
  memberId: number,
  typeId: number,
  getType: number,
): Promise<GrantResult<T>> => {
  const at = nowSeconds();
  const t = await findType<T>(tx, kind.types, typeId);
  if (!t || t.status === CouponTypeStatus.closed) return { ok: false, reason: 'notExist' };
  if (kind.issuerOpen && !(await kind.issuerOpen(tx, t))) return { ok: false, reason: 'notExist' };
  if (typeExpired(t, at)) return { ok: false, reason: 'expired' };
  if (!(await lockMember(tx, memberId))) return { ok: false, reason: 'notExist' };
  const held = (await heldCounts(tx, kind.held, memberId, [typeId])).get(typeId) ?? 0;
  if (t.maxFetch > 0 && held >= t.maxFetch) return { ok: false, reason: 'limit' };
  const u = await takeOne<T>(tx, kind.types, typeId);
  if (!u) return { ok: false, reason: 'soldOut' };
  const couponId = await kind.issue(tx, memberId, u, getType, { startTime: at, endTime: couponEnd(u, at), fetchTime: at });
  return { ok: true, couponId, type: u, held: held + 1 };
};

/** A receive endpoint's answer, but for the name of the new coupon's id. */
export interface Received {
  id: number;
  is_exist: 0 | 1;
  received_num: number;
  can_receive: 0 | 1;
}

/** One coupon in its own transaction, for the receive endpoints: refusals are thrown with the mall's texts. */
export const receiveCoupon = async <T extends Receivable & { fixedTerm: number }>(
  db: Db,
  kind: CouponKind<T>,
  memberId: number,
  typeId: number,
  getType: number,
): Promise<Received> => {
  const r = await db.transaction((tx) => grantCouponTx(tx, kind, memberId, typeId, getType));
  if (!r.ok) throw receiveError(r.reason);
  const { can_receive } = callerState(r.type, r.held);
  return { id: r.couponId, is_exist: can_receive ? 0 : 1, received_num: r.held, can_receive };
};

// ---------------------------------------------------------------- spending held coupons

const heldColumns = (table: HeldCoupons['table'], id: PgColumn, typeId: PgColumn): HeldCoupons => ({
  table,
  id,
  typeId,
  memberId: table.memberId,
  state: table.state,
  endTime: table.endTime,
  useOrderId: table.useOrderId,
});
export const heldShopCoupons = heldColumns(coupon, coupon.couponId, coupon.couponTypeId);
export const heldPlatformCoupons = heldColumns(platformcoupon, platformcoupon.platformcouponId, platformcoupon.platformcouponTypeId);

/** Marks an unused, unexpired coupon of the member used by `orderId` inside `tx`; false when it cannot be used. */
export const spendCouponTx = async (tx: Db, held: HeldCoupons, memberId: number, couponId: number, orderId: number): Promise<boolean> => {
  const at = nowSeconds();
  const guard = and(eq(held.memberId, memberId), stateWhere(held, CouponStatus.unused, at));
  return moveCoupon(tx, held, couponId, CouponStatus.unused, CouponStatus.used, guard, { useTime: at, useOrderId: orderId });
};

/** Gives a used coupon back (order closed before payment); it shows as expired if its end has passed. */
export const giveBackCouponTx = async (tx: Db, held: HeldCoupons, couponId: number, orderId: number): Promise<boolean> => {
  return moveCoupon(tx, held, couponId, CouponStatus.used, CouponStatus.unused, eq(held.useOrderId, orderId), { useTime: 0, useOrderId: null });
};

/** How many coupons of each type the member holds (any state). */
export const heldCounts = async (db: Db, held: HeldCoupons, memberId: number | null, typeIds: number[]): Promise<Map<number, number>> => {
  if (!memberId || typeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sql<number>`${held.typeId}`, n: sql<number>`count(*)::int` })
    .from(held.table)
    .where(and(eq(held.memberId, memberId), inArray(held.typeId, typeIds)))
    .groupBy(held.typeId);
  return new Map(rows.map((r) => [r.id, r.n]));
};
