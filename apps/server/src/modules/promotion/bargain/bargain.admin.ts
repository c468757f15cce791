import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  BARGAIN_STATUS,
  formatFen,
  nowSeconds,
  type BargainAddParams,
  type BargainAdminActivity,
  type BargainAdminListParams,
  type BargainEditParams,
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
  lockOpenActivity,
  promotionActivity,
  promotionActivitySku,
  refuse,
  skusListedOnce,
  statusOnSave,
} from '../engine';
import { bargainKind, bargainRulesOf, firstCutOf } from './bargain.kind';
import { bargainMessages } from './bargain.messages';

const activitiesOut = async (db: Db, rows: ActivityRow[]): Promise<BargainAdminActivity[]> => {
  const ids = rows.map((r) => r.activityId);
  const skus = await activitySkuRows(db, ids);
  const extras =
    ids.length === 0
      ? []
      : await db
          .select({ id: promotionActivitySku.id, extra: promotionActivitySku.extra })
          .from(promotionActivitySku)
          .where(inArray(promotionActivitySku.activityId, ids));
  const extraOf = new Map(extras.map((e) => [e.id, e.extra]));
  const at = nowSeconds();
  return rows.map((a) => {
    const mine = skus.filter((s) => s.activityId === a.activityId);
    return {
      bargain_id: a.activityId,
      site_id: a.siteId,
      goods_id: mine[0]?.goodsId ?? 0,
      bargain_name: a.name,
      start_time: a.startTime,
      end_time: a.endTime,
      status: bargainKind.wireStatus[activityStatusAt(a, at)],
      create_time: a.createTime,
      ...bargainRulesOf(a.rules),
      sku_list: mine.map((s) => ({
        id: s.id,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        price: formatFen(s.skuDiscountPrice ?? 0),
        first_bargain_price: formatFen(firstCutOf(extraOf.get(s.id))),
        floor_price: formatFen(s.price),
        bargain_stock: s.stock,
        sale_num: s.saleNum,
      })),
    };
  });
};

const STATUS_OF: Record<number, number> = {
  [BARGAIN_STATUS.NOT_STARTED]: ActivityStatus.NOT_STARTED,
  [BARGAIN_STATUS.RUNNING]: ActivityStatus.RUNNING,
  [BARGAIN_STATUS.ENDED]: ActivityStatus.ENDED,
  [BARGAIN_STATUS.CLOSED]: ActivityStatus.CLOSED,
};

/** `status` 0 not started, 1 running, 2 ended, 3 closed. */
export const bargainAdminList = (db: Db, p: BargainAdminListParams): Promise<Paged<BargainAdminActivity>> =>
  activityAdminPage(
    db,
    bargainKind.kind,
    p,
    activityStatusWhere(p.status === undefined ? undefined : STATUS_OF[p.status], nowSeconds()),
    activitiesOut,
  );

/**
 * Checks a bargain: its window, its goods (not deleted; locked so two bargains of one goods cannot both pass), no
 * other open bargain of the goods over the same window, its SKUs (of the goods, listed once) with a floor below the
 * SKU's price and a first cut no larger than what can be cut.
 */
