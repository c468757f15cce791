import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { distanceKm } from '../../shared/lib/distance';
import { mapStore, storage, StorageKey } from '../../shared/lib/storage';
import { cachedLocation, chooseStore, chosenStore, rememberLocation, useShopperLocation } from './location';
import { formatKm, formatMetres } from '../../shared/lib/distance';

const FUTIAN = { latitude: 22.547, longitude: 114.0859 };
const store = { store_id: 3, site_id: 1, store_name: '福田中心店' };

/** A point `km` north of FUTIAN (one degree of latitude is 111.3195 km on the 6378.137 km sphere). */
const north = (km: number) => ({ latitude: FUTIAN.latitude + km / 111.319_490_793, longitude: FUTIAN.longitude });

describe('rememberLocation (20 km rule)', () => {
  it('stores the first fix and keeps the chosen store', () => {
    const s = mapStore();
    chooseStore(store, s);
    expect(rememberLocation(FUTIAN, s)).toBe(false);
    expect(cachedLocation(s)).toEqual(FUTIAN);
    expect(chosenStore(s)).toEqual(store);
  });

  it('keeps the store after a short move and clears it after moving 20 km or more', () => {
    const s = mapStore();
    rememberLocation(FUTIAN, s);
    chooseStore(store, s);
    const near = north(19.99);
    expect(distanceKm(FUTIAN, near)).toBeLessThan(20);
    expect(rememberLocation(near, s)).toBe(false);
    expect(chosenStore(s)).toEqual(store);

    // measured from the last stored fix, exactly 20.0000 km away after rounding to 4 decimals
    const twenty = { latitude: near.latitude + 20 / 111.319_490_793, longitude: near.longitude };
    expect(distanceKm(near, twenty)).toBe(20);
    expect(rememberLocation(twenty, s)).toBe(true);
    expect(chosenStore(s)).toBeNull();
    expect(cachedLocation(s)).toEqual(twenty);
  });

  it('ignores a malformed cached location', () => {
    const s = mapStore();
    storage.setString(StorageKey.location, '{"latitude":"x"}', s);
    chooseStore(store, s);
    expect(rememberLocation(north(500), s)).toBe(false);
    expect(chosenStore(s)).toEqual(store);
  });
});

describe('useShopperLocation', () => {
  it('answers the fix, stores it and applies the rule', async () => {
    localStorage.clear();
    storage.setJSON(StorageKey.location, FUTIAN);
    chooseStore(store);
    const far = north(30);
    const { result } = renderHook(() => useShopperLocation(() => Promise.resolve(far)));
    expect(result.current.location).toEqual(FUTIAN);
    await waitFor(() => expect(result.current.status).toBe('located'));
    expect(result.current.location).toEqual(far);
    expect(chosenStore()).toBeNull();
  });

  it('is unavailable without a fix or a cache, and can ask again', async () => {
    localStorage.clear();
    let answer: { latitude: number; longitude: number } | null = null;
    const { result } = renderHook(() => useShopperLocation(() => Promise.resolve(answer)));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(result.current.location).toBeNull();
    answer = FUTIAN;
    act(() => result.current.locate());
    await waitFor(() => expect(result.current.status).toBe('located'));
    expect(result.current.location).toEqual(FUTIAN);
  });
});

describe('distance texts', () => {
  it('formats metres and km', () => {
    expect(formatMetres(850)).toBe('850m');
    expect(formatMetres(14_630)).toBe('14.6km');
    expect(formatKm(0.42)).toBe('420m');
    expect(formatKm(12.345)).toBe('12.35km');
  });
});
