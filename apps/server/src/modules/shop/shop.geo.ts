import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM } from '@mall/contract';

/**
 * Great-circle distance in km between a row's text position columns and a point, computed by the
 * database with the haversine formula (earth radius 6378.137 km). NULL when the row has no position.
 */
export const distanceKmSql = (latCol: AnyColumn, lngCol: AnyColumn, lat: number, lng: number): SQL<number | null> => {
  const rowLat = sql`nullif(${latCol}, '')::float8`;
  const rowLng = sql`nullif(${lngCol}, '')::float8`;
  const pLat = sql`${lat}::float8`;
  const pLng = sql`${lng}::float8`;
  const root = sql`sqrt(
    power(sin(radians(${rowLat} - ${pLat}) / 2), 2)
    + cos(radians(${pLat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${pLng}) / 2), 2))`;
  // least() skips NULLs, so a row without a position is kept NULL explicitly.
  return sql<number | null>`(case when ${rowLat} is null or ${rowLng} is null then null
    else 2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, ${root})) end)`;
};

/** The same distance in JS (for small in-memory lists), km unrounded. */
export const distanceKmJs = (aLat: number, aLng: number, bLat: number, bLng: number): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(bLat - aLat) / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLng - aLng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** `%keyword%` for ILIKE with the pattern characters escaped. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
