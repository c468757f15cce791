import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A group (团) of a pintuan: opened by the first paid order, `pintuan_count` of `pintuan_num` seats taken by paid
 * orders, open until `end_time`. `status` (reference §5): 2 forming, 3 succeeded, 1 failed. `virtual_num` seats
 * were filled by virtual members when it ended (`is_virtual_buy`).
 */
export const promotionPintuanGroup = pgTable(
  'promotion_pintuan_group',
  {
    groupId: serial('group_id').primaryKey(),
    pintuanId: integer('pintuan_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    headId: integer('head_id').notNull(),
    pintuanNum: integer('pintuan_num').notNull(),
    pintuanCount: integer('pintuan_count').notNull().default(1),
    virtualNum: integer('virtual_num').notNull().default(0),
    status: smallint('status').notNull().default(2),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    successTime: bigint('success_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // The expiry sweep and the open groups of a goods.
    index('promotion_pintuan_group_due_idx').on(t.status, t.endTime),
    index('promotion_pintuan_group_goods_idx').on(t.goodsId, t.status),
    check('promotion_pintuan_group_count_check', sql`${t.pintuanCount} >= 0 and ${t.pintuanCount} + ${t.virtualNum} <= ${t.pintuanNum}`),
    check('promotion_pintuan_group_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);

/**
 * A pintuan order: one per mall order bought through a pintuan, written with the order. `want_group_id` is the
 * group asked for at checkout (0 = open one); `group_id` the seat it got when paid (0 while unpaid or when it
 * got none). `pintuan_status` follows its group (0 unpaid, 2 forming, 3 succeeded, 1 failed or closed unpaid).
 * `refund_state`: 0 nothing to give back, 1 paid money to give back (its group failed, or it could not take a
 * seat), 2 given back — the sweep moves 1 → 2 once, with the refund.
 */
export const promotionPintuanOrder = pgTable(
  'promotion_pintuan_order',
  {
    id: serial('id').primaryKey(),
    pintuanId: integer('pintuan_id').notNull(),
    pintuanGoodsId: integer('pintuan_goods_id').notNull(),
    orderId: integer('order_id').notNull(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    wantGroupId: integer('want_group_id').notNull().default(0),
    groupId: integer('group_id').notNull().default(0),
    isHead: smallint('is_head').notNull().default(0),
    pintuanStatus: smallint('pintuan_status').notNull().default(0),
    refundState: smallint('refund_state').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    payTime: bigint('pay_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_pintuan_order_order_idx').on(t.orderId),
    index('promotion_pintuan_order_member_idx').on(t.memberId, t.pintuanStatus),
    index('promotion_pintuan_order_group_idx').on(t.groupId),
    index('promotion_pintuan_order_want_idx').on(t.wantGroupId, t.pintuanStatus),
    index('promotion_pintuan_order_refund_idx').on(t.refundState),
    // One seat per member in a group, whatever races.
    uniqueIndex('promotion_pintuan_order_seat_idx')
      .on(t.groupId, t.memberId)
      .where(sql`${t.groupId} > 0`),
    check('promotion_pintuan_order_status_check', sql`${t.pintuanStatus} in (0, 1, 2, 3) and ${t.refundState} in (0, 1, 2)`),
  ],
);
