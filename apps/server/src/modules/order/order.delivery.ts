import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STORE_STATUS, type OrderCreateStore } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { distanceKmJs, distanceKmSql } from '../shop';
import { store } from '../store';
import { shopDeliveryConfig } from './delivery.tables';

/** A shop's delivery settings as checkout reads them (money in fen). */
export interface DeliveryConfig {
  siteId: number;
  express: { isUse: boolean; feeType: 'piece' | 'weight'; first: number; firstFee: number; additional: number; additionalFee: number };
  store: { isUse: boolean };
  local: {
    isUse: boolean;
    longitude: string;
    latitude: string;
    rings: { distanceKm: number; fee: number }[];
    startMoney: number;
    timeIsOpen: boolean;
    timeType: 0 | 1;
    timeWeek: number[];
    startTime: number;
    endTime: number;
  };
}

/** A shop without settings: express only, free. */
export const defaultDeliveryConfig = (siteId: number): DeliveryConfig => ({
  siteId,
  express: { isUse: true, feeType: 'piece', first: 1, firstFee: 0, additional: 1, additionalFee: 0 },
  store: { isUse: false },
  local: {
    isUse: false,
    longitude: '',
    latitude: '',
    rings: [],
    startMoney: 0,
    timeIsOpen: false,
    timeType: 0,
    timeWeek: [],
    startTime: 0,
    endTime: 86_399,
  },
});

const toInt = (v: unknown, fallback = 0): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

const readRings = (v: unknown): { distanceKm: number; fee: number }[] =>
  (Array.isArray(v) ? v : [])
    .map((r: { distance_km?: unknown; fee?: unknown }) => ({ distanceKm: Number(r?.distance_km), fee: toInt(r?.fee, -1) }))
    .filter((r) => Number.isFinite(r.distanceKm) && r.distanceKm > 0 && r.fee >= 0)
    .sort((a, b) => a.distanceKm - b.distanceKm);

type ConfigRow = typeof shopDeliveryConfig.$inferSelect;

export const toDeliveryConfig = (r: ConfigRow): DeliveryConfig => ({
  siteId: r.siteId,
  express: {
    isUse: r.expressIsUse === 1,
    feeType: r.expressFeeType === 'weight' ? 'weight' : 'piece',
    first: Math.max(0, r.expressFirst),
    firstFee: r.expressFirstFee,
    additional: Math.max(0, r.expressAdditional),
    additionalFee: r.expressAdditionalFee,
  },
  store: { isUse: r.storeIsUse === 1 },
  local: {
    isUse: r.localIsUse === 1,
    longitude: r.localLongitude,
    latitude: r.localLatitude,
    rings: readRings(r.localRings),
    startMoney: r.localStartMoney,
    timeIsOpen: r.localTimeIsOpen === 1,
    timeType: r.localTimeType === 1 ? 1 : 0,
    timeWeek: (Array.isArray(r.localTimeWeek) ? r.localTimeWeek : []).map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    startTime: r.localStartTime,
    endTime: r.localEndTime,
  },
});

/** Delivery settings of the shops (defaults for shops without a row): one query. */
export const deliveryConfigs = async (db: Db, siteIds: number[]): Promise<Map<number, DeliveryConfig>> => {
  const out = new Map<number, DeliveryConfig>();
  if (siteIds.length === 0) return out;
  const rows = await db.select().from(shopDeliveryConfig).where(inArray(shopDeliveryConfig.siteId, siteIds));
  for (const id of siteIds) out.set(id, defaultDeliveryConfig(id));
  for (const r of rows) out.set(r.siteId, toDeliveryConfig(r));
  return out;
};

/** One goods line as the express fee sees it. */
export interface FeeLine {
  num: number;
  /** Grams per unit. */
  weight: number;
  freeShipping: boolean;
}

/**
 * Express fee (fen): the first `first` pieces/grams cost `firstFee`, each started `additional` beyond
 * costs `additionalFee`. Free-shipping goods do not count; nothing counted → 0.
 */
export const expressFee = (c: DeliveryConfig['express'], lines: FeeLine[]): number => {
  const counted = lines.filter((l) => !l.freeShipping);
  if (counted.length === 0) return 0;
  const quantity = c.feeType === 'weight' ? counted.reduce((s, l) => s + l.weight * l.num, 0) : counted.reduce((s, l) => s + l.num, 0);
  if (quantity <= 0 && c.feeType === 'weight') return c.firstFee;
  let fee = c.firstFee;
  const beyond = quantity - c.first;
  if (beyond > 0 && c.additional > 0) fee += Math.ceil(beyond / c.additional) * c.additionalFee;
  return fee;
};

