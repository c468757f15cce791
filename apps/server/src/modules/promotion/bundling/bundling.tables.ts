import { bigint, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

/** Combos (组合套餐): a set of SKUs of one shop sold together at `bl_price` (fen). Status 1 on, 0 off. */
export const promotionBundling = pgTable(
  'promotion_bundling',
  {
    blId: serial('bl_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    blName: varchar('bl_name', { length: 64 }).notNull(),
    blPrice: bigint('bl_price', { mode: 'number' }).notNull(),
    /** 1 seller pays shipping, 2 buyer pays. */
    shippingFeeType: smallint('shipping_fee_type').notNull().default(1),
    status: smallint('status').notNull().default(1),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('promotion_bundling_site_idx').on(t.siteId, t.status)],
);

/** The SKUs of a combo with their price inside it. */
export const promotionBundlingGoods = pgTable(
  'promotion_bundling_goods',
  {
    id: serial('id').primaryKey(),
    blId: integer('bl_id').notNull(),
    siteId: integer('site_id').notNull(),
    skuId: integer('sku_id').notNull(),
    promotionPrice: bigint('promotion_price', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('promotion_bundling_goods_bl_idx').on(t.blId), index('promotion_bundling_goods_sku_idx').on(t.skuId)],
);
