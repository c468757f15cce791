import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A member's payout accounts (会员提现账户): Alipay, bank card or WeChat. At most one default per member
 * (partial unique index); the first account becomes the default.
 */
export const memberBankAccount = pgTable(
  'member_bank_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    realname: varchar('realname', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** `alipay`, `bank`, `wechatpay`. */
    withdrawType: varchar('withdraw_type', { length: 20 }).notNull(),
    branchBankName: varchar('branch_bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 64 }).notNull().default(''),
    isDefault: smallint('is_default').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('member_bank_account_member_idx').on(t.memberId, t.isDefault, t.id),
    uniqueIndex('member_bank_account_default_uq')
      .on(t.memberId)
      .where(sql`${t.isDefault} = 1`),
    check('member_bank_account_type_check', sql`${t.withdrawType} in ('alipay', 'bank', 'wechatpay')`),
  ],
);

/**
 * Withdrawal applications (会员提现). Money is fen: `apply_money` left the withdrawable balance, `service_money`
 * is the fee, `money` what is paid out. `status` 0 待审核, 1 待转账, 2 已转账, -1 已拒绝; the payout details are
 * copied from the account at application time so later edits of the account do not change them.
 */
export const memberWithdraw = pgTable(
  'member_withdraw',
  {
    id: serial('id').primaryKey(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    memberId: integer('member_id').notNull(),
    transferType: varchar('transfer_type', { length: 20 }).notNull(),
    realname: varchar('realname', { length: 50 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 64 }).notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    applyMoney: bigint('apply_money', { mode: 'number' }).notNull(),
    /** Fee percent at application time. */
    rate: integer('rate').notNull().default(0),
    serviceMoney: bigint('service_money', { mode: 'number' }).notNull().default(0),
    money: bigint('money', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    applyTime: bigint('apply_time', { mode: 'number' }).notNull(),
    auditTime: bigint('audit_time', { mode: 'number' }).notNull().default(0),
    paymentTime: bigint('payment_time', { mode: 'number' }).notNull().default(0),
    refuseReason: varchar('refuse_reason', { length: 255 }).notNull().default(''),
    certificate: varchar('certificate', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('member_withdraw_no_uq').on(t.withdrawNo),
    index('member_withdraw_member_idx').on(t.memberId, t.id),
    index('member_withdraw_status_idx').on(t.status, t.id),
    check('member_withdraw_status_check', sql`${t.status} in (-1, 0, 1, 2)`),
    check(
      'member_withdraw_money_check',
      sql`${t.applyMoney} > 0 and ${t.serviceMoney} >= 0 and ${t.money} = ${t.applyMoney} - ${t.serviceMoney}`,
    ),
  ],
);
