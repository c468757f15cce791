import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RECHARGE_ORDER_STATUS, RECHARGE_STATUS } from '@mall/contract';

/** Recharge packages (充值套餐): pay `buy_price` fen, get `face_value` fen of balance plus points, growth, coupons. */
export const memberRecharge = pgTable(
  'member_recharge',
  {
    rechargeId: serial('recharge_id').primaryKey(),
    rechargeName: varchar('recharge_name', { length: 50 }).notNull(),
    coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    buyPrice: bigint('buy_price', { mode: 'number' }).notNull(),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    /** Platform coupon type ids, ",1,2" style CSV. */
    couponId: text('coupon_id').notNull().default(''),
    saleNum: integer('sale_num').notNull().default(0),
    status: smallint('status').notNull().default(RECHARGE_STATUS.on),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    updateTime: bigint('update_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('member_recharge_status_idx').on(t.status, t.faceValue)],
);

/**
 * Recharge orders: what the member bought, copied from the package when ordered (or a typed amount,
 * `recharge_id` 0), paid through one pay record (`out_trade_no`, event `memberrecharge`). `status` 1 unpaid →
 * 2 paid, moved once by a guarded update in the payment's transaction, which credits the member.
 */
export const memberRechargeOrder = pgTable(
  'member_recharge_order',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    memberId: integer('member_id').notNull(),
    rechargeId: integer('recharge_id').notNull().default(0),
    rechargeName: varchar('recharge_name', { length: 50 }).notNull(),
    coverImg: varchar('cover_img', { length: 255 }).notNull().default(''),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    buyPrice: bigint('buy_price', { mode: 'number' }).notNull(),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    couponId: text('coupon_id').notNull().default(''),
    status: smallint('status').notNull().default(RECHARGE_ORDER_STATUS.unpaid),
    payType: varchar('pay_type', { length: 32 }).notNull().default(''),
    payTime: bigint('pay_time', { mode: 'number' }).notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('member_recharge_order_no_uq').on(t.orderNo),
    uniqueIndex('member_recharge_order_trade_uq').on(t.outTradeNo),
    index('member_recharge_order_member_idx').on(t.memberId, t.status, t.orderId),
  ],
);
