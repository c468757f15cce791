import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per sign-in: `day` is the mall's calendar day ('YYYY-MM-DD', UTC+8), unique per member so a day is
 * signed once however many requests race; `streak` is the consecutive days it completed, `point`/`growth` its reward.
 */
export const memberSignin = pgTable(
  'member_signin',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    streak: integer('streak').notNull(),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('member_signin_day_uq').on(t.memberId, t.day), index('member_signin_day_idx').on(t.day)],
);
