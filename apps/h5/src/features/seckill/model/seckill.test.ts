import { describe, expect, it } from 'vitest';
import type { SeckillSlot } from '@mall/contract';
import { countdownParts, defaultSlotIndex, slotClock, slotCountdown, slotState, soldPercent } from './seckill';

const slot = (id: number, start: number, end: number): SeckillSlot => ({
  id,
  name: `${id}`,
  seckill_start_time: start,
  seckill_end_time: end,
  seckill_start_time_show: '',
  seckill_end_time_show: '',
});
const H = 3600;
// 2026-01-01 00:00 at UTC+8 (the mall's midnight)
const MIDNIGHT = Date.UTC(2025, 11, 31, 16) / 1000;

describe('slotState', () => {
  it('is upcoming before the start, running until the end second, ended from it', () => {
    const s = slot(1, 8 * H, 12 * H);
    expect(slotState(s, 8 * H - 1)).toBe('upcoming');
    expect(slotState(s, 8 * H)).toBe('running');
    expect(slotState(s, 12 * H - 1)).toBe('running');
    expect(slotState(s, 12 * H)).toBe('ended');
  });
});

describe('defaultSlotIndex', () => {
  const slots = [slot(1, 0, 4 * H), slot(2, 8 * H, 12 * H), slot(3, 16 * H, 20 * H)];
  it('opens the running slot', () => expect(defaultSlotIndex(slots, 9 * H)).toBe(1));
  it('else the next to start', () => expect(defaultSlotIndex(slots, 13 * H)).toBe(2));
  it('else the first', () => expect(defaultSlotIndex(slots, 21 * H)).toBe(0));
  it('is 0 for no slots', () => expect(defaultSlotIndex([], 0)).toBe(0));
});

describe('slotCountdown', () => {
  const s = slot(1, 8 * H, 12 * H);
  it('counts to the end of a running slot in mall time (UTC+8)', () => {
    expect(slotCountdown(s, MIDNIGHT + 11 * H + 59 * 60)).toEqual({ state: 'running', seconds: 60 });
  });
  it('counts to the start of a later slot', () => {
    expect(slotCountdown(s, MIDNIGHT + 7 * H)).toEqual({ state: 'upcoming', seconds: H });
  });
  it('is null once the slot is over', () => expect(slotCountdown(s, MIDNIGHT + 12 * H)).toBeNull());
});

describe('countdownParts', () => {
  it('splits into padded hours, minutes and seconds', () => {
    expect(countdownParts(3 * H + 4 * 60 + 5)).toEqual({ d: 0, h: '03', m: '04', s: '05' });
  });
  it('carries days', () => expect(countdownParts(86_400 + 61)).toEqual({ d: 1, h: '00', m: '01', s: '01' }));
  it('never goes below zero', () => expect(countdownParts(-5)).toEqual({ d: 0, h: '00', m: '00', s: '00' }));
});

describe('slotClock', () => {
  it('reads HH:MM', () => {
    expect(slotClock(8 * H + 30 * 60)).toBe('08:30');
    expect(slotClock(86_400)).toBe('24:00');
  });
});

describe('soldPercent', () => {
  it('is sold over sold plus stock left', () => expect(soldPercent(25, 75)).toBe(25));
  it('is 0 with nothing sold or nothing at all', () => {
    expect(soldPercent(0, 100)).toBe(0);
    expect(soldPercent(0, 0)).toBe(0);
  });
  it('shows a started sale as at least 1 % and stock left as at most 99 %', () => {
    expect(soldPercent(1, 1000)).toBe(1);
    expect(soldPercent(999, 1)).toBe(99);
    expect(soldPercent(5, 0)).toBe(100);
  });
});
