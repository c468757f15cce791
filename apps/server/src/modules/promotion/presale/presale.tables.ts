import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A presale booking (预售订单, reference §4.18 ORDER FIELDS): one SKU of a presale (`promotion_activity` of kind
 * `presale`), paid in two parts, each with its own pay record (`deposit_out_trade_no`, `final_out_trade_no`).
 * Money in fen: `order_money = goods_money + delivery_money = presale_deposit_money + final_money`; each part is
 * paid by balance (`balance_*`) and online (`pay_*`). `order_status` 0 待付款 → 1 待付尾款 → 2 已完成, -1 已关闭;
 * `refund_status` 0 / 1 申请退款 / 2 退款成功 / -1 退款拒绝. `create_params` keeps the deposit checkout's choices
 * (delivery, address, message) for the normal order the final payment creates (`order_id`).
 */
export const presaleOrder = pgTable(
  'presale_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    memberId: integer('member_id').notNull(),
    presaleId: integer('presale_id').notNull(),
    presaleName: varchar('presale_name', { length: 64 }).notNull().default(''),
    activitySkuId: integer('activity_sku_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    goodsName: varchar('goods_name', { length: 255 }).notNull().default(''),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    num: integer('num').notNull(),
    /** One unit's full price and deposit at booking. */
    presalePrice: bigint('presale_price', { mode: 'number' }).notNull(),
    presaleDeposit: bigint('presale_deposit', { mode: 'number' }).notNull(),
    presaleDepositMoney: bigint('presale_deposit_money', { mode: 'number' }).notNull(),
    finalMoney: bigint('final_money', { mode: 'number' }).notNull(),
    goodsMoney: bigint('goods_money', { mode: 'number' }).notNull(),
    deliveryMoney: bigint('delivery_money', { mode: 'number' }).notNull().default(0),
    orderMoney: bigint('order_money', { mode: 'number' }).notNull(),
    balanceDepositMoney: bigint('balance_deposit_money', { mode: 'number' }).notNull().default(0),
    balanceFinalMoney: bigint('balance_final_money', { mode: 'number' }).notNull().default(0),
    payDepositMoney: bigint('pay_deposit_money', { mode: 'number' }).notNull().default(0),
    payFinalMoney: bigint('pay_final_money', { mode: 'number' }).notNull().default(0),
    depositOutTradeNo: varchar('deposit_out_trade_no', { length: 32 }).notNull(),
    finalOutTradeNo: varchar('final_out_trade_no', { length: 32 }).notNull().default(''),
    depositPayType: varchar('deposit_pay_type', { length: 32 }).notNull().default(''),
    finalPayType: varchar('final_pay_type', { length: 32 }).notNull().default(''),
    payDepositTime: bigint('pay_deposit_time', { mode: 'number' }).notNull().default(0),
    payFinalTime: bigint('pay_final_time', { mode: 'number' }).notNull().default(0),
    /** The activity's final window and promises, copied at booking. */
    payStartTime: bigint('pay_start_time', { mode: 'number' }).notNull(),
    payEndTime: bigint('pay_end_time', { mode: 'number' }).notNull(),
    predictDeliveryTime: bigint('predict_delivery_time', { mode: 'number' }).notNull().default(0),
    isDepositBack: smallint('is_deposit_back').notNull().default(0),
    orderStatus: smallint('order_status').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
    refundMoney: bigint('refund_money', { mode: 'number' }).notNull().default(0),
    refundNo: varchar('refund_no', { length: 32 }).notNull().default(''),
    refundReason: varchar('refund_reason', { length: 255 }).notNull().default(''),
    closeReason: smallint('close_reason').notNull().default(0),
    closeTime: bigint('close_time', { mode: 'number' }).notNull().default(0),
    /** When an unpaid deposit closes (the order auto-close time). */
    autoCloseTime: bigint('auto_close_time', { mode: 'number' }).notNull(),
    createParams: jsonb('create_params').notNull().default({}),
    deliveryType: varchar('delivery_type', { length: 16 }).notNull().default('express'),
    name: varchar('name', { length: 64 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    buyerMessage: varchar('buyer_message', { length: 255 }).notNull().default(''),
    /** The normal order the final payment created. */
    orderId: integer('order_id').notNull().default(0),
    isDelete: smallint('is_delete').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('presale_order_no_idx').on(t.orderNo),
    index('presale_order_member_idx').on(t.memberId, t.orderStatus),
    index('presale_order_presale_idx').on(t.presaleId, t.memberId),
    // The timers: unpaid deposits by auto_close_time, unpaid finals by pay_end_time.
    index('presale_order_due_idx').on(t.orderStatus, t.autoCloseTime),
    index('presale_order_final_due_idx').on(t.orderStatus, t.payEndTime),
    check('presale_order_status_check', sql`${t.orderStatus} in (-1, 0, 1, 2)`),
    check('presale_order_refund_check', sql`${t.refundStatus} in (-1, 0, 1, 2)`),
    check(
      'presale_order_money_check',
      sql`${t.presaleDepositMoney} >= 0 and ${t.finalMoney} >= 0 and ${t.presaleDepositMoney} + ${t.finalMoney} = ${t.orderMoney}
        and ${t.balanceDepositMoney} + ${t.payDepositMoney} = ${t.presaleDepositMoney} and ${t.num} > 0`,
    ),
  ],
);
