import type { SQL } from 'drizzle-orm';
import type { AddonKey } from '@mall/contract';

/** The engine's own status numbering (reference §5, seckill's): what every kind's wire status is mapped from. */
export const ActivityStatus = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: -1 } as const;
export type ActivityStatusValue = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/** The refusals of a kind's checkout (message keys of its `*.messages.ts`; `{name}`, `{max}`, `{bought}`, `{min}`). */
export interface PromotionKindMessages {
  /** No such activity SKU (or not of this kind). */
  notExist: string;
  /** Not running now: not started, ended, closed, or (seckill) outside its slots. */
  notRunning: string;
  /** The activity stock is short of the quantity. */
  stockShort: string;
  /** Over the per-member limit: `{name}`, `{max}`, `{bought}`. */
  maxBuy: string;
  /** Below the per-order minimum: `{name}`, `{min}`. */
  minBuy: string;
}

/**
 * What one promotion kind is, as a table description (like `coupon/coupon.kinds.ts`): the engine does the
 * rest (activity and SKU rows, status by time, the checkout line, taking and giving back activity stock, the
 * per-member limit over past orders). A new price promotion (groupbuy, topics, discount …) writes one of
 * these, its read endpoints and its operator endpoints.
 */
export interface PromotionKind {
  /** `promotion_activity.kind` and `orders.promotion_type`. */
  kind: string;
  /** Its add-on flag and path prefix (`/<addon>/api/…`). */
  addon: AddonKey;
  /** Name on the wire of the activity SKU row id param and of the activity price. */
  idField: string;
  priceField: string;
  /** Its wire status for each engine status (groupbuy and topics count 1/2/3). */
  wireStatus: Record<ActivityStatusValue, number>;
  messages: PromotionKindMessages;
  /** Whether the shop's coupons apply to its orders (the platform coupon always does, reference §4.18). */
  shopCoupons: boolean;
  /** Whether the shop's own promotions (manjian) still price its orders. */
  shopPromotions: boolean;
  /**
   * Its checkouts of one activity SKU are created in batches (`order/order.rush.ts`): a rush of buyers for a
   * few units (seckill), where one transaction per order cannot keep up.
   */
  rush?: boolean;
  /**
   * Beyond its window, when a running activity sells right now: an SQL condition over the activity row
   * (`promotion_activity`, unaliased) at the mall time `at` — seckill: inside one of its slots. None: always.
   */
  sellingNow?: (at: number) => SQL;
}
