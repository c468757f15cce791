import { bigint, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shopping cart lines: one row per member and SKU (adding again merges into the row). */
export const cart = pgTable(
  'cart',
  {
    cartId: serial('cart_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull().default(0),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  // The unique index leads with member_id, so it also serves every "this member's cart" lookup.
  (t) => [uniqueIndex('cart_member_sku_uq').on(t.memberId, t.skuId)],
);
