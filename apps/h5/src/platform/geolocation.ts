import type { LatLng } from '../shared/lib/distance';

export interface LocateOptions {
  /** Give up after this many ms (default 10 s). */
  timeout?: number;
  /** Accept a cached position up to this old (default 5 min). */
  maximumAge?: number;
}

/**
 * The device position, or null when unavailable, refused or too slow. Never rejects: every failure is tolerated.
 */
export const getLocation = ({ timeout = 10_000, maximumAge = 300_000 }: LocateOptions = {}): Promise<LatLng | null> =>
  new Promise((resolve) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      resolve(null);
      return;
    }
    let settled = false;
    const done = (v: LatLng | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    // Our own timer too: some browsers never call back while the permission prompt is open.
    const timer = setTimeout(() => done(null), timeout + 1000);
    try {
      geo.getCurrentPosition(
        (pos) => done({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
        () => done(null),
        { enableHighAccuracy: false, timeout, maximumAge },
      );
    } catch {
      done(null);
    }
  });
