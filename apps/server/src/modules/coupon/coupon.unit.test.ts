import { describe, expect, it } from 'vitest';
import { couponDeduction, eligibleMoney } from './coupon.service';
import { callerState, couponEnd, shownState, typeExpired } from './coupon.rules';
import { parseIdCsv } from './coupon.platform';

const lines = [
  { goods_id: 1, money: 10_000 },
  { goods_id: 2, money: 5_000 },
  { goods_id: 3, money: 2_550 },
];

describe('coupon rules', () => {
  it('eligible money: all goods, listed goods, all but listed', () => {
    expect(eligibleMoney({ goodsType: 1, goodsIds: '' }, lines)).toBe(17_550);
    expect(eligibleMoney({ goodsType: 2, goodsIds: ',2,3,' }, lines)).toBe(7_550);
    expect(eligibleMoney({ goodsType: 3, goodsIds: ',1,' }, lines)).toBe(7_550);
  });

  it('deduction: reward up to the eligible money; discount floored to the fen and capped', () => {
    expect(couponDeduction({ type: 'reward', money: 2_000, discount: 0, discountLimit: 0 }, 10_000)).toBe(2_000);
    expect(couponDeduction({ type: 'reward', money: 2_000, discount: 0, discountLimit: 0 }, 1_500)).toBe(1_500);
    // 8.5折 of 99.99 → 15% off = 14.9985 → 14.99
    expect(couponDeduction({ type: 'discount', money: 0, discount: 85, discountLimit: 0 }, 9_999)).toBe(1_499);
    expect(couponDeduction({ type: 'discount', money: 0, discount: 85, discountLimit: 1_000 }, 9_999)).toBe(1_000);
    expect(couponDeduction({ type: 'discount', money: 0, discount: 85, discountLimit: 0 }, 0)).toBe(0);
  });

  it('validity, expiry and what a caller may still receive', () => {
    expect(couponEnd({ validityType: 1, fixedTerm: 7, endTime: 0 }, 1_000)).toBe(1_000 + 7 * 86_400);
    expect(couponEnd({ validityType: 0, fixedTerm: 7, endTime: 5_000 }, 1_000)).toBe(5_000);
    expect(typeExpired({ status: 1, validityType: 0, endTime: 100 }, 100)).toBe(true);
    expect(typeExpired({ status: 1, validityType: 0, endTime: 0 }, 100)).toBe(false);
    expect(typeExpired({ status: 1, validityType: 1, endTime: 50 }, 100)).toBe(false);
    expect(typeExpired({ status: 2, validityType: 1, endTime: 0 }, 100)).toBe(true);
    const t = { status: 1, validityType: 1, endTime: 0, isLimitless: 0, leadCount: 9, count: 10, maxFetch: 2 };
    expect(callerState(t, 0, 100)).toEqual({ received_num: 0, is_receive: 0, can_receive: 1 });
    expect(callerState(t, 2, 100)).toEqual({ received_num: 2, is_receive: 1, can_receive: 0 });
    expect(callerState({ ...t, leadCount: 10 }, 0, 100).can_receive).toBe(0);
    expect(callerState({ ...t, leadCount: 10, isLimitless: 1 }, 0, 100).can_receive).toBe(1);
    expect(shownState(1, 99, 100)).toBe(3);
    expect(shownState(1, 0, 100)).toBe(1);
    expect(shownState(2, 99, 100)).toBe(2);
  });

  it('parses the gift id list', () => {
    expect(parseIdCsv(' 3, 5,x,,0,3, -1, 12 ')).toEqual([3, 5, 12]);
    expect(parseIdCsv('')).toEqual([]);
  });
});