const checkBargain = async (
  tx: Db,
  p: Pick<BargainAddParams, 'goods_id' | 'start_time' | 'end_time' | 'sku_list'>,
  activityId?: number,
) => {
  checkWindow(p, bargainMessages.bargainActivityTime);
  const [g] = await tx
    .select({ siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.goodsId, p.goods_id), eq(goods.isDelete, 0)))
    .for('update');
  if (!g) throw refuse(bargainMessages.bargainGoodsInvalid);
  const seen = skusListedOnce(p.sku_list, bargainMessages.bargainSkuTwice);
  const skus = await tx
    .select({ skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goodsSku.goodsId, p.goods_id)));
  const priceOf = new Map(skus.map((k) => [k.skuId, k.price]));
  for (const s of p.sku_list) {
    const price = priceOf.get(s.sku_id);
    if (price === undefined) throw refuse(bargainMessages.bargainSkuInvalid, { sku_id: s.sku_id });
    if (s.floor_price >= price) throw refuse(bargainMessages.bargainFloorPrice, { sku_id: s.sku_id });
    if (s.first_bargain_price > price - s.floor_price) throw refuse(bargainMessages.bargainFirstPrice, { sku_id: s.sku_id });
  }
  const [busy] = await tx
    .select({ id: promotionActivity.activityId })
    .from(promotionActivity)
    .where(
      and(
        eq(promotionActivity.kind, bargainKind.kind),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        sql`${promotionActivity.startTime} < ${p.end_time} and ${promotionActivity.endTime} > ${p.start_time}`,
        sql`${promotionActivity.endTime} > ${nowSeconds()}`,
        sql`exists (select 1 from promotion_activity_sku s where s.activity_id = ${promotionActivity.activityId} and s.goods_id = ${p.goods_id})`,
        activityId ? ne(promotionActivity.activityId, activityId) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw refuse(bargainMessages.bargainGoodsBusy);
  return g;
};

const rulesOf = (p: Pick<BargainAddParams, 'buy_type' | 'bargain_type' | 'bargain_num' | 'bargain_time' | 'is_own'>) => ({
  buy_type: p.buy_type,
  bargain_type: p.bargain_type,
  bargain_num: p.bargain_num,
  bargain_time: p.bargain_time,
  is_own: p.is_own,
});

/**
 * The SKU rows of a bargain, matched by `sku_id`: a kept one gets the new floor, stock and first cut (its launches
 * and their count stay), a new one is added, one left out is removed.
 */
const saveSkusTx = async (tx: Db, a: { activityId: number; siteId: number }, goodsId: number, list: BargainAddParams['sku_list']) => {
  await tx.delete(promotionActivitySku).where(
    and(
      eq(promotionActivitySku.activityId, a.activityId),
      notInArray(
        promotionActivitySku.skuId,
        list.map((l) => l.sku_id),
      ),
    ),
  );
  for (const s of list) {
    const extra = { first_bargain_price: s.first_bargain_price };
    await tx
      .insert(promotionActivitySku)
      .values({
        activityId: a.activityId,
        kind: bargainKind.kind,
        siteId: a.siteId,
        goodsId,
        skuId: s.sku_id,
        price: s.floor_price,
        stock: s.bargain_stock,
        extra,
      })
      .onConflictDoUpdate({
        target: [promotionActivitySku.activityId, promotionActivitySku.skuId],
        set: { price: s.floor_price, stock: s.bargain_stock, extra },
      });
  }
};

export const bargainAdd = async (db: Db, p: BargainAddParams): Promise<BargainAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const g = await checkBargain(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: bargainKind.kind,
        siteId: g.siteId,
        name: p.bargain_name ?? g.goodsName.slice(0, 64),
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(p),
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await saveSkusTx(tx, a!, p.goods_id, p.sku_list);
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

const lockOpenBargain = async (tx: Db, id: number) => {
  const a = await lockOpenActivity(tx, bargainKind.kind, id, {
    notExist: bargainMessages.bargainActivityNotExist,
    closed: bargainMessages.bargainActivityClosed,
  });
  const [s] = await tx
    .select({ goodsId: promotionActivitySku.goodsId })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, id))
    .limit(1);
  return { activity: a, goodsId: s?.goodsId ?? 0 };
};

/** Changes an open bargain; launches already made keep the terms they were launched with. The goods does not change. */
export const bargainEdit = async (db: Db, p: BargainEditParams): Promise<BargainAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const { activity: old, goodsId } = await lockOpenBargain(tx, p.bargain_id);
    await checkBargain(tx, { ...p, goods_id: goodsId }, old.activityId);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.bargain_name ?? old.name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(p),
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await saveSkusTx(tx, old, goodsId, p.sku_list);
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a bargain: no more launches, cuts or orders. */
export const bargainClose = async (db: Db, id: number): Promise<BargainAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenBargain(tx, id);
    return closeActivityTx(tx, id);
  });
  return (await activitiesOut(db, [row]))[0]!;
};
