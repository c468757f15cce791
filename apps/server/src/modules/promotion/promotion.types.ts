import type { Db } from '../../infra/db/client';

/**
 * A checkout line as a promotion sees it. A promotion only adds to `promotionMoney`: the coupons that come
 * after it in the checkout are split by what it leaves.
 */
export interface PromotionLine {
  goodsId: number;
  num: number;
  /** Price × quantity, fen. */
  goodsMoney: number;
  /** The promotions' discount on this line so far, fen. */
  promotionMoney: number;
}

/** Prices one shop's lines; what was applied (shown on the payment page), or null when nothing applies. */
export type ShopPromotionPricer<Applied> = (siteId: number, lines: PromotionLine[]) => Applied | null;

/**
 * How a promotion takes part in checkout pricing: `forShops` loads what runs in those shops at `at` (one
 * query for all of them, read inside the checkout's transaction) and answers the pricer the checkout calls
 * once per shop, in its discount order.
 */
export interface PromotionPricing<Applied> {
  forShops: (db: Db, siteIds: number[], at: number) => Promise<ShopPromotionPricer<Applied>>;
}
