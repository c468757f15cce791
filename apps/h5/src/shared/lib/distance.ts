import { EARTH_RADIUS_KM } from '@mall/contract';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Great-circle distance in km (haversine, earth radius 6378.137 km), rounded to 4 decimals (spec §9).
 */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10_000) / 10_000;
};

export const isLatLng = (v: unknown): v is LatLng =>
  typeof v === 'object' && v !== null && Number.isFinite((v as LatLng).latitude) && Number.isFinite((v as LatLng).longitude);

/** "850m" / "1.2km" for a distance in metres. */
export const formatMetres = (m: number): string => (m < 1000 ? `${Math.round(m)}m` : `${(m / 1000).toFixed(1)}km`);

/** "850m" / "12.35km" for a distance in km. */
export const formatKm = (km: number): string => (km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(2)}km`);
