import { bigint, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Full-reduction activities (满减): per shop, over all its goods (`goods_type` 1) or listed goods
 * (`goods_type` 2, `goods_ids` as ",1,2,"). `rule_json` is JSON text of tiers ascending by `money`.
 * Status: 0 not started, 1 running, 2 ended, 3 closed.
 */
export const promotionManjian = pgTable(
  'promotion_manjian',
  {
    manjianId: serial('manjian_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    manjianName: varchar('manjian_name', { length: 64 }).notNull(),
    type: smallint('type').notNull().default(0),
    goodsType: smallint('goods_type').notNull().default(1),
    goodsIds: text('goods_ids').notNull().default(''),
    ruleJson: text('rule_json').notNull().default('[]'),
    status: smallint('status').notNull().default(1),
    startTime: bigint('start_time', { mode: 'number' }).notNull().default(0),
    endTime: bigint('end_time', { mode: 'number' }).notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('promotion_manjian_site_idx').on(t.siteId, t.status)],
);
