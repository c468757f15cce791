import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_GOODS_TYPE,
  COUPON_TYPE,
  Code,
  formatFen,
  nowSeconds,
  pageCount,
  SHOP_STATUS,
  type CouponCallerState,
  type CouponReceiveResult,
  type CouponState,
  type CouponType,
  type CouponTypePageParams,
  type MemberCoupon,
  type MemberCouponPageParams,
  type Paged,
  type CouponGoodsType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { goods } from '../goods';
import { shop } from '../shop';
import { couponMessages } from './coupon.messages';
import { giveBackCouponTx, heldCounts, heldShopCoupons, receiveCoupon, spendCouponTx, type CouponKind } from './coupon.kinds';
import { activeTypeWhere, callerState, goodsTypeOf, notSoldOutWhere, shownState, stateWhere, validityTypeOf } from './coupon.rules';
import { CouponStatus, CouponTypeStatus } from './coupon.state';
import { coupon, couponType } from './coupon.tables';

/** Most types a non-paged list answers. */
const LIST_LIMIT = 100;

/** "8.5" from the stored 折 ×10. */
export const discountText = (d: number) => (d / 10).toFixed(1);

type TypeRow = typeof couponType.$inferSelect;

// ---------------------------------------------------------------- shop coupon types

const typeSelect = { t: couponType, siteName: shop.siteName };

const toCouponType = (t: TypeRow, siteName: string, state: CouponCallerState): CouponType => ({
  coupon_type_id: t.couponTypeId,
  site_id: t.siteId,
  site_name: siteName,
  coupon_name: t.couponName,
  type: t.type === COUPON_TYPE.discount ? COUPON_TYPE.discount : COUPON_TYPE.reward,
  money: formatFen(t.money),
  discount: discountText(t.discount),
  discount_limit: formatFen(t.discountLimit),
  at_least: formatFen(t.atLeast),
  count: t.count,
  lead_count: t.leadCount,
  is_limitless: t.isLimitless === 1 ? 1 : 0,
  max_fetch: t.maxFetch,
  goods_type: goodsTypeOf(t.goodsType),
  goods_ids: t.goodsIds,
  validity_type: validityTypeOf(t.validityType),
  fixed_term: t.fixedTerm,
  end_time: t.endTime,
  status: t.status,
  is_show: t.isShow === 1 ? 1 : 0,
  image: t.image,
  create_time: t.createTime,
  ...state,
});

const withCaller = async (db: Db, memberId: number | null, rows: { t: TypeRow; siteName: string | null }[]): Promise<CouponType[]> => {
  const held = await heldCounts(
    db,
    heldShopCoupons,
    memberId,
    rows.map((r) => r.t.couponTypeId),
  );
  const at = nowSeconds();
  return rows.map((r) => toCouponType(r.t, r.siteName ?? '', callerState(r.t, held.get(r.t.couponTypeId) ?? 0, at)));
};

/** Types that apply to a goods: all goods, listed, or all but listed. */
const appliesToGoods = (goodsId: number): SQL =>
  sql`(${couponType.goodsType} = ${COUPON_GOODS_TYPE.all}
    or (${couponType.goodsType} = ${COUPON_GOODS_TYPE.listed} and ${couponType.goodsIds} like ${`%,${goodsId},%`})
    or (${couponType.goodsType} = ${COUPON_GOODS_TYPE.excluded} and ${couponType.goodsIds} not like ${`%,${goodsId},%`}))`;

const goodsSite = async (db: Db, goodsId: number): Promise<number> => {
  const [g] = await db
    .select({ siteId: goods.siteId })
    .from(goods)
    .where(and(eq(goods.goodsId, goodsId), eq(goods.isDelete, 0)))
    .limit(1);
  if (!g) throw new AppError(couponMessages.couponGoodsNotExist, Code.ERROR);
  return g.siteId;
};

/**
 * Receivable (active, shown, not sold out, not past end) types, newest first: of a goods (its shop's
 * types that apply to it), of a shop, or of every open shop. Non-paged (at most 100).
 */
