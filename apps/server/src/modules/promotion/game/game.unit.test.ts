import { describe, expect, it } from 'vitest';
import { isWin, pickAward } from './game.pick';

const awards = [
  { id: 'a', remainingNum: 5, awardWinningRate: 1 },
  { id: 'b', remainingNum: 0, awardWinningRate: 50 },
  { id: 'c', remainingNum: 2, awardWinningRate: 3 },
];
const fixed = (n: number) => (max: number) => {
  expect(n).toBeLessThanOrEqual(max);
  return n;
};

describe('the draw', () => {
  it('wins when random(1..10000) is at most the rate in hundredths of a percent', () => {
    expect(isWin(3550, fixed(3550))).toBe(true);
    expect(isWin(3550, fixed(3551))).toBe(false);
    expect(isWin(10_000, fixed(10_000))).toBe(true);
    expect(isWin(0, fixed(1))).toBe(false);
  });

  it('picks by weight among the awards with units left, in their order', () => {
    // Total weight 4 (b has none left): 1 → a, 2..4 → c.
    expect(pickAward(awards, fixed(1))?.id).toBe('a');
    expect(pickAward(awards, fixed(2))?.id).toBe('c');
    expect(pickAward(awards, fixed(4))?.id).toBe('c');
    const seen = new Map<string, number>();
    for (let r = 1; r <= 4; r++) seen.set(pickAward(awards, fixed(r))!.id, (seen.get(pickAward(awards, fixed(r))!.id) ?? 0) + 1);
    expect(Object.fromEntries(seen)).toEqual({ a: 1, c: 3 });
  });

  it('picks nothing when no award has units left', () => {
    expect(pickAward([{ remainingNum: 0, awardWinningRate: 5 }], fixed(1))).toBeNull();
    expect(pickAward([], fixed(1))).toBeNull();
  });
});
