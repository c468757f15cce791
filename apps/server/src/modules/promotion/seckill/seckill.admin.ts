import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  type Paged,
  type SeckillAddParams,
  type SeckillAdminActivity,
  type SeckillAdminListParams,
  type SeckillEditParams,
  type SeckillSlot,
  type SeckillTimeParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import { ActivityStatus, activityStatusAt, promotionActivity, promotionActivitySku } from '../engine';
import { seckillKind, timeIdsOf } from './seckill.kind';
import { seckillMessages } from './seckill.messages';
import { toSlot } from './seckill.service';
import { promotionSeckillTime } from './seckill.tables';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params);

const slotOut = (t: typeof promotionSeckillTime.$inferSelect): SeckillSlot =>
  toSlot({ id: t.id, name: t.name, seckill_start_time: t.seckillStartTime, seckill_end_time: t.seckillEndTime });

// ---------------------------------------------------------------- slots

export const seckillTimeList = async (db: Db): Promise<SeckillSlot[]> =>
  (await db.select().from(promotionSeckillTime).orderBy(asc(promotionSeckillTime.seckillStartTime))).map(slotOut);

/** Slots may not overlap: a moment of the day belongs to one slot at most. */
const checkSlot = async (tx: Db, p: SeckillTimeParams, id?: number) => {
  if (p.seckill_end_time <= p.seckill_start_time) throw refuse(seckillMessages.seckillTimeInvalid);
  // Serialises slot writes so two overlapping slots cannot both pass the check.
  await tx.execute(sql`select pg_advisory_xact_lock(7242101)`);
  const [other] = await tx
    .select({ name: promotionSeckillTime.name })
    .from(promotionSeckillTime)
    .where(
      and(
        sql`${promotionSeckillTime.seckillStartTime} < ${p.seckill_end_time}`,
        sql`${promotionSeckillTime.seckillEndTime} > ${p.seckill_start_time}`,
        id ? ne(promotionSeckillTime.id, id) : undefined,
      ),
    )
    .limit(1);
  if (other) throw refuse(seckillMessages.seckillTimeOverlap, { name: other.name });
};

export const seckillTimeAdd = (db: Db, p: SeckillTimeParams): Promise<SeckillSlot> =>
  db.transaction(async (tx) => {
    await checkSlot(tx, p);
    const now = nowSeconds();
    const [row] = await tx
      .insert(promotionSeckillTime)
      .values({
        name: p.name,
        seckillStartTime: p.seckill_start_time,
        seckillEndTime: p.seckill_end_time,
        createTime: now,
        modifyTime: now,
      })
      .returning();
    return slotOut(row!);
  });

export const seckillTimeEdit = (db: Db, p: SeckillTimeParams & { id: number }): Promise<SeckillSlot> =>
  db.transaction(async (tx) => {
    await checkSlot(tx, p, p.id);
    const [row] = await tx
      .update(promotionSeckillTime)
      .set({ name: p.name, seckillStartTime: p.seckill_start_time, seckillEndTime: p.seckill_end_time, modifyTime: nowSeconds() })
      .where(eq(promotionSeckillTime.id, p.id))
      .returning();
    if (!row) throw refuse(seckillMessages.seckillTimeNotExist);
    return slotOut(row);
  });

/** Deletes a slot unless an activity that is neither closed nor over still runs in it. */
export const seckillTimeDelete = (db: Db, id: number): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: promotionActivity.activityId })
      .from(promotionActivity)
      .where(
        and(
          eq(promotionActivity.kind, seckillKind.kind),
          ne(promotionActivity.status, ActivityStatus.CLOSED),
          sql`${promotionActivity.endTime} > ${nowSeconds()}`,
          sql`${promotionActivity.rules} -> 'time_ids' @> to_jsonb(${id}::int)`,
        ),
      )
      .limit(1);
    if (used) throw refuse(seckillMessages.seckillTimeInUse);
    const gone = await tx.delete(promotionSeckillTime).where(eq(promotionSeckillTime.id, id)).returning({ id: promotionSeckillTime.id });
    if (gone.length === 0) throw refuse(seckillMessages.seckillTimeNotExist);
    return { id };
  });

// ---------------------------------------------------------------- activities

const activitiesOut = async (db: Db, rows: (typeof promotionActivity.$inferSelect)[]): Promise<SeckillAdminActivity[]> => {
  if (rows.length === 0) return [];
  const skus = await db
    .select({
      id: promotionActivitySku.id,
      activityId: promotionActivitySku.activityId,
      goodsId: promotionActivitySku.goodsId,
      skuId: promotionActivitySku.skuId,
      price: promotionActivitySku.price,
      stock: promotionActivitySku.stock,
      saleNum: promotionActivitySku.saleNum,
      maxBuy: promotionActivitySku.maxBuy,
      skuName: goodsSku.skuName,
      skuPrice: goodsSku.discountPrice,
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
    seckill_id: a.activityId,
    site_id: a.siteId,
    seckill_name: a.name,
    start_time: a.startTime,
    end_time: a.endTime,
    status: seckillKind.wireStatus[activityStatusAt(a, at)],
    time_ids: timeIdsOf(a.rules),
    remark: a.remark,
    create_time: a.createTime,
    goods: skus
      .filter((s) => s.activityId === a.activityId)
      .map((s) => ({
        id: s.id,
        goods_id: s.goodsId,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        seckill_price: formatFen(s.price),
        price: formatFen(s.skuPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
        max_buy: s.maxBuy,
      })),
  }));
};

