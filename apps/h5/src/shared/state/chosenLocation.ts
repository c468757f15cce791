import { localStore, storage, type KeyValueStore } from '../lib/storage';

/**
 * What was picked on the built-in /choose-location page: a position (as the address book stores it, 6 decimals;
 * empty when a region without a known centre was picked) and its region when known.
 */
export interface ChosenPoint {
  latitude: string;
  longitude: string;
  /** What the shopper saw: the region's full name, or empty for a bare position. */
  name: string;
  /** The region of the point when known (0 otherwise). */
  province_id: number;
  city_id: number;
  district_id: number;
}

/**
 * The hand-over between a page that opens /choose-location and the picker: the opener leaves what it was
 * editing (its draft) and its address; the picker adds the point and goes back; the opener takes both once.
 * Kept per browser tab (sessionStorage), so the draft survives the page change.
 */
const REQUEST = 'locationRequest';
const RESULT = 'locationResult';

const tabStore = (): KeyValueStore => {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    /* access denied */
  }
  return localStore();
};

export const startChoosing = (from: string, draft?: unknown, store: KeyValueStore = tabStore()): void => {
  storage.remove(RESULT, store);
  storage.setJSON(REQUEST, { from, draft }, store);
};

/** The picker's answer (`from` is where it was opened from, when it was opened without a request). */
export const finishChoosing = (point: ChosenPoint, from: string, store: KeyValueStore = tabStore()): void => {
  const req = storage.getJSON<{ from?: string; draft?: unknown }>(REQUEST, store);
  storage.remove(REQUEST, store);
  storage.setJSON(RESULT, { from: req?.from ?? from, draft: req?.draft, point }, store);
};

/** The opener's draft and the chosen point, once, when they were asked for from `from`. */
export const takeChosen = <T>(from: string, store: KeyValueStore = tabStore()): { draft: T | undefined; point: ChosenPoint } | null => {
  const r = storage.getJSON<{ from?: string; draft?: T; point?: ChosenPoint }>(RESULT, store);
  if (!r || r.from !== from || !r.point) return null;
  storage.remove(RESULT, store);
  return { draft: r.draft, point: r.point };
};
