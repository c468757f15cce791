import { BARGAIN_STATUS, PROMOTION_STATUS, type BargainRules } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { bargainMessages } from './bargain.messages';

/**
 * Bargain as the engine sees it: activity SKU rows at their floor price with `bargain_stock` as their stock (one
 * unit reserved per launch, not per order), no shop coupon and no full reduction on its orders (reference §4.18).
 * Its orders are priced from a launch (`bargain.checkout.ts`), not from the activity row.
 */
export const bargainKind: PromotionKind = {
  kind: 'bargain',
  addon: 'bargain',
  idField: 'bargain_id',
  priceField: 'floor_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: BARGAIN_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: BARGAIN_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: BARGAIN_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: BARGAIN_STATUS.CLOSED,
  },
  messages: {
    notExist: bargainMessages.bargainNotExist,
    notRunning: bargainMessages.bargainNotRunning,
    stockShort: bargainMessages.bargainStockShort,
    maxBuy: bargainMessages.bargainMaxBuy,
    minBuy: bargainMessages.bargainMinBuy,
  },
  shopCoupons: false,
  shopPromotions: false,
};

/** What a bargain keeps in `promotion_activity.rules`. */
export const bargainRulesOf = (rules: unknown): BargainRules => {
  const r = (rules ?? {}) as Record<string, unknown>;
  const int = (v: unknown, min: number, dflt: number) => {
    const n = Number(v);
    return Number.isSafeInteger(n) && n >= min ? n : dflt;
  };
  return {
    buy_type: int(r.buy_type, 0, 0) === 1 ? 1 : 0,
    bargain_type: int(r.bargain_type, 0, 0) === 1 ? 1 : 0,
    bargain_num: int(r.bargain_num, 1, 1),
    bargain_time: int(r.bargain_time, 1, 24),
    is_own: int(r.is_own, 0, 0) === 1 ? 1 : 0,
  };
};

/** What a bargain SKU row keeps in `promotion_activity_sku.extra`: its first cut (fen). */
export const firstCutOf = (extra: unknown): number => {
  const n = Number((extra as { first_bargain_price?: unknown } | null)?.first_bargain_price);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
