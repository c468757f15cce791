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
  activitiesWithSkus,
  ActivityStatus,
  activityStatusWhere,
  addShopActivity,
  closeShopActivity,
  editShopActivity,
  type ShopActivityAdmin,
  type ShopActivitySave,
} from '../engine';
import { topicKind } from './topic.kind';
import { topicMessages } from './topic.messages';
import { toTopicItem } from './topic.service';

const topicsOut = (db: Db, rows: ActivityRow[]): Promise<TopicAdminItem[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => ({
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
    goods: mine.map((s) => ({
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

/** A topic sells SKUs of its shop under its banner and page colour. */
const topics: ShopActivityAdmin<TopicAdminItem> = {
  kind: topicKind,
  messages: {
    time: topicMessages.topicTime,
    shopNotExist: topicMessages.topicShopNotExist,
    skuTwice: topicMessages.topicSkuTwice,
    skuInvalid: topicMessages.topicSkuInvalid,
    notExist: topicMessages.topicNotExist,
    closed: topicMessages.topicClosed,
  },
  out: topicsOut,
};

const saveOf = (p: Omit<TopicAddParams, 'site_id'>): ShopActivitySave => ({
  name: p.topic_name,
  start_time: p.start_time,
  end_time: p.end_time,
  remark: p.remark,
  goods: p.goods,
  rules: { topic_adv: p.topic_adv, bg_color: p.bg_color },
  lines: (goodsOf) =>
    p.goods.map((g) => ({ goodsId: goodsOf.get(g.sku_id)!, skuId: g.sku_id, price: g.topic_price, stock: g.stock, maxBuy: g.max_buy })),
});

export const topicAdd = (db: Db, p: TopicAddParams): Promise<TopicAdminItem> => addShopActivity(db, topics, p.site_id, saveOf(p));

/**
 * Changes an open topic. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit (its
 * sales stay), a new one is added, one left out is removed. The shop does not change.
 */
export const topicEdit = (db: Db, p: TopicEditParams): Promise<TopicAdminItem> => editShopActivity(db, topics, p.topic_id, saveOf(p));

/** Closes a topic: no more orders; unpaid orders keep their units until they are paid or closed. */
export const topicClose = (db: Db, id: number): Promise<TopicAdminItem> => closeShopActivity(db, topics, id);
