import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  formatFen,
  pageCount,
  SHOP_STATUS,
  type FollowedShop,
  type PageParams,
  type Paged,
  type ShopCategoryItem,
  type ShopCategoryPageParams,
  type ShopGoodsCategoryNode,
  type ShopGroupItem,
  type ShopGroupPageParams,
  type ShopInfo,
  type ShopPageParams,
  type ShopStreetItem,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { followShopTx, isFollowing, unfollowShopTx } from './shop.follow';
import { distanceKmSql, likePattern } from './shop.geo';
import { shopMessages } from './shop.messages';
import { shop, shopCategory, shopGoodsCategory, shopGroup, shopMember } from './shop.tables';

export type ShopRow = typeof shop.$inferSelect;

/** Credits are stored ×100: 490 → "4.90". */
const credit = (v: number) => formatFen(v);

/** The name of a shop's level: its `shop_group` when joined, else the level name kept on the shop. */
const levelOf = (r: ShopRow, groupName?: string | null) => (groupName ? groupName : r.levelName);

/** The shop's level (`shop_group`) joined by `group_id` (null when it has none). */
const groupNameCol = shopGroup.groupName;

export const toShopInfo = (r: ShopRow, groupName?: string | null): ShopInfo => ({
  site_id: r.siteId,
  site_name: r.siteName,
  website_id: r.websiteId,
  is_own: r.isOwn,
  category_id: r.categoryId,
  category_name: r.categoryName,
  level_name: r.levelName,
  group_id: r.groupId,
  group_name: levelOf(r, groupName),
  logo: r.logo,
  avatar: r.avatar,
  banner: r.banner,
  seo_keywords: r.seoKeywords,
  seo_description: r.seoDescription,
  qq: r.qq,
  ww: r.ww,
  telephone: r.telephone,
  address: r.address,
  full_address: r.fullAddress,
  longitude: r.longitude,
  latitude: r.latitude,
  workingtime: r.workingtime,
  work_week: r.workWeek,
  shop_adv: r.shopAdv,
  shop_status: r.shopStatus,
  start_time: r.startTime,
  expire_time: r.expireTime,
  shop_desccredit: credit(r.shopDesccredit),
  shop_servicecredit: credit(r.shopServicecredit),
  shop_deliverycredit: credit(r.shopDeliverycredit),
  shop_baozh: r.shopBaozh,
  shop_baozhopen: r.shopBaozhopen,
  shop_baozhrmb: formatFen(r.shopBaozhrmb),
  shop_qtian: r.shopQtian,
  shop_zhping: r.shopZhping,
  shop_erxiaoshi: r.shopErxiaoshi,
  shop_tuihuo: r.shopTuihuo,
  shop_shiyong: r.shopShiyong,
  shop_shiti: r.shopShiti,
  shop_xiaoxie: r.shopXiaoxie,
  shop_sales: r.shopSales,
  sub_num: r.subNum,
  create_time: r.createTime,
});

/** A shop by id; closed shops are answered too (`shop_status` 0) so pages can say so. */
export const shopInfo = async (db: Db, siteId: number): Promise<ShopInfo> => {
  const [row] = await db
    .select({ row: shop, groupName: groupNameCol })
    .from(shop)
    .leftJoin(shopGroup, eq(shopGroup.groupId, shop.groupId))
    .where(eq(shop.siteId, siteId))
    .limit(1);
  if (!row) throw new AppError(shopMessages['shop.notExist']);
  return toShopInfo(row.row, row.groupName);
};

// ---------------------------------------------------------------- street

/** Street fields of a shop row (`distance` filled by the caller). */
export const toStreetItem = (r: ShopRow, distance: number, groupName?: string | null): ShopStreetItem => ({
  site_id: r.siteId,
  site_name: r.siteName,
  category_id: r.categoryId,
  category_name: r.categoryName,
  group_id: r.groupId,
  group_name: levelOf(r, groupName),
  logo: r.logo,
  avatar: r.avatar,
  banner: r.banner,
  seo_description: r.seoDescription,
  shop_desccredit: credit(r.shopDesccredit),
  shop_servicecredit: credit(r.shopServicecredit),
  shop_deliverycredit: credit(r.shopDeliverycredit),
  shop_sales: r.shopSales,
  sub_num: r.subNum,
  is_own: r.isOwn,
  website_id: r.websiteId,
  longitude: r.longitude,
  latitude: r.latitude,
  telephone: r.telephone,
  address: r.address,
  full_address: r.fullAddress,
  distance,
});

