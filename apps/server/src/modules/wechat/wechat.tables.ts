import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * OAuth `state` values handed out with an authorisation URL (10 minutes, single use). The H5 may send the
 * state back with the code; when it does, it must be one of these.
 */
export const wechatOauthState = pgTable(
  'wechat_oauth_state',
  {
    state: varchar('state', { length: 64 }).primaryKey(),
    scope: varchar('scope', { length: 32 }).notNull(),
    expireTime: bigint('expire_time', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('wechat_oauth_state_expire_idx').on(t.expireTime)],
);

/**
 * WeChat identities the server itself obtained from WeChat (code → openid exchange), for a short while.
 * `/api/login/auth`, `/api/login/authonlylogin` and `/api/tripartite/mobile` only accept an openid found
 * here, so knowing somebody's openid is not enough to sign in as them. Removed once it signed someone in.
 */
export const wechatAuth = pgTable(
  'wechat_auth',
  {
    openid: varchar('openid', { length: 100 }).primaryKey(),
    unionid: varchar('unionid', { length: 100 }),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    headimg: varchar('headimg', { length: 255 }).notNull().default(''),
    scope: varchar('scope', { length: 32 }).notNull(),
    expireTime: bigint('expire_time', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [index('wechat_auth_expire_idx').on(t.expireTime)],
);