export const couponTypeLists = async (
  db: Db,
  memberId: number | null,
  p: { goods_id?: number; site_id?: number },
): Promise<CouponType[]> => {
  const at = nowSeconds();
  const where: SQL[] = [activeTypeWhere(couponType, at), notSoldOutWhere(couponType), eq(shop.shopStatus, SHOP_STATUS.open)];
  if (p.goods_id) {
    where.push(eq(couponType.siteId, await goodsSite(db, p.goods_id)), appliesToGoods(p.goods_id));
  } else if (p.site_id) {
    where.push(eq(couponType.siteId, p.site_id));
  }
  const rows = await db
    .select(typeSelect)
    .from(couponType)
    .innerJoin(shop, eq(shop.siteId, couponType.siteId))
    .where(and(...where))
    .orderBy(desc(couponType.couponTypeId))
    .limit(LIST_LIMIT);
  return withCaller(db, memberId, rows);
};

/** The coupon centre: active shown types of open shops, newest first, paged. */
export const couponTypePage = async (db: Db, memberId: number | null, p: CouponTypePageParams): Promise<Paged<CouponType>> => {
  const at = nowSeconds();
  const where: SQL[] = [activeTypeWhere(couponType, at), eq(shop.shopStatus, SHOP_STATUS.open)];
  if (p.can_receive === 1) where.push(notSoldOutWhere(couponType));
  if (p.site_id) where.push(eq(couponType.siteId, p.site_id));
  if (p.coupon_type_id_arr) where.push(inArray(couponType.couponTypeId, p.coupon_type_id_arr));
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(couponType)
    .innerJoin(shop, eq(shop.siteId, couponType.siteId))
    .where(cond);
  const rows =
    total > (p.page - 1) * p.page_size
      ? await db
          .select(typeSelect)
          .from(couponType)
          .innerJoin(shop, eq(shop.siteId, couponType.siteId))
          .where(cond)
          .orderBy(desc(couponType.couponTypeId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size)
      : [];
  return { page_count: pageCount(total, p.page_size), count: total, list: await withCaller(db, memberId, rows) };
};

/** Types by id, in the order asked (DIY coupon block): active ones of open shops, sold out included. */
export const couponTypesById = async (db: Db, memberId: number | null, ids: number[]): Promise<CouponType[]> => {
  const rows = await db
    .select(typeSelect)
    .from(couponType)
    .innerJoin(shop, eq(shop.siteId, couponType.siteId))
    .where(
      and(
        inArray(couponType.couponTypeId, [...new Set(ids)]),
        activeTypeWhere(couponType, nowSeconds()),
        eq(shop.shopStatus, SHOP_STATUS.open),
      ),
    );
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.t.couponTypeId)! - order.get(b.t.couponTypeId)!);
  return withCaller(db, memberId, rows);
};

/** One type (any status but closed); unknown → "优惠券不存在". */
export const couponTypeInfo = async (db: Db, memberId: number | null, typeId: number): Promise<CouponType> => {
  const rows = await db
    .select(typeSelect)
    .from(couponType)
    .leftJoin(shop, eq(shop.siteId, couponType.siteId))
    .where(and(eq(couponType.couponTypeId, typeId), ne(couponType.status, CouponTypeStatus.closed)))
    .limit(1);
  if (rows.length === 0) throw new AppError(couponMessages.couponNotExist, Code.ERROR);
  return (await withCaller(db, memberId, rows))[0];
};

// ---------------------------------------------------------------- receiving shop coupons

/** Shop coupons for the shared grant (`grantCouponTx(tx, shopCoupons, …)`): a closed shop's coupons cannot be received. */
export const shopCoupons: CouponKind<TypeRow> = {
  types: { table: couponType, id: couponType.couponTypeId },
  issuerOpen: async (tx, t) => {
    const [owner] = await tx.select({ status: shop.shopStatus }).from(shop).where(eq(shop.siteId, t.siteId)).limit(1);
    return owner?.status === SHOP_STATUS.open;
  },
  held: heldShopCoupons,
  issue: async (tx, memberId, u, getType, dates) => {
    const [c] = await tx
      .insert(coupon)
      .values({
        ...dates,
        couponTypeId: u.couponTypeId,
        siteId: u.siteId,
        memberId,
        state: CouponStatus.unused,
        getType,
        couponName: u.couponName,
        type: u.type,
        money: u.money,
        discount: u.discount,
        discountLimit: u.discountLimit,
        atLeast: u.atLeast,
        goodsType: u.goodsType,
        goodsIds: u.goodsIds,
      })
      .returning({ id: coupon.couponId });
    return c.id;
  },
};

