import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  TOPIC_STATUS,
  type Paged,
  type TopicAddParams,
  type TopicAdminItem,
  type TopicAdminListParams,
  type TopicEditParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import { ActivityStatus, activityStatusAt, promotionActivity, promotionActivitySku } from '../engine';
import { topicKind } from './topic.kind';
import { topicMessages } from './topic.messages';
import { toTopicItem } from './topic.service';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params);

const topicsOut = async (db: Db, rows: (typeof promotionActivity.$inferSelect)[]): Promise<TopicAdminItem[]> => {
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
    ...toTopicItem(
      {
        activity_id: a.activityId,
        site_id: a.siteId,
        name: a.name,
        start_time: a.startTime,
        end_time: a.endTime,
        status: a.status,
        rules: a.rules,
        remark: a.remark,
      },
      at,
    ),
    create_time: a.createTime,
    goods: skus
      .filter((s) => s.activityId === a.activityId)
      .map((s) => ({
        id: s.id,
        goods_id: s.goodsId,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        topic_price: formatFen(s.price),
        price: formatFen(s.skuPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
        max_buy: s.maxBuy,
      })),
  }));
};

export const topicAdminList = async (db: Db, p: TopicAdminListParams): Promise<Paged<TopicAdminItem>> => {
  const at = nowSeconds();
  const byStatus =
    p.status === undefined
      ? undefined
      : p.status === TOPIC_STATUS.CLOSED
        ? eq(promotionActivity.status, ActivityStatus.CLOSED)
        : and(
            ne(promotionActivity.status, ActivityStatus.CLOSED),
            p.status === TOPIC_STATUS.NOT_STARTED
              ? sql`${promotionActivity.startTime} > ${at}`
              : p.status === TOPIC_STATUS.RUNNING
                ? sql`${promotionActivity.startTime} <= ${at} and ${promotionActivity.endTime} > ${at}`
                : sql`${promotionActivity.endTime} <= ${at}`,
          );
  const where = and(eq(promotionActivity.kind, topicKind.kind), p.site_id ? eq(promotionActivity.siteId, p.site_id) : undefined, byStatus);
  const [total] = await db.select({ n: count() }).from(promotionActivity).where(where);
  const rows = await db
    .select()
    .from(promotionActivity)
    .where(where)
    .orderBy(desc(promotionActivity.activityId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = Number(total?.n ?? 0);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await topicsOut(db, rows) };
};

/** Checks the window, the shop and the SKUs (each of the shop, on record, listed once): the SKUs' goods ids. */
const checkTopic = async (tx: Db, p: TopicAddParams) => {
  if (p.end_time <= p.start_time) throw refuse(topicMessages.topicTime);
  const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, p.site_id));
  if (!s) throw refuse(topicMessages.topicShopNotExist);
  const seen = new Set<number>();
  for (const g of p.goods) {
    if (seen.has(g.sku_id)) throw refuse(topicMessages.topicSkuTwice, { sku_id: g.sku_id });
    seen.add(g.sku_id);
  }
  const skus = await tx
    .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goods.siteId, p.site_id), eq(goods.isDelete, 0)));
  const goodsOf = new Map(skus.map((k) => [k.skuId, k.goodsId]));
  const missing = p.goods.find((g) => !goodsOf.has(g.sku_id));
  if (missing) throw refuse(topicMessages.topicSkuInvalid, { sku_id: missing.sku_id });
  return goodsOf;
};

const statusOnSave = (p: { start_time: number; end_time: number }) =>
  activityStatusAt({ status: ActivityStatus.NOT_STARTED, startTime: p.start_time, endTime: p.end_time }, nowSeconds());

export const topicAdd = async (db: Db, p: TopicAddParams): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    const goodsOf = await checkTopic(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: topicKind.kind,
        siteId: p.site_id,
        name: p.topic_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { topic_adv: p.topic_adv, bg_color: p.bg_color },
        remark: p.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await tx.insert(promotionActivitySku).values(
      p.goods.map((g) => ({
        activityId: a!.activityId,
        kind: topicKind.kind,
        siteId: p.site_id,
        goodsId: goodsOf.get(g.sku_id)!,
        skuId: g.sku_id,
        price: g.topic_price,
        stock: g.stock,
        maxBuy: g.max_buy,
      })),
    );
    return a!;
  });
  return (await topicsOut(db, [row]))[0]!;
};

/** The topic row locked for a change; refused when missing or closed. */
const lockOpenTopic = async (tx: Db, id: number) => {
  const [a] = await tx
    .select()
    .from(promotionActivity)
    .where(and(eq(promotionActivity.activityId, id), eq(promotionActivity.kind, topicKind.kind)))
    .for('update');
  if (!a) throw refuse(topicMessages.topicNotExist);
  if (a.status === ActivityStatus.CLOSED) throw refuse(topicMessages.topicClosed);
  return a;
};

/**
 * Changes an open topic. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit (its
 * sales stay), a new one is added, one left out is removed. The shop does not change.
 */
export const topicEdit = async (db: Db, p: TopicEditParams): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenTopic(tx, p.topic_id);
    const goodsOf = await checkTopic(tx, { ...p, site_id: old.siteId });
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.topic_name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { topic_adv: p.topic_adv, bg_color: p.bg_color },
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
          kind: topicKind.kind,
          siteId: old.siteId,
          goodsId: goodsOf.get(g.sku_id)!,
          skuId: g.sku_id,
          price: g.topic_price,
          stock: g.stock,
          maxBuy: g.max_buy,
        })
        .onConflictDoUpdate({
          target: [promotionActivitySku.activityId, promotionActivitySku.skuId],
          set: { price: g.topic_price, stock: g.stock, maxBuy: g.max_buy },
        });
    }
    return a!;
  });
  return (await topicsOut(db, [row]))[0]!;
};

/** Closes a topic: no more orders; unpaid orders keep their units until they are paid or closed. */
export const topicClose = async (db: Db, id: number): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenTopic(tx, id);
    const [a] = await tx
      .update(promotionActivity)
      .set({ status: ActivityStatus.CLOSED, modifyTime: nowSeconds() })
      .where(eq(promotionActivity.activityId, id))
      .returning();
    return a!;
  });
  return (await topicsOut(db, [row]))[0]!;
};
