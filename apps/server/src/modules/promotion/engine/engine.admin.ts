import { and, asc, count, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { Code, nowSeconds, type Paged } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import { ActivityStatus, type ActivityStatusValue, type PromotionKind } from './engine.kinds';
import { activityStatusAt } from './engine.status';
import { promotionActivity, promotionActivitySku } from './engine.tables';

/**
 * What the operator endpoints of every kind share: the checks of a saved activity (window, shop, SKUs listed once
 * and of the shop), the locked open activity, the SKU rows kept in step with a save, the list page and the close.
 * A kind keeps its own wire shape, its own rules and its own messages.
 */

export type ActivityRow = typeof promotionActivity.$inferSelect;

/** An operator refusal: a message key of the kind's `*.messages.ts` with its params. */
export const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params);

/** The end must come after the start. */
export const checkWindow = (p: { start_time: number; end_time: number }, message: string) => {
  if (p.end_time <= p.start_time) throw refuse(message);
};

/** The shop must be on record. */
export const checkShop = async (tx: Db, siteId: number, message: string) => {
  const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId));
  if (!s) throw refuse(message);
};

/** Each SKU listed once (`{sku_id}` of the first listed twice): the ids. */
export const skusListedOnce = (list: readonly { sku_id: number }[], twice: string): Set<number> => {
  const seen = new Set<number>();
  for (const g of list) {
    if (seen.has(g.sku_id)) throw refuse(twice, { sku_id: g.sku_id });
    seen.add(g.sku_id);
  }
  return seen;
};

/** The SKUs among `skuIds` of a goods of the shop that is not deleted, with their goods and price (fen). */
export const shopSkus = (tx: Db, siteId: number, skuIds: Iterable<number>) =>
  tx
    .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId, price: goodsSku.price })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(inArray(goodsSku.skuId, [...skuIds]), eq(goods.siteId, siteId), eq(goods.isDelete, 0)));

/**
 * Checks the window, the shop and the SKUs (each of the shop, on record, listed once): the SKUs' goods ids.
 * `messages` are the kind's keys; `{sku_id}` names the SKU refused. `afterShop`: a kind's own check between the shop
 * and the SKUs.
 */
export const checkShopActivity = async (
  tx: Db,
  p: { site_id: number; start_time: number; end_time: number; goods: readonly { sku_id: number }[] },
  messages: { time: string; shopNotExist: string; skuTwice: string; skuInvalid: string },
  afterShop?: () => Promise<void>,
): Promise<Map<number, number>> => {
  checkWindow(p, messages.time);
  await checkShop(tx, p.site_id, messages.shopNotExist);
  await afterShop?.();
  const seen = skusListedOnce(p.goods, messages.skuTwice);
  const skus = await shopSkus(tx, p.site_id, seen);
  const goodsOf = new Map(skus.map((k) => [k.skuId, k.goodsId]));
  const missing = p.goods.find((g) => !goodsOf.has(g.sku_id));
  if (missing) throw refuse(messages.skuInvalid, { sku_id: missing.sku_id });
  return goodsOf;
};

/** The status an activity saved with this window starts in. */
export const statusOnSave = (p: { start_time: number; end_time: number }) =>
  activityStatusAt({ status: ActivityStatus.NOT_STARTED, startTime: p.start_time, endTime: p.end_time }, nowSeconds());

/** The activity row of the kind locked for a change; refused when missing or closed. */
export const lockOpenActivity = async (tx: Db, kind: string, id: number, messages: { notExist: string; closed: string }) => {
  const [a] = await tx
    .select()
    .from(promotionActivity)
    .where(and(eq(promotionActivity.activityId, id), eq(promotionActivity.kind, kind)))
    .for('update');
  if (!a) throw refuse(messages.notExist);
  if (a.status === ActivityStatus.CLOSED) throw refuse(messages.closed);
  return a;
};

/** Marks a (locked) activity closed: the row as it is now. */
export const closeActivityTx = async (tx: Db, id: number): Promise<ActivityRow> => {
  const [a] = await tx
    .update(promotionActivity)
    .set({ status: ActivityStatus.CLOSED, modifyTime: nowSeconds() })
    .where(eq(promotionActivity.activityId, id))
    .returning();
  return a!;
};

/** One SKU of an activity as saved; the fields a kind leaves out keep their column default (or stay on edit). */
export interface ActivitySkuLine {
  goodsId: number;
  skuId: number;
  price: number;
  stock?: number;
  maxBuy?: number;
  minBuy?: number;
  /** What the kind adds per SKU (pintuan: its leader price). */
  extra?: Record<string, unknown>;
}

/** The SKU rows of a new activity. */
export const insertActivitySkusTx = async (
  tx: Db,
  a: { activityId: number; kind: string; siteId: number },
  lines: readonly ActivitySkuLine[],
) => {
  await tx.insert(promotionActivitySku).values(lines.map((l) => ({ activityId: a.activityId, kind: a.kind, siteId: a.siteId, ...l })));
};

/**
 * The SKU rows of a changed activity, matched by `sku_id`: a kept one gets the new price (stock, limits) and keeps
 * its sales, a new one is added, one left out is removed.
 */
