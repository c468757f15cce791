import { sql } from 'drizzle-orm';
import { PACKAGE_DELIVERY_TYPE, EVALUATE_STATUS, ORDER_IS_EVALUATE } from '@mall/contract';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Orders (one per shop per checkout). Money in fen, times in unix seconds. `order_status` follows the
 * state machine in order.state.ts; every change goes through a guarded UPDATE on the expected status.
 * The table is `orders` because ORDER is an SQL keyword; the API still says `order`.
 */
export const order = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    websiteId: integer('website_id').notNull().default(0),
    memberId: integer('member_id').notNull(),
    orderName: varchar('order_name', { length: 1000 }).notNull().default(''),
    orderFrom: varchar('order_from', { length: 16 }).notNull().default('h5'),
    orderFromName: varchar('order_from_name', { length: 32 }).notNull().default('H5'),
    /** 1 express, 2 store pickup, 3 local delivery, 4 virtual. */
    orderType: smallint('order_type').notNull().default(1),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().default(''),
    /** Pickup code (order_type 2) or virtual code (order_type 4), verified at the desk. */
    deliveryCode: varchar('delivery_code', { length: 32 }).notNull().default(''),
    orderStatus: smallint('order_status').notNull().default(0),
    payStatus: smallint('pay_status').notNull().default(0),
    /** Order-level: 0 unshipped, 1 (partly) shipped, 2 received. */
    deliveryStatus: smallint('delivery_status').notNull().default(0),
    /** 0 none, 1 some item in after-sale, 2 every item refunded. */
    refundStatus: smallint('refund_status').notNull().default(0),
    /** '' until paid; then BALANCE | wechatpay | alipay | sandbox | ONLINE_PAY. */
    payType: varchar('pay_type', { length: 32 }).notNull().default(''),
    /** express | store | local | virtual (the checkout's delivery choice). */
    deliveryType: varchar('delivery_type', { length: 16 }).notNull().default('express'),
    name: varchar('name', { length: 64 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    telephone: varchar('telephone', { length: 20 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    communityId: integer('community_id').notNull().default(0),
    address: varchar('address', { length: 255 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    buyerAskDeliveryTime: varchar('buyer_ask_delivery_time', { length: 16 }).notNull().default(''),
    buyerMessage: varchar('buyer_message', { length: 255 }).notNull().default(''),
    goodsMoney: bigint('goods_money', { mode: 'number' }).notNull().default(0),
    deliveryMoney: bigint('delivery_money', { mode: 'number' }).notNull().default(0),
    promotionMoney: bigint('promotion_money', { mode: 'number' }).notNull().default(0),
    couponId: integer('coupon_id').notNull().default(0),
    couponMoney: bigint('coupon_money', { mode: 'number' }).notNull().default(0),
    platformCouponId: integer('platform_coupon_id').notNull().default(0),
    platformCouponMoney: bigint('platform_coupon_money', { mode: 'number' }).notNull().default(0),
    platformCouponTotalMoney: bigint('platform_coupon_total_money', { mode: 'number' }).notNull().default(0),
    invoiceMoney: bigint('invoice_money', { mode: 'number' }).notNull().default(0),
    adjustMoney: bigint('adjust_money', { mode: 'number' }).notNull().default(0),
    /** What the buyer owes for this order: goods + delivery − promotion − coupons (+ invoice). */
    orderMoney: bigint('order_money', { mode: 'number' }).notNull().default(0),
    /** Part of order_money paid from balance at create. */
    balanceMoney: bigint('balance_money', { mode: 'number' }).notNull().default(0),
    /** order_money − balance_money: what an online channel must collect. */
    payMoney: bigint('pay_money', { mode: 'number' }).notNull().default(0),
    refundMoney: bigint('refund_money', { mode: 'number' }).notNull().default(0),
    goodsNum: integer('goods_num').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    payTime: bigint('pay_time', { mode: 'number' }).notNull().default(0),
    deliveryTime: bigint('delivery_time', { mode: 'number' }).notNull().default(0),
    signTime: bigint('sign_time', { mode: 'number' }).notNull().default(0),
    finishTime: bigint('finish_time', { mode: 'number' }).notNull().default(0),
    closeTime: bigint('close_time', { mode: 'number' }).notNull().default(0),
    /** When an unpaid order closes itself (create_time + auto_close). */
    autoCloseTime: bigint('auto_close_time', { mode: 'number' }).notNull().default(0),
    /** When a shipped order is received automatically (delivery_time + auto_take_delivery [+ extension]). */
    takeDeliveryExecuteTime: bigint('take_delivery_execute_time', { mode: 'number' }).notNull().default(0),
    /** The buyer may extend the receive deadline once. */
    isExtendTakeDelivery: smallint('is_extend_take_delivery').notNull().default(0),
    /** When a received order completes automatically (sign_time + auto_complete). */
    autoCompleteTime: bigint('auto_complete_time', { mode: 'number' }).notNull().default(0),
    /** Locked while an after-sale request is open: no receive / complete. */
    isLock: smallint('is_lock').notNull().default(0),
    /** `ORDER_IS_EVALUATE`: open for reviews once received. */
    isEvaluate: smallint('is_evaluate').notNull().default(ORDER_IS_EVALUATE.NO),
    /** `EVALUATE_STATUS` reached by every line: none, reviewed, followed up. */
    evaluateStatus: smallint('evaluate_status').notNull().default(EVALUATE_STATUS.NONE),
    isEnableRefund: smallint('is_enable_refund').notNull().default(0),
    deliveryStoreId: integer('delivery_store_id').notNull().default(0),
    deliveryStoreName: varchar('delivery_store_name', { length: 64 }).notNull().default(''),
    /** Snapshot of the pickup store: `{store_name, telphone, full_address, address, longitude, latitude, open_date}`. */
    deliveryStoreInfo: jsonb('delivery_store_info').notNull().default({}),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    /** The promotion kind the order was bought through ('seckill', …), '' for a normal checkout. */
    promotionType: varchar('promotion_type', { length: 32 }).notNull().default(''),
    /** Its activity (`promotion_activity`), 0 for a normal checkout: closing the order gives the activity stock back. */
    promotionId: integer('promotion_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    // A member's past orders of an activity (its per-member limit).
    index('orders_member_promotion_idx').on(t.memberId, t.promotionId),
    // Member order list per tab, newest first.
    index('orders_member_idx').on(t.memberId, t.orderStatus, t.orderId),
    index('orders_out_trade_no_idx').on(t.outTradeNo),
    // Sweepers: unpaid to close, shipped to receive, received to complete.
    index('orders_sweep_idx').on(t.orderStatus, t.autoCloseTime),
    index('orders_site_idx').on(t.siteId, t.orderStatus, t.orderId),
    index('orders_delivery_code_idx').on(t.deliveryCode),
    // Orders paid lately, in payment order (the payment rewards sweep of modules/memberconsume).
    index('orders_pay_time_idx').on(t.payTime, t.orderId),
    check('orders_money_check', sql`${t.orderMoney} >= 0 and ${t.payMoney} >= 0 and ${t.balanceMoney} >= 0`),
    check('orders_status_check', sql`${t.orderStatus} in (0, 1, 2, 3, 4, 10, -1)`),
    check('orders_type_check', sql`${t.orderType} in (1, 2, 3, 4)`),
  ],
);

/** Order lines (one per SKU). Refunds are per line; see the refund module for the after-sale columns' meaning. */
export const orderGoods = pgTable(
  'order_goods',
  {
    orderGoodsId: serial('order_goods_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }).notNull().default(''),
    goodsName: varchar('goods_name', { length: 255 }).notNull().default(''),
    skuImage: varchar('sku_image', { length: 255 }).notNull().default(''),
    skuNo: varchar('sku_no', { length: 64 }).notNull().default(''),
    /** JSON array as in goods_sku. */
    skuSpecFormat: jsonb('sku_spec_format').notNull().default([]),
    isVirtual: smallint('is_virtual').notNull().default(0),
    /** Unit price paid (fen). */
    price: bigint('price', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    /** price × num. */
    goodsMoney: bigint('goods_money', { mode: 'number' }).notNull(),
    /** goods_money − promotion − coupon − platform coupon share: the refundable base of the line. */
    realGoodsMoney: bigint('real_goods_money', { mode: 'number' }).notNull(),
    promotionMoney: bigint('promotion_money', { mode: 'number' }).notNull().default(0),
    couponMoney: bigint('coupon_money', { mode: 'number' }).notNull().default(0),
    platformCouponMoney: bigint('platform_coupon_money', { mode: 'number' }).notNull().default(0),
    adjustMoney: bigint('adjust_money', { mode: 'number' }).notNull().default(0),
    /** 0 unshipped, 1 shipped, 2 received. */
    deliveryStatus: smallint('delivery_status').notNull().default(0),
    deliveryNo: varchar('delivery_no', { length: 64 }).notNull().default(''),
    /** 0 none, 1 applied, 2 agreed (to transfer), 3 done, 4 waiting buyer return, 5 waiting seller receipt, 6 seller received, -1 refused. */
    refundStatus: smallint('refund_status').notNull().default(0),
    refundNo: varchar('refund_no', { length: 32 }).notNull().default(''),
    /** 1 refund only, 2 return and refund. */
    refundType: smallint('refund_type').notNull().default(0),
    refundApplyMoney: bigint('refund_apply_money', { mode: 'number' }).notNull().default(0),
    refundRealMoney: bigint('refund_real_money', { mode: 'number' }).notNull().default(0),
    refundDeliveryMoney: bigint('refund_delivery_money', { mode: 'number' }).notNull().default(0),
    refundReason: varchar('refund_reason', { length: 255 }).notNull().default(''),
    refundRemark: varchar('refund_remark', { length: 500 }).notNull().default(''),
    refundDeliveryName: varchar('refund_delivery_name', { length: 64 }).notNull().default(''),
    refundDeliveryNo: varchar('refund_delivery_no', { length: 64 }).notNull().default(''),
    refundDeliveryRemark: varchar('refund_delivery_remark', { length: 255 }).notNull().default(''),
    refundRefuseReason: varchar('refund_refuse_reason', { length: 255 }).notNull().default(''),
    refundAddress: varchar('refund_address', { length: 255 }).notNull().default(''),
    refundTime: bigint('refund_time', { mode: 'number' }).notNull().default(0),
    refundActionTime: bigint('refund_action_time', { mode: 'number' }).notNull().default(0),
    isPresent: smallint('is_present').notNull().default(0),
    /** `EVALUATE_STATUS`: none, reviewed, followed up. */
    evaluateStatus: smallint('evaluate_status').notNull().default(EVALUATE_STATUS.NONE),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    // Refund list per member (items in after-sale, newest action first).
    index('order_goods_refund_idx').on(t.memberId, t.refundStatus, t.refundActionTime),
    // After-sale timers: lines waiting for the shop (1), for the shop's receipt (5) or refused (-1), oldest step first.
    index('order_goods_refund_due_idx')
      .on(t.refundStatus, t.refundActionTime)
      .where(sql`${t.refundStatus} in (1, 5, -1)`),
    check('order_goods_num_check', sql`${t.num} > 0`),
    check('order_goods_refund_status_check', sql`${t.refundStatus} in (0, 1, 2, 3, 4, 5, 6, -1)`),
  ],
);

/** What happened to an order and who did it (member / shop / system). */
export const orderLog = pgTable(
  'order_log',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    action: varchar('action', { length: 255 }).notNull(),
    /** member | shop | system */
    actionWay: varchar('action_way', { length: 16 }).notNull(),
    uid: integer('uid').notNull().default(0),
    orderStatus: smallint('order_status').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_log_order_idx').on(t.orderId, t.id)],
);

/** Parcels a shop shipped for an order (express), with the lines each holds and a logistics trace. */
export const orderPackage = pgTable(
  'order_package',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    siteId: integer('site_id').notNull(),
    packageName: varchar('package_name', { length: 64 }).notNull().default(''),
    /** 1 by express company, 0 no logistics needed. */
    deliveryType: smallint('delivery_type').notNull().default(PACKAGE_DELIVERY_TYPE.EXPRESS),
    expressCompanyName: varchar('express_company_name', { length: 64 }).notNull().default(''),
    deliveryNo: varchar('delivery_no', { length: 64 }).notNull().default(''),
    deliveryTime: bigint('delivery_time', { mode: 'number' }).notNull(),
    /** `[order_goods_id, …]` */
    orderGoodsIds: jsonb('order_goods_ids').notNull().default([]),
    /** `{status, list:[{datetime, remark}]}` recorded by the shop or a logistics feed. */
    trace: jsonb('trace').notNull().default({}),
  },
  (t) => [index('order_package_order_idx').on(t.orderId)],
);

/** Free text kept out of the hot table. */
export const orderNote = pgTable('order_note', {
  orderId: integer('order_id').primaryKey(),
  note: text('note').notNull().default(''),
});

/**
 * The payments an order was really paid with, when they are not its own pay record: a presale's deposit and final
 * payment, each through its own record and channel. A refund sends money back through these, each no more than
 * it took; an order without rows here is refunded through its own record.
 */
export const orderPayPart = pgTable(
  'order_pay_part',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    payType: varchar('pay_type', { length: 32 }).notNull(),
    /** Fen the record's channel took. */
    money: bigint('money', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_pay_part_order_idx').on(t.orderId, t.id), check('order_pay_part_money_check', sql`${t.money} > 0`)],
);
