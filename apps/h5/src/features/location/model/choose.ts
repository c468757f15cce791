import type { AreaItem } from '@mall/contract';
import type { ChosenPoint } from '../../../shared/state/chosenLocation';

/** A picked region (under `path`): its centre as the position when the region data has one, else no position. */
export const areaPoint = (area: AreaItem, path: AreaItem[]): ChosenPoint => {
  const lat = Number(area.latitude);
  const lng = Number(area.longitude);
  const centred = Boolean(area.latitude && area.longitude) && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const chain = [...path, area];
  const at = (level: number) => chain.find((a) => a.level === level)?.id ?? 0;
  return {
    latitude: centred ? lat.toFixed(6) : '',
    longitude: centred ? lng.toFixed(6) : '',
    name: chain.map((a) => a.name).join(' '),
    province_id: at(1),
    city_id: at(2),
    district_id: at(3),
  };
};

/** Regions whose name or short name contains the search text (spaces and case ignored). */
export const filterAreas = (areas: AreaItem[], text: string): AreaItem[] => {
  const q = text.replace(/\s+/g, '').toLowerCase();
  if (!q) return areas;
  return areas.filter((a) => a.name.toLowerCase().includes(q) || a.shortname.toLowerCase().includes(q));
};

/** Where the picker returns: an in-app path from `back`, never another site. */
export const safeBackPath = (back: string | null): string | null =>
  back && back.startsWith('/') && !back.startsWith('//') && !back.includes('\\') ? back : null;

/**
 * Worth handing back: a region down to its district (what an address needs; with its centre when known), or
 * a device position whose region is unknown. A province's or city's centre alone is no place to deliver to.
 */
export const canConfirm = (p: ChosenPoint | null): p is ChosenPoint =>
  Boolean(p && (p.district_id > 0 || (p.latitude && p.longitude && p.province_id === 0)));
