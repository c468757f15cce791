import { GROUPBUY_STATUS, PROMOTION_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { groupbuyMessages } from './groupbuy.messages';

/**
 * Groupbuy as the engine sees it: activity price `groupbuy_price`, a per-order minimum (`min_buy` of its SKUs,
 * the groupbuy's `buy_num`), wire status 1/2/3 (reference §5; a closed groupbuy reads as ended), no shop coupon
 * and no full reduction on its orders (reference §4.18).
 */
export const groupbuyKind: PromotionKind = {
  kind: 'groupbuy',
  addon: 'groupbuy',
  idField: 'groupbuy_id',
  priceField: 'groupbuy_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: GROUPBUY_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: GROUPBUY_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: GROUPBUY_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: GROUPBUY_STATUS.ENDED,
  },
  messages: {
    notExist: groupbuyMessages.groupbuyNotExist,
    notRunning: groupbuyMessages.groupbuyNotRunning,
    stockShort: groupbuyMessages.groupbuyStockShort,
    maxBuy: groupbuyMessages.groupbuyMaxBuy,
    minBuy: groupbuyMessages.groupbuyMinBuy,
  },
  shopCoupons: false,
  shopPromotions: false,
};

/** What a groupbuy keeps in `promotion_activity.rules`: its minimum and its rule text. */
export interface GroupbuyRules {
  buy_num: number;
  rule: string;
}

export const groupbuyRulesOf = (rules: unknown): GroupbuyRules => {
  const r = (rules ?? {}) as { buy_num?: unknown; rule?: unknown };
  const n = Number(r.buy_num);
  return { buy_num: Number.isSafeInteger(n) && n > 0 ? n : 1, rule: typeof r.rule === 'string' ? r.rule : '' };
};
