import { sql } from 'drizzle-orm';
import { EVALUATE_AUDIT, EVALUATE_EXPLAIN_TYPE } from '@mall/contract';
import { bigint, check, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Goods reviews (商品评价): one per order item plus an optional follow-up (追评). `images` and
 * `again_images` are comma-separated upload paths; `member_name`/`member_headimg` are copied at review time.
 */
export const goodsEvaluate = pgTable(
  'goods_evaluate',
  {
    evaluateId: serial('evaluate_id').primaryKey(),
    orderId: integer('order_id').notNull().default(0),
    orderNo: varchar('order_no', { length: 32 }).notNull().default(''),
    orderGoodsId: integer('order_goods_id').notNull().default(0),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    siteId: integer('site_id').notNull(),
    websiteId: integer('website_id').notNull().default(0),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuPrice: bigint('sku_price', { mode: 'number' }).notNull().default(0),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    memberId: integer('member_id').notNull().default(0),
    memberName: varchar('member_name', { length: 50 }).notNull().default(''),
    memberHeadimg: varchar('member_headimg', { length: 255 }).notNull().default(''),
    isAnonymous: smallint('is_anonymous').notNull().default(0),
    content: text('content').notNull().default(''),
    images: text('images').notNull().default(''),
    /** 1–5. */
    scores: smallint('scores').notNull().default(5),
    /** `EVALUATE_EXPLAIN_TYPE`: good, neutral, bad. */
    explainType: smallint('explain_type').notNull().default(EVALUATE_EXPLAIN_TYPE.GOOD),
    explainFirst: text('explain_first').notNull().default(''),
    againContent: text('again_content').notNull().default(''),
    againImages: text('again_images').notNull().default(''),
    againExplain: text('again_explain').notNull().default(''),
    againTime: bigint('again_time', { mode: 'number' }).notNull().default(0),
    /** 1 shown by the shop. */
    isShow: smallint('is_show').notNull().default(1),
    /** `EVALUATE_AUDIT`: approved, waiting (when reviews need approval), refused. */
    isAudit: smallint('is_audit').notNull().default(EVALUATE_AUDIT.APPROVED),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  // Serves "this goods' visible reviews, newest first" (page, firstinfo, count).
  (t) => [
    index('goods_evaluate_goods_idx').on(t.goodsId, t.isShow, t.isAudit, t.createTime),
    // One review per order line (seeded demo reviews have no line).
    uniqueIndex('goods_evaluate_order_goods_idx')
      .on(t.orderGoodsId)
      .where(sql`${t.orderGoodsId} > 0`),
  ],
);

/** The buyer's shop scores given with an order's reviews (描述/服务/配送, 1–5); one row per order. */
export const shopEvaluate = pgTable(
  'shop_evaluate',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    desccredit: smallint('desccredit').notNull(),
    servicecredit: smallint('servicecredit').notNull(),
    deliverycredit: smallint('deliverycredit').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('shop_evaluate_order_idx').on(t.orderId),
    index('shop_evaluate_site_idx').on(t.siteId),
    check(
      'shop_evaluate_scores_check',
      sql`${t.desccredit} between 1 and 5 and ${t.servicecredit} between 1 and 5 and ${t.deliverycredit} between 1 and 5`,
    ),
  ],
);
