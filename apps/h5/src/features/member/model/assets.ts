import type { MemberInfo } from '@mall/contract';

/** Wire money ("12.30") → fen; anything unreadable counts as 0. */
const fen = (v: unknown): number => {
  const n = Math.round(Number(v) * 100);
  return Number.isFinite(n) ? n : 0;
};

export interface AssetsSummary {
  /** Whole balance ("0.00"): withdrawable plus non-withdrawable. */
  balance: string;
  /** Withdrawable part (`balance_money`). */
  withdrawable: string;
  /** Non-withdrawable part (`balance`). */
  locked: string;
  point: number;
  growth: number;
  /** Unused coupons, shop and platform. */
  coupons: number;
}

/** The member's assets from `/api/member/info` and the unused-coupon counts of both kinds. */
export const assetsSummary = (
  m: Pick<MemberInfo, 'balance' | 'balance_money' | 'point' | 'growth'>,
  unusedCoupons: { shop: number; platform: number },
): AssetsSummary => ({
  balance: ((fen(m.balance) + fen(m.balance_money)) / 100).toFixed(2),
  withdrawable: (fen(m.balance_money) / 100).toFixed(2),
  locked: (fen(m.balance) / 100).toFixed(2),
  point: Math.max(0, Math.trunc(Number(m.point) || 0)),
  growth: Math.max(0, Math.trunc(Number(m.growth) || 0)),
  coupons: Math.max(0, Number(unusedCoupons.shop) || 0) + Math.max(0, Number(unusedCoupons.platform) || 0),
});
