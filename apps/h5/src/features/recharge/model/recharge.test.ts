import { describe, expect, it } from 'vitest';
import { amountProblem, giftsOf, shortYuan } from './recharge';

describe('amountProblem', () => {
  it('accepts amounts with up to two decimals inside the bounds', () => {
    expect(amountProblem('1', '1.00', '5000.00')).toBeNull();
    expect(amountProblem(' 12.5 ', '1.00', '5000.00')).toBeNull();
    expect(amountProblem('5000.00', '1.00', '5000.00')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(amountProblem('', '1.00', '5000.00')).toBe('empty');
    expect(amountProblem('1.005', '1.00', '5000.00')).toBe('format');
    expect(amountProblem('-3', '1.00', '5000.00')).toBe('format');
    expect(amountProblem('abc', '1.00', '5000.00')).toBe('format');
    expect(amountProblem('0', '1.00', '5000.00')).toBe('min');
    expect(amountProblem('5000.01', '1.00', '5000.00')).toBe('max');
  });
});

describe('giftsOf / shortYuan', () => {
  it('lists only what the package gives', () => {
    expect(giftsOf({ point: 100, growth: 0, coupon_id: '' })).toEqual([{ key: 'recharge.giftPoint', n: 100 }]);
    expect(giftsOf({ point: 0, growth: 5, coupon_id: '3' }).map((g) => g.key)).toEqual(['recharge.giftGrowth', 'recharge.giftCoupon']);
  });
  it('drops a whole-yuan ".00"', () => {
    expect(shortYuan('110.00')).toBe('110');
    expect(shortYuan('12.50')).toBe('12.50');
  });
});