export const replaceActivitySkusTx = async (
  tx: Db,
  a: { activityId: number; kind: string; siteId: number },
  lines: readonly ActivitySkuLine[],
) => {
  await tx.delete(promotionActivitySku).where(
    and(
      eq(promotionActivitySku.activityId, a.activityId),
      notInArray(
        promotionActivitySku.skuId,
        lines.map((l) => l.skuId),
      ),
    ),
  );
  for (const l of lines) {
    const set: Partial<ActivitySkuLine> = { price: l.price };
    if (l.stock !== undefined) set.stock = l.stock;
    if (l.maxBuy !== undefined) set.maxBuy = l.maxBuy;
    if (l.minBuy !== undefined) set.minBuy = l.minBuy;
    if (l.extra !== undefined) set.extra = l.extra;
    await tx
      .insert(promotionActivitySku)
      .values({ activityId: a.activityId, kind: a.kind, siteId: a.siteId, ...l })
      .onConflictDoUpdate({ target: [promotionActivitySku.activityId, promotionActivitySku.skuId], set });
  }
};

/** The SKU rows of these activities (in the order they were added) with the SKU's name and prices (fen) and the kind's `extra`. */
export const activitySkuRows = async (db: Db, activityIds: readonly number[]) =>
  activityIds.length === 0
    ? []
    : db
        .select({
          id: promotionActivitySku.id,
          activityId: promotionActivitySku.activityId,
          goodsId: promotionActivitySku.goodsId,
          skuId: promotionActivitySku.skuId,
          price: promotionActivitySku.price,
          stock: promotionActivitySku.stock,
          saleNum: promotionActivitySku.saleNum,
          maxBuy: promotionActivitySku.maxBuy,
          extra: promotionActivitySku.extra,
          skuName: goodsSku.skuName,
          skuPrice: goodsSku.price,
          skuDiscountPrice: goodsSku.discountPrice,
        })
        .from(promotionActivitySku)
        .leftJoin(goodsSku, eq(goodsSku.skuId, promotionActivitySku.skuId))
        .where(inArray(promotionActivitySku.activityId, [...activityIds]))
        .orderBy(asc(promotionActivitySku.id));

/**
 * Activities of an engine status at `at` (none: all). `endedOrClosed`: ENDED also takes closed ones (the kinds
 * that count 1/2/3 on the wire and have no closed status of their own).
 */
export const activityStatusWhere = (status: number | undefined, at: number, endedOrClosed = false): SQL | undefined => {
  if (status === undefined) return undefined;
  if (status === ActivityStatus.CLOSED) return eq(promotionActivity.status, ActivityStatus.CLOSED);
  const open = ne(promotionActivity.status, ActivityStatus.CLOSED);
  if (status === ActivityStatus.NOT_STARTED) return and(open, sql`${promotionActivity.startTime} > ${at}`);
  if (status === ActivityStatus.RUNNING)
    return and(open, sql`${promotionActivity.startTime} <= ${at} and ${promotionActivity.endTime} > ${at}`);
  const ended = sql`${promotionActivity.endTime} <= ${at}`;
  return endedOrClosed ? or(eq(promotionActivity.status, ActivityStatus.CLOSED), ended) : and(open, ended);
};

/** One page of a kind's activities (newest first), of a shop when `site_id` is set, shown by `out`. */
export const activityAdminPage = async <T>(
  db: Db,
  kind: string,
  p: { site_id?: number; page: number; page_size: number },
  byStatus: SQL | undefined,
  out: (db: Db, rows: ActivityRow[]) => Promise<T[]>,
): Promise<Paged<T>> => {
  const where = and(eq(promotionActivity.kind, kind), p.site_id ? eq(promotionActivity.siteId, p.site_id) : undefined, byStatus);
  const [total] = await db.select({ n: count() }).from(promotionActivity).where(where);
  const rows = await db
    .select()
    .from(promotionActivity)
    .where(where)
    .orderBy(desc(promotionActivity.activityId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = Number(total?.n ?? 0);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await out(db, rows) };
};

/** Activities whose status at `at` the kind shows as `wire` on its list filter (none: all). */
export const kindStatusWhere = (kind: PromotionKind, wire: number | undefined, at: number): SQL | undefined => {
  if (wire === undefined) return undefined;
  const all: ActivityStatusValue[] = [ActivityStatus.NOT_STARTED, ActivityStatus.RUNNING, ActivityStatus.ENDED, ActivityStatus.CLOSED];
  const shown = all.filter((s) => kind.wireStatus[s] === wire);
  // Kinds without a closed status of their own show a closed activity as ended.
  if (shown.includes(ActivityStatus.ENDED) && shown.includes(ActivityStatus.CLOSED))
    return activityStatusWhere(ActivityStatus.ENDED, at, true);
  return activityStatusWhere(shown[0], at);
};

export type ActivitySkuRow = Awaited<ReturnType<typeof activitySkuRows>>[number];

/** Each activity with its SKU rows, shown by `one` as of now. */
export const activitiesWithSkus = async <T>(
  db: Db,
  rows: readonly ActivityRow[],
  one: (a: ActivityRow, skus: ActivitySkuRow[], at: number) => T,
): Promise<T[]> => {
  const skus = await activitySkuRows(
    db,
    rows.map((r) => r.activityId),
  );
  const at = nowSeconds();
  return rows.map((a) =>
    one(
      a,
      skus.filter((s) => s.activityId === a.activityId),
      at,
    ),
  );
};
