import { BUNDLING_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { bundlingMessages } from './bundling.messages';

/**
 * A combo as the checkout pipeline sees it (it keeps its own tables, not the engine's activities): its orders
 * record `promotion_type='bundling'`, `promotion_id=bl_id`; the shop's coupons apply (reference §4.18), its
 * package price is final (no full reduction on top).
 */
export const bundlingKind: PromotionKind = {
  kind: 'bundling',
  addon: 'bundling',
  idField: 'bl_id',
  priceField: 'bl_price',
  wireStatus: { 0: BUNDLING_STATUS.OFF, 1: BUNDLING_STATUS.ON, 2: BUNDLING_STATUS.OFF, [-1]: BUNDLING_STATUS.OFF },
  messages: {
    notExist: bundlingMessages.bundlingNotExist,
    notRunning: bundlingMessages.bundlingOff,
    stockShort: bundlingMessages.bundlingStockShort,
    maxBuy: bundlingMessages.bundlingMaxBuy,
    minBuy: bundlingMessages.bundlingMinBuy,
  },
  shopCoupons: true,
  shopPromotions: false,
};
