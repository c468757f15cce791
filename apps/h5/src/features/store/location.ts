import { useCallback, useEffect, useState } from 'react';
import { getLocation } from '../../platform/geolocation';
import { applyLocation } from '../../app/startup';
import { isLatLng, type LatLng } from '../../shared/lib/distance';
import { localStore, storage, StorageKey, type KeyValueStore } from '../../shared/lib/storage';

/**
 * The shopper's position for distances (shop street, stores, cities), cached in localStorage as
 * `location`. A new fix that is 20 km or more away from the cached one forgets the chosen `store`
 * (spec §9: distance on a 6378.137 km sphere, rounded to 4 decimals).
 */

/** Stores `next` as the location; returns true when the chosen store was cleared by the 20 km rule. */
export const rememberLocation = (next: LatLng, store: KeyValueStore = localStore()): boolean => applyLocation(store, next);

/** The cached location, or null. */
export const cachedLocation = (store: KeyValueStore = localStore()): LatLng | null => {
  const v = storage.getJSON<LatLng>(StorageKey.location, store);
  return isLatLng(v) ? { latitude: v.latitude, longitude: v.longitude } : null;
};

/** The store the shopper chose (pickup point), as remembered locally. */
export interface ChosenStore {
  store_id: number;
  site_id: number;
  store_name: string;
}

export const chosenStore = (store: KeyValueStore = localStore()): ChosenStore | null => {
  const v = storage.getJSON<ChosenStore>(StorageKey.store, store);
  return v && typeof v === 'object' && Number(v.store_id) > 0 ? v : null;
};

export const chooseStore = (s: ChosenStore, store: KeyValueStore = localStore()): void =>
  storage.setJSON(StorageKey.store, { store_id: s.store_id, site_id: s.site_id, store_name: s.store_name }, store);

export type LocateStatus = 'locating' | 'located' | 'unavailable';

export interface ShopperLocation {
  /** Fresh fix, else the cached one, else null. */
  location: LatLng | null;
  status: LocateStatus;
  /** Asks the device again. */
  locate(): void;
}

/**
 * Asks the device for its position once on mount (the cached one is used meanwhile), stores it with the
 * 20 km rule and answers it. Refusal or timeout leaves the cached location (or null).
 */
export const useShopperLocation = (locateFn: () => Promise<LatLng | null> = () => getLocation({ timeout: 8000 })): ShopperLocation => {
  const [location, setLocation] = useState<LatLng | null>(() => cachedLocation());
  const [status, setStatus] = useState<LocateStatus>('locating');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setStatus('locating');
    void locateFn().then((pos) => {
      if (!alive) return;
      if (pos) {
        rememberLocation(pos);
        setLocation(pos);
        setStatus('located');
      } else {
        setStatus(cachedLocation() ? 'located' : 'unavailable');
      }
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one request per attempt
  }, [attempt]);

  const locate = useCallback(() => setAttempt((n) => n + 1), []);
  return { location, status, locate };
};
