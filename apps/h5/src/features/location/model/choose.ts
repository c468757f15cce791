import type { AreaItem } from '@mall/contract';
import type { ChosenPoint } from '../../../shared/state/chosenLocation';

/** A region's centre as a point, or null when the region data has none. */
export const areaPoint = (area: AreaItem, path: AreaItem[]): ChosenPoint | null => {
  const lat = Number(area.latitude);
  const lng = Number(area.longitude);
  if (!area.latitude || !area.longitude || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const chain = [...path, area];
  const at = (level: number) => chain.find((a) => a.level === level)?.id ?? 0;
  return {
    latitude: lat.toFixed(6),
    longitude: lng.toFixed(6),
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
