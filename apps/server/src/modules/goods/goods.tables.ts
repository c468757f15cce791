import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** Platform categories, three levels; `category_id_1..3` hold the path (0 below the node's level). */
export const goodsCategory = pgTable(
  'goods_category',
  {
    categoryId: serial('category_id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    shortName: varchar('short_name', { length: 32 }).notNull().default(''),
    image: varchar('image', { length: 255 }).notNull().default(''),
    imageAdv: varchar('image_adv', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: smallint('is_show').notNull().default(1),
    categoryId1: integer('category_id_1').notNull().default(0),
    categoryId2: integer('category_id_2').notNull().default(0),
    categoryId3: integer('category_id_3').notNull().default(0),
  },
  (t) => [index('goods_category_pid_idx').on(t.pid), check('goods_category_level_check', sql`${t.level} between 1 and 3`)],
);

/**
 * Goods (商品). The list fields of the default SKU (`sku_id`, `price`, `market_price`,
 * `discount_price`) are kept on the goods row so list filters and sorts use one table's indexes;
 * `sale_num` is the total over the goods' SKUs. `syncGoodsFromSkus` refreshes them.
 */
export const goods = pgTable(
  'goods',
  {
    goodsId: serial('goods_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    websiteId: integer('website_id').notNull().default(0),
    categoryId: integer('category_id').notNull().default(0),
    categoryId1: integer('category_id_1').notNull().default(0),
    categoryId2: integer('category_id_2').notNull().default(0),
    categoryId3: integer('category_id_3').notNull().default(0),
    brandId: integer('brand_id').notNull().default(0),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    /** Comma-separated image paths; the first is the cover. */
    goodsImage: text('goods_image').notNull().default(''),
    introduction: varchar('introduction', { length: 255 }).notNull().default(''),
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    unit: varchar('unit', { length: 16 }).notNull().default(''),
    /** HTML, sanitised on save. */
    goodsContent: text('goods_content').notNull().default(''),
    /** 1 on shelf, 0 off shelf. */
    goodsState: smallint('goods_state').notNull().default(1),
    /** 1 approved, 0 waiting, -1 refused. */
    verifyState: smallint('verify_state').notNull().default(1),
    isDelete: smallint('is_delete').notNull().default(0),
    isOwn: smallint('is_own').notNull().default(0),
    isFreeShipping: smallint('is_free_shipping').notNull().default(0),
    isVirtual: smallint('is_virtual').notNull().default(0),
    /** `[{spec_id, spec_name, value:[{spec_id, spec_name, spec_value_id, spec_value_name, image}]}]` */
    goodsSpecFormat: jsonb('goods_spec_format').notNull().default([]),
    /** `[{attr_class_id, attr_id, attr_name, attr_value_id, attr_value_name, sort}]` */
    goodsAttrFormat: jsonb('goods_attr_format').notNull().default([]),
    /** 0 = no limit. */
    minBuy: integer('min_buy').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(0),
    skuId: integer('sku_id').notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    marketPrice: bigint('market_price', { mode: 'number' }).notNull().default(0),
    discountPrice: bigint('discount_price', { mode: 'number' }).notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    clickNum: integer('click_num').notNull().default(0),
    collectNum: integer('collect_num').notNull().default(0),
    evaluate: integer('evaluate').notNull().default(0),
    recommendWay: smallint('recommend_way').notNull().default(0),
    /** Weight of the default order: larger first. */
    sort: integer('sort').notNull().default(0),
    videoUrl: varchar('video_url', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('goods_list_c1_idx').on(t.goodsState, t.verifyState, t.isDelete, t.categoryId1),
    index('goods_list_c2_idx').on(t.goodsState, t.verifyState, t.isDelete, t.categoryId2),
    index('goods_list_c3_idx').on(t.goodsState, t.verifyState, t.isDelete, t.categoryId3),
    index('goods_sale_num_idx').on(t.saleNum),
    index('goods_discount_price_idx').on(t.discountPrice),
    index('goods_create_time_idx').on(t.createTime),
    index('goods_sort_idx').on(t.sort),
    index('goods_site_idx').on(t.siteId),
  ],
);

/** SKUs (规格商品): one per spec combination; prices in fen; stock never below zero. */
export const goodsSku = pgTable(
  'goods_sku',
  {
    skuId: serial('sku_id').primaryKey(),
    goodsId: integer('goods_id').notNull(),
    siteId: integer('site_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull(),
    skuNo: varchar('sku_no', { length: 64 }).notNull().default(''),
    /** `[{spec_id, spec_name, spec_value_id, spec_value_name}]` */
    skuSpecFormat: jsonb('sku_spec_format').notNull().default([]),
    price: bigint('price', { mode: 'number' }).notNull(),
    marketPrice: bigint('market_price', { mode: 'number' }).notNull().default(0),
    discountPrice: bigint('discount_price', { mode: 'number' }).notNull(),
    costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    promotionType: varchar('promotion_type', { length: 32 }).notNull().default(''),
    startTime: bigint('start_time', { mode: 'number' }).notNull().default(0),
    endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    saleNum: integer('sale_num').notNull().default(0),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    /** Comma-separated paths. */
    skuImages: text('sku_images').notNull().default(''),
    /** Grams. */
    weight: integer('weight').notNull().default(0),
    isDefault: smallint('is_default').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('goods_sku_goods_idx').on(t.goodsId), check('goods_sku_stock_check', sql`${t.stock} >= 0`)],
);
