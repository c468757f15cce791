import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  type DiscountAddParams,
  type DiscountAdminActivity,
  type DiscountAdminListParams,
  type DiscountEditParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import {
  activityAdminPage,
  type ActivityRow,
  activitiesWithSkus,
  ActivityStatus,
  activityStatusAt,
  activityStatusWhere,
  checkShop,
  checkWindow,
  closeActivityTx,
  insertActivitySkusTx,
  lockOpenActivity,
  promotionActivity,
  promotionActivitySku,
  refuse,
  replaceActivitySkusTx,
  shopSkus,
  skusListedOnce,
  statusOnSave,
} from '../engine';
import { applyDiscountTx, restoreDiscountTx } from './discount.apply';
import { DISCOUNT_KIND } from './discount.kind';
import { discountMessages } from './discount.messages';

/** The rate in 折 a discount price makes of a price ("8.50"). */
const rateOf = (discountPrice: number, price: number): string => (price > 0 ? ((discountPrice * 10) / price).toFixed(2) : '10.00');

/** The discount price in fen a rate in 折 gives (rounded to the fen). */
const priceOfRate = (price: number, rate: number): number => Math.round((price * Math.round(rate * 100)) / 1000);

const activitiesOut = (db: Db, rows: ActivityRow[]): Promise<DiscountAdminActivity[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => ({
    discount_id: a.activityId,
    site_id: a.siteId,
    discount_name: a.name,
    start_time: a.startTime,
    end_time: a.endTime,
    status: activityStatusAt(a, at),
    remark: a.remark,
    create_time: a.createTime,
    goods: mine.map((s) => ({
      id: s.id,
      goods_id: s.goodsId,
      sku_id: s.skuId,
      sku_name: s.skuName ?? '',
      price: formatFen(s.skuPrice ?? 0),
      discount_price: formatFen(s.price),
      discount: rateOf(s.price, s.skuPrice ?? 0),
    })),
  }));

export const discountAdminList = (db: Db, p: DiscountAdminListParams): Promise<Paged<DiscountAdminActivity>> =>
  activityAdminPage(db, DISCOUNT_KIND, p, activityStatusWhere(p.status, nowSeconds()), activitiesOut);

/**
 * Checks the shop, the SKUs (each of the shop, on record, listed once, at a discount price above 0 and not above
 * its price) and that none of them is in another open discount whose window meets this one: each SKU with its
 * goods and discount price (fen).
 */
const checkActivity = async (tx: Db, p: DiscountAddParams, selfId?: number) => {
  checkWindow(p, discountMessages.discountTime);
  await checkShop(tx, p.site_id, discountMessages.discountShopNotExist);
  const seen = skusListedOnce(p.goods, discountMessages.discountSkuTwice);
  const skus = await shopSkus(tx, p.site_id, seen);
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
    await insertActivitySkusTx(tx, a!, lines);
    if (status === ActivityStatus.RUNNING) await applyDiscountTx(tx, windowOf(a!));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

const lockMessages = { notExist: discountMessages.discountNotExist, closed: discountMessages.discountClosed };

/**
 * Changes a discount that is not closed: window, name and SKUs (matched by `sku_id`; one left out is removed).
 * A running one shows the change at once: its old prices come off and the new ones go on in one transaction.
 */
export const discountEdit = async (db: Db, p: DiscountEditParams): Promise<DiscountAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, DISCOUNT_KIND, p.discount_id, lockMessages);
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
    await replaceActivitySkusTx(tx, old, lines);
    if (status === ActivityStatus.RUNNING) await applyDiscountTx(tx, windowOf(a!));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a discount: its SKUs go back to their price in the same transaction. */
export const discountClose = async (db: Db, id: number): Promise<DiscountAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, DISCOUNT_KIND, id, lockMessages);
    await restoreDiscountTx(tx, windowOf(old));
    return closeActivityTx(tx, id);
  });
  return (await activitiesOut(db, [row]))[0]!;
};
