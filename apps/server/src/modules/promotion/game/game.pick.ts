import { randomInt } from 'node:crypto';

/** A whole number from 1 to `max` inclusive; the draw's only source of chance, so tests can fix it. */
export type GameRandom = (max: number) => number;

/** The production source: the operating system's generator (a shopper cannot predict the next draw). */
export const cryptoRandom: GameRandom = (max) => randomInt(1, max + 1);

/** Win when random(1..10000) ≤ winning_rate×100 (`rate` is already in hundredths of a percent). */
export const isWin = (rate: number, random: GameRandom): boolean => rate > 0 && random(10_000) <= rate;

/**
 * One award by weight among those with units left: random(1..total weight) falls in one award's stretch of the
 * running sum, in the order given. Null when none has units left or weight.
 */
export const pickAward = <A extends { remainingNum: number; awardWinningRate: number }>(
  awards: readonly A[],
  random: GameRandom,
): A | null => {
  const open = awards.filter((a) => a.remainingNum > 0 && a.awardWinningRate > 0);
  const total = open.reduce((s, a) => s + a.awardWinningRate, 0);
  if (total === 0) return null;
  let r = random(total);
  for (const a of open) {
    r -= a.awardWinningRate;
    if (r <= 0) return a;
  }
  return open[open.length - 1]!;
};
