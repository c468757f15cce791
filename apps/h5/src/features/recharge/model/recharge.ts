import { parseYuan } from '@mall/contract';

/** Why a typed amount cannot be recharged, or null when it can (the server checks again). */
export type AmountProblem = 'empty' | 'format' | 'min' | 'max';

export const amountProblem = (text: string, min: string, max: string): AmountProblem | null => {
  const s = text.trim();
  if (s === '') return 'empty';
  const fen = /^\d+(\.\d{1,2})?$/.test(s) ? parseYuan(s) : null;
  if (fen === null) return 'format';
  if (fen < (parseYuan(min) ?? 0)) return 'min';
  const top = parseYuan(max);
  if (top !== null && fen > top) return 'max';
  return null;
};

/** What a package gives beyond its face value, as i18n keys with their numbers. */
export const giftsOf = (p: { point: number; growth: number; coupon_id: string }): { key: string; n?: number }[] => [
  ...(p.point > 0 ? [{ key: 'recharge.giftPoint', n: p.point }] : []),
  ...(p.growth > 0 ? [{ key: 'recharge.giftGrowth', n: p.growth }] : []),
  ...(p.coupon_id.split(',').some((id) => /^\d+$/.test(id)) ? [{ key: 'recharge.giftCoupon' }] : []),
];

/** A face value without a needless ".00" ("110.00" → "110", "12.50" stays). */
export const shortYuan = (money: string): string => money.replace(/\.00$/, '');