/** `/coupon/api/coupon/receive`: one transaction; refusals carry the mall's texts. */
export const receiveShopCoupon = async (db: Db, memberId: number, typeId: number, getType: number): Promise<CouponReceiveResult> => {
  const { id, ...rest } = await receiveCoupon(db, shopCoupons, memberId, typeId, getType);
  return { coupon_id: id, ...rest };
};

export const shopCouponReceivedNum = async (db: Db, memberId: number, typeId: number): Promise<number> => {
  const [t] = await db.select({ id: couponType.couponTypeId }).from(couponType).where(eq(couponType.couponTypeId, typeId)).limit(1);
  if (!t) throw new AppError(couponMessages.couponNotExist, Code.ERROR);
  return (await heldCounts(db, heldShopCoupons, memberId, [typeId])).get(typeId) ?? 0;
};

// ---------------------------------------------------------------- member shop coupons

type CouponRow = typeof coupon.$inferSelect;

const toMemberCoupon = (c: CouponRow, siteName: string, at: number): MemberCoupon => ({
  coupon_id: c.couponId,
  coupon_type_id: c.couponTypeId,
  site_id: c.siteId,
  site_name: siteName,
  coupon_name: c.couponName,
  type: c.type === COUPON_TYPE.discount ? COUPON_TYPE.discount : COUPON_TYPE.reward,
  money: formatFen(c.money),
  discount: discountText(c.discount),
  discount_limit: formatFen(c.discountLimit),
  at_least: formatFen(c.atLeast),
  goods_type: goodsTypeOf(c.goodsType),
  goods_ids: c.goodsIds,
  state: shownState(c.state, c.endTime, at),
  get_type: c.getType,
  start_time: c.startTime,
  end_time: c.endTime,
  fetch_time: c.fetchTime,
  use_time: c.useTime,
  use_order_id: c.useOrderId ?? 0,
});

