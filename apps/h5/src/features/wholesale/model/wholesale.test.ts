import { describe, expect, it } from 'vitest';
import type { WholesaleCartRow } from '@mall/contract';
import { firstTierNum, isRowValid, selectedTotalFen, tierIndex, tierPriceFen } from './wholesale';

const tiers = [
  { num: 10, price: '19.99' },
  { num: 50, price: '18.88' },
  { num: 100, price: '17.77' },
];

const row = (o: Partial<WholesaleCartRow>): WholesaleCartRow =>
  ({
    cart_id: 1,
    num: 10,
    stock: 1000,
    goods_state: 1,
    verify_state: 1,
    is_delete: 0,
    shop_status: 1,
    status: 1,
    price_array: tiers,
    ...o,
  }) as WholesaleCartRow;

describe('wholesale tiers in the storefront', () => {
  it('prices a quantity at the highest tier it reaches', () => {
    expect(tierPriceFen(tiers, 9)).toBeNull();
    expect(tierPriceFen(tiers, 10)).toBe(1999);
    expect(tierPriceFen(tiers, 50)).toBe(1888);
    expect(tierPriceFen(tiers, 100_000)).toBe(1777);
    expect(tierIndex(tiers, 49)).toBe(0);
    expect(tierIndex(tiers, 5)).toBe(-1);
    expect(firstTierNum(tiers)).toBe(10);
    expect(firstTierNum([])).toBe(1);
  });
  it('totals the selected valid rows each at its own tier, exact to the fen', () => {
    const rows = [row({ cart_id: 1, num: 50 }), row({ cart_id: 2, num: 10 }), row({ cart_id: 3, num: 5 })];
    expect(isRowValid(rows[2]!)).toBe(false);
    expect(selectedTotalFen(rows, new Set([1, 2, 3]))).toBe(50 * 1888 + 10 * 1999);
    expect(selectedTotalFen(rows, new Set([2]))).toBe(19_990);
    expect(isRowValid(row({ status: 0 }))).toBe(false);
    expect(isRowValid(row({ num: 2000 }))).toBe(false);
  });
});
