import { describe, expect, it } from 'vitest';
import type { MemberLevelRow } from '@mall/contract';
import { discountZhe, hasGift, levelProgress } from './model';

const level = (level_id: number, growth: number, extra: Partial<MemberLevelRow> = {}): MemberLevelRow => ({
  level_id,
  level_name: `L${level_id}`,
  growth,
  remark: '',
  is_default: growth === 0 ? 1 : 0,
  consume_discount: 100,
  level_label: '',
  send_point: 0,
  send_balance: '0.00',
  send_coupon: '',
  send_coupon_list: [],
  ...extra,
});
const levels = [level(3, 500), level(1, 0), level(2, 100)];

describe('levelProgress', () => {
  it('measures the way from the held level to the next', () => {
    expect(levelProgress(levels, 2, 300)).toMatchObject({ current: { level_id: 2 }, next: { level_id: 3 }, percent: 50, need: 200 });
    expect(levelProgress(levels, 1, 0)).toMatchObject({ percent: 0, need: 100 });
  });
  it('is full at the top level', () => {
    expect(levelProgress(levels, 3, 900)).toMatchObject({ current: { level_id: 3 }, next: null, percent: 100, need: 0 });
  });
  it('falls back to the highest level reached when the held one is unknown', () => {
    expect(levelProgress(levels, 99, 120).current?.level_id).toBe(2);
  });
});

describe('discountZhe / hasGift', () => {
  it('writes discounts as 折 and none for 100', () => {
    expect(discountZhe(95)).toBe('9.5');
    expect(discountZhe(90)).toBe('9');
    expect(discountZhe(100)).toBeNull();
  });
  it('sees a gift in points, balance or coupons', () => {
    expect(hasGift(level(1, 0))).toBe(false);
    expect(hasGift(level(1, 0, { send_balance: '5.00' }))).toBe(true);
    expect(hasGift(level(1, 0, { send_point: 1 }))).toBe(true);
  });
});
