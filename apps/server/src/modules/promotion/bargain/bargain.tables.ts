import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's bargain launch (砍价发起): one unit of the bargain SKU's stock reserved (`promotion_activity_sku.stock`)
 * for `end_time − start_time` (the activity's `bargain_time` hours), its price cut from `price` towards
 * `floor_price` by helpers. The activity's terms are copied at launch, so an operator's edit does not change a
 * launch under way. `status` 0 going, 1 succeeded (can be bought), 2 failed (its unit given back, exactly once:
 * only the guarded move 0 → 2 gives it). `order_id`: the order bought from it that is not closed (0: none).
 */
export const promotionBargainLaunch = pgTable(
  'promotion_bargain_launch',
  {
    launchId: serial('launch_id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    /** The bargain SKU row (`promotion_activity_sku.id`) whose unit it holds. */
    activitySkuId: integer('activity_sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    memberId: integer('member_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    floorPrice: bigint('floor_price', { mode: 'number' }).notNull(),
    currPrice: bigint('curr_price', { mode: 'number' }).notNull(),
    firstBargainPrice: bigint('first_bargain_price', { mode: 'number' }).notNull().default(0),
    bargainType: smallint('bargain_type').notNull().default(0),
    buyType: smallint('buy_type').notNull().default(0),
    needNum: integer('need_num').notNull(),
    currNum: integer('curr_num').notNull().default(0),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [
    index('promotion_bargain_launch_member_idx').on(t.memberId, t.status, t.launchId),
    // The expiry sweep: launches going whose time is up.
    index('promotion_bargain_launch_sweep_idx').on(t.status, t.endTime),
    index('promotion_bargain_launch_activity_idx').on(t.activityId, t.launchId),
    index('promotion_bargain_launch_order_idx').on(t.orderId),
    // One launch going per member and bargain SKU.
    uniqueIndex('promotion_bargain_launch_going_idx')
      .on(t.activitySkuId, t.memberId)
      .where(sql`${t.status} = 0`),
    check('promotion_bargain_launch_status_check', sql`${t.status} in (0, 1, 2)`),
    check(
      'promotion_bargain_launch_price_check',
      sql`${t.floorPrice} >= 0 and ${t.currPrice} >= ${t.floorPrice} and ${t.currPrice} <= ${t.price}`,
    ),
    check('promotion_bargain_launch_num_check', sql`${t.needNum} > 0 and ${t.currNum} >= 0`),
  ],
);

/** A cut (砍一刀) of a launch: each member helps a launch once (the unique index is the guard). */
export const promotionBargainRecord = pgTable(
  'promotion_bargain_record',
  {
    id: serial('id').primaryKey(),
    launchId: integer('launch_id').notNull(),
    memberId: integer('member_id').notNull(),
    money: bigint('money', { mode: 'number' }).notNull(),
    bargainTime: bigint('bargain_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('promotion_bargain_record_once_idx').on(t.launchId, t.memberId),
    check('promotion_bargain_record_money_check', sql`${t.money} > 0`),
  ],
);
