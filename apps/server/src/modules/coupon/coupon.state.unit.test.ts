import { describe, expect, it } from 'vitest';
import { COUPON_STATES } from '@mall/contract';
import { canMoveCoupon, COUPON_TRANSITIONS, CouponStatus as S } from './coupon.state';
import { shownState } from './coupon.rules';

describe('coupon state machine', () => {
  it('an unused coupon is spent; a used one is given back; nothing else moves', () => {
    expect(canMoveCoupon(S.unused, S.used)).toBe(true);
    expect(canMoveCoupon(S.used, S.unused)).toBe(true);
    expect(canMoveCoupon(S.unused, S.expired)).toBe(false);
    expect(canMoveCoupon(S.used, S.expired)).toBe(false);
    expect(canMoveCoupon(S.unused, S.unused)).toBe(false);
    expect(canMoveCoupon(S.used, S.used)).toBe(false);
  });
  it('a stored expired coupon is final, and unknown states move nowhere', () => {
    for (const to of COUPON_STATES) {
      expect(canMoveCoupon(S.expired, to)).toBe(false);
      expect(canMoveCoupon(0, to)).toBe(false);
    }
    expect(Object.keys(COUPON_TRANSITIONS).map(Number).sort()).toEqual([...COUPON_STATES].sort());
  });
  it('an unused coupon past its end shows as expired; used and expired show as stored', () => {
    expect(shownState(S.unused, 100, 200)).toBe(S.expired);
    expect(shownState(S.unused, 0, 200)).toBe(S.unused);
    expect(shownState(S.unused, 300, 200)).toBe(S.unused);
    expect(shownState(S.used, 100, 200)).toBe(S.used);
    expect(shownState(S.expired, 0, 200)).toBe(S.expired);
  });
});
