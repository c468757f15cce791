import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, startsDay } from './model';

const at = (y: number, m: number, d: number, h = 12) => Math.floor(new Date(y, m - 1, d, h).getTime() / 1000);

describe('footprint days', () => {
  it('labels today, yesterday and older dates', () => {
    const now = at(2025, 3, 10, 9);
    expect(dayLabel(at(2025, 3, 10, 1), now).kind).toBe('today');
    expect(dayLabel(at(2025, 3, 9, 23), now).kind).toBe('yesterday');
    expect(dayLabel(at(2025, 3, 1), now)).toEqual({ kind: 'date', text: '2025-03-01' });
  });
  it('starts a group on the first item and when the day changes', () => {
    const times = [at(2025, 3, 10, 20), at(2025, 3, 10, 8), at(2025, 3, 9, 22), at(2025, 3, 9, 1)];
    expect(times.map((_, i) => startsDay(times, i))).toEqual([true, false, true, false]);
    expect(dayKey(times[2])).toBe('2025-03-09');
  });
});
