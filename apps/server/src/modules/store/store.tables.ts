import { bigint, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

/** Physical stores (门店) of a shop: pickup points with a position (decimal degrees as text). */
export const store = pgTable(
  'store',
  {
    storeId: serial('store_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    storeName: varchar('store_name', { length: 64 }).notNull(),
    telphone: varchar('telphone', { length: 32 }).notNull().default(''),
    storeImage: varchar('store_image', { length: 255 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    openDate: varchar('open_date', { length: 64 }).notNull().default(''),
    isPickup: smallint('is_pickup').notNull().default(1),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    isFrozen: smallint('is_frozen').notNull().default(0),
    username: varchar('username', { length: 64 }).notNull().default(''),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('store_site_idx').on(t.siteId, t.status, t.isFrozen, t.storeId)],
);
