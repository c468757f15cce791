import { bigint, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Rewards given for an order: `kind` `memberconsume` (the consumption reward, at the configured moment)
 * or `manjian` (the full-reduction tier's gift, when paid; a row of zeros without a tier, which tells the
 * payment sweep the order is done). One row per order and kind (unique), written in the same transaction
 * as the ledger rows, so a second sweep or a second move gives nothing more.
 */
export const memberConsumeRecord = pgTable(
  'member_consume_record',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    memberId: integer('member_id').notNull(),
    /** pay | receive | complete: when it was given. */
    moment: varchar('moment', { length: 20 }).notNull(),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    /** Coupons issued, comma separated ids. */
    coupon: text('coupon').notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('member_consume_record_order_uq').on(t.orderId, t.kind), index('member_consume_record_member_idx').on(t.memberId)],
);
