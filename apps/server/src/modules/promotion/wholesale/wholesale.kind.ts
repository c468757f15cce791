import { WHOLESALE_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { wholesaleMessages } from './wholesale.messages';

/**
 * Wholesale as the checkout pipeline sees it (its own tables, not the engine's activities; no stock of its own):
 * orders record `promotion_type='wholesale'`, `promotion_id` = the first line's wholesale goods; no shop coupon
 * and no full reduction on top of the tier prices (reference §4.18).
 */
export const wholesaleKind: PromotionKind = {
  kind: 'wholesale',
  addon: 'wholesale',
  idField: 'wholesale_goods_id',
  priceField: 'price',
  wireStatus: { 0: WHOLESALE_STATUS.OFF, 1: WHOLESALE_STATUS.ON, 2: WHOLESALE_STATUS.OFF, [-1]: WHOLESALE_STATUS.OFF },
  messages: {
    notExist: wholesaleMessages.wsNotExist,
    notRunning: wholesaleMessages.wsOff,
    stockShort: wholesaleMessages.wsStockShort,
    maxBuy: wholesaleMessages.wsMaxBuy,
    minBuy: wholesaleMessages.wsNoTier,
  },
  shopCoupons: false,
  shopPromotions: false,
};
