import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
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
import {
  activityAdminPage,
  type ActivityRow,
  activitiesWithSkus,
  ActivityStatus,
  activityStatusAt,
  activityStatusWhere,
  addShopActivity,
  closeShopActivity,
  editShopActivity,
  promotionActivity,
  refuse,
  type ShopActivityAdmin,
  type ShopActivitySave,
} from '../engine';
import { seckillKind, timeIdsOf } from './seckill.kind';
import { seckillMessages } from './seckill.messages';
import { toSlot } from './seckill.service';
import { promotionSeckillTime } from './seckill.tables';

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

const activitiesOut = (db: Db, rows: ActivityRow[]): Promise<SeckillAdminActivity[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => ({
    seckill_id: a.activityId,
    site_id: a.siteId,
    seckill_name: a.name,
    start_time: a.startTime,
    end_time: a.endTime,
    status: seckillKind.wireStatus[activityStatusAt(a, at)],
    time_ids: timeIdsOf(a.rules),
    remark: a.remark,
    create_time: a.createTime,
    goods: mine.map((s) => ({
      id: s.id,
      goods_id: s.goodsId,
      sku_id: s.skuId,
      sku_name: s.skuName ?? '',
      seckill_price: formatFen(s.price),
      price: formatFen(s.skuDiscountPrice ?? 0),
      stock: s.stock,
      sale_num: s.saleNum,
      max_buy: s.maxBuy,
    })),
  }));

export const seckillAdminList = (db: Db, p: SeckillAdminListParams): Promise<Paged<SeckillAdminActivity>> =>
  activityAdminPage(db, seckillKind.kind, p, activityStatusWhere(p.status, nowSeconds()), activitiesOut);

/** A seckill sells SKUs of its shop in the slots it names (each on record). */
const seckills: ShopActivityAdmin<SeckillAdminActivity> = {
  kind: seckillKind,
  messages: {
    time: seckillMessages.seckillActivityTime,
    shopNotExist: seckillMessages.seckillShopNotExist,
    skuTwice: seckillMessages.seckillSkuTwice,
    skuInvalid: seckillMessages.seckillSkuInvalid,
    notExist: seckillMessages.seckillActivityNotExist,
    closed: seckillMessages.seckillActivityClosed,
  },
  out: activitiesOut,
};

const saveOf = (p: Omit<SeckillAddParams, 'site_id'>): ShopActivitySave => {
  const timeIds = [...new Set(p.time_ids)];
  return {
    name: p.seckill_name,
    start_time: p.start_time,
    end_time: p.end_time,
    remark: p.remark,
    goods: p.goods,
    afterShop: async (tx) => {
      const slots = await tx
        .select({ id: promotionSeckillTime.id })
        .from(promotionSeckillTime)
        .where(inArray(promotionSeckillTime.id, timeIds));
      if (slots.length !== timeIds.length) throw refuse(seckillMessages.seckillTimeNotExist);
    },
    rules: { time_ids: [...timeIds].sort((a, b) => a - b) },
    lines: (goodsOf) =>
      p.goods.map((g) => ({ goodsId: goodsOf.get(g.sku_id)!, skuId: g.sku_id, price: g.seckill_price, stock: g.stock, maxBuy: g.max_buy })),
  };
};

export const seckillAdd = (db: Db, p: SeckillAddParams): Promise<SeckillAdminActivity> =>
  addShopActivity(db, seckills, p.site_id, saveOf(p));

/**
 * Changes an open activity. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit
 * (its sales stay), a new one is added, one left out is removed (its unpaid orders, when closed, find nothing
 * to give back to). The shop does not change.
 */
export const seckillEdit = (db: Db, p: SeckillEditParams): Promise<SeckillAdminActivity> =>
  editShopActivity(db, seckills, p.seckill_id, saveOf(p));

/** Closes an activity: no more orders; unpaid orders keep their units until they are paid or closed. */
export const seckillClose = (db: Db, id: number): Promise<SeckillAdminActivity> => closeShopActivity(db, seckills, id);
