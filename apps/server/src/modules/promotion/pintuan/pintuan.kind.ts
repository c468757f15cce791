import { PINTUAN_STATUS, PROMOTION_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { pintuanMessages } from './pintuan.messages';

/**
 * Pintuan as the engine sees it: the group price `pintuan_price` on its SKUs (the leader price in their `extra`),
 * wire status 0/1/2/3 (reference §5), no shop coupon and no full reduction on its orders (reference §4.18).
 */
export const pintuanKind: PromotionKind = {
  kind: 'pintuan',
  addon: 'pintuan',
  idField: 'pintuan_goods_id',
  priceField: 'pintuan_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: PINTUAN_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: PINTUAN_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: PINTUAN_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: PINTUAN_STATUS.CLOSED,
  },
  messages: {
    notExist: pintuanMessages.ptNotExist,
    notRunning: pintuanMessages.ptNotRunning,
    stockShort: pintuanMessages.ptStockShort,
    maxBuy: pintuanMessages.ptMaxBuy,
    minBuy: pintuanMessages.ptMinBuy,
  },
  shopCoupons: false,
  shopPromotions: false,
};

/** What a pintuan keeps in `promotion_activity.rules`. */
export interface PintuanRules {
  pintuan_num: number;
  pintuan_time: number;
  buy_num: number;
  is_virtual_buy: 0 | 1;
  is_single_buy: 0 | 1;
  is_promotion: 0 | 1;
}

const int = (v: unknown, min: number, fallback: number): number => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
};
const flag = (v: unknown): 0 | 1 => (Number(v) === 1 ? 1 : 0);

export const pintuanRulesOf = (rules: unknown): PintuanRules => {
  const r = (rules ?? {}) as Record<string, unknown>;
  return {
    pintuan_num: int(r.pintuan_num, 2, 2),
    pintuan_time: int(r.pintuan_time, 1, 1440),
    buy_num: int(r.buy_num, 0, 0),
    is_virtual_buy: flag(r.is_virtual_buy),
    is_single_buy: flag(r.is_single_buy),
    is_promotion: flag(r.is_promotion),
  };
};

/** The leader price of an activity SKU (its `extra.promotion_price`, fen), the group price when unset. */
export const leaderPriceOf = (extra: unknown, price: number): number => {
  const v = Number((extra ?? {}) && (extra as { promotion_price?: unknown }).promotion_price);
  return Number.isSafeInteger(v) && v >= 0 ? v : price;
};
