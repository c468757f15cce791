import { bigint, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Shops (店铺) of the mall; site_id 0 is the platform itself and never a row here.
 * Credits are stored ×100 (490 = "4.90"); the service flags are 0/1.
 */
export const shop = pgTable(
  'shop',
  {
    siteId: serial('site_id').primaryKey(),
    siteName: varchar('site_name', { length: 64 }).notNull(),
    websiteId: integer('website_id').notNull().default(0),
    isOwn: smallint('is_own').notNull().default(0),
    categoryId: integer('category_id').notNull().default(0),
    categoryName: varchar('category_name', { length: 64 }).notNull().default(''),
    levelName: varchar('level_name', { length: 64 }).notNull().default(''),
    /** The shop's level (`shop_group`, 店铺等级); 0 = none. Platform coupons of use_scenario 2 are limited to levels. */
    groupId: integer('group_id').notNull().default(0),
    logo: varchar('logo', { length: 255 }).notNull().default(''),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    seoKeywords: varchar('seo_keywords', { length: 255 }).notNull().default(''),
    seoDescription: varchar('seo_description', { length: 500 }).notNull().default(''),
    qq: varchar('qq', { length: 32 }).notNull().default(''),
    ww: varchar('ww', { length: 64 }).notNull().default(''),
    telephone: varchar('telephone', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 255 }).notNull().default(''),
    /** Decimal degrees as text ('' when unknown), as the mall sends them. */
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    workingtime: varchar('workingtime', { length: 64 }).notNull().default(''),
    workWeek: varchar('work_week', { length: 32 }).notNull().default(''),
    shopAdv: varchar('shop_adv', { length: 255 }).notNull().default(''),
    /** 1 open, 0 closed. */
    shopStatus: smallint('shop_status').notNull().default(1),
    startTime: bigint('start_time', { mode: 'number' }).notNull().default(0),
    expireTime: bigint('expire_time', { mode: 'number' }).notNull().default(0),
    shopDesccredit: integer('shop_desccredit').notNull().default(500),
    shopServicecredit: integer('shop_servicecredit').notNull().default(500),
    shopDeliverycredit: integer('shop_deliverycredit').notNull().default(500),
    shopBaozh: smallint('shop_baozh').notNull().default(0),
    shopBaozhopen: smallint('shop_baozhopen').notNull().default(0),
    /** Guarantee deposit in fen. */
    shopBaozhrmb: bigint('shop_baozhrmb', { mode: 'number' }).notNull().default(0),
    shopQtian: smallint('shop_qtian').notNull().default(0),
    shopZhping: smallint('shop_zhping').notNull().default(0),
    shopErxiaoshi: smallint('shop_erxiaoshi').notNull().default(0),
    shopTuihuo: smallint('shop_tuihuo').notNull().default(0),
    shopShiyong: smallint('shop_shiyong').notNull().default(0),
    shopShiti: smallint('shop_shiti').notNull().default(0),
    shopXiaoxie: smallint('shop_xiaoxie').notNull().default(0),
    shopSales: integer('shop_sales').notNull().default(0),
    subNum: integer('sub_num').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('shop_status_idx').on(t.shopStatus),
    // Street orders: by sales, by description credit, by id; filtered by status (and city, category).
    index('shop_street_sales_idx').on(t.shopStatus, t.shopSales),
    index('shop_street_credit_idx').on(t.shopStatus, t.shopDesccredit),
    index('shop_website_idx').on(t.websiteId, t.shopStatus),
    index('shop_category_idx').on(t.categoryId, t.shopStatus),
    // The open shops of a level (goods list of a level-limited platform coupon).
    index('shop_group_idx').on(t.groupId, t.shopStatus),
  ],
);

/** Shop levels (店铺等级: 旗舰店 / 专营店 / 普通店…); `fee` is the yearly fee in fen. */
export const shopGroup = pgTable(
  'shop_group',
  {
    groupId: serial('group_id').primaryKey(),
    groupName: varchar('group_name', { length: 64 }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('shop_group_sort_idx').on(t.sort, t.groupId)],
);

/** Main categories of shops (店铺主营类目) shown as tabs on the shop street. */
export const shopCategory = pgTable(
  'shop_category',
  {
    categoryId: serial('category_id').primaryKey(),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    /** Guarantee deposit a shop of this category pays, fen. */
    baozhengMoney: bigint('baozheng_money', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_category_sort_idx').on(t.sort, t.categoryId)],
);

/** Followers of a shop (关注店铺): one row per member and shop; shop.sub_num counts them. */
export const shopMember = pgTable(
  'shop_member',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  // Leads with member_id: also serves "the shops this member follows", newest first.
  (t) => [uniqueIndex('shop_member_uq').on(t.memberId, t.siteId), index('shop_member_list_idx').on(t.memberId, t.createTime)],
);

/** In-shop goods categories (店内分类), two levels; goods point at one with `shop_category_id`. */
export const shopGoodsCategory = pgTable(
  'shop_goods_category',
  {
    categoryId: serial('category_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull().default(1),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_goods_category_site_idx').on(t.siteId, t.sort)],
);
