import { nowSeconds, type OrderCreateParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { memberChecksInFlight } from '../member';
import type { PaidHandlers } from '../pay';
import {
  activityLineRow,
  checkActivityLine,
  lockRushStockTx,
  takeRushStockTx,
  type PromotionCheckoutLine,
  type PromotionCheckoutSource,
} from '../promotion';
import { preloadBatch } from './checkout.reader';
import { calculateCheckout, checkoutError, type Checkout } from './order.calculate';
import { writeOrdersTx, type OrderSource, type PricedCheckout } from './order.write';
import { afterIntake } from './rush.intake';

/**
 * Group commit for a rush (a seckill slot opening: thousands of buyers for a few hundred units of one
 * activity SKU). One transaction per order costs ~20 round trips each, and every order needs the same hot
 * rows, so orders/s stays far below what buyers send. Here the checkouts of one activity SKU wait for the
 * process to take in the rush (`rush.intake.ts`) and those that arrive while a batch is being written wait
 * for the next batch; a batch prices all of its checkouts with the
 * same code as a single checkout (`calculateCheckout` over facts preloaded for all its members,
 * `checkout.reader.ts`), gives units to them in arrival order, and writes all of their orders with one
 * statement per table (`writeOrdersTx`): about twenty statements per batch instead of per order. A sold-out
 * activity refuses a whole batch after one statement.
 *
 * A checkout that uses what a batch does not write (balance, coupons, nothing left to pay) is created alone
 * after the batch, as is every checkout of a batch that failed as a whole. Batches of one activity SKU run
 * one after the other in a process; across processes they queue on the SKU rows, which each batch locks
 * after its members' accounts (the lock order of a single checkout).
 */
const MAX_BATCH = 500;

export interface RushRequest {
  memberId: number;
  p: OrderCreateParams;
  source: OrderSource;
  promotion: PromotionCheckoutSource & { holdKey: NonNullable<PromotionCheckoutSource['holdKey']> };
}

/** Creates a checkout on its own (the single path of `createOrders`), answering its `out_trade_no`. */
export type CreateAlone = (r: RushRequest) => Promise<string>;

interface Waiting extends RushRequest {
  done(outTradeNo: string): void;
  fail(err: unknown): void;
}

/** Whether a create goes through a batch: a rush kind's activity line, paid online (balance is checked alone). */
export const joinsRush = (p: OrderCreateParams, promotion: PromotionCheckoutSource | undefined): promotion is RushRequest['promotion'] =>
  !!promotion?.holdKey && !!promotion.kind.rush && !promotion.created && p.is_balance !== 1;

const queues = new WeakMap<Db, Map<string, Waiting[]>>();

/** What the batches of this process did: checkouts written in batches, and batches that failed as a whole. */
export const rushStats = { written: 0, failed: 0 };

/** Queues a checkout for the next batch of its activity SKU and answers its `out_trade_no` once written. */
export const createInRush = (db: Db, r: RushRequest, paidHandlers: PaidHandlers, alone: CreateAlone): Promise<string> =>
  new Promise((done, fail) => {
    const k = r.promotion.holdKey;
    const key = `${k.kind}:${k.rowId}:${k.skuId}`;
    let lanes = queues.get(db);
    if (!lanes) queues.set(db, (lanes = new Map()));
    const queue = lanes.get(key);
    if (queue) {
      queue.push({ ...r, done, fail });
      return;
    }
    // The first buyer opens the lane; whoever arrives before its first batch starts or while a batch is
    // written joins the next one.
    const lane: Waiting[] = [{ ...r, done, fail }];
    lanes.set(key, lane);
    afterIntake(memberChecksInFlight, () => {
      void (async () => {
        while (lane.length > 0) await runBatch(db, lane.splice(0, MAX_BATCH), paidHandlers, alone);
        lanes.delete(key);
      })();
    });
  });

/** What a batch decided for one checkout. */
type Outcome = { win: Checkout } | { refused: unknown } | { alone: true };

/** What a batch cannot write for a checkout: it is created alone. */
const needsAlone = (c: Checkout) =>
  c.totals.payMoney === 0 || c.totals.balanceMoney > 0 || c.totals.platformCouponMoney > 0 || c.shops.some((s) => s.couponId > 0);

const runBatch = async (db: Db, batch: Waiting[], paidHandlers: PaidHandlers, alone: CreateAlone): Promise<void> => {
  const { kind, holdKey } = batch[0]!.promotion;
  const at = nowSeconds();
  const outcomes: Outcome[] = batch.map(() => ({ alone: true }));
  let written: string[];
  try {
    written = await db.transaction(async (tx) => {
      const row = await activityLineRow(tx, kind, holdKey.rowId, holdKey.skuId, at);
      // Unknown, not selling, or sold out: each checkout gets its line's own refusal, after one statement.
      const lines = batch.map((w, i): PromotionCheckoutLine | null => {
        try {
          return checkActivityLine(row, kind, w.promotion.holdKey.num, at, false);
        } catch (err) {
          outcomes[i] = { refused: err };
          return null;
        }
      });
      if (!row || lines.every((l) => l === null)) return [];

      const { reader, sold } = await preloadBatch(
        tx,
        batch.map((w) => w.memberId),
        { kind: kind.kind, activityId: row.activityId, skuId: row.skuId, goodsId: row.goodsId, siteId: row.siteId, maxBuy: row.maxBuy },
      );
      let left = await lockRushStockTx(tx, row.id, row.skuId);
      let taken = 0;
      const items: PricedCheckout[] = [];
      for (const [i, w] of batch.entries()) {
        const checked = lines[i];
        if (!checked) continue;
        // Units go in arrival order; a checkout they no longer cover is refused before it is priced, as the
        // single path's hold refuses it first.
        if (checked.num > left) {
          outcomes[i] = { refused: checkoutError(kind.messages.stockShort) };
          continue;
        }
        // Units are given below, so the line is priced as taken already.
        const line: PromotionCheckoutLine = { ...checked, stockTaken: true };
        let c: Checkout;
        try {
          c = await calculateCheckout(tx, w.memberId, w.p, 'create', { kind, resolve: () => Promise.resolve([line]) }, reader);
        } catch (err) {
          // A buyer's own refusal (an address missing, over the limit) is theirs alone; anything else fails the batch.
          if (!(err instanceof AppError)) throw err;
          outcomes[i] = { refused: err };
          continue;
        }
        if (needsAlone(c)) continue;
        left -= line.num;
        taken += line.num;
        sold(w.memberId, line.num);
        outcomes[i] = { win: c };
        items.push({ c, memberId: w.memberId, source: w.source, promotion: w.promotion });
      }
      if (items.length === 0) return [];
      await takeRushStockTx(tx, row.id, row.skuId, taken);
      return (await writeOrdersTx(tx, paidHandlers, items)).map((o) => o.outTradeNo);
    });
  } catch {
    // The batch failed as a whole (not one buyer's refusal): each of its checkouts is tried alone.
    rushStats.failed += 1;
    written = [];
    outcomes.fill({ alone: true });
  }
  rushStats.written += written.length;
  let n = 0;
  for (const [i, w] of batch.entries()) {
    const o = outcomes[i]!;
    if ('win' in o) w.done(written[n++]!);
    else if ('refused' in o) w.fail(o.refused);
    // Not awaited: the next batch need not wait for these.
    else alone(w).then(w.done, w.fail);
  }
};
