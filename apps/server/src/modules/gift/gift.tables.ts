import { bigint, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { GIFT_EXPRESS_STATUS } from '@mall/contract';

/** The gift catalogue (礼品): things shipped to members, by points exchanges and game awards. */
export const gift = pgTable('gift', {
  giftId: serial('gift_id').primaryKey(),
  giftName: varchar('gift_name', { length: 50 }).notNull(),
  giftImage: varchar('gift_image', { length: 255 }).notNull().default(''),
  stock: integer('stock').notNull().default(0),
  saleNum: integer('sale_num').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createTime: bigint('create_time', { mode: 'number' }).notNull(),
  modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
});

/**
 * Gift orders: one gift shipped to a member, with the gift's name and image and the address copied when
 * made. `source` says what gave it (`pointexchange`, `game`) and `relate_id` which order or draw;
 * `express_status` 0 waiting → 1 shipped (operator, with the express company and number).
 */
export const giftOrder = pgTable(
  'gift_order',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: integer('member_id').notNull(),
    giftId: integer('gift_id').notNull(),
    giftName: varchar('gift_name', { length: 50 }).notNull(),
    giftImage: varchar('gift_image', { length: 255 }).notNull().default(''),
    num: integer('num').notNull(),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    source: varchar('source', { length: 20 }).notNull(),
    relateId: integer('relate_id').notNull().default(0),
    memberName: varchar('member_name', { length: 50 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    expressStatus: smallint('express_status').notNull().default(GIFT_EXPRESS_STATUS.waiting),
    expressNo: varchar('express_no', { length: 64 }).notNull().default(''),
    expressCompanyId: integer('express_company_id').notNull().default(0),
    expressCompanyName: varchar('express_company_name', { length: 64 }).notNull().default(''),
    expressTime: bigint('express_time', { mode: 'number' }).notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('gift_order_member_idx').on(t.memberId, t.orderId), index('gift_order_source_idx').on(t.source, t.relateId)],
);
