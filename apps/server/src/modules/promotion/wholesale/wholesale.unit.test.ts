import { describe, expect, it } from 'vitest';
import { readTiers, tierPrice, tierSummary, tiersValid } from './wholesale.tiers';

const tiers = [
  { num: 10, price: 1999 },
  { num: 50, price: 1888 },
  { num: 100, price: 1777 },
];

describe('wholesale tiers', () => {
  it('prices a quantity at the highest tier it reaches; below the first tier none', () => {
    expect(tierPrice(tiers, 9)).toBeNull();
    expect(tierPrice(tiers, 10)).toBe(1999);
    expect(tierPrice(tiers, 49)).toBe(1999);
    expect(tierPrice(tiers, 50)).toBe(1888);
    expect(tierPrice(tiers, 99)).toBe(1888);
    expect(tierPrice(tiers, 100)).toBe(1777);
    expect(tierPrice(tiers, 9_999_999)).toBe(1777);
    expect(tierPrice([], 5)).toBeNull();
  });
  it('accepts rising quantities at falling or equal prices only', () => {
    expect(tiersValid(tiers)).toBe(true);
    expect(tiersValid([{ num: 1, price: 100 }])).toBe(true);
    expect(tiersValid([])).toBe(false);
    expect(tiersValid([{ num: 0, price: 100 }])).toBe(false);
    expect(tiersValid([{ num: 2, price: 0 }])).toBe(false);
    expect(
      tiersValid([
        { num: 10, price: 100 },
        { num: 10, price: 90 },
      ]),
    ).toBe(false);
    expect(
      tiersValid([
        { num: 10, price: 100 },
        { num: 20, price: 101 },
      ]),
    ).toBe(false);
    expect(
      tiersValid([
        { num: 10, price: 100 },
        { num: 5, price: 90 },
      ]),
    ).toBe(false);
  });
  it('reads stored tiers defensively and summarises a goods', () => {
    expect(readTiers(tiers)).toEqual(tiers);
    expect(readTiers(JSON.stringify(tiers))).toEqual(tiers);
    expect(readTiers({})).toEqual([]);
    expect(readTiers([{ num: 'x', price: 1 }])).toEqual([]);
    expect(tierSummary([tiers, [{ num: 5, price: 2500 }]])).toEqual({ minPrice: 1777, maxPrice: 2500, minNum: 5 });
  });
});
