import { sql } from 'drizzle-orm';
import { mallSecondOfDay, PROMOTION_STATUS } from '@mall/contract';
import { promotionActivity, type PromotionKind } from '../engine';
import { seckillMessages } from './seckill.messages';

/** Seckill as the engine sees it: activity price `seckill_price`, sells only inside one of the activity's slots. */
export const seckillKind: PromotionKind = {
  kind: 'seckill',
  addon: 'seckill',
  idField: 'seckill_id',
  priceField: 'seckill_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: PROMOTION_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: PROMOTION_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: PROMOTION_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: PROMOTION_STATUS.CLOSED,
  },
  messages: {
    notExist: seckillMessages.seckillNotExist,
    notRunning: seckillMessages.seckillNotRunning,
    stockShort: seckillMessages.seckillStockShort,
    maxBuy: seckillMessages.seckillMaxBuy,
    minBuy: seckillMessages.seckillMinBuy,
  },
  // Reference §4.18: activity orders take no shop coupon; seckill prices are final (no full reduction).
  shopCoupons: false,
  shopPromotions: false,
  rush: true,
  sellingNow: (at) => {
    const s = mallSecondOfDay(at);
    return sql`exists (select 1 from promotion_seckill_time t where t.seckill_start_time <= ${s} and t.seckill_end_time > ${s}
      and ${promotionActivity.rules} -> 'time_ids' @> to_jsonb(t.id))`;
  },
};

/** The slot ids of a seckill activity's rules. */
export const timeIdsOf = (rules: unknown): number[] => {
  const ids = (rules as { time_ids?: unknown } | null)?.time_ids;
  return Array.isArray(ids) ? ids.filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0) : [];
};
