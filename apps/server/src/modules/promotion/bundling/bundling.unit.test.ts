import { describe, expect, it } from 'vitest';
import { splitLastTakesRest } from './bundling.service';

describe('splitLastTakesRest', () => {
  it('splits pro rata, rounding down, the remainder on the last part, exact to the fen', () => {
    expect(splitLastTakesRest(7777, [3333, 5000, 2001])).toEqual([2508, 3762, 1507]);
    expect(splitLastTakesRest(23_331, [2508, 3762, 1507])).toEqual([7524, 11_286, 4521]);
    for (const [total, weights] of [
      [100, [1, 1, 1]],
      [1, [5, 5]],
      [999_999, [7, 13, 29, 31]],
    ] as const) {
      const parts = splitLastTakesRest(total, weights);
      expect(parts.reduce((s, x) => s + x, 0)).toBe(total);
      expect(parts.every((x) => x >= 0)).toBe(true);
    }
  });

  it('splits evenly when every weight is 0, and answers nothing for no weights', () => {
    expect(splitLastTakesRest(100, [0, 0, 0])).toEqual([33, 33, 34]);
    expect(splitLastTakesRest(100, [])).toEqual([]);
  });
});
