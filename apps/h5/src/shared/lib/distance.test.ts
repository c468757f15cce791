import { describe, expect, it } from 'vitest';
import { distanceKm, isLatLng } from './distance';

describe('distanceKm', () => {
  it('is 0 for the same point', () => {
    expect(distanceKm({ latitude: 30, longitude: 120 }, { latitude: 30, longitude: 120 })).toBe(0);
  });

  it('uses the 6378.137 km earth radius: one degree of latitude is 111.3195 km', () => {
    // 6378.137 × π / 180 = 111.319490…, rounded to 4 decimals
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.3195);
  });

  it('rounds to 4 decimals', () => {
    const d = distanceKm({ latitude: 39.9042, longitude: 116.4074 }, { latitude: 31.2304, longitude: 121.4737 });
    expect(d).toBe(Math.round(d * 10_000) / 10_000);
    expect(d).toBeGreaterThan(1060);
    expect(d).toBeLessThan(1075);
  });

  it('is symmetric', () => {
    const a = { latitude: 22.5431, longitude: 114.0579 };
    const b = { latitude: 22.7, longitude: 113.9 };
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });

  it('measures across the antimeridian the short way', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(22.2639, 3);
  });
});

describe('isLatLng', () => {
  it('accepts finite coordinates only', () => {
    expect(isLatLng({ latitude: 1, longitude: 2 })).toBe(true);
    expect(isLatLng({ latitude: '1', longitude: 2 })).toBe(false);
    expect(isLatLng({ latitude: Number.NaN, longitude: 2 })).toBe(false);
    expect(isLatLng(null)).toBe(false);
  });
});
