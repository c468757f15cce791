import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Collected goods (商品收藏): one row per member and goods; `goods.collect_num` counts the rows. */
export const goodsCollect = pgTable(
  'goods_collect',
  {
    collectId: serial('collect_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    /** The SKU the member was looking at when collecting. */
    skuId: integer('sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    categoryId: integer('category_id').notNull().default(0),
    goodsName: varchar('goods_name', { length: 128 }).notNull().default(''),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('goods_collect_member_goods_uq').on(t.memberId, t.goodsId),
    index('goods_collect_member_time_idx').on(t.memberId, t.createTime),
  ],
);

/** Footprints (浏览记录): one row per member and goods, `browse_time` moved forward on every view. */
export const goodsBrowse = pgTable(
  'goods_browse',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    categoryId: integer('category_id').notNull().default(0),
    browseTime: bigint('browse_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('goods_browse_member_goods_uq').on(t.memberId, t.goodsId),
    index('goods_browse_member_time_idx').on(t.memberId, t.browseTime),
  ],
);
