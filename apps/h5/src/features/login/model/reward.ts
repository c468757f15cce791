import { COUPON_TYPE } from '@mall/contract';
import type { RewardConfigRow, RewardCoupon } from '../login.api';

/** The new-member gift as the popup shows it (spec §3 "Registration reward object"). */
export interface Reward {
  point: number;
  growth: number;
  balance: number;
  coupon_list: RewardCoupon[];
}

export type RewardSection = 'point' | 'growth' | 'balance' | 'coupon';

const num = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v.trim()) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : 0;
};

/**
 * The reward to show for a config row: only when the add-on is in use (`is_use == 1`) and something is
 * given (a value above zero or a coupon); otherwise null (no popup).
 */
export const rewardFromConfig = (row: RewardConfigRow | null | undefined): Reward | null => {
  if (!row || Number(row.is_use) !== 1 || !row.value) return null;
  const v = row.value;
  const reward: Reward = {
    point: num(v.point),
    growth: num(v.growth),
    balance: num(v.balance),
    coupon_list: Array.isArray(v.coupon_list) ? v.coupon_list.filter((c) => c && typeof c === 'object') : [],
  };
  return rewardSections(reward).length ? reward : null;
};

/** Sections in display order: point, growth, balance when above zero; coupons when the list is non-empty. */
export const rewardSections = (r: Reward): RewardSection[] => {
  const out: RewardSection[] = [];
  if (r.point > 0) out.push('point');
  if (r.growth > 0) out.push('growth');
  if (r.balance > 0) out.push('balance');
  if (r.coupon_list.length > 0) out.push('coupon');
  return out;
};

/** "12.50" / "8" style amount (no trailing ".00" noise for whole numbers of points, two decimals for money). */
export const moneyText = (v: unknown): string => num(v).toFixed(2);

/** Discount shown as "N折" (e.g. 8.5): at most one decimal, trailing zero dropped. */
export const discountText = (v: unknown): string => String(Math.round(num(v) * 10) / 10);

/** How a coupon is shown: a discount (折) for type 'discount', otherwise money off (¥). */
export const couponFace = (c: RewardCoupon): { kind: 'discount' | 'money'; value: string; off?: number } =>
  c.type === COUPON_TYPE.discount
    ? { kind: 'discount', value: discountText(c.discount), off: Math.round(100 - num(c.discount) * 10) }
    : { kind: 'money', value: moneyText(c.money) };

/**
 * Where each view link leads (spec §4): point details, level, balance details, coupons. Both spellings of
 * the spec's page paths are accepted (`…/point_detail/point_detail` and `…/point_detail`); the popup uses
 * the first that exists in the route table and falls back to the member home while none is built.
 */
export const REWARD_LINKS: Record<RewardSection, readonly string[]> = {
  point: ['/otherpages/member/point_detail/point_detail', '/otherpages/member/point_detail'],
  growth: ['/otherpages/member/level/level', '/otherpages/member/level'],
  balance: ['/otherpages/member/balance_detail/balance_detail', '/otherpages/member/balance_detail'],
  coupon: ['/otherpages/member/coupon/coupon', '/otherpages/member/coupon'],
};

/** The first candidate `exists` accepts, else `fallback`. */
export const rewardLink = (section: RewardSection, exists: (path: string) => boolean, fallback: string): string =>
  REWARD_LINKS[section].find(exists) ?? fallback;
