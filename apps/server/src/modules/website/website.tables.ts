import { bigint, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * City sub-sites (城市分站): `site_id` is the `website_id` that goods and shops carry and the
 * shopper's client sends once a city is chosen. Positions are decimal degrees as text.
 */
export const website = pgTable(
  'website',
  {
    siteId: serial('site_id').primaryKey(),
    siteAreaId: integer('site_area_id').notNull(),
    siteAreaName: varchar('site_area_name', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull().default(''),
    /** City name in pinyin, lower case (sorting and the A–Z index). */
    pinyin: varchar('pinyin', { length: 64 }).notNull().default(''),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('website_status_idx').on(t.status, t.pinyin)],
);
