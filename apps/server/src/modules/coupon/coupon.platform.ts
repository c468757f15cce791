import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_TYPE,
  COUPON_USE_SCENARIO,
  Code,
  formatFen,
  nowSeconds,
  pageCount,
  type CouponCallerState,
  type CouponState,
  type Lang,
  type MemberPlatformCoupon,
  type Paged,
  type PlatformCouponReceiveResult,
  type PlatformCouponType,
  type PlatformCouponTypePageParams,
  type PlatformMemberCouponPageParams,
  type RegisterRewardCoupon,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { inIds } from '../../infra/db/in-ids';
import { AppError } from '../../infra/http/errors';
import { shopGroupNames } from '../shop';
import { couponMessages } from './coupon.messages';
import {
  giveBackCouponTx,
  grantCouponTx,
  heldCounts,
  heldPlatformCoupons,
  receiveCoupon,
  spendCouponTx,
  type CouponKind,
} from './coupon.kinds';
import {
  activeTypeWhere,
  callerState,
  notSoldOutWhere,
  shownState,
  stateWhere,
  typeExpired,
  useScenarioOf,
  validityTypeOf,
} from './coupon.rules';
import { CouponStatus, CouponTypeStatus } from './coupon.state';
import { platformcoupon, platformcouponType } from './coupon.tables';

type PTypeRow = typeof platformcouponType.$inferSelect;
const LIST_LIMIT = 100;

/** Ids from a comma list ("3,5" or ",3,5,"); anything that is not a positive id is dropped. */
export const parseIdCsv = (csv: string): number[] => [
  ...new Set(
    csv
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number)
      .filter((n) => n > 0),
  ),
];

/** What a platform coupon (type or held) says about where it may be used. */
export interface PlatformScope {
  useScenario: number;
  groupIds: string;
}

/** The shop levels a coupon is limited to; null = all shops. */
export const scopeGroups = (c: PlatformScope): Set<number> | null =>
  c.useScenario === COUPON_USE_SCENARIO.shopLevels ? new Set(parseIdCsv(c.groupIds)) : null;

/** Whether a coupon of this scope may be used in a shop of level `groupId`. */
export const scopeAllows = (c: PlatformScope, groupId: number): boolean => {
  const groups = scopeGroups(c);
  return groups === null || (groupId > 0 && groups.has(groupId));
};

/**
 * Readable level names of each coupon ("旗舰店、专营店"; ", " between names in English): one query for
 * all the rows, none when no row is limited to levels. Levels that no longer exist are left out.
 */
export const scopeNamer = async (db: Db, rows: PlatformScope[], lang: Lang | 'neutral'): Promise<(c: PlatformScope) => string> => {
  const ids = rows.filter((r) => r.useScenario === COUPON_USE_SCENARIO.shopLevels).flatMap((r) => parseIdCsv(r.groupIds));
  if (ids.length === 0) return () => '';
  const names = await shopGroupNames(db, ids);
  const order = [...names.keys()];
  const sep = lang === 'en-us' ? ', ' : lang === 'zh-cn' ? '、' : ' / ';
  return (c) => {
    const groups = scopeGroups(c);
    if (!groups) return '';
    return order
      .filter((id) => groups.has(id))
      .map((id) => names.get(id)!)
      .join(sep);
  };
};

const toPlatformType = (t: PTypeRow, state: CouponCallerState, groupNames: string): PlatformCouponType => ({
  platformcoupon_type_id: t.platformcouponTypeId,
  platformcoupon_name: t.platformcouponName,
  type: COUPON_TYPE.reward,
  money: formatFen(t.money),
  discount: '0.0',
  at_least: formatFen(t.atLeast),
  count: t.count,
  lead_count: t.leadCount,
  is_limitless: t.isLimitless === 1 ? 1 : 0,
  max_fetch: t.maxFetch,
  validity_type: validityTypeOf(t.validityType),
  fixed_term: t.fixedTerm,
  end_time: t.endTime,
  use_scenario: useScenarioOf(t.useScenario),
  group_ids: t.groupIds,
  group_names: groupNames,
  status: t.status,
  is_show: t.isShow === 1 ? 1 : 0,
  image: t.image,
  create_time: t.createTime,
  ...state,
});

const withCaller = async (db: Db, memberId: number | null, rows: PTypeRow[], lang: Lang): Promise<PlatformCouponType[]> => {
  const [held, names] = await Promise.all([
    heldCounts(
      db,
      heldPlatformCoupons,
      memberId,
      rows.map((r) => r.platformcouponTypeId),
    ),
    scopeNamer(db, rows, lang),
  ]);
  const at = nowSeconds();
  return rows.map((t) => toPlatformType(t, callerState(t, held.get(t.platformcouponTypeId) ?? 0, at), names(t)));
};

