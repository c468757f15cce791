import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  type DiscountAddParams,
  type DiscountAdminActivity,
  type DiscountAdminListParams,
  type DiscountEditParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import { ActivityStatus, activityStatusAt, promotionActivity, promotionActivitySku } from '../engine';
import { applyDiscountTx, restoreDiscountTx } from './discount.apply';
import { DISCOUNT_KIND } from './discount.kind';
import { discountMessages } from './discount.messages';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params);

/** The rate in 折 a discount price makes of a price ("8.50"). */
const rateOf = (discountPrice: number, price: number): string => (price > 0 ? ((discountPrice * 10) / price).toFixed(2) : '10.00');

/** The discount price in fen a rate in 折 gives (rounded to the fen). */
const priceOfRate = (price: number, rate: number): number => Math.round((price * Math.round(rate * 100)) / 1000);

const activitiesOut = async (db: Db, rows: (typeof promotionActivity.$inferSelect)[]): Promise<DiscountAdminActivity[]> => {
  if (rows.length === 0) return [];
  const skus = await db
    .select({
      id: promotionActivitySku.id,
      activityId: promotionActivitySku.activityId,
      goodsId: promotionActivitySku.goodsId,
      skuId: promotionActivitySku.skuId,
      discountPrice: promotionActivitySku.price,
      skuName: goodsSku.skuName,
      price: goodsSku.price,
    })
    .from(promotionActivitySku)
    .leftJoin(goodsSku, eq(goodsSku.skuId, promotionActivitySku.skuId))
    .where(
      inArray(
        promotionActivitySku.activityId,
        rows.map((r) => r.activityId),
      ),
    )
    .orderBy(asc(promotionActivitySku.id));
  const at = nowSeconds();
  return rows.map((a) => ({
    discount_id: a.activityId,
    site_id: a.siteId,
    discount_name: a.name,
    start_time: a.startTime,
    end_time: a.endTime,
    status: activityStatusAt(a, at),
    remark: a.remark,
    create_time: a.createTime,
    goods: skus
      .filter((s) => s.activityId === a.activityId)
      .map((s) => ({
        id: s.id,
        goods_id: s.goodsId,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        price: formatFen(s.price ?? 0),
        discount_price: formatFen(s.discountPrice),
        discount: rateOf(s.discountPrice, s.price ?? 0),
      })),
  }));
};

