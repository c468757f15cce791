import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Every after-sale step of an order line: who (1 buyer, 2 shop, 3 platform/system), when and what was said. */
export const orderRefundLog = pgTable(
  'order_refund_log',
  {
    id: serial('id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** The line's refund_status after the step. */
    refundStatus: smallint('refund_status').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    actionWay: smallint('action_way').notNull(),
    actionUserid: integer('action_userid').notNull().default(0),
    username: varchar('username', { length: 64 }).notNull().default(''),
    desc: varchar('desc', { length: 600 }).notNull().default(''),
    actionTime: bigint('action_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_refund_log_goods_idx').on(t.orderGoodsId, t.id)],
);

/**
 * The money of a finished refund and where it went (one row per line: a second transfer of the same line
 * fails on the unique index). `online_money` went back through the pay channel, `balance_money` to the
 * member's balance.
 */
export const orderRefundTransfer = pgTable(
  'order_refund_transfer',
  {
    id: serial('id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id').notNull(),
    onlineMoney: bigint('online_money', { mode: 'number' }).notNull().default(0),
    balanceMoney: bigint('balance_money', { mode: 'number' }).notNull().default(0),
    /** Pay channel of the online part ('' when none). */
    payType: varchar('pay_type', { length: 32 }).notNull().default(''),
    /** The channel's refund number ('' when none). */
    refundTradeNo: varchar('refund_trade_no', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('order_refund_transfer_goods_idx').on(t.orderGoodsId),
    index('order_refund_transfer_order_idx').on(t.orderId),
    check('order_refund_transfer_money_check', sql`${t.onlineMoney} >= 0 and ${t.balanceMoney} >= 0`),
  ],
);

/** Platform complaints (one row per order line; re-applying reuses it). Status 1 applied, 2 finished, -1 refused, 0 withdrawn. */
export const orderComplain = pgTable(
  'order_complain',
  {
    complainId: serial('complain_id').primaryKey(),
    orderGoodsId: integer('order_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    complainReason: varchar('complain_reason', { length: 100 }).notNull().default(''),
    complainRemark: varchar('complain_remark', { length: 500 }).notNull().default(''),
    complainStatus: smallint('complain_status').notNull().default(1),
    complainRefuseReason: varchar('complain_refuse_reason', { length: 255 }).notNull().default(''),
    complainApplyTime: bigint('complain_apply_time', { mode: 'number' }).notNull().default(0),
    complainTime: bigint('complain_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_complain_goods_idx').on(t.orderGoodsId),
    index('order_complain_member_idx').on(t.memberId, t.complainStatus),
    check('order_complain_status_check', sql`${t.complainStatus} in (0, 1, 2, -1)`),
  ],
);
