import { eq } from 'drizzle-orm';
import {
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
import {
  activityAdminPage,
  type ActivityRow,
  activitySkuRows,
  ActivityStatus,
  activityStatusWhere,
  checkShopActivity,
  closeActivityTx,
  insertActivitySkusTx,
  lockOpenActivity,
  promotionActivity,
  replaceActivitySkusTx,
  statusOnSave,
} from '../engine';
import { topicKind } from './topic.kind';
import { topicMessages } from './topic.messages';
import { toTopicItem } from './topic.service';

const topicsOut = async (db: Db, rows: ActivityRow[]): Promise<TopicAdminItem[]> => {
  const skus = await activitySkuRows(
    db,
    rows.map((r) => r.activityId),
  );
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
        price: formatFen(s.skuDiscountPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
        max_buy: s.maxBuy,
      })),
  }));
};

/** The engine status of a wire one (1/2/3, -1 closed). */
const ENGINE_STATUS: Record<number, number> = {
  [TOPIC_STATUS.NOT_STARTED]: ActivityStatus.NOT_STARTED,
  [TOPIC_STATUS.RUNNING]: ActivityStatus.RUNNING,
  [TOPIC_STATUS.ENDED]: ActivityStatus.ENDED,
  [TOPIC_STATUS.CLOSED]: ActivityStatus.CLOSED,
};

export const topicAdminList = (db: Db, p: TopicAdminListParams): Promise<Paged<TopicAdminItem>> =>
  activityAdminPage(
    db,
    topicKind.kind,
    p,
    activityStatusWhere(p.status === undefined ? undefined : (ENGINE_STATUS[p.status] ?? ActivityStatus.ENDED), nowSeconds()),
    topicsOut,
  );

const checkMessages = {
  time: topicMessages.topicTime,
  shopNotExist: topicMessages.topicShopNotExist,
  skuTwice: topicMessages.topicSkuTwice,
  skuInvalid: topicMessages.topicSkuInvalid,
};
const lockMessages = { notExist: topicMessages.topicNotExist, closed: topicMessages.topicClosed };

const linesOf = (p: TopicAddParams, goodsOf: Map<number, number>) =>
  p.goods.map((g) => ({ goodsId: goodsOf.get(g.sku_id)!, skuId: g.sku_id, price: g.topic_price, stock: g.stock, maxBuy: g.max_buy }));

export const topicAdd = async (db: Db, p: TopicAddParams): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    const goodsOf = await checkShopActivity(tx, p, checkMessages);
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
    await insertActivitySkusTx(tx, a!, linesOf(p, goodsOf));
    return a!;
  });
  return (await topicsOut(db, [row]))[0]!;
};

/**
 * Changes an open topic. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit (its
 * sales stay), a new one is added, one left out is removed. The shop does not change.
 */
export const topicEdit = async (db: Db, p: TopicEditParams): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenActivity(tx, topicKind.kind, p.topic_id, lockMessages);
    const site = { ...p, site_id: old.siteId };
    const goodsOf = await checkShopActivity(tx, site, checkMessages);
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
    await replaceActivitySkusTx(tx, old, linesOf(site, goodsOf));
    return a!;
  });
  return (await topicsOut(db, [row]))[0]!;
};

/** Closes a topic: no more orders; unpaid orders keep their units until they are paid or closed. */
export const topicClose = async (db: Db, id: number): Promise<TopicAdminItem> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenActivity(tx, topicKind.kind, id, lockMessages);
    return closeActivityTx(tx, id);
  });
  return (await topicsOut(db, [row]))[0]!;
};
