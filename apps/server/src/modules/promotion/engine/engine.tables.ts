import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Every price promotion's activity (秒杀 seckill, and groupbuy, topics, … as they come): one shop, a time window
 * and what the kind adds in `rules` (seckill: its slot ids). `status` is -1 once an operator closed it; otherwise
 * the status by time (0 not started, 1 running, 2 ended), written when the activity is saved and moved on by the
 * promotion timer, while reads derive it from the clock again (`activityStatusAt`).
 */
export const promotionActivity = pgTable(
  'promotion_activity',
  {
    activityId: serial('activity_id').primaryKey(),
    /** The promotion kind: 'seckill', … (`engine.kinds.ts`). */
    kind: varchar('kind', { length: 32 }).notNull(),
    siteId: integer('site_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    /** What the kind adds (seckill: `{time_ids: number[]}`). */
    rules: jsonb('rules').notNull().default({}),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Lists of a kind's open activities, and the timer moving statuses on.
    index('promotion_activity_kind_idx').on(t.kind, t.status, t.endTime),
    index('promotion_activity_site_idx').on(t.siteId, t.kind),
    check('promotion_activity_status_check', sql`${t.status} in (-1, 0, 1, 2)`),
    check('promotion_activity_time_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The SKUs of an activity at their activity price (fen), with the activity's own stock (taken by one guarded
 * UPDATE at checkout, beside the goods stock), its sales, and the per-member limit (`max_buy`, 0 = none, counted
 * over the member's orders of the activity that were not closed) and per-order minimum (`min_buy`). `kind` and
 * `site_id` are copied from the activity so the goods detail finds a goods' promotions with one index.
 */
export const promotionActivitySku = pgTable(
  'promotion_activity_sku',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(0),
    minBuy: integer('min_buy').notNull().default(0),
    /** What the kind adds per SKU. */
    extra: jsonb('extra').notNull().default({}),
  },
  (t) => [
    uniqueIndex('promotion_activity_sku_idx').on(t.activityId, t.skuId),
    index('promotion_activity_sku_goods_idx').on(t.goodsId, t.kind),
    index('promotion_activity_sku_sku_idx').on(t.skuId, t.kind),
    check('promotion_activity_sku_stock_check', sql`${t.stock} >= 0 and ${t.saleNum} >= 0`),
    check('promotion_activity_sku_price_check', sql`${t.price} >= 0 and ${t.maxBuy} >= 0 and ${t.minBuy} >= 0`),
  ],
);

/**
 * Units an activity checkout took from an activity SKU and its goods SKU before its order transaction
 * (`engine.hold.ts`): the order transaction deletes its hold as it commits, so a hold still here belongs to a
 * checkout that failed or whose process died, and the hold sweep gives its units back.
 */
export const promotionStockHold = pgTable(
  'promotion_stock_hold',
  {
    id: serial('id').primaryKey(),
    activitySkuId: integer('activity_sku_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    memberId: integer('member_id').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('promotion_stock_hold_time_idx').on(t.createTime), check('promotion_stock_hold_num_check', sql`${t.num} > 0`)],
);
