import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { COUPON_GOODS_TYPE, COUPON_TYPE, COUPON_USE_SCENARIO, COUPON_VALIDITY_TYPE } from '@mall/contract';

/*
 * Columns both kinds of coupon have (shop and platform), built afresh for each table and spread at the same
 * place in both, so the tables keep their column order.
 */
/** A type's stock: `lead_count` handed out of `count` (unless limitless), at most `max_fetch` a member. */
const stockColumns = () => ({
  count: integer('count').notNull().default(0),
  leadCount: integer('lead_count').notNull().default(0),
  maxFetch: integer('max_fetch').notNull().default(0),
  isLimitless: smallint('is_limitless').notNull().default(0),
});
/** A type's state in lists: `status` 1 active, 2 ended, -1 closed; `is_show` in the coupon centre. */
const listingColumns = () => ({
  status: smallint('status').notNull().default(1),
  isShow: smallint('is_show').notNull().default(1),
  image: varchar('image', { length: 255 }).notNull().default(''),
  createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
});
/** A held coupon's dates and the order that used it. */
const heldDateColumns = () => ({
  startTime: bigint('start_time', { mode: 'number' }).notNull().default(0),
  endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
  fetchTime: bigint('fetch_time', { mode: 'number' }).notNull().default(0),
  useTime: bigint('use_time', { mode: 'number' }).notNull().default(0),
  useOrderId: integer('use_order_id'),
});

/**
 * Shop coupon types (优惠券). Money in fen; `discount` is 折 ×10 (85 = 8.5折). `lead_count` counts coupons
 * handed out and never passes `count` unless the type is limitless (CHECK + guarded UPDATE when receiving).
 * `goods_ids` is ",id,id," (the mall's wire form) for goods_type 2/3.
 */
export const couponType = pgTable(
  'coupon_type',
  {
    couponTypeId: serial('coupon_type_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    /** `COUPON_TYPE`: reward, discount. */
    type: varchar('type', { length: 16 }).notNull().default(COUPON_TYPE.reward),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    discount: integer('discount').notNull().default(0),
    discountLimit: bigint('discount_limit', { mode: 'number' }).notNull().default(0),
    atLeast: bigint('at_least', { mode: 'number' }).notNull().default(0),
    ...stockColumns(),
    goodsType: smallint('goods_type').notNull().default(COUPON_GOODS_TYPE.all),
    goodsIds: varchar('goods_ids', { length: 2000 }).notNull().default(''),
    validityType: smallint('validity_type').notNull().default(COUPON_VALIDITY_TYPE.untilEnd),
    fixedTerm: integer('fixed_term').notNull().default(0),
    endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
    ...listingColumns(),
  },
  (t) => [
    // Coupon centre (newest first) and a shop's / a goods' coupons.
    index('coupon_type_list_idx').on(t.status, t.isShow, t.couponTypeId),
    index('coupon_type_site_idx').on(t.siteId, t.status, t.couponTypeId),
    check('coupon_type_lead_check', sql`${t.isLimitless} = 1 or ${t.leadCount} <= ${t.count}`),
    check('coupon_type_type_check', sql`${t.type} in ('reward', 'discount')`),
    check('coupon_type_goods_type_check', sql`${t.goodsType} in (1, 2, 3)`),
    check('coupon_type_discount_check', sql`${t.type} <> 'discount' or ${t.discount} between 10 and 99`),
  ],
);

/**
 * Members' shop coupons. The figures are copied from the type at receipt, so a later edit of the type
 * does not change a coupon already held. `state` 1 unused / 2 used (3 may be stored, but an unused
 * coupon past `end_time` is shown as 3 when read; end_time 0 = never expires).
 */
export const coupon = pgTable(
  'coupon',
  {
    couponId: serial('coupon_id').primaryKey(),
    couponTypeId: integer('coupon_type_id').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    state: smallint('state').notNull().default(1),
    getType: smallint('get_type').notNull().default(2),
    couponName: varchar('coupon_name', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).notNull().default('reward'),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    discount: integer('discount').notNull().default(0),
    discountLimit: bigint('discount_limit', { mode: 'number' }).notNull().default(0),
    atLeast: bigint('at_least', { mode: 'number' }).notNull().default(0),
    goodsType: smallint('goods_type').notNull().default(COUPON_GOODS_TYPE.all),
    goodsIds: varchar('goods_ids', { length: 2000 }).notNull().default(''),
    ...heldDateColumns(),
  },
  (t) => [
    // My coupons by state (+ expiry) newest first; per-type counts for max_fetch; a shop's usable coupons at checkout.
    index('coupon_member_state_idx').on(t.memberId, t.state, t.endTime),
    index('coupon_member_type_idx').on(t.memberId, t.couponTypeId),
    index('coupon_member_site_idx').on(t.memberId, t.siteId, t.state),
  ],
);

/** Platform coupon types (平台优惠券): amount only, usable across shops (`use_scenario` 1 all / 2 shop levels `group_ids`). */
export const platformcouponType = pgTable(
  'platformcoupon_type',
  {
    platformcouponTypeId: serial('platformcoupon_type_id').primaryKey(),
    platformcouponName: varchar('platformcoupon_name', { length: 64 }).notNull(),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    atLeast: bigint('at_least', { mode: 'number' }).notNull().default(0),
    ...stockColumns(),
    validityType: smallint('validity_type').notNull().default(COUPON_VALIDITY_TYPE.untilEnd),
    fixedTerm: integer('fixed_term').notNull().default(0),
    endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
    useScenario: smallint('use_scenario').notNull().default(COUPON_USE_SCENARIO.allShops),
    groupIds: varchar('group_ids', { length: 500 }).notNull().default(''),
    ...listingColumns(),
  },
  (t) => [
    index('platformcoupon_type_list_idx').on(t.status, t.isShow, t.platformcouponTypeId),
    check('platformcoupon_type_lead_check', sql`${t.isLimitless} = 1 or ${t.leadCount} <= ${t.count}`),
  ],
);

/** Members' platform coupons (figures copied at receipt, states as `coupon`). */
export const platformcoupon = pgTable(
  'platformcoupon',
  {
    platformcouponId: serial('platformcoupon_id').primaryKey(),
    platformcouponTypeId: integer('platformcoupon_type_id').notNull(),
    memberId: integer('member_id').notNull(),
    state: smallint('state').notNull().default(1),
    getType: smallint('get_type').notNull().default(2),
    platformcouponName: varchar('platformcoupon_name', { length: 64 }).notNull(),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    atLeast: bigint('at_least', { mode: 'number' }).notNull().default(0),
    useScenario: smallint('use_scenario').notNull().default(COUPON_USE_SCENARIO.allShops),
    groupIds: varchar('group_ids', { length: 500 }).notNull().default(''),
    ...heldDateColumns(),
  },
  (t) => [
    index('platformcoupon_member_state_idx').on(t.memberId, t.state, t.endTime),
    index('platformcoupon_member_type_idx').on(t.memberId, t.platformcouponTypeId),
  ],
);
