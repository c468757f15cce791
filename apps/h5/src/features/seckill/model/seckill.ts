import { mallSecondOfDay, type SeckillSlot } from '@mall/contract';

/** Where a slot stands at a moment of the mall day. */
export type SlotState = 'running' | 'upcoming' | 'ended';

/** A slot's state at `secondOfDay` (seconds since the mall's midnight): its end second is already over. */
export const slotState = (slot: Pick<SeckillSlot, 'seckill_start_time' | 'seckill_end_time'>, secondOfDay: number): SlotState =>
  secondOfDay < slot.seckill_start_time ? 'upcoming' : secondOfDay < slot.seckill_end_time ? 'running' : 'ended';

/** The slot to open first: the one selling now, else the next to start, else the first. */
export const defaultSlotIndex = (slots: SeckillSlot[], secondOfDay: number): number => {
  const running = slots.findIndex((s) => slotState(s, secondOfDay) === 'running');
  if (running >= 0) return running;
  const next = slots.findIndex((s) => slotState(s, secondOfDay) === 'upcoming');
  return next >= 0 ? next : 0;
};

/** What a slot's countdown counts to at `unix`: its end while running, its start before; null once over. */
export const slotCountdown = (
  slot: Pick<SeckillSlot, 'seckill_start_time' | 'seckill_end_time'>,
  unix: number,
): { state: 'running' | 'upcoming'; seconds: number } | null => {
  const sod = mallSecondOfDay(unix);
  const state = slotState(slot, sod);
  if (state === 'ended') return null;
  return { state, seconds: (state === 'running' ? slot.seckill_end_time : slot.seckill_start_time) - sod };
};

export { countdownParts, type CountdownParts } from '../../../shared/lib/countdown';

const two = (n: number): string => String(n).padStart(2, '0');

/** "HH:MM" of a slot bound (seconds since midnight; 86400 reads "24:00"). */
export const slotClock = (seconds: number): string => `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}`;

/** Sold share in whole percent of what the activity had (sold + seckill stock left); 0 when it had nothing. */
export const soldPercent = (sold: number, stockLeft: number): number => {
  const s = Math.max(0, Number(sold) || 0);
  const total = s + Math.max(0, Number(stockLeft) || 0);
  if (total === 0) return 0;
  const p = Math.floor((s * 100) / total);
  // a started activity never reads 0 %, one with stock left never 100 %
  return s > 0 && p === 0 ? 1 : p === 100 && s < total ? 99 : p;
};
