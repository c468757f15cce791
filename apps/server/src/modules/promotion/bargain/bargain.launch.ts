import { and, asc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import { BARGAIN_BUY_HOURS, BARGAIN_LAUNCH_STATUS, Code, formatFen, GOODS_STATE, nowSeconds, type BargainCutResult } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { sweepRows } from '../../../infra/jobs/sweep';
import { ActivityStatus, activityStatusAt, promotionActivitySku } from '../engine';
import { cutMoney, defaultRandomInt, type RandomInt } from './bargain.cut';
import { bargainKind, bargainRulesOf, firstCutOf } from './bargain.kind';
import { bargainMessages } from './bargain.messages';
import { promotionBargainLaunch, promotionBargainRecord } from './bargain.tables';

const refuse = (key: string) => new AppError(key, Code.ERROR);
const HOUR = 3600;

/**
 * Where random cuts come from, per running app (keyed by its deps): tests set a deterministic source with
 * `setBargainRandom`, the app uses `Math.random`.
 */
const randomSources = new WeakMap<object, RandomInt>();
export const setBargainRandom = (deps: object, random: RandomInt): void => void randomSources.set(deps, random);
export const bargainRandomOf = (deps: object): RandomInt => randomSources.get(deps) ?? defaultRandomInt;

type Launch = typeof promotionBargainLaunch.$inferSelect;

/** The last moment launch `l` may be ordered: its time, then BARGAIN_BUY_HOURS more. */
export const buyEndOf = (l: Pick<Launch, 'endTime'>): number => l.endTime + BARGAIN_BUY_HOURS * HOUR;

type LaunchState = Pick<Launch, 'status' | 'endTime' | 'currPrice' | 'floorPrice' | 'buyType' | 'orderId'>;

/**
 * A launch's status at `at`: a going launch whose time is up counts as succeeded when it reached the floor or may be
 * bought at any price (`buy_type` 0), else as failed — what the expiry sweep will store. A succeeded launch nobody
 * ordered by its `buy_end_time` counts as failed too (its unit goes back).
 */
export const launchStatusAt = (l: LaunchState, at: number): (typeof BARGAIN_LAUNCH_STATUS)[keyof typeof BARGAIN_LAUNCH_STATUS] => {
  if (l.status === BARGAIN_LAUNCH_STATUS.FAILED) return BARGAIN_LAUNCH_STATUS.FAILED;
  if (l.status === BARGAIN_LAUNCH_STATUS.GOING && at < l.endTime) return BARGAIN_LAUNCH_STATUS.GOING;
  if (l.orderId === 0 && at >= buyEndOf(l)) return BARGAIN_LAUNCH_STATUS.FAILED;
  if (l.status === BARGAIN_LAUNCH_STATUS.SUCCESS) return BARGAIN_LAUNCH_STATUS.SUCCESS;
  return l.currPrice <= l.floorPrice || l.buyType === 0 ? BARGAIN_LAUNCH_STATUS.SUCCESS : BARGAIN_LAUNCH_STATUS.FAILED;
};

/** Whether the launcher may order it at `at`: succeeded, or going at a price it may be bought at; not ordered already. */
export const launchBuyable = (l: LaunchState, at: number) => {
  const s = launchStatusAt(l, at);
  return l.orderId === 0 && (s === BARGAIN_LAUNCH_STATUS.SUCCESS || (s === BARGAIN_LAUNCH_STATUS.GOING && l.buyType === 0));
};

/** The launch row locked for a change (its lock serialises the cuts, the order and the sweep of one launch). */
export const lockLaunch = async (tx: Db, launchId: number): Promise<Launch | undefined> =>
  (await tx.select().from(promotionBargainLaunch).where(eq(promotionBargainLaunch.launchId, launchId)).for('update'))[0];

/**
 * One cut of launch `l` (locked) by `memberId`: the record (its unique index refuses a second cut by the same
 * member), then the guarded move of the price, which never passes the floor; reaching it ends the launch (1).
 */
const cutTx = async (tx: Db, l: Launch, memberId: number, random: RandomInt, at: number): Promise<BargainCutResult> => {
  const money = cutMoney(
    {
      price: l.price,
      floor: l.floorPrice,
      curr: l.currPrice,
      currNum: l.currNum,
      needNum: l.needNum,
      firstCut: l.firstBargainPrice,
      type: l.bargainType,
    },
    random,
  );
  if (money <= 0) throw refuse(bargainMessages.bargainLaunchOver);
  const inserted = await tx
    .insert(promotionBargainRecord)
    .values({ launchId: l.launchId, memberId, money, bargainTime: at })
    .onConflictDoNothing()
    .returning({ id: promotionBargainRecord.id });
  if (inserted.length === 0) throw refuse(bargainMessages.bargainCutOnce);
  const moved = await tx
    .update(promotionBargainLaunch)
    .set({
      currPrice: sql`${promotionBargainLaunch.currPrice} - ${money}`,
      currNum: sql`${promotionBargainLaunch.currNum} + 1`,
      status: sql`(case when ${promotionBargainLaunch.currPrice} - ${money} <= ${promotionBargainLaunch.floorPrice} then 1 else 0 end)::smallint`,
    })
    .where(
      and(
        eq(promotionBargainLaunch.launchId, l.launchId),
        eq(promotionBargainLaunch.status, BARGAIN_LAUNCH_STATUS.GOING),
        sql`${promotionBargainLaunch.currPrice} - ${money} >= ${promotionBargainLaunch.floorPrice}`,
      ),
    )
    .returning({ status: promotionBargainLaunch.status });
  if (moved.length !== 1) throw refuse(bargainMessages.bargainLaunchOver);
  return { bargain_money: formatFen(money), status: moved[0]!.status === 1 ? 1 : 0 };
};

/** Gives a launch's reserved unit back to its bargain SKU. */
const returnUnitTx = async (tx: Db, activitySkuId: number) => {
  await tx
    .update(promotionActivitySku)
    .set({ stock: sql`${promotionActivitySku.stock} + 1`, saleNum: sql`greatest(${promotionActivitySku.saleNum} - 1, 0)` })
    .where(eq(promotionActivitySku.id, activitySkuId));
};

/**
 * Stores what a launch's time has made of it (inside `tx`, the launch locked): a going launch past its time succeeds
 * (at the floor or `buy_type` 0) or fails; a succeeded one nobody ordered by its `buy_end_time` fails. Failing gives
 * the unit back. Only the guarded move from the status read does anything, so however many sweeps or requests reach
 * it, the unit goes back once.
 */
export const settleLaunchTx = async (tx: Db, launchId: number, at: number): Promise<boolean> => {
  const l = await lockLaunch(tx, launchId);
  if (!l) return false;
  const to = launchStatusAt(l, at);
  if (to === l.status) return false;
  const moved = await tx
    .update(promotionBargainLaunch)
    .set({ status: to })
    .where(
      and(
        eq(promotionBargainLaunch.launchId, launchId),
        eq(promotionBargainLaunch.status, l.status),
        eq(promotionBargainLaunch.orderId, l.orderId),
      ),
    )
    .returning({ id: promotionBargainLaunch.launchId });
  if (moved.length !== 1) return false;
  if (to === BARGAIN_LAUNCH_STATUS.FAILED) await returnUnitTx(tx, l.activitySkuId);
  return true;
};

/**
 * The expiry sweep, one transaction per launch (`FOR UPDATE SKIP LOCKED`): every going launch whose time is up, and
 * every succeeded one left unordered past its `buy_end_time`.
 */
export const runBargainExpiryOnce = (deps: JobDeps, now: number): Promise<number> =>
  sweepRows(
    deps.database.db,
    async (tx, skip) => {
      const due = or(
        and(eq(promotionBargainLaunch.status, BARGAIN_LAUNCH_STATUS.GOING), lte(promotionBargainLaunch.endTime, now)),
        and(
          eq(promotionBargainLaunch.status, BARGAIN_LAUNCH_STATUS.SUCCESS),
          lte(promotionBargainLaunch.endTime, now - BARGAIN_BUY_HOURS * HOUR),
          eq(promotionBargainLaunch.orderId, 0),
        ),
      )!;
      const [row] = await tx
        .select({ id: promotionBargainLaunch.launchId })
        .from(promotionBargainLaunch)
        .where(skip.length > 0 ? and(due, notInArray(promotionBargainLaunch.launchId, [...skip])) : due)
        .orderBy(asc(promotionBargainLaunch.endTime), asc(promotionBargainLaunch.launchId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    (tx, id) => settleLaunchTx(tx, id, now),
  );

export const bargainExpiryJob: NamedJob = { name: 'bargain-expiry', run: runBargainExpiryOnce };

type RowForLaunch = {
  id: number;
  activity_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  floor_price: number;
  extra: unknown;
  a_status: number;
  start_time: number;
  end_time: number;
  rules: unknown;
  sku_price: number;
  goods_state: number;
  is_delete: number;
};

/**
 * `/bargain/api/bargain/launch` (`id` = bargain SKU row): checks the bargain runs and its goods is on sale, ends the
 * member's own launch of the SKU whose time is up, reserves one unit of bargain stock (guarded UPDATE), writes the
 * launch (the partial unique index keeps one going launch per member and SKU), and with `is_own` makes the
 * launcher's own first cut. Answers the launch id.
 */
export const launchBargain = async (db: Db, memberId: number, rowId: number, random: RandomInt, at = nowSeconds()): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = rowsOf<RowForLaunch>(
      await tx.execute(sql`select s.id, s.activity_id, s.site_id, s.goods_id, s.sku_id, s.price as floor_price, s.extra,
        a.status as a_status, a.start_time, a.end_time, a.rules, k.discount_price as sku_price, g.goods_state, g.is_delete
        from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
        join goods_sku k on k.sku_id = s.sku_id join goods g on g.goods_id = s.goods_id
        where s.id = ${rowId} and s.kind = ${bargainKind.kind}`),
    );
    if (!row || Number(row.is_delete) !== 0) throw refuse(bargainMessages.bargainNotExist);
    const status = activityStatusAt({ status: Number(row.a_status), startTime: Number(row.start_time), endTime: Number(row.end_time) }, at);
    if (status !== ActivityStatus.RUNNING || Number(row.goods_state) !== GOODS_STATE.ON) throw refuse(bargainMessages.bargainNotRunning);
    const price = Number(row.sku_price);
    const floor = Number(row.floor_price);
    if (price <= floor) throw refuse(bargainMessages.bargainNotRunning);
    const rules = bargainRulesOf(row.rules);

    const [going] = await tx
      .select({ id: promotionBargainLaunch.launchId, endTime: promotionBargainLaunch.endTime })
      .from(promotionBargainLaunch)
      .where(
        and(
          eq(promotionBargainLaunch.activitySkuId, rowId),
          eq(promotionBargainLaunch.memberId, memberId),
          eq(promotionBargainLaunch.status, BARGAIN_LAUNCH_STATUS.GOING),
        ),
      )
      .for('update');
    if (going) {
      if (going.endTime > at) throw new AppError(bargainMessages.bargainLaunchGoing, Code.ERROR, undefined, { launch_id: going.id });
      await settleLaunchTx(tx, going.id, at);
    }

    const taken = await tx
      .update(promotionActivitySku)
      .set({ stock: sql`${promotionActivitySku.stock} - 1`, saleNum: sql`${promotionActivitySku.saleNum} + 1` })
      .where(and(eq(promotionActivitySku.id, rowId), sql`${promotionActivitySku.stock} >= 1`))
      .returning({ id: promotionActivitySku.id });
    if (taken.length !== 1) throw refuse(bargainMessages.bargainStockShort);

    const inserted = await tx
      .insert(promotionBargainLaunch)
      .values({
        activityId: Number(row.activity_id),
        activitySkuId: rowId,
        siteId: Number(row.site_id),
        goodsId: Number(row.goods_id),
        skuId: Number(row.sku_id),
        memberId,
        price,
        floorPrice: floor,
        currPrice: price,
        firstBargainPrice: Math.min(firstCutOf(row.extra), price - floor),
        bargainType: rules.bargain_type,
        buyType: rules.buy_type,
        needNum: rules.bargain_num,
        startTime: at,
        endTime: at + rules.bargain_time * HOUR,
      })
      .onConflictDoNothing()
      .returning();
    const l = inserted[0];
    if (!l) throw refuse(bargainMessages.bargainLaunchGoing);
    if (rules.is_own === 1) await cutTx(tx, l, memberId, random, at);
    return l.launchId;
  });

/**
 * `/bargain/api/bargain/bargain`: a member helps cut launch `launchId` once. The launcher cuts only at launch (with
 * `is_own`); a launch over (succeeded, failed, time up) or of a closed bargain takes no cut.
 */
export const helpCut = async (
  db: Db,
  memberId: number,
  launchId: number,
  random: RandomInt,
  at = nowSeconds(),
): Promise<BargainCutResult> =>
  db.transaction(async (tx) => {
    const l = await lockLaunch(tx, launchId);
    if (!l) throw refuse(bargainMessages.bargainLaunchNotExist);
    const [done] = await tx
      .select({ id: promotionBargainRecord.id })
      .from(promotionBargainRecord)
      .where(and(eq(promotionBargainRecord.launchId, launchId), eq(promotionBargainRecord.memberId, memberId)));
    if (done) throw refuse(bargainMessages.bargainCutOnce);
    if (l.memberId === memberId) throw refuse(bargainMessages.bargainCutOwn);
    if (launchStatusAt(l, at) !== BARGAIN_LAUNCH_STATUS.GOING) throw refuse(bargainMessages.bargainLaunchOver);
    const [a] = rowsOf<{ status: number }>(
      await tx.execute(sql`select status from promotion_activity where activity_id = ${l.activityId}`),
    );
    if (!a || Number(a.status) === ActivityStatus.CLOSED) throw refuse(bargainMessages.bargainNotRunning);
    return cutTx(tx, l, memberId, random, at);
  });
