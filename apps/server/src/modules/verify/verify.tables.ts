import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Shop staff allowed to redeem codes at the desk: a member bound to a shop. */
export const verifier = pgTable(
  'verifier',
  {
    verifierId: serial('verifier_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    verifierName: varchar('verifier_name', { length: 64 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('verifier_member_site_idx').on(t.memberId, t.siteId)],
);

/**
 * Codes to redeem (pickup orders, virtual goods). `verify_code` is unique; `is_verify` goes 0 → 1 once,
 * with the verifier and the time. `verify_content_json` is what the desk shows: `{item_array, remark_array}`.
 */
export const verify = pgTable(
  'verify',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    verifyCode: varchar('verify_code', { length: 32 }).notNull(),
    /** pickup | virtualgoods */
    verifyType: varchar('verify_type', { length: 16 }).notNull(),
    verifyContentJson: jsonb('verify_content_json').notNull().default({}),
    orderId: integer('order_id').notNull().default(0),
    memberId: integer('member_id').notNull().default(0),
    verifierId: integer('verifier_id').notNull().default(0),
    verifierName: varchar('verifier_name', { length: 64 }).notNull().default(''),
    isVerify: smallint('is_verify').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    verifyTime: bigint('verify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('verify_code_idx').on(t.verifyCode),
    // A verifier's records, newest first.
    index('verify_verifier_idx').on(t.verifierId, t.verifyTime),
    check('verify_type_check', sql`${t.verifyType} in ('pickup', 'virtualgoods')`),
  ],
);
