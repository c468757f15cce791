import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/**
 * Seckill time slots (秒杀时段): seconds since the mall's midnight (UTC+8), `[seckill_start_time, seckill_end_time)`.
 * A seckill activity lists the slots it runs in (`rules.time_ids`).
 */
export const promotionSeckillTime = pgTable(
  'promotion_seckill_time',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    seckillStartTime: integer('seckill_start_time').notNull(),
    seckillEndTime: integer('seckill_end_time').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'promotion_seckill_time_check',
      sql`${t.seckillStartTime} >= 0 and ${t.seckillEndTime} <= 86400 and ${t.seckillStartTime} < ${t.seckillEndTime}`,
    ),
  ],
);
