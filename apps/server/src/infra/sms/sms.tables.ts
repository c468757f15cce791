import { bigint, index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Messages written by the `outbox` SMS provider instead of sending them: development mode shows them
 * (`/api/dev/smsoutbox`) and tests read codes from here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    keyword: varchar('keyword', { length: 32 }).notNull(),
    content: text('content').notNull(),
    /** The code the message carries ('' for messages without one). */
    code: varchar('code', { length: 16 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createTime)],
);
