import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { pageCount, STORE_STATUS, type Paged, type StoreInfoParams, type StoreItem, type StorePageParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { distanceKmSql, shop } from '../shop';
import { storeMessages } from './store.messages';
import { store } from './store.tables';

type StoreRow = typeof store.$inferSelect;

/** Km with 2 decimals, 0 when unknown. */
const km2 = (v: unknown): number => (v == null ? 0 : Math.round(Number(v) * 100) / 100);

const toItem = (r: StoreRow, siteName: string, distance: unknown): StoreItem => ({
  store_id: r.storeId,
  site_id: r.siteId,
  site_name: siteName,
  store_name: r.storeName,
  telphone: r.telphone,
  store_image: r.storeImage,
  address: r.address,
  full_address: r.fullAddress,
  longitude: r.longitude,
  latitude: r.latitude,
  open_date: r.openDate,
  is_pickup: r.isPickup,
  status: r.status,
  is_frozen: r.isFrozen,
  username: r.username,
  distance: km2(distance),
});

/** Open, unfrozen stores of a shop; nearest first (km, 2 decimals) when the shopper's position is sent. */
export const storePage = async (db: Db, p: StorePageParams): Promise<Paged<StoreItem>> => {
  const where = and(eq(store.siteId, p.site_id), eq(store.status, STORE_STATUS.open), eq(store.isFrozen, 0));
  const [{ n }] = await db.select({ n: count() }).from(store).where(where);
  const result: Paged<StoreItem> = { page_count: pageCount(n, p.page_size), count: n, list: [] };
  const offset = (p.page - 1) * p.page_size;
  if (n === 0 || offset >= n) return result;
  const located = p.latitude !== undefined && p.longitude !== undefined;
  const km = located ? distanceKmSql(store.latitude, store.longitude, p.latitude!, p.longitude!) : sql<number | null>`null`;
  const order: SQL[] = located ? [sql`${km} asc nulls last`, asc(store.storeId)] : [asc(store.storeId)];
  const rows = await db
    .select({ row: store, siteName: shop.siteName, km })
    .from(store)
    .innerJoin(shop, eq(shop.siteId, store.siteId))
    .where(where)
    .orderBy(...order)
    .limit(p.page_size)
    .offset(offset);
  result.list = rows.map((r) => toItem(r.row, r.siteName, r.km));
  return result;
};

/** One open store (of `site_id` when given); closed, frozen or foreign stores are `store.notExist`. */
export const storeInfo = async (db: Db, p: StoreInfoParams): Promise<StoreItem> => {
  const conds: SQL[] = [eq(store.storeId, p.store_id), eq(store.status, STORE_STATUS.open), eq(store.isFrozen, 0)];
  if (p.site_id) conds.push(eq(store.siteId, p.site_id));
  const located = p.latitude !== undefined && p.longitude !== undefined;
  const km = located ? distanceKmSql(store.latitude, store.longitude, p.latitude!, p.longitude!) : sql<number | null>`null`;
  const [r] = await db
    .select({ row: store, siteName: shop.siteName, km })
    .from(store)
    .innerJoin(shop, eq(shop.siteId, store.siteId))
    .where(and(...conds))
    .limit(1);
  if (!r) throw new AppError(storeMessages['store.notExist']);
  return toItem(r.row, r.siteName, r.km);
};
