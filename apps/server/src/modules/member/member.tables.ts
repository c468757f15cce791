import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MEMBER_STATUS } from '@mall/contract';

/** Member levels; level 1 "普通会员" is the default every new member gets. */
export const memberLevel = pgTable('member_level', {
  levelId: serial('level_id').primaryKey(),
  levelName: varchar('level_name', { length: 50 }).notNull(),
  growth: bigint('growth', { mode: 'number' }).notNull().default(0),
  isDefault: smallint('is_default').notNull().default(0),
  /** Discount on goods for the level, percent (100 = none). */
  consumeDiscount: integer('consume_discount').notNull().default(100),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  /** Short badge text the level page and member centre show (e.g. "V2"); '' shows the name only. */
  levelLabel: varchar('level_label', { length: 20 }).notNull().default(''),
  /** Upgrade gift, granted once per member when growth first reaches the level: points. */
  sendPoint: integer('send_point').notNull().default(0),
  /** Upgrade gift: non-withdrawable balance, fen. */
  sendBalance: bigint('send_balance', { mode: 'number' }).notNull().default(0),
  /** Upgrade gift: platform coupon type ids, comma-separated ('' none). */
  sendCoupon: varchar('send_coupon', { length: 255 }).notNull().default(''),
});

/** The upgrade gifts given: one row per member and level, so a level's gift is never granted twice. */
export const memberLevelGift = pgTable(
  'member_level_gift',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    levelId: integer('level_id').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('member_level_gift_uq').on(t.memberId, t.levelId)],
);

/** Shoppers. Money columns are fen; times are unix seconds. */
export const member = pgTable(
  'member',
  {
    memberId: serial('member_id').primaryKey(),
    username: varchar('username', { length: 50 }),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 100 }).notNull().default(''),
    password: varchar('password', { length: 255 }).notNull().default(''),
    payPassword: varchar('pay_password', { length: 255 }).notNull().default(''),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    headimg: varchar('headimg', { length: 255 }).notNull().default(''),
    realname: varchar('realname', { length: 50 }).notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    birthday: bigint('birthday', { mode: 'number' }).notNull().default(0),
    /** `MEMBER_STATUS`: normal, locked. */
    status: smallint('status').notNull().default(MEMBER_STATUS.normal),
    /** 1 after an approved account cancellation (status is locked too; username/mobile freed by a `#<id>` suffix). */
    isDelete: smallint('is_delete').notNull().default(0),
    memberLevel: integer('member_level').notNull().default(0),
    memberLevelName: varchar('member_level_name', { length: 50 }).notNull().default(''),
    point: bigint('point', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    balanceMoney: bigint('balance_money', { mode: 'number' }).notNull().default(0),
    /** Fen under withdrawal review or waiting for the transfer (memberwithdraw). */
    balanceWithdrawApply: bigint('balance_withdraw_apply', { mode: 'number' }).notNull().default(0),
    /** Fen paid out by withdrawals so far. */
    balanceWithdraw: bigint('balance_withdraw', { mode: 'number' }).notNull().default(0),
    growth: bigint('growth', { mode: 'number' }).notNull().default(0),
    /** Consecutive sign-in days up to the last sign-in (written by the sign-in add-on through this module). */
    signDaysSeries: integer('sign_days_series').notNull().default(0),
    sourceMember: integer('source_member').notNull().default(0),
    wxOpenid: varchar('wx_openid', { length: 100 }),
    wxUnionid: varchar('wx_unionid', { length: 100 }),
    tokenVersion: integer('token_version').notNull().default(0),
    regTime: bigint('reg_time', { mode: 'number' }).notNull().default(0),
    loginTime: bigint('login_time', { mode: 'number' }).notNull().default(0),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
  },
  (t) => [
    // Account names are unique regardless of case (login compares lower-case).
    uniqueIndex('member_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('member_mobile_uq').on(t.mobile),
    // One WeChat identity never ends up on two members (wechat module).
    uniqueIndex('member_wx_openid_uq')
      .on(t.wxOpenid)
      .where(sql`${t.wxOpenid} is not null`),
    uniqueIndex('member_wx_unionid_uq')
      .on(t.wxUnionid)
      .where(sql`${t.wxUnionid} is not null`),
  ],
);

/** One-time codes: picture captchas now, SMS/e-mail codes later (`kind`). */
export const verifyCode = pgTable(
  'verify_code',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull().default('captcha'),
    code: varchar('code', { length: 16 }).notNull(),
    expireTime: bigint('expire_time', { mode: 'number' }).notNull(),
    used: smallint('used').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('verify_code_expire_idx').on(t.expireTime)],
);

/**
 * SMS codes (4 digits, stored as sha256(key:code)). A code belongs to one mobile and one purpose (`keyword`),
 * is used up by a conditional UPDATE, and is burnt after SMS_CODE_MAX_ATTEMPTS wrong tries.
 */
export const smsCode = pgTable(
  'sms_code',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    keyword: varchar('keyword', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    used: smallint('used').notNull().default(0),
    memberId: integer('member_id').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    expireTime: bigint('expire_time', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('sms_code_create_idx').on(t.createTime)],
);

/**
 * Counted events for limits that must hold across processes: `bucket` names the limit
 * (sms_mobile, sms_ip, pay_password, password), `subject` what is limited (mobile, IP, member id).
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    id: serial('id').primaryKey(),
    bucket: varchar('bucket', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 100 }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_lookup_idx').on(t.bucket, t.subject, t.createTime), index('rate_limit_time_idx').on(t.createTime)],
);

/** Failed login attempts, per account name + IP, for the brute-force limit. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('login_failure_lookup_idx').on(t.username, t.ip, t.createTime), index('login_failure_time_idx').on(t.createTime)],
);

/**
 * Ledger of every change to a member's point, growth, balance or balance_money (one row per change;
 * `account_data` is signed, fen for money). The member row holds the running totals.
 */
export const memberAccount = pgTable(
  'member_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** `point`, `growth`, `balance`, `balance_money`. */
    accountType: varchar('account_type', { length: 32 }).notNull(),
    accountData: bigint('account_data', { mode: 'number' }).notNull(),
    /** What caused it: one of the contract's `ACCOUNT_FROM_TYPE` (`register`, `adjust`, `order`, `signin`, …). */
    fromType: varchar('from_type', { length: 32 }).notNull(),
    typeName: varchar('type_name', { length: 50 }).notNull().default(''),
    relateTag: varchar('relate_tag', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('member_account_member_idx').on(t.memberId, t.accountType, t.createTime)],
);
