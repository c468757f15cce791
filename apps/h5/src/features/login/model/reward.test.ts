import { describe, expect, it } from 'vitest';
import type { RewardConfigRow } from '../login.api';
import { couponFace, discountText, moneyText, rewardFromConfig, rewardLink, rewardSections, type Reward } from './reward';

const row = (value: Partial<RewardConfigRow['value']>, is_use = 1): RewardConfigRow =>
  ({
    site_id: 0,
    app_module: 'shop',
    config_key: 'MEMBER_REGISTER_REWARD',
    config_desc: '',
    is_use,
    create_time: 0,
    modify_time: 0,
    value: { point: 0, balance: '0.00', growth: 0, coupon: '', ...value },
  }) as RewardConfigRow;

const coupon = { platformcoupon_name: '新人券', at_least: '100.00', type: 'reward', discount: '0.00', money: '10.00' };

describe('rewardFromConfig', () => {
  it('no popup when the add-on is off, the row is missing, or nothing is given', () => {
    expect(rewardFromConfig(null)).toBeNull();
    expect(rewardFromConfig(row({ point: 100 }, 0))).toBeNull();
    expect(rewardFromConfig(row({}))).toBeNull();
    expect(rewardFromConfig(row({ coupon_list: [] }))).toBeNull();
  });

  it('reads numbers from strings and keeps the coupon list', () => {
    expect(rewardFromConfig(row({ point: 100, growth: 50, balance: '5.50', coupon_list: [coupon] }))).toEqual({
      point: 100,
      growth: 50,
      balance: 5.5,
      coupon_list: [coupon],
    });
    expect(rewardFromConfig(row({ balance: '0.01' }))?.balance).toBe(0.01);
  });
});

describe('rewardSections', () => {
  const r = (x: Partial<Reward>): Reward => ({ point: 0, growth: 0, balance: 0, coupon_list: [], ...x });
  it('shows a section only when its value is above zero or its list is non-empty, in order', () => {
    expect(rewardSections(r({}))).toEqual([]);
    expect(rewardSections(r({ point: 100, growth: 50 }))).toEqual(['point', 'growth']);
    expect(rewardSections(r({ balance: 5 }))).toEqual(['balance']);
    expect(rewardSections(r({ point: -1, coupon_list: [coupon] }))).toEqual(['coupon']);
    expect(rewardSections(r({ point: 1, growth: 1, balance: 1, coupon_list: [coupon] }))).toEqual(['point', 'growth', 'balance', 'coupon']);
  });
});

describe('coupon faces', () => {
  it("type 'discount' shows the discount (折); anything else the money (¥)", () => {
    expect(couponFace({ ...coupon, type: 'discount', discount: '8.50' })).toEqual({ kind: 'discount', value: '8.5', off: 15 });
    expect(couponFace({ ...coupon, type: 'discount', discount: 9 })).toEqual({ kind: 'discount', value: '9', off: 10 });
    expect(couponFace(coupon)).toEqual({ kind: 'money', value: '10.00' });
    expect(moneyText('abc')).toBe('0.00');
    expect(discountText('7.25')).toBe('7.3');
  });
});

describe('rewardLink', () => {
  it('takes the first existing page of the section, else the fallback', () => {
    const exists = (p: string) => p === '/otherpages/member/level' || p === '/otherpages/member/coupon/coupon';
    expect(rewardLink('growth', exists, '/home')).toBe('/otherpages/member/level');
    expect(rewardLink('coupon', exists, '/home')).toBe('/otherpages/member/coupon/coupon');
    expect(rewardLink('point', exists, '/home')).toBe('/home');
    expect(rewardLink('balance', () => false, '/home')).toBe('/home');
  });
});
