import { bigint, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';

/** One tier as stored: from `num` pieces, each at `price` fen. */
export interface StoredTier {
  num: number;
  price: number;
}

/**
 * Wholesale goods (批发): a goods sold by quantity tiers. `min_price`, `max_price` (fen) and `min_num` are kept from
 * its SKUs' tiers when they are saved, for the list. Status 1 on, 0 off. One row per goods.
 */
export const wholesaleGoods = pgTable(
  'promotion_wholesale_goods',
  {
    wholesaleGoodsId: serial('wholesale_goods_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    minPrice: bigint('min_price', { mode: 'number' }).notNull().default(0),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull().default(0),
    minNum: integer('min_num').notNull().default(1),
    status: smallint('status').notNull().default(1),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_wholesale_goods_goods_uq').on(t.goodsId),
    index('promotion_wholesale_goods_site_idx').on(t.siteId, t.status),
  ],
);

/** The tiers of one SKU of a wholesale goods, ascending by `num` (`price_json`). */
export const wholesaleSku = pgTable(
  'promotion_wholesale_sku',
  {
    id: serial('id').primaryKey(),
    wholesaleGoodsId: integer('wholesale_goods_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    priceJson: jsonb('price_json').$type<StoredTier[]>().notNull(),
  },
  (t) => [uniqueIndex('promotion_wholesale_sku_sku_uq').on(t.skuId), index('promotion_wholesale_sku_goods_idx').on(t.wholesaleGoodsId)],
);

/** The wholesale cart (its own, reference §4.7): one row per member and SKU. */
export const wholesaleCart = pgTable(
  'wholesale_cart',
  {
    cartId: serial('cart_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('wholesale_cart_member_sku_uq').on(t.memberId, t.skuId)],
);
