import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { POINTEXCHANGE_ORDER_STATUS, POINTEXCHANGE_STATE } from '@mall/contract';

/**
 * Items of the points mall 积分商城: `type` 1 a gift (`type_id` = gift id), 2 a platform coupon (`type_id` = coupon
 * type id), 3 balance (`balance` fen per unit). Costs `point` per unit plus `price` fen cash per unit (0 = points
 * only); a gift adds `delivery_price` once per order. `stock` goes down when an order is made, back when it closes.
 */
export const promotionExchange = pgTable(
  'promotion_exchange',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    typeId: integer('type_id').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    stock: integer('stock').notNull().default(0),
    point: integer('point').notNull(),
    marketPrice: bigint('market_price', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    deliveryPrice: bigint('delivery_price', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    content: text('content').notNull().default(''),
    state: smallint('state').notNull().default(POINTEXCHANGE_STATE.on),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('promotion_exchange_list_idx').on(t.state, t.type, t.sort)],
);

/**
 * Exchange orders: a copy of the item when made, the points taken (`point`, whole order) and the cash to pay
 * (`price` = exchange_price × num + delivery_price, paid through `out_trade_no`, event `pointexchange`).
 * `order_status` 0 unpaid → 1 exchanged (granted) or → -1 closed (points and stock back), each move one guarded update.
 */
export const promotionExchangeOrder = pgTable(
  'promotion_exchange_order',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    memberId: integer('member_id').notNull(),
    exchangeId: integer('exchange_id').notNull(),
    type: smallint('type').notNull(),
    typeId: integer('type_id').notNull().default(0),
    exchangeName: varchar('exchange_name', { length: 100 }).notNull(),
    exchangeImage: varchar('exchange_image', { length: 255 }).notNull().default(''),
    num: integer('num').notNull(),
    point: integer('point').notNull(),
    exchangePrice: bigint('exchange_price', { mode: 'number' }).notNull().default(0),
    deliveryPrice: bigint('delivery_price', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    orderStatus: smallint('order_status').notNull().default(POINTEXCHANGE_ORDER_STATUS.unpaid),
    relateId: integer('relate_id').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    buyerMessage: varchar('buyer_message', { length: 255 }).notNull().default(''),
    payType: varchar('pay_type', { length: 32 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    payTime: bigint('pay_time', { mode: 'number' }).notNull().default(0),
    closeTime: bigint('close_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_exchange_order_no_uq').on(t.orderNo),
    uniqueIndex('promotion_exchange_order_trade_uq').on(t.outTradeNo),
    index('promotion_exchange_order_member_idx').on(t.memberId, t.orderId),
    index('promotion_exchange_order_unpaid_idx').on(t.orderStatus, t.createTime),
  ],
);
