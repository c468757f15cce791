import { describe, expect, it } from 'vitest';
import { mallDayStart, mallSecondOfDay, secondsOfDayText } from '@mall/contract';
import { ActivityStatus } from './engine.kinds';
import { activityStatusAt } from './engine.status';

describe('activity status by time', () => {
  const a = { status: ActivityStatus.NOT_STARTED, startTime: 1000, endTime: 2000 };
  it('is not started before its window, running inside it (end excluded), ended after', () => {
    expect(activityStatusAt(a, 999)).toBe(ActivityStatus.NOT_STARTED);
    expect(activityStatusAt(a, 1000)).toBe(ActivityStatus.RUNNING);
    expect(activityStatusAt(a, 1999)).toBe(ActivityStatus.RUNNING);
    expect(activityStatusAt(a, 2000)).toBe(ActivityStatus.ENDED);
  });
  it('stays closed whatever the clock says', () => {
    expect(activityStatusAt({ ...a, status: ActivityStatus.CLOSED }, 1500)).toBe(ActivityStatus.CLOSED);
  });
});

describe('mall time of day (UTC+8), where seckill slots are counted', () => {
  // 2026-01-01 00:00:00 in the mall is 2025-12-31 16:00:00 UTC.
  const midnight = Date.UTC(2025, 11, 31, 16) / 1000;
  it('counts seconds from the mall midnight', () => {
    expect(mallSecondOfDay(midnight)).toBe(0);
    expect(mallSecondOfDay(midnight + 3661)).toBe(3661);
    expect(mallSecondOfDay(midnight - 1)).toBe(86_399);
    expect(mallDayStart(midnight + 50_000)).toBe(midnight);
  });
  it('shows slot bounds as H:i:s', () => {
    expect(secondsOfDayText(0)).toBe('00:00:00');
    expect(secondsOfDayText(3661)).toBe('01:01:01');
    expect(secondsOfDayText(86_400)).toBe('24:00:00');
  });
});
