import type { MemberLevelRow } from '@mall/contract';

export interface LevelProgress {
  current: MemberLevelRow | null;
  next: MemberLevelRow | null;
  /** 0–100: the way from the current level's threshold to the next one's. */
  percent: number;
  /** Growth still needed for the next level (0 at the top). */
  need: number;
}

/** Where a member stands: the level held (by id, else the highest reached), the next one and the way to it. */
export const levelProgress = (levels: readonly MemberLevelRow[], levelId: number, growth: number): LevelProgress => {
  const sorted = [...levels].sort((a, b) => a.growth - b.growth);
  const reached = sorted.filter((l) => l.growth <= growth);
  const current = sorted.find((l) => l.level_id === levelId) ?? reached[reached.length - 1] ?? null;
  const next = sorted.find((l) => l.growth > Math.max(growth, current?.growth ?? 0)) ?? null;
  if (!next) return { current, next, percent: 100, need: 0 };
  const from = current?.growth ?? 0;
  const span = next.growth - from;
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.floor(((growth - from) / span) * 100))) : 0;
  return { current, next, percent, need: Math.max(0, next.growth - growth) };
};

/** A percent discount as the mall writes it: 95 → "9.5" (折); 100 is no discount (null). */
export const discountZhe = (percent: number): string | null => (percent >= 100 ? null : String(Math.round(percent) / 10));

/** Whether a level gives anything on reaching it. */
export const hasGift = (l: MemberLevelRow): boolean => l.send_point > 0 || Number(l.send_balance) > 0 || l.send_coupon_list.length > 0;
