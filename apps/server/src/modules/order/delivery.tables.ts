import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgSequence, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Delivery settings of a shop (one row per shop; a shop without a row offers express only, free).
 * Money in fen, distances in km, times of day in seconds since 00:00.
 *
 * Express: `express_fee_type` 'piece' (by item count) or 'weight' (by grams). The first
 * `express_first` pieces/grams cost `express_first_fee`; every started `express_additional`
 * pieces/grams beyond cost `express_additional_fee` (additional 0 = nothing more). Goods flagged
 * free shipping do not count.
 *
 * Local delivery (同城配送): from the centre (`local_longitude`, `local_latitude`), by distance rings
 * `[{distance_km, fee}]` ascending — the first ring whose distance_km ≥ the address distance sets the
 * fee; beyond the last ring the address is too far. Needs goods money ≥ `local_start_money`. The time
 * window (`local_time_is_open`) offers delivery on `local_time_week` days (0 Sunday … 6) between
 * `local_start_time` and `local_end_time`.
 */
export const shopDeliveryConfig = pgTable(
  'shop_delivery_config',
  {
    siteId: integer('site_id').primaryKey(),
    expressIsUse: smallint('express_is_use').notNull().default(1),
    /** piece | weight */
    expressFeeType: varchar('express_fee_type', { length: 8 }).notNull().default('piece'),
    expressFirst: integer('express_first').notNull().default(1),
    expressFirstFee: bigint('express_first_fee', { mode: 'number' }).notNull().default(0),
    expressAdditional: integer('express_additional').notNull().default(1),
    expressAdditionalFee: bigint('express_additional_fee', { mode: 'number' }).notNull().default(0),
    storeIsUse: smallint('store_is_use').notNull().default(0),
    localIsUse: smallint('local_is_use').notNull().default(0),
    localLongitude: varchar('local_longitude', { length: 32 }).notNull().default(''),
    localLatitude: varchar('local_latitude', { length: 32 }).notNull().default(''),
    /** `[{distance_km, fee}]`, fee in fen, distance ascending. */
    localRings: jsonb('local_rings').notNull().default([]),
    localStartMoney: bigint('local_start_money', { mode: 'number' }).notNull().default(0),
    localTimeIsOpen: smallint('local_time_is_open').notNull().default(0),
    /** 0 every day, 1 only `local_time_week`. */
    localTimeType: smallint('local_time_type').notNull().default(0),
    localTimeWeek: jsonb('local_time_week').notNull().default([0, 1, 2, 3, 4, 5, 6]),
    localStartTime: integer('local_start_time').notNull().default(0),
    localEndTime: integer('local_end_time').notNull().default(86_399),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('shop_delivery_config_fee_check', sql`${t.expressFirstFee} >= 0 and ${t.expressAdditionalFee} >= 0 and ${t.localStartMoney} >= 0`),
    check('shop_delivery_config_fee_type_check', sql`${t.expressFeeType} in ('piece', 'weight')`),
  ],
);

/** Numbers for orders and pay records (`order.no.ts`): unique across processes and servers. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1, increment: 1 });
