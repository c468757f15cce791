import { bigint, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Operator settings, one row per key (`value` is the JSON the API returns as `value`).
 * Keys used now: CAPTCHA_CONFIG (value.shop_reception_login), REGISTER_CONFIG, MEMBER_REGISTER_REWARD,
 * STYLE_THEME, DEFAULT_IMG, DIY_BOTTOM_NAV, TOKEN_SECRET.
 */
export const setting = pgTable('setting', {
  configKey: varchar('config_key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  isUse: smallint('is_use').notNull().default(1),
  configDesc: varchar('config_desc', { length: 255 }).notNull().default(''),
  createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
});

/** Installed add-ons; `addon_is_exit` reports 1 for rows with status 1. */
export const addon = pgTable('addon', {
  name: varchar('name', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull().default(''),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/**
 * Versions of the public reads the server keeps in memory (`cachedPublicRead`): the row `public` goes up by one
 * with every statement that writes `setting`, `addon`, `diy_view` or `website` (database triggers, migration
 * 0002_public_read_version), whoever sends it, so every server process over the database sees the change on its
 * next read.
 */
export const readVersion = pgTable('read_version', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