/**
 * The shop street: open shops, filtered by name, main category and city; ordered by sales or
 * description credit, else nearest first when the shopper's position is sent, else by id.
 * `distance` is in metres, rounded (0 without a position), computed by the database.
 */
export const shopStreet = async (db: Db, p: ShopPageParams, websiteId: number): Promise<Paged<ShopStreetItem>> => {
  const conds: SQL[] = [eq(shop.shopStatus, SHOP_STATUS.open)];
  if (p.keyword) conds.push(ilike(shop.siteName, likePattern(p.keyword)));
  if (p.category_id) conds.push(eq(shop.categoryId, p.category_id));
  const city = p.web_city ?? websiteId;
  if (city > 0) conds.push(eq(shop.websiteId, city));
  const where = and(...conds);

  const [{ n }] = await db.select({ n: count() }).from(shop).where(where);
  const result: Paged<ShopStreetItem> = { page_count: pageCount(n, p.page_size), count: n, list: [] };
  const offset = (p.page - 1) * p.page_size;
  if (n === 0 || offset >= n) return result;

  const located = p.lat !== undefined && p.lng !== undefined;
  const km = located ? distanceKmSql(shop.latitude, shop.longitude, p.lat!, p.lng!) : sql<number | null>`null`;
  const dir = p.sort === 'asc' ? asc : desc;
  const order: SQL[] =
    p.order === 'shop_sales'
      ? [dir(shop.shopSales), asc(shop.siteId)]
      : p.order === 'shop_desccredit'
        ? [dir(shop.shopDesccredit), asc(shop.siteId)]
        : located
          ? [sql`${km} asc nulls last`, asc(shop.siteId)]
          : [asc(shop.siteId)];
  const rows = await db
    .select({ row: shop, km, groupName: groupNameCol })
    .from(shop)
    .leftJoin(shopGroup, eq(shopGroup.groupId, shop.groupId))
    .where(where)
    .orderBy(...order)
    .limit(p.page_size)
    .offset(offset);
  result.list = rows.map((r) => toStreetItem(r.row, r.km == null ? 0 : Math.round(Number(r.km) * 1000), r.groupName));
  return result;
};

/** Shop main categories (street tabs); `page_size` 0 = all. */
export const shopCategoryPage = async (db: Db, p: ShopCategoryPageParams): Promise<Paged<ShopCategoryItem>> => {
  const [{ n }] = await db.select({ n: count() }).from(shopCategory);
  const size = p.page_size === 0 ? Math.max(n, 1) : p.page_size;
  const result: Paged<ShopCategoryItem> = { page_count: pageCount(n, size), count: n, list: [] };
  const offset = (p.page - 1) * size;
  if (n === 0 || offset >= n) return result;
  const rows = await db.select().from(shopCategory).orderBy(asc(shopCategory.sort), asc(shopCategory.categoryId)).limit(size).offset(offset);
  result.list = rows.map((r) => ({ category_id: r.categoryId, category_name: r.categoryName, baozheng_money: formatFen(r.baozhengMoney), sort: r.sort }));
  return result;
};