/** Receivable platform types (active, shown, not sold out, not past end), newest first, at most 100. */
export const platformTypeLists = async (db: Db, memberId: number | null, lang: Lang = 'zh-cn'): Promise<PlatformCouponType[]> => {
  const rows = await db
    .select()
    .from(platformcouponType)
    .where(and(activeTypeWhere(platformcouponType, nowSeconds()), notSoldOutWhere(platformcouponType)))
    .orderBy(desc(platformcouponType.platformcouponTypeId))
    .limit(LIST_LIMIT);
  return withCaller(db, memberId, rows, lang);
};

export const platformTypePage = async (
  db: Db,
  memberId: number | null,
  p: PlatformCouponTypePageParams,
  lang: Lang = 'zh-cn',
): Promise<Paged<PlatformCouponType>> => {
  const where: SQL[] = [activeTypeWhere(platformcouponType, nowSeconds())];
  if (p.can_receive === 1) where.push(notSoldOutWhere(platformcouponType));
  if (p.coupon_type_id_arr) where.push(inArray(platformcouponType.platformcouponTypeId, p.coupon_type_id_arr));
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(platformcouponType)
    .where(cond);
  const rows =
    total > (p.page - 1) * p.page_size
      ? await db
          .select()
          .from(platformcouponType)
          .where(cond)
          .orderBy(desc(platformcouponType.platformcouponTypeId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size)
      : [];
  return { page_count: pageCount(total, p.page_size), count: total, list: await withCaller(db, memberId, rows, lang) };
};

/** Platform types by id in the order asked (DIY coupon block), active ones, sold out included. */
export const platformTypesById = async (
  db: Db,
  memberId: number | null,
  ids: number[],
  lang: Lang = 'zh-cn',
): Promise<PlatformCouponType[]> => {
  const rows = await db
    .select()
    .from(platformcouponType)
    .where(and(inArray(platformcouponType.platformcouponTypeId, [...new Set(ids)]), activeTypeWhere(platformcouponType, nowSeconds())));
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.platformcouponTypeId)! - order.get(b.platformcouponTypeId)!);
  return withCaller(db, memberId, rows, lang);
};

export const platformTypeInfo = async (
  db: Db,
  memberId: number | null,
  typeId: number,
  lang: Lang = 'zh-cn',
): Promise<PlatformCouponType> => {
  const rows = await db
    .select()
    .from(platformcouponType)
    .where(and(eq(platformcouponType.platformcouponTypeId, typeId), sql`${platformcouponType.status} <> ${CouponTypeStatus.closed}`))
    .limit(1);
  if (rows.length === 0) throw new AppError(couponMessages.couponNotExist, Code.ERROR);
  return (await withCaller(db, memberId, rows, lang))[0];
};

/** Platform coupons for the shared grant (`grantCouponTx(tx, platformCoupons, …)`). */
export const platformCoupons: CouponKind<PTypeRow> = {
  types: { table: platformcouponType, id: platformcouponType.platformcouponTypeId },
  held: heldPlatformCoupons,
  issue: async (tx, memberId, u, getType, dates) => {
    const [c] = await tx
      .insert(platformcoupon)
      .values({
        ...dates,
        platformcouponTypeId: u.platformcouponTypeId,
        memberId,
        state: CouponStatus.unused,
        getType,
        platformcouponName: u.platformcouponName,
        money: u.money,
        atLeast: u.atLeast,
        useScenario: u.useScenario,
        groupIds: u.groupIds,
      })
      .returning({ id: platformcoupon.platformcouponId });
    return c.id;
  },
};

export const receivePlatformCoupon = async (
  db: Db,
  memberId: number,
  typeId: number,
  getType: number,
): Promise<PlatformCouponReceiveResult> => {
  const { id, ...rest } = await receiveCoupon(db, platformCoupons, memberId, typeId, getType);
  return { platformcoupon_id: id, ...rest };
};

/**
 * Issues one coupon of each listed platform type to the member inside `tx` (registration gift): types
 * that are unknown, closed, expired, sold out or at the member's limit are skipped silently; stock is
 * never exceeded. Answers the ids of the coupons issued.
 */
export const issueCouponsTx = async (tx: Db, memberId: number, typeIds: number[], getType = 3): Promise<number[]> => {
  const issued: number[] = [];
  for (const id of [...new Set(typeIds)]) {
    const r = await grantCouponTx(tx, platformCoupons, memberId, id, getType);
    if (r.ok) issued.push(r.couponId);
  }
  return issued;
};

/** The registration gift's coupons as spec §3 shows them (`platformcoupon_name, at_least, type, discount, money`), active ones only. */
export const registerRewardCoupons = async (db: Db, csv: string): Promise<RegisterRewardCoupon[]> => {
  const ids = parseIdCsv(csv);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(platformcouponType)
    .where(and(inArray(platformcouponType.platformcouponTypeId, ids), eq(platformcouponType.status, CouponTypeStatus.active)));
  const at = nowSeconds();
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows
    .filter((t) => !typeExpired(t, at))
    .sort((a, b) => order.get(a.platformcouponTypeId)! - order.get(b.platformcouponTypeId)!)
    .map((t) => ({
      platformcoupon_type_id: t.platformcouponTypeId,
      platformcoupon_name: t.platformcouponName,
      type: COUPON_TYPE.reward,
      money: formatFen(t.money),
      discount: '0.0',
      at_least: formatFen(t.atLeast),
    }));
};

