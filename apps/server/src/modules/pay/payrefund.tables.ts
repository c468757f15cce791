import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Refunds sent back through an online channel (original route). One row per `refund_no` (the caller's
 * idempotency key, e.g. the order item's refund number): asking twice returns the first result.
 * `status` 0 sending, 1 refunded, -1 failed (`fail_reason` says why; a failed row may be retried).
 */
export const payRefund = pgTable(
  'pay_refund',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    /** Channel of the original payment (sandbox | wechatpay | alipay). */
    payType: varchar('pay_type', { length: 32 }).notNull(),
    refundMoney: bigint('refund_money', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    /** The channel's own refund number, when it gave one. */
    channelRefundNo: varchar('channel_refund_no', { length: 64 }).notNull().default(''),
    failReason: varchar('fail_reason', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    finishTime: bigint('finish_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('pay_refund_no_idx').on(t.refundNo),
    index('pay_refund_trade_idx').on(t.outTradeNo),
    check('pay_refund_money_check', sql`${t.refundMoney} > 0`),
    check('pay_refund_status_check', sql`${t.status} in (0, 1, -1)`),
  ],
);
