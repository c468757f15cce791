import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  PINTUAN_STATUS,
  type Paged,
  type PintuanAddParams,
  type PintuanAdminActivity,
  type PintuanAdminListParams,
  type PintuanEditParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
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
import { leaderPriceOf, pintuanKind, pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages } from './pintuan.messages';

const activitiesOut = async (db: Db, rows: ActivityRow[]): Promise<PintuanAdminActivity[]> => {
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
  const counts =
    ids.length === 0
      ? []
      : rowsOf<{ pintuan_id: number; group_num: number; order_num: number }>(
          await db.execute(sql`select a.activity_id as pintuan_id,
            (select count(*) from promotion_pintuan_group g where g.pintuan_id = a.activity_id) as group_num,
            (select count(*) from promotion_pintuan_order o where o.pintuan_id = a.activity_id and o.pay_time > 0) as order_num
            from promotion_activity a where a.activity_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`),
        );
  const at = nowSeconds();
  return rows.map((a) => {
    const mine = skus.filter((s) => s.activityId === a.activityId);
    const rules = pintuanRulesOf(a.rules);
    const c = counts.find((x) => Number(x.pintuan_id) === a.activityId);
    return {
      pintuan_id: a.activityId,
      site_id: a.siteId,
      goods_id: mine[0]?.goodsId ?? 0,
      pintuan_name: a.name,
      start_time: a.startTime,
      end_time: a.endTime,
      status: pintuanKind.wireStatus[activityStatusAt(a, at)],
      is_closed: a.status === ActivityStatus.CLOSED ? 1 : 0,
      ...rules,
      group_num: Number(c?.group_num ?? 0),
      order_num: Number(c?.order_num ?? 0),
      remark: a.remark,
      create_time: a.createTime,
      sku_list: mine.map((s) => ({
        id: s.id,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        pintuan_price: formatFen(s.price),
        promotion_price: formatFen(leaderPriceOf(extraOf.get(s.id), s.price)),
        price: formatFen(s.skuDiscountPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
      })),
    };
  });
};

const ENGINE_STATUS: Record<number, number> = {
  [PINTUAN_STATUS.NOT_STARTED]: ActivityStatus.NOT_STARTED,
  [PINTUAN_STATUS.RUNNING]: ActivityStatus.RUNNING,
  [PINTUAN_STATUS.ENDED]: ActivityStatus.ENDED,
  [PINTUAN_STATUS.CLOSED]: ActivityStatus.CLOSED,
};

/** `status` 0 not started, 1 running, 2 ended, 3 closed. */
export const pintuanAdminList = (db: Db, p: PintuanAdminListParams): Promise<Paged<PintuanAdminActivity>> =>
  activityAdminPage(
    db,
    pintuanKind.kind,
    p,
    activityStatusWhere(p.status === undefined ? undefined : ENGINE_STATUS[p.status], nowSeconds()),
    activitiesOut,
  );

type Checked = Pick<PintuanAddParams, 'goods_id' | 'start_time' | 'end_time' | 'sku_list'>;

/**
 * Checks a pintuan: its window, its goods (not deleted; locked so two pintuans of one goods cannot both pass), no
 * other open pintuan of the goods over the same window, its SKUs (of the goods, listed once) and leader prices
 * (not above the group price).
 */
const checkPintuan = async (tx: Db, p: Checked, activityId?: number) => {
  checkWindow(p, pintuanMessages.ptActivityTime);
  const [g] = await tx
    .select({ siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.goodsId, p.goods_id), eq(goods.isDelete, 0)))
    .for('update');
  if (!g) throw refuse(pintuanMessages.ptGoodsInvalid);
  const seen = skusListedOnce(p.sku_list, pintuanMessages.ptSkuTwice);
  const skus = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goodsSku.goodsId, p.goods_id)));
  const found = new Set(skus.map((k) => k.skuId));
  const missing = p.sku_list.find((s) => !found.has(s.sku_id));
  if (missing) throw refuse(pintuanMessages.ptSkuInvalid, { sku_id: missing.sku_id });
  if (p.sku_list.some((s) => s.promotion_price !== undefined && s.promotion_price > s.pintuan_price))
    throw refuse(pintuanMessages.ptLeaderPrice);
  const [busy] = await tx
    .select({ id: promotionActivity.activityId })
    .from(promotionActivity)
    .where(
      and(
        eq(promotionActivity.kind, pintuanKind.kind),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        sql`${promotionActivity.startTime} < ${p.end_time} and ${promotionActivity.endTime} > ${p.start_time}`,
        sql`${promotionActivity.endTime} > ${nowSeconds()}`,
        sql`exists (select 1 from promotion_activity_sku s where s.activity_id = ${promotionActivity.activityId} and s.goods_id = ${p.goods_id})`,
        activityId ? ne(promotionActivity.activityId, activityId) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw refuse(pintuanMessages.ptGoodsBusy);
  return g;
};

const linesOf = (goodsId: number, p: Pick<PintuanAddParams, 'sku_list'>) =>
  p.sku_list.map((s) => ({
    goodsId,
    skuId: s.sku_id,
    price: s.pintuan_price,
    stock: s.stock,
    extra: { promotion_price: s.promotion_price ?? s.pintuan_price },
  }));

const rulesOf = (p: Omit<PintuanAddParams, 'goods_id' | 'sku_list'>) => ({
  pintuan_num: p.pintuan_num,
  pintuan_time: p.pintuan_time,
  buy_num: p.buy_num,
  is_virtual_buy: p.is_virtual_buy,
  is_single_buy: p.is_single_buy,
  is_promotion: p.is_promotion,
});

export const pintuanAdd = async (db: Db, p: PintuanAddParams): Promise<PintuanAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const g = await checkPintuan(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: pintuanKind.kind,
        siteId: g.siteId,
        name: p.pintuan_name ?? g.goodsName.slice(0, 64),
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(p),
        remark: p.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await insertActivitySkusTx(tx, a!, linesOf(p.goods_id, p));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

const lockOpenPintuan = async (tx: Db, id: number) => {
  const a = await lockOpenActivity(tx, pintuanKind.kind, id, {
    notExist: pintuanMessages.ptActivityNotExist,
    closed: pintuanMessages.ptActivityClosed,
  });
  const [s] = await tx
    .select({ goodsId: promotionActivitySku.goodsId })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, id))
    .limit(1);
  return { activity: a, goodsId: s?.goodsId ?? 0 };
};

/** Changes an open pintuan (SKUs matched by `sku_id`, as groupbuy); groups already open keep their size and end. */
export const pintuanEdit = async (db: Db, p: PintuanEditParams): Promise<PintuanAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const { activity: old, goodsId } = await lockOpenPintuan(tx, p.pintuan_id);
    await checkPintuan(tx, { ...p, goods_id: goodsId }, old.activityId);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.pintuan_name ?? old.name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(p),
        remark: p.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await replaceActivitySkusTx(tx, old, linesOf(goodsId, p));
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a pintuan: no new orders; groups already open run to their end (then succeed or fail as usual). */
export const pintuanClose = async (db: Db, id: number): Promise<PintuanAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenPintuan(tx, id);
    return closeActivityTx(tx, id);
  });
  return (await activitiesOut(db, [row]))[0]!;
};
