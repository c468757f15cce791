import { describe, expect, it } from 'vitest';
import { monthGrid, nextReward } from './model';

describe('monthGrid', () => {
  it('fills whole weeks from Sunday around the month', () => {
    const weeks = monthGrid('2026-11-26'); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toMatchObject({ date: '2026-11-01', inMonth: true });
    expect(weeks[4][6]).toMatchObject({ date: '2026-12-05', inMonth: false });
    expect(
      weeks
        .flat()
        .filter((d) => d.today)
        .map((d) => d.date),
    ).toEqual(['2026-11-26']);
  });
  it('starts with the previous month when the 1st is mid-week', () => {
    const weeks = monthGrid('2026-12-03'); // 1 December 2026 is a Tuesday
    expect(weeks[0].slice(0, 3).map((d) => [d.date, d.inMonth])).toEqual([
      ['2026-11-29', false],
      ['2026-11-30', false],
      ['2026-12-01', true],
    ]);
  });
});

describe('nextReward', () => {
  const rows = [
    { day: 1, point: 5, growth: 1 },
    { day: 2, point: 10, growth: 2 },
  ];
  it('is the next day of the streak, and the last row past the end', () => {
    expect(nextReward(rows, 0)).toEqual(rows[0]);
    expect(nextReward(rows, 1)).toEqual(rows[1]);
    expect(nextReward(rows, 5)).toEqual(rows[1]);
    expect(nextReward([], 1)).toBeNull();
  });
});
