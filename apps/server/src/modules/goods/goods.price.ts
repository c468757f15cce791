import { sql } from 'drizzle-orm';
import { DISCOUNT_PROMOTION_TYPE } from '@mall/contract';
import { goodsSku } from './goods.tables';

/**
 * The price a SKU sells at at the mall time `at`, as SQL: its `discount_price`, except that a limited discount
 * whose window is not open at `at` gives the plain `price` (the promotion timer takes an ended discount off its
 * SKUs on its next run; a checkout in between must not charge it).
 */
export const skuPriceAt = (at: number) =>
  sql<number>`(case when ${goodsSku.promotionType} = ${DISCOUNT_PROMOTION_TYPE}
    and not (${goodsSku.startTime} <= ${at} and ${goodsSku.endTime} > ${at}) then ${goodsSku.price} else ${goodsSku.discountPrice} end)`.mapWith(
    Number,
  );

/** What a SKU row says about its price and promotion. */
export interface SkuPriceFields {
  price: number;
  discountPrice: number;
  promotionType: string;
  startTime: number;
  endTime: number;
}

/** `skuPriceAt` over a loaded row: the price and promotion fields as they hold at `at`. */
export const skuPriceFieldsAt = <T extends SkuPriceFields>(s: T, at: number): T =>
  s.promotionType === DISCOUNT_PROMOTION_TYPE && !(s.startTime <= at && s.endTime > at)
    ? { ...s, discountPrice: s.price, promotionType: '', startTime: 0, endTime: 0 }
    : s;
