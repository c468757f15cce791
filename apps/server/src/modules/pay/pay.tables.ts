import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Pay records: one `out_trade_no` collects what an online channel must take for a checkout (all its shop
 * orders). `pay_status` 0 waiting, 1 paying, 2 paid, -1 cancelled; only 0/1 → 2 is accepted from a notify.
 * `event` names what to do once paid (`order` = mark the orders in `relate_ids` paid).
 */
export const pay = pgTable(
  'pay',
  {
    id: serial('id').primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull().default(0),
    payBody: varchar('pay_body', { length: 255 }).notNull().default(''),
    payDetail: varchar('pay_detail', { length: 1000 }).notNull().default(''),
    payMoney: bigint('pay_money', { mode: 'number' }).notNull(),
    payStatus: smallint('pay_status').notNull().default(0),
    /** Channel that paid: '' until paid, then BALANCE | sandbox | wechatpay | alipay. */
    payType: varchar('pay_type', { length: 32 }).notNull().default(''),
    /** The channel's own transaction number. */
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    event: varchar('event', { length: 32 }).notNull().default('order'),
    /** Ids the event acts on, e.g. `[order_id, …]`. */
    relateIds: jsonb('relate_ids').notNull().default([]),
    returnUrl: varchar('return_url', { length: 1000 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    payTime: bigint('pay_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('pay_out_trade_no_idx').on(t.outTradeNo),
    index('pay_member_idx').on(t.memberId, t.id),
    check('pay_money_check', sql`${t.payMoney} >= 0`),
    check('pay_status_check', sql`${t.payStatus} in (0, 1, 2, -1)`),
  ],
);

/**
 * Every verified payment notification, once: the unique `(channel, trade_no)` makes a replayed notify
 * a no-op even when fifty arrive at the same moment.
 */
export const payNotify = pgTable(
  'pay_notify',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 32 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('pay_notify_channel_trade_idx').on(t.channel, t.tradeNo)],
);
