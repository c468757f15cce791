import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  formatFen,
  GROUPBUY_STATUS,
  nowSeconds,
  type GroupbuyAddParams,
  type GroupbuyAdminActivity,
  type GroupbuyAdminListParams,
  type GroupbuyEditParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { goods, goodsSku } from '../../goods';
import {
  activityAdminPage,
  type ActivityRow,
  activitySkuRows,
  ActivityStatus,
  activityStatusAt,
  activityStatusWhere,
  checkWindow,
  closeActivityTx,
  insertActivitySkusTx,
  lockOpenActivity,
  promotionActivity,
  promotionActivitySku,
  refuse,
  replaceActivitySkusTx,
  skusListedOnce,
  statusOnSave,
} from '../engine';
import { groupbuyKind, groupbuyRulesOf } from './groupbuy.kind';
import { groupbuyMessages } from './groupbuy.messages';

const activitiesOut = async (db: Db, rows: ActivityRow[]): Promise<GroupbuyAdminActivity[]> => {
  const skus = await activitySkuRows(
    db,
    rows.map((r) => r.activityId),
  );
  const at = nowSeconds();
  return rows.map((a) => {
    const mine = skus.filter((s) => s.activityId === a.activityId);
    const rules = groupbuyRulesOf(a.rules);
    return {
      groupbuy_id: a.activityId,
      site_id: a.siteId,
      goods_id: mine[0]?.goodsId ?? 0,
      groupbuy_name: a.name,
      start_time: a.startTime,
      end_time: a.endTime,
      buy_num: rules.buy_num,
      status: groupbuyKind.wireStatus[activityStatusAt(a, at)],
      is_closed: a.status === ActivityStatus.CLOSED ? 1 : 0,
      rule: rules.rule,
      create_time: a.createTime,
      sku_list: mine.map((s) => ({
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        groupbuy_price: formatFen(s.price),
        price: formatFen(s.skuDiscountPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
      })),
    };
  });
};

/** `status` 1 not started, 2 running, 3 ended or closed. */
export const groupbuyAdminList = (db: Db, p: GroupbuyAdminListParams): Promise<Paged<GroupbuyAdminActivity>> =>
  activityAdminPage(
    db,
    groupbuyKind.kind,
    p,
    activityStatusWhere(
      p.status === undefined
        ? undefined
        : p.status === GROUPBUY_STATUS.NOT_STARTED
          ? ActivityStatus.NOT_STARTED
          : p.status === GROUPBUY_STATUS.RUNNING
            ? ActivityStatus.RUNNING
            : ActivityStatus.ENDED,
      nowSeconds(),
      true,
    ),
    activitiesOut,
  );

/**
 * Checks a groupbuy: its window, its goods (not deleted; locked so two groupbuys of one goods cannot both pass),
 * no other open groupbuy of the goods over the same window, and its SKUs (of the goods, listed once).
 */
const checkGroupbuy = async (
  tx: Db,
  p: Pick<GroupbuyAddParams, 'goods_id' | 'start_time' | 'end_time' | 'sku_list'>,
  activityId?: number,
) => {
  checkWindow(p, groupbuyMessages.groupbuyActivityTime);
  const [g] = await tx
    .select({ siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.goodsId, p.goods_id), eq(goods.isDelete, 0)))
    .for('update');
  if (!g) throw refuse(groupbuyMessages.groupbuyGoodsInvalid);
  const seen = skusListedOnce(p.sku_list, groupbuyMessages.groupbuySkuTwice);
  const skus = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goodsSku.goodsId, p.goods_id)));
  const found = new Set(skus.map((k) => k.skuId));
  const missing = p.sku_list.find((s) => !found.has(s.sku_id));
  if (missing) throw refuse(groupbuyMessages.groupbuySkuInvalid, { sku_id: missing.sku_id });
  const [busy] = await tx
    .select({ id: promotionActivity.activityId })
    .from(promotionActivity)
    .where(
      and(
        eq(promotionActivity.kind, groupbuyKind.kind),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        sql`${promotionActivity.startTime} < ${p.end_time} and ${promotionActivity.endTime} > ${p.start_time}`,
        sql`${promotionActivity.endTime} > ${nowSeconds()}`,
        sql`exists (select 1 from promotion_activity_sku s where s.activity_id = ${promotionActivity.activityId} and s.goods_id = ${p.goods_id})`,
        activityId ? ne(promotionActivity.activityId, activityId) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw refuse(groupbuyMessages.groupbuyGoodsBusy);
  return g;
};

const linesOf = (p: Pick<GroupbuyAddParams, 'goods_id' | 'sku_list' | 'buy_num'>) =>
  p.sku_list.map((s) => ({ goodsId: p.goods_id, skuId: s.sku_id, price: s.groupbuy_price, stock: s.stock, minBuy: p.buy_num }));

export const groupbuyAdd = async (db: Db, p: GroupbuyAddParams): Promise<GroupbuyAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const g = await checkGroupbuy(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: groupbuyKind.kind,
        siteId: g.siteId,
        name: p.groupbuy_name ?? g.goodsName.slice(0, 64),
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { buy_num: p.buy_num, rule: p.rule ?? '' },
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await insertActivitySkusTx(tx, a!, linesOf(p));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** The groupbuy row locked for a change with its goods; refused when missing or closed. */
const lockOpenGroupbuy = async (tx: Db, id: number) => {
  const a = await lockOpenActivity(tx, groupbuyKind.kind, id, {
    notExist: groupbuyMessages.groupbuyActivityNotExist,
    closed: groupbuyMessages.groupbuyActivityClosed,
  });
  const [s] = await tx
    .select({ goodsId: promotionActivitySku.goodsId })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, id))
    .limit(1);
  return { activity: a, goodsId: s?.goodsId ?? 0 };
};

/**
 * Changes an open groupbuy. Its SKUs are matched by `sku_id`: a kept one gets the new price and stock (its sales
 * stay), a new one is added, one left out is removed. The goods does not change.
 */
export const groupbuyEdit = async (db: Db, p: GroupbuyEditParams): Promise<GroupbuyAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const { activity: old, goodsId } = await lockOpenGroupbuy(tx, p.groupbuy_id);
    await checkGroupbuy(tx, { ...p, goods_id: goodsId }, old.activityId);
    const oldRules = groupbuyRulesOf(old.rules);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.groupbuy_name ?? old.name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: { buy_num: p.buy_num, rule: p.rule ?? oldRules.rule },
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await replaceActivitySkusTx(tx, old, linesOf({ ...p, goods_id: goodsId }));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a groupbuy: no more orders; unpaid orders keep their units until they are paid or closed. */
export const groupbuyClose = async (db: Db, id: number): Promise<GroupbuyAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenGroupbuy(tx, id);
    return closeActivityTx(tx, id);
  });
  return (await activitiesOut(db, [row]))[0]!;
};
