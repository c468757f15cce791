import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A member's delivery addresses (会员收货地址, reference §4.4). `type` 1 = plain address, 2 = has
 * coordinates (usable for local delivery) — derived from longitude/latitude, never sent by the client.
 * At most one default per member (partial unique index); the first address becomes the default.
 * Region ids are GB/T 2260 codes from `area`; `full_address` is "province city district" names.
 */
export const memberAddress = pgTable(
  'member_address',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    telephone: varchar('telephone', { length: 32 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    communityId: integer('community_id').notNull().default(0),
    /** Street and house number. */
    address: varchar('address', { length: 255 }).notNull(),
    /** Region names, e.g. "广东省 深圳市 福田区". */
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    isDefault: smallint('is_default').notNull().default(0),
    type: smallint('type').notNull().default(1),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    updateTime: bigint('update_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('member_address_member_idx').on(t.memberId, t.isDefault, t.id),
    uniqueIndex('member_address_default_uq').on(t.memberId).where(sql`${t.isDefault} = 1`),
    check('member_address_type_check', sql`${t.type} in (1, 2)`),
  ],
);

/**
 * Regions of China (行政区划): id = GB/T 2260 code, `pid` 0 for provinces, level 1 province /
 * 2 city / 3 district. Centre coordinates are optional (empty when the data has none).
 */
export const area = pgTable(
  'area',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    shortname: varchar('shortname', { length: 64 }).notNull().default(''),
    level: smallint('level').notNull(),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_pid_idx').on(t.pid, t.sort, t.id), index('area_level_name_idx').on(t.level, t.name), check('area_level_check', sql`${t.level} between 1 and 3`)],
);
