import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MEMBER_CANCEL_STATUS } from '@mall/contract';

/**
 * Account cancellation applications. `status`: 0 under review, 1 approved (account closed), -1 refused,
 * -2 withdrawn by the member. At most one application per member is under review (partial unique index).
 * username/mobile/nickname are kept as they were at applying (closing the account suffixes them).
 */
export const memberCancel = pgTable(
  'member_cancel',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    username: varchar('username', { length: 50 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    status: smallint('status').notNull().default(MEMBER_CANCEL_STATUS.pending),
    refuseReason: varchar('refuse_reason', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    auditTime: bigint('audit_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('member_cancel_member_idx').on(t.memberId, t.id),
    uniqueIndex('member_cancel_pending_uq')
      .on(t.memberId)
      .where(sql`status = 0`),
    index('member_cancel_status_idx').on(t.status, t.id),
  ],
);