/** In-shop goods categories as a tree (`level` 1: top only; 2: with children). Unknown shop: `shop.notExist`. */
export const shopGoodsCategoryTree = async (db: Db, siteId: number, level: number): Promise<ShopGoodsCategoryNode[]> => {
  const [s] = await db.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId)).limit(1);
  if (!s) throw new AppError(shopMessages['shop.notExist']);
  const rows = await db
    .select()
    .from(shopGoodsCategory)
    .where(and(eq(shopGoodsCategory.siteId, siteId), eq(shopGoodsCategory.isShow, 1)))
    .orderBy(asc(shopGoodsCategory.sort), asc(shopGoodsCategory.categoryId));
  const node = (r: (typeof rows)[number]): ShopGoodsCategoryNode => ({
    category_id: r.categoryId,
    site_id: r.siteId,
    pid: r.pid,
    level: r.level,
    category_name: r.categoryName,
    image: r.image,
    sort: r.sort,
    child_list: [],
  });
  const tops = rows.filter((r) => r.level === 1).map(node);
  if (level >= 2) {
    const byId = new Map(tops.map((t) => [t.category_id, t]));
    for (const r of rows) if (r.level === 2) byId.get(r.pid)?.child_list.push(node(r));
  }
  return tops;
};

// ---------------------------------------------------------------- follows

export const followShop = (db: Db, memberId: number, siteId: number) =>
  db.transaction(async (tx) => {
    await followShopTx(tx, memberId, siteId);
  });

export const unfollowShop = (db: Db, memberId: number, siteId: number) =>
  db.transaction(async (tx) => {
    const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId)).limit(1);
    if (!s) throw new AppError(shopMessages['shop.notExist']);
    await unfollowShopTx(tx, memberId, siteId);
  });

/** 0/1: does the member follow this (existing) shop. */
export const shopIsSubscribed = async (db: Db, memberId: number, siteId: number): Promise<0 | 1> => {
  const [s] = await db.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId)).limit(1);
  if (!s) throw new AppError(shopMessages['shop.notExist']);
  return isFollowing(db, memberId, siteId);
};

/** The shops a member follows, newest follow first. */
export const memberShopPages = async (db: Db, memberId: number, p: PageParams): Promise<Paged<FollowedShop>> => {
  const where = eq(shopMember.memberId, memberId);
  const [{ n }] = await db.select({ n: count() }).from(shopMember).where(where);
  const result: Paged<FollowedShop> = { page_count: pageCount(n, p.page_size), count: n, list: [] };
  const offset = (p.page - 1) * p.page_size;
  if (n === 0 || offset >= n) return result;
  const rows = await db
    .select({ row: shop, time: shopMember.createTime, groupName: groupNameCol })
    .from(shopMember)
    .innerJoin(shop, eq(shop.siteId, shopMember.siteId))
    .leftJoin(shopGroup, eq(shopGroup.groupId, shop.groupId))
    .where(where)
    .orderBy(desc(shopMember.createTime), desc(shopMember.id))
    .limit(p.page_size)
    .offset(offset);
  result.list = rows.map((r) => {
    const { distance: _d, ...item } = toStreetItem(r.row, 0, r.groupName);
    return { ...item, subscribe_time: r.time };
  });
  return result;
};

// ---------------------------------------------------------------- levels

/** Shop levels (店铺等级), in their display order; `page_size` 0 = all. */
export const shopGroupPage = async (db: Db, p: ShopGroupPageParams): Promise<Paged<ShopGroupItem>> => {
  const [{ n }] = await db.select({ n: count() }).from(shopGroup);
  const size = p.page_size === 0 ? Math.max(n, 1) : p.page_size;
  const result: Paged<ShopGroupItem> = { page_count: pageCount(n, size), count: n, list: [] };
  const offset = (p.page - 1) * size;
  if (n === 0 || offset >= n) return result;
  const rows = await db.select().from(shopGroup).orderBy(asc(shopGroup.sort), asc(shopGroup.groupId)).limit(size).offset(offset);
  result.list = rows.map((r) => ({ group_id: r.groupId, group_name: r.groupName, fee: formatFen(r.fee), remark: r.remark, sort: r.sort }));
  return result;
};

/** Names of the given shop levels by id (unknown ids are left out); one query, none for an empty list. */
export const shopGroupNames = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: shopGroup.groupId, name: shopGroup.groupName })
    .from(shopGroup)
    .where(inArray(shopGroup.groupId, wanted))
    .orderBy(asc(shopGroup.sort), asc(shopGroup.groupId));
  return new Map(rows.map((r) => [r.id, r.name]));
};
