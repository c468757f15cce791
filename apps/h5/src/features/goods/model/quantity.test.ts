import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds } from './quantity';

describe('quantityBounds', () => {
  it('uses stock when there is no purchase limit', () => {
    expect(quantityBounds({ stock: 8, min_buy: 0, max_buy: 0 })).toEqual({ min: 1, max: 8, canBuy: true, reason: null });
  });

  it('applies min_buy, max_buy and what was bought already', () => {
    expect(quantityBounds({ stock: 100, min_buy: 2, max_buy: 5 })).toMatchObject({ min: 2, max: 5, canBuy: true });
    expect(quantityBounds({ stock: 100, min_buy: 1, max_buy: 5, purchased_num: 3 })).toMatchObject({ max: 2, canBuy: true });
    expect(quantityBounds({ stock: 100, max_buy: 5, purchased_num: 5 })).toMatchObject({ canBuy: false, reason: 'limitReached' });
  });

  it('cannot buy when sold out or stock is below the minimum', () => {
    expect(quantityBounds({ stock: 0 })).toMatchObject({ canBuy: false, reason: 'soldOut', max: 0 });
    expect(quantityBounds({ stock: 2, min_buy: 3 })).toMatchObject({ canBuy: false, reason: 'belowMinimum' });
  });

  it('accepts strings and junk', () => {
    expect(quantityBounds({ stock: '5', min_buy: '2', max_buy: null })).toMatchObject({ min: 2, max: 5, canBuy: true });
    expect(quantityBounds({ stock: 'x' })).toMatchObject({ canBuy: false });
    expect(quantityBounds({ stock: 3, min_buy: -4 })).toMatchObject({ min: 1 });
  });
});

describe('clampQuantity', () => {
  const b = quantityBounds({ stock: 10, min_buy: 2, max_buy: 6 });
  it('keeps the quantity within bounds', () => {
    expect(clampQuantity(1, b)).toBe(2);
    expect(clampQuantity(4, b)).toBe(4);
    expect(clampQuantity(99, b)).toBe(6);
    expect(clampQuantity(3.7, b)).toBe(3);
    expect(clampQuantity(NaN, b)).toBe(2);
  });
  it('falls back to the minimum when nothing can be bought', () => {
    expect(clampQuantity(5, quantityBounds({ stock: 0 }))).toBe(1);
  });
});
