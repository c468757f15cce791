/** Footprint day grouping: a day key (local date) and its label. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds → "2025-01-03" in local time. */
export const dayKey = (t: number): string => {
  const d = new Date(t * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** 'today' / 'yesterday' / the date, relative to `now` (unix seconds). */
export const dayLabel = (t: number, now: number): { kind: 'today' | 'yesterday' | 'date'; text: string } => {
  const key = dayKey(t);
  if (key === dayKey(now)) return { kind: 'today', text: key };
  if (key === dayKey(now - 86_400)) return { kind: 'yesterday', text: key };
  return { kind: 'date', text: key };
};

/** True when item `i` starts a new day group (the first item, or a different day than the one before). */
export const startsDay = (times: number[], i: number): boolean => i === 0 || dayKey(times[i]) !== dayKey(times[i - 1]);