export const platformReceivedNum = async (db: Db, memberId: number, typeId: number): Promise<number> => {
  const [t] = await db
    .select({ id: platformcouponType.platformcouponTypeId })
    .from(platformcouponType)
    .where(eq(platformcouponType.platformcouponTypeId, typeId))
    .limit(1);
  if (!t) throw new AppError(couponMessages.couponNotExist, Code.ERROR);
  return (await heldCounts(db, heldPlatformCoupons, memberId, [typeId])).get(typeId) ?? 0;
};

type PRow = typeof platformcoupon.$inferSelect;

const toMemberPlatform = (c: PRow, at: number, groupNames = ''): MemberPlatformCoupon => ({
  platformcoupon_id: c.platformcouponId,
  platformcoupon_type_id: c.platformcouponTypeId,
  platformcoupon_name: c.platformcouponName,
  type: COUPON_TYPE.reward,
  money: formatFen(c.money),
  at_least: formatFen(c.atLeast),
  use_scenario: useScenarioOf(c.useScenario),
  group_ids: c.groupIds,
  group_names: groupNames,
  state: shownState(c.state, c.endTime, at),
  get_type: c.getType,
  start_time: c.startTime,
  end_time: c.endTime,
  fetch_time: c.fetchTime,
  use_time: c.useTime,
  use_order_id: c.useOrderId ?? 0,
});

export const memberPlatformPage = async (
  db: Db,
  memberId: number,
  p: PlatformMemberCouponPageParams,
  lang: Lang = 'zh-cn',
): Promise<Paged<MemberPlatformCoupon>> => {
  const at = nowSeconds();
  const cond = and(eq(platformcoupon.memberId, memberId), stateWhere(platformcoupon, p.state as CouponState, at));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(platformcoupon)
    .where(cond);
  const rows =
    total > (p.page - 1) * p.page_size
      ? await db
          .select()
          .from(platformcoupon)
          .where(cond)
          .orderBy(desc(platformcoupon.platformcouponId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size)
      : [];
  const names = await scopeNamer(db, rows, lang);
  return { page_count: pageCount(total, p.page_size), count: total, list: rows.map((r) => toMemberPlatform(r, at, names(r))) };
};

export const memberPlatformNum = async (db: Db, memberId: number, state: CouponState): Promise<number> => {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(platformcoupon)
    .where(and(eq(platformcoupon.memberId, memberId), stateWhere(platformcoupon, state, nowSeconds())));
  return n;
};

// ---------------------------------------------------------------- for checkout

/**
 * The member's unused, unexpired platform coupons usable on an order of `orderMoney` fen (`at_least` ≤ it;
 * all of them when `orderMoney` is left out), money desc. (`use_scenario` 2 — shop levels — is checked by
 * the caller against the shops' levels: `scopeAllows`.)
 */
export const usablePlatformCoupons = async (db: Db, memberId: number, orderMoney?: number): Promise<MemberPlatformCoupon[]> =>
  (await usablePlatformCouponsOf(db, [memberId], orderMoney)).get(memberId) ?? [];

/** `usablePlatformCoupons` of several members in one query (a batch of checkouts); a member without any is absent. */
export const usablePlatformCouponsOf = async (
  db: Db,
  memberIds: readonly number[],
  orderMoney?: number,
): Promise<Map<number, MemberPlatformCoupon[]>> => {
  const out = new Map<number, MemberPlatformCoupon[]>();
  if (memberIds.length === 0) return out;
  const at = nowSeconds();
  const rows = await db
    .select()
    .from(platformcoupon)
    .where(
      and(
        inIds(platformcoupon.memberId, memberIds),
        stateWhere(platformcoupon, 1, at),
        orderMoney === undefined ? undefined : lte(platformcoupon.atLeast, orderMoney),
        lte(platformcoupon.startTime, at),
      ),
    )
    .orderBy(desc(platformcoupon.money), desc(platformcoupon.platformcouponId));
  for (const r of rows) {
    const list = out.get(r.memberId) ?? [];
    list.push(toMemberPlatform(r, at));
    out.set(r.memberId, list);
  }
  return out;
};

/** Spends a platform coupon on an order, or gives it back (coupon.kinds). */
export const usePlatformCouponTx = (tx: Db, memberId: number, couponId: number, orderId: number) =>
  spendCouponTx(tx, heldPlatformCoupons, memberId, couponId, orderId);
export const returnPlatformCouponTx = (tx: Db, couponId: number, orderId: number) =>
  giveBackCouponTx(tx, heldPlatformCoupons, couponId, orderId);
