import { describe, expect, it } from 'vitest';
import { countdownParts, safeColor, topicCountdown, topicState } from './topics';

describe('topic state and countdown', () => {
  const t = { status: 2, start_time: 1000, end_time: 2000 };
  it('runs inside its window, counts to its end, then ends by the clock', () => {
    expect(topicState(t, 1500)).toBe('running');
    expect(topicCountdown(t, 1500)).toEqual({ state: 'running', seconds: 500 });
    expect(topicState(t, 2000)).toBe('ended');
    expect(topicCountdown(t, 2000)).toBeNull();
  });
  it('counts to its start before it opens; closed and ended topics stay so', () => {
    expect(topicCountdown({ ...t, status: 1 }, 400)).toEqual({ state: 'upcoming', seconds: 600 });
    expect(topicState({ ...t, status: -1 }, 1500)).toBe('closed');
    expect(topicState({ ...t, status: 3 }, 1500)).toBe('ended');
  });
  it('splits a remaining time into days and two-digit parts', () => {
    expect(countdownParts(90_061)).toEqual({ d: 1, h: '01', m: '01', s: '01' });
    expect(countdownParts(-5)).toEqual({ d: 0, h: '00', m: '00', s: '00' });
  });
});

describe('topic data reaching a style', () => {
  it('takes only hex colours', () => {
    expect(safeColor('#fde7d9')).toBe('#fde7d9');
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('red')).toBeUndefined();
    expect(safeColor('#fff;background:url(x)')).toBeUndefined();
    expect(safeColor(undefined)).toBeUndefined();
  });
});
