import { PRESALE_STATUS, PROMOTION_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { presaleMessages } from './presale.messages';

/**
 * Presale as the engine sees it: the activity window is the deposit window, the SKU price `presale_price` the full
 * price of a unit (its deposit in the SKU's `extra.deposit`), wire status 0/1/2 (a closed presale reads ended), no
 * shop coupon and no full reduction.
 */
export const presaleKind: PromotionKind = {
  kind: 'presale',
  addon: 'presale',
  idField: 'presale_id',
  priceField: 'presale_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: PRESALE_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: PRESALE_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: PRESALE_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: PRESALE_STATUS.ENDED,
  },
  messages: {
    notExist: presaleMessages.presaleNotExist,
    notRunning: presaleMessages.presaleNotRunning,
    stockShort: presaleMessages.presaleStockShort,
    maxBuy: presaleMessages.presaleMaxBuy,
    minBuy: presaleMessages.presaleMinBuy,
  },
  shopCoupons: false,
  shopPromotions: false,
};

/** What a presale keeps in `promotion_activity.rules`. */
export interface PresaleRules {
  pay_start_time: number;
  pay_end_time: number;
  deliver_type: number;
  deliver_time: number;
  is_deposit_back: 0 | 1;
  max_buy: number;
}

const int = (v: unknown): number => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

export const presaleRulesOf = (rules: unknown): PresaleRules => {
  const r = (rules ?? {}) as Record<string, unknown>;
  return {
    pay_start_time: int(r.pay_start_time),
    pay_end_time: int(r.pay_end_time),
    deliver_type: int(r.deliver_type),
    deliver_time: int(r.deliver_time),
    is_deposit_back: int(r.is_deposit_back) === 1 ? 1 : 0,
    max_buy: int(r.max_buy),
  };
};

/** The deposit of a unit, kept in the activity SKU's `extra`. */
export const depositOf = (extra: unknown): number => int((extra as { deposit?: unknown } | null)?.deposit);

const DAY = 86_400;

/** When the goods are promised: the fixed date, or N days after the deposit was paid (`at`). */
export const predictDelivery = (r: Pick<PresaleRules, 'deliver_type' | 'deliver_time'>, at: number): number =>
  r.deliver_type === 0 ? r.deliver_time : at + r.deliver_time * DAY;
