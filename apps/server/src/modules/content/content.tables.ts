import { bigint, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Decorated pages: `value` is `{global, value:[blocks]}`; names are unique per site (0 = platform). */
export const diyView = pgTable(
  'diy_view',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull().default(''),
    value: jsonb('value').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('diy_view_site_name_uq').on(t.siteId, t.name)],
);