const coord = (v: string): number | null => {
  if (!v || !/^\s*-?\d+(\.\d+)?\s*$/.test(v)) return null;
  return Number(v);
};

export type LocalCheck =
  | { ok: true; fee: number; distanceKm: number }
  | { ok: false; errorCode: 10 | 11 | 12; reason: 'far' | 'min' | 'coordinates' | 'notConfigured' };

/**
 * Local delivery for an address: 12 when the shop has no centre/rings or the address no coordinates,
 * 10 beyond the last ring, 11 when `goodsMoney` is below the minimum; else the ring's fee.
 */
export const localDelivery = (
  c: DeliveryConfig['local'],
  address: { longitude: string; latitude: string },
  goodsMoney: number,
): LocalCheck => {
  const cLat = coord(c.latitude);
  const cLng = coord(c.longitude);
  if (cLat === null || cLng === null || c.rings.length === 0) return { ok: false, errorCode: 12, reason: 'notConfigured' };
  const aLat = coord(address.latitude);
  const aLng = coord(address.longitude);
  if (aLat === null || aLng === null || (aLat === 0 && aLng === 0)) return { ok: false, errorCode: 12, reason: 'coordinates' };
  const distanceKm = distanceKmJs(cLat, cLng, aLat, aLng);
  const ring = c.rings.find((r) => distanceKm <= r.distanceKm);
  if (!ring) return { ok: false, errorCode: 10, reason: 'far' };
  if (goodsMoney < c.startMoney) return { ok: false, errorCode: 11, reason: 'min' };
  return { ok: true, fee: ring.fee, distanceKm };
};

/** "HH:MM" → seconds since 00:00 (null when malformed). */
export const hhmmSeconds = (v: string): number | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(v);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : null;
};

/** China time week day (0 Sunday) of a unix time. */
export const chinaWeekDay = (unix: number): number => new Date((unix + 8 * 3600) * 1000).getUTCDay();

/** Whether a wished time "HH:MM" fits the shop's window today (always true when the window is off). */
export const localTimeAllowed = (c: DeliveryConfig['local'], wished: string, nowUnix: number): boolean => {
  if (!c.timeIsOpen || !wished) return true;
  const s = hhmmSeconds(wished);
  if (s === null || s < c.startTime || s > c.endTime) return false;
  return c.timeType === 0 || c.timeWeek.includes(chinaWeekDay(nowUnix));
};

/** A store of the payment page's list, with its shop. */
export interface PickupStore extends OrderCreateStore {
  site_id: number;
}

/**
 * Open, unfrozen pickup stores of the shops, nearest first when a position is given (km, 2 decimals),
 * grouped by shop: one query.
 */
export const pickupStores = async (
  db: Db,
  siteIds: number[],
  pos: { latitude?: number; longitude?: number },
): Promise<Map<number, PickupStore[]>> => {
  const out = new Map<number, PickupStore[]>();
  if (siteIds.length === 0) return out;
  const located = pos.latitude !== undefined && pos.longitude !== undefined;
  const km = located ? distanceKmSql(store.latitude, store.longitude, pos.latitude!, pos.longitude!) : sql<number | null>`null`;
  const rows = await db
    .select({ row: store, km })
    .from(store)
    .where(and(inArray(store.siteId, siteIds), eq(store.status, STORE_STATUS.open), eq(store.isFrozen, 0), eq(store.isPickup, 1)))
    .orderBy(...(located ? [sql`${km} asc nulls last`, asc(store.storeId)] : [asc(store.storeId)]));
  for (const { row: r, km: d } of rows) {
    const list = out.get(r.siteId) ?? [];
    list.push({
      store_id: r.storeId,
      site_id: r.siteId,
      store_name: r.storeName,
      telphone: r.telphone,
      store_image: r.storeImage,
      address: r.address,
      full_address: r.fullAddress,
      longitude: r.longitude,
      latitude: r.latitude,
      open_date: r.openDate,
      distance: d == null ? 0 : Math.round(Number(d) * 100) / 100,
    });
    out.set(r.siteId, list);
  }
  return out;
};