export const discountAdminList = async (db: Db, p: DiscountAdminListParams): Promise<Paged<DiscountAdminActivity>> => {
  const at = nowSeconds();
  const byStatus =
    p.status === undefined
      ? undefined
      : p.status === ActivityStatus.CLOSED
        ? eq(promotionActivity.status, ActivityStatus.CLOSED)
        : and(
            ne(promotionActivity.status, ActivityStatus.CLOSED),
            p.status === ActivityStatus.NOT_STARTED
              ? sql`${promotionActivity.startTime} > ${at}`
              : p.status === ActivityStatus.RUNNING
                ? sql`${promotionActivity.startTime} <= ${at} and ${promotionActivity.endTime} > ${at}`
                : sql`${promotionActivity.endTime} <= ${at}`,
          );
  const where = and(eq(promotionActivity.kind, DISCOUNT_KIND), p.site_id ? eq(promotionActivity.siteId, p.site_id) : undefined, byStatus);
  const [total] = await db.select({ n: count() }).from(promotionActivity).where(where);
  const rows = await db
    .select()
    .from(promotionActivity)
    .where(where)
    .orderBy(desc(promotionActivity.activityId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = Number(total?.n ?? 0);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await activitiesOut(db, rows) };
};

/**
 * Checks the shop, the SKUs (each of the shop, on record, listed once, at a discount price above 0 and not above
 * its price) and that none of them is in another open discount whose window meets this one: each SKU with its
 * goods and discount price (fen).
 */
const checkActivity = async (tx: Db, p: DiscountAddParams, selfId?: number) => {
  if (p.end_time <= p.start_time) throw refuse(discountMessages.discountTime);
  const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, p.site_id));
  if (!s) throw refuse(discountMessages.discountShopNotExist);
  const seen = new Set<number>();
  for (const g of p.goods) {
    if (seen.has(g.sku_id)) throw refuse(discountMessages.discountSkuTwice, { sku_id: g.sku_id });
    seen.add(g.sku_id);
  }
  const skus = await tx
    .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId, price: goodsSku.price })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goods.siteId, p.site_id), eq(goods.isDelete, 0)));
  const byId = new Map(skus.map((k) => [k.skuId, k]));
  const lines = p.goods.map((g) => {
    const k = byId.get(g.sku_id);
    if (!k) throw refuse(discountMessages.discountSkuInvalid, { sku_id: g.sku_id });
    const fen = g.discount_price ?? priceOfRate(k.price, g.discount ?? 10);
    if (!(fen > 0 && fen <= k.price)) throw refuse(discountMessages.discountPriceInvalid, { sku_id: g.sku_id, price: formatFen(k.price) });
    return { skuId: g.sku_id, goodsId: k.goodsId, price: fen };
  });
  // Serialises discount saves so two overlapping discounts of one SKU cannot both pass the check.
  await tx.execute(sql`select pg_advisory_xact_lock(7242102)`);
  const [other] = await tx
    .select({ skuId: promotionActivitySku.skuId, name: promotionActivity.name })
    .from(promotionActivitySku)
    .innerJoin(promotionActivity, eq(promotionActivity.activityId, promotionActivitySku.activityId))
    .where(
      and(
        eq(promotionActivitySku.kind, DISCOUNT_KIND),
        inArray(promotionActivitySku.skuId, [...seen]),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        sql`${promotionActivity.startTime} < ${p.end_time}`,
        sql`${promotionActivity.endTime} > ${p.start_time}`,
        selfId ? ne(promotionActivity.activityId, selfId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw refuse(discountMessages.discountOverlap, { sku_id: other.skuId, name: other.name });
  return lines;
};

const statusOnSave = (p: { start_time: number; end_time: number }) =>
  activityStatusAt({ status: ActivityStatus.NOT_STARTED, startTime: p.start_time, endTime: p.end_time }, nowSeconds());

const windowOf = (a: typeof promotionActivity.$inferSelect) => ({ activityId: a.activityId, startTime: a.startTime, endTime: a.endTime });

/** Adds a discount; one that runs already is on its SKUs when the answer comes. */
export const discountAdd = async (db: Db, p: DiscountAddParams): Promise<DiscountAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const lines = await checkActivity(tx, p);
    const now = nowSeconds();
    const status = statusOnSave(p);
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: DISCOUNT_KIND,
        siteId: p.site_id,
        name: p.discount_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status,
        remark: p.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await tx.insert(promotionActivitySku).values(
      lines.map((l) => ({
        activityId: a!.activityId,
        kind: DISCOUNT_KIND,
        siteId: p.site_id,
        goodsId: l.goodsId,
        skuId: l.skuId,
        price: l.price,
      })),
    );
    if (status === ActivityStatus.RUNNING) await applyDiscountTx(tx, windowOf(a!));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** The activity row locked for a change; refused when missing or closed. */
const lockOpenActivity = async (tx: Db, id: number) => {
  const [a] = await tx
    .select()
    .from(promotionActivity)
    .where(and(eq(promotionActivity.activityId, id), eq(promotionActivity.kind, DISCOUNT_KIND)))
    .for('update');
  if (!a) throw refuse(discountMessages.discountNotExist);
  if (a.status === ActivityStatus.CLOSED) throw refuse(discountMessages.discountClosed);
  return a;
};

/**
 * Changes a discount that is not closed: window, name and SKUs (matched by `sku_id`; one left out is removed).
 * A running one shows the change at once: its old prices come off and the new ones go on in one transaction.
 */
export const discountEdit = async (db: Db, p: DiscountEditParams): Promise<DiscountAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, p.discount_id);
    const lines = await checkActivity(tx, { ...p, site_id: old.siteId }, old.activityId);
    await restoreDiscountTx(tx, windowOf(old));
    const status = statusOnSave(p);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.discount_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status,
        remark: p.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await tx.delete(promotionActivitySku).where(
      and(
        eq(promotionActivitySku.activityId, old.activityId),
        notInArray(
          promotionActivitySku.skuId,
          lines.map((l) => l.skuId),
        ),
      ),
    );
    for (const l of lines)
      await tx
        .insert(promotionActivitySku)
        .values({ activityId: old.activityId, kind: DISCOUNT_KIND, siteId: old.siteId, goodsId: l.goodsId, skuId: l.skuId, price: l.price })
        .onConflictDoUpdate({ target: [promotionActivitySku.activityId, promotionActivitySku.skuId], set: { price: l.price } });
    if (status === ActivityStatus.RUNNING) await applyDiscountTx(tx, windowOf(a!));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a discount: its SKUs go back to their price in the same transaction. */
export const discountClose = async (db: Db, id: number): Promise<DiscountAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, id);
    await restoreDiscountTx(tx, windowOf(old));
    const [a] = await tx
      .update(promotionActivity)
      .set({ status: ActivityStatus.CLOSED, modifyTime: nowSeconds() })
      .where(eq(promotionActivity.activityId, id))
      .returning();
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};
