import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { ActivityStatus, type PromotionKind } from './engine.kinds';
import type { HoldKey } from './engine.hold';
import { activityStatusAt } from './engine.status';
import { promotionActivity, promotionActivitySku } from './engine.tables';

/** A line a promotion checkout sells, checked: running, in stock for the quantity, at its activity price (fen). */
export interface PromotionCheckoutLine {
  kind: PromotionKind;
  activityId: number;
  /** The activity SKU row whose stock the order takes; 0 when the promotion has no stock of its own (a combo). */
  activitySkuId: number;
  skuId: number;
  goodsId: number;
  num: number;
  price: number;
  /** Per-member limit over the member's orders of the activity that were not closed (0 = none). */
  maxBuy: number;
  /** The line's goods money when it is not `price × num` (a combo's share of its package price, exact to the fen). */
  money?: number;
  /** The seller pays its shipping: it adds nothing to the delivery fee (a combo of shipping type 1). */
  freeShipping?: boolean;
  /**
   * Its units of both stocks were taken already (a presale's deposit, a hold of `engine.hold.ts`, a batch of
   * `order.rush.ts`): the checkout neither checks nor takes them.
   */
  stockTaken?: boolean;
}

/**
 * What a promotion hands to the one checkout pipeline (`order.calculate.ts`, `order.create.ts`): its lines (one
 * for an activity SKU, several for a combo, all of one shop and one activity), resolved inside the checkout's transaction at the checkout's time, so an activity (or a seckill slot) that
 * ends while the buyer pays is refused at create.
 */
export interface PromotionCheckoutSource {
  kind: PromotionKind;
  /** `held`: the line's units are already held for this checkout (`engine.hold.ts`), so stock is not checked again. */
  resolve(db: Db, at: number, held?: boolean): Promise<PromotionCheckoutLine[]>;
  /** What to hold before the order transaction (`engine.hold.ts`, one activity line); without it the transaction takes the stock. */
  holdKey?: HoldKey;
  /**
   * Runs inside the create transaction once the orders and their lines are written, before any payment (a
   * checkout paid in full is marked paid in that same transaction): what the promotion keeps beside its orders
   * (pintuan: the order's seat request; wholesale: its cart's bought rows go; bargain: the order is recorded on its
   * launch). Throwing refuses the checkout.
   */
  created?: (tx: Db, o: { orderIds: number[]; memberId: number; at: number }) => Promise<void>;
}

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params, { error_code: 1 });

/**
 * The activity SKU `sku_id` of the activity that row `rowId` belongs to (the detail page's row, whose SKU the
 * buyer may have switched), of `kind`, with whether it sells at `at`: one statement.
 */
export const activityLineRow = async (db: Db, kind: PromotionKind, rowId: number, skuId: number, at: number) => {
  const [row] = await db
    .select({
      id: promotionActivitySku.id,
      activityId: promotionActivitySku.activityId,
      skuId: promotionActivitySku.skuId,
      goodsId: promotionActivitySku.goodsId,
      siteId: promotionActivity.siteId,
      price: promotionActivitySku.price,
      stock: promotionActivitySku.stock,
      maxBuy: promotionActivitySku.maxBuy,
      minBuy: promotionActivitySku.minBuy,
      status: promotionActivity.status,
      startTime: promotionActivity.startTime,
      endTime: promotionActivity.endTime,
      selling: kind.sellingNow ? sql<boolean>`${kind.sellingNow(at)}` : sql<boolean>`true`,
    })
    .from(promotionActivitySku)
    .innerJoin(promotionActivity, eq(promotionActivity.activityId, promotionActivitySku.activityId))
    .where(
      and(
        eq(promotionActivitySku.activityId, sql`(select activity_id from promotion_activity_sku where id = ${rowId})`),
        eq(promotionActivitySku.skuId, skuId),
        eq(promotionActivity.kind, kind.kind),
      ),
    )
    .limit(1);
  return row;
};

export type ActivityLineRow = NonNullable<Awaited<ReturnType<typeof activityLineRow>>>;

/**
 * Checks an activity line read by `activityLineRow` for `num` units at `at` (quantity already validated as a
 * positive integer); `held`: its units are taken already, so its stock is neither checked nor taken again.
 */
export const checkActivityLine = (
  row: ActivityLineRow | undefined,
  kind: PromotionKind,
  num: number,
  at: number,
  held: boolean,
): PromotionCheckoutLine => {
  if (!row) throw refuse(kind.messages.notExist);
  if (activityStatusAt(row, at) !== ActivityStatus.RUNNING || !row.selling) throw refuse(kind.messages.notRunning);
  if (row.minBuy > 0 && num < row.minBuy) throw refuse(kind.messages.minBuy, { min: row.minBuy });
  if (!held && num > row.stock) throw refuse(kind.messages.stockShort);
  return {
    kind,
    activityId: row.activityId,
    activitySkuId: row.id,
    skuId: row.skuId,
    goodsId: row.goodsId,
    num,
    price: Number(row.price),
    maxBuy: row.maxBuy,
    ...(held ? { stockTaken: true } : {}),
  };
};

/** Resolves and checks an activity line. */
export const resolveActivityLine = async (
  db: Db,
  kind: PromotionKind,
  rowId: number,
  skuId: number,
  num: number,
  at: number,
  held = false,
): Promise<PromotionCheckoutLine> => checkActivityLine(await activityLineRow(db, kind, rowId, skuId, at), kind, num, at, held);

/** The checkout source of one activity SKU row (`<kind idField>`), `sku_id` and `num` of a request. */
export const activityCheckoutSource = (kind: PromotionKind, rowId: number, skuId: number, num: number): PromotionCheckoutSource => ({
  kind,
  resolve: async (db, at, held) => [await resolveActivityLine(db, kind, rowId, skuId, num, at, held)],
  holdKey: { kind: kind.kind, rowId, skuId, num },
});