export const seckillAdminList = async (db: Db, p: SeckillAdminListParams): Promise<Paged<SeckillAdminActivity>> => {
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
  const where = and(
    eq(promotionActivity.kind, seckillKind.kind),
    p.site_id ? eq(promotionActivity.siteId, p.site_id) : undefined,
    byStatus,
  );
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

/** Checks the shop, the slots and the SKUs (each of the shop, on record, listed once): the SKUs' goods ids. */
const checkActivity = async (tx: Db, p: SeckillAddParams) => {
  if (p.end_time <= p.start_time) throw refuse(seckillMessages.seckillActivityTime);
  const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, p.site_id));
  if (!s) throw refuse(seckillMessages.seckillShopNotExist);
  const timeIds = [...new Set(p.time_ids)];
  const slots = await tx
    .select({ id: promotionSeckillTime.id })
    .from(promotionSeckillTime)
    .where(inArray(promotionSeckillTime.id, timeIds));
  if (slots.length !== timeIds.length) throw refuse(seckillMessages.seckillTimeNotExist);
  const seen = new Set<number>();
  for (const g of p.goods) {
    if (seen.has(g.sku_id)) throw refuse(seckillMessages.seckillSkuTwice, { sku_id: g.sku_id });
    seen.add(g.sku_id);
  }
  const skus = await tx
    .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goods.siteId, p.site_id), eq(goods.isDelete, 0)));
  const goodsOf = new Map(skus.map((k) => [k.skuId, k.goodsId]));
  const missing = p.goods.find((g) => !goodsOf.has(g.sku_id));
  if (missing) throw refuse(seckillMessages.seckillSkuInvalid, { sku_id: missing.sku_id });
  return { timeIds: timeIds.sort((a, b) => a - b), goodsOf };
};

const statusOnSave = (p: { start_time: number; end_time: number }) =>
  activityStatusAt({ status: ActivityStatus.NOT_STARTED, startTime: p.start_time, endTime: p.end_time }, nowSeconds());

export const seckillAdd = async (db: Db, p: SeckillAddParams): Promise<SeckillAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const { timeIds, goodsOf } = await checkActivity(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: seckillKind.kind,
        siteId: p.site_id,
        name: p.seckill_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { time_ids: timeIds },
        remark: p.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await tx.insert(promotionActivitySku).values(
      p.goods.map((g) => ({
        activityId: a!.activityId,
        kind: seckillKind.kind,
        siteId: p.site_id,
        goodsId: goodsOf.get(g.sku_id)!,
        skuId: g.sku_id,
        price: g.seckill_price,
        stock: g.stock,
        maxBuy: g.max_buy,
      })),
    );
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** The activity row locked for a change; refused when missing or closed. */
const lockOpenActivity = async (tx: Db, id: number) => {
  const [a] = await tx
    .select()
    .from(promotionActivity)
    .where(and(eq(promotionActivity.activityId, id), eq(promotionActivity.kind, seckillKind.kind)))
    .for('update');
  if (!a) throw refuse(seckillMessages.seckillActivityNotExist);
  if (a.status === ActivityStatus.CLOSED) throw refuse(seckillMessages.seckillActivityClosed);
  return a;
};

/**
 * Changes an open activity. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit
 * (its sales stay), a new one is added, one left out is removed (its unpaid orders, when closed, find nothing
 * to give back to). The shop does not change.
 */
export const seckillEdit = async (db: Db, p: SeckillEditParams): Promise<SeckillAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, p.seckill_id);
    const { timeIds, goodsOf } = await checkActivity(tx, { ...p, site_id: old.siteId });
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.seckill_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { time_ids: timeIds },
        remark: p.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    const kept = p.goods.map((g) => g.sku_id);
    await tx
      .delete(promotionActivitySku)
      .where(and(eq(promotionActivitySku.activityId, old.activityId), notInArray(promotionActivitySku.skuId, kept)));
    for (const g of p.goods) {
      await tx
        .insert(promotionActivitySku)
        .values({
          activityId: old.activityId,
          kind: seckillKind.kind,
          siteId: old.siteId,
          goodsId: goodsOf.get(g.sku_id)!,
          skuId: g.sku_id,
          price: g.seckill_price,
          stock: g.stock,
          maxBuy: g.max_buy,
        })
        .onConflictDoUpdate({
          target: [promotionActivitySku.activityId, promotionActivitySku.skuId],
          set: { price: g.seckill_price, stock: g.stock, maxBuy: g.max_buy },
        });
    }
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes an activity: no more orders; unpaid orders keep their units until they are paid or closed. */
export const seckillClose = async (db: Db, id: number): Promise<SeckillAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenActivity(tx, id);
    const [a] = await tx
      .update(promotionActivity)
      .set({ status: ActivityStatus.CLOSED, modifyTime: nowSeconds() })
      .where(eq(promotionActivity.activityId, id))
      .returning();
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};