export const memberCouponPage = async (db: Db, memberId: number, p: MemberCouponPageParams): Promise<Paged<MemberCoupon>> => {
  const at = nowSeconds();
  const cond = and(
    eq(coupon.memberId, memberId),
    stateWhere(coupon, p.state as CouponState, at),
    p.site_id ? eq(coupon.siteId, p.site_id) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(coupon)
    .where(cond);
  const rows =
    total > (p.page - 1) * p.page_size
      ? await db
          .select({ c: coupon, siteName: shop.siteName })
          .from(coupon)
          .leftJoin(shop, eq(shop.siteId, coupon.siteId))
          .where(cond)
          .orderBy(desc(coupon.couponId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size)
      : [];
  return { page_count: pageCount(total, p.page_size), count: total, list: rows.map((r) => toMemberCoupon(r.c, r.siteName ?? '', at)) };
};

export const memberCouponNum = async (db: Db, memberId: number, state: CouponState): Promise<number> => {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupon)
    .where(and(eq(coupon.memberId, memberId), stateWhere(coupon, state, nowSeconds())));
  return n;
};

// ---------------------------------------------------------------- for checkout and the goods list

/** One goods line of a shop's order, for coupon eligibility. */
export interface CouponGoodsLine {
  goods_id: number;
  /** Line money in fen (after earlier discounts). */
  money: number;
}

/** The part of `lines` a coupon applies to (fen): all, listed goods, or all but listed. */
export const eligibleMoney = (c: { goodsType: number; goodsIds: string }, lines: CouponGoodsLine[]): number => {
  if (c.goodsType === COUPON_GOODS_TYPE.all) return lines.reduce((s, l) => s + l.money, 0);
  const listed = new Set(c.goodsIds.split(',').filter(Boolean).map(Number));
  return lines
    .filter((l) => (c.goodsType === COUPON_GOODS_TYPE.listed ? listed.has(l.goods_id) : !listed.has(l.goods_id)))
    .reduce((s, l) => s + l.money, 0);
};

/**
 * What a shop coupon takes off `eligible` fen (reference §6): a reward coupon min(money, eligible); a
 * discount coupon eligible × (10 − discount)/10, floored to the fen and capped by discount_limit (0 = none).
 */
export const couponDeduction = (c: { type: string; money: number; discount: number; discountLimit: number }, eligible: number): number => {
  if (eligible <= 0) return 0;
  if (c.type === COUPON_TYPE.discount) {
    const off = Math.floor((eligible * (100 - c.discount)) / 100);
    return c.discountLimit > 0 ? Math.min(off, c.discountLimit) : off;
  }
  return Math.min(c.money, eligible);
};

export interface UsableShopCoupon extends MemberCoupon {
  /** Fen this coupon would take off the given lines. */
  deduction: number;
}

/**
 * The member's unused, unexpired coupons of a shop usable on `lines` (`at_least` ≤ the eligible money),
 * by money desc (then deduction desc): checkout preselects the first.
 */
export const usableShopCoupons = async (db: Db, memberId: number, siteId: number, lines: CouponGoodsLine[]): Promise<UsableShopCoupon[]> =>
  (await usableShopCouponsOf(db, memberId, [siteId]))(siteId, lines);

/**
 * `usableShopCoupons` for several shops with one query: reads the member's coupons of `siteIds` now and
 * answers a function giving each shop's usable list for its lines (which may change meanwhile, e.g. by manjian).
 */
export const usableShopCouponsOf = async (
  db: Db,
  memberId: number,
  siteIds: readonly number[],
): Promise<(siteId: number, lines: CouponGoodsLine[]) => UsableShopCoupon[]> => {
  const at = nowSeconds();
  const rows =
    siteIds.length === 0
      ? []
      : await db
          .select({ c: coupon, siteName: shop.siteName })
          .from(coupon)
          .leftJoin(shop, eq(shop.siteId, coupon.siteId))
          .where(
            and(
              eq(coupon.memberId, memberId),
              inArray(coupon.siteId, [...siteIds]),
              stateWhere(coupon, CouponStatus.unused, at),
              lte(coupon.startTime, at),
            ),
          )
          .orderBy(coupon.couponId);
  return (siteId, lines) =>
    usableFrom(
      rows.filter((r) => r.c.siteId === siteId),
      lines,
      at,
    );
};

const usableFrom = (
  rows: { c: typeof coupon.$inferSelect; siteName: string | null }[],
  lines: CouponGoodsLine[],
  at: number,
): UsableShopCoupon[] => {
  const out: UsableShopCoupon[] = [];
  for (const r of rows) {
    const eligible = eligibleMoney(r.c, lines);
    if (eligible <= 0 || r.c.atLeast > eligible) continue;
    out.push({ ...toMemberCoupon(r.c, r.siteName ?? '', at), deduction: couponDeduction(r.c, eligible) });
  }
  return out.sort((a, b) => Number(b.money) - Number(a.money) || b.deduction - a.deduction);
};

/** Spends a shop coupon on an order, or gives it back (coupon.kinds). */
export const useShopCouponTx = (tx: Db, memberId: number, couponId: number, orderId: number) =>
  spendCouponTx(tx, heldShopCoupons, memberId, couponId, orderId);
export const returnShopCouponTx = (tx: Db, couponId: number, orderId: number) => giveBackCouponTx(tx, heldShopCoupons, couponId, orderId);

/** The goods a shop coupon type applies to, for `goodssku/page?coupon=<id>`; null when the type is unknown or closed. */
export const couponGoodsScope = async (
  db: Db,
  typeId: number,
): Promise<{ site_id: number; goods_type: CouponGoodsType; goods_ids: number[] } | null> => {
  const [t] = await db
    .select({ siteId: couponType.siteId, goodsType: couponType.goodsType, goodsIds: couponType.goodsIds })
    .from(couponType)
    .where(and(eq(couponType.couponTypeId, typeId), ne(couponType.status, CouponTypeStatus.closed)))
    .limit(1);
  if (!t) return null;
  return {
    site_id: t.siteId,
    goods_type: goodsTypeOf(t.goodsType),
    goods_ids: t.goodsIds.split(',').filter(Boolean).map(Number),
  };
};
