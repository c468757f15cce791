import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  PRESALE_STATUS,
  type Lang,
  type Paged,
  type PresaleAddParams,
  type PresaleAdminActivity,
  type PresaleAdminListParams,
  type PresaleAdminOrdersParams,
  type PresaleEditParams,
  type PresaleOrder,
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
import { depositOf, presaleKind, presaleRulesOf } from './presale.kind';
import { presaleMessages as M } from './presale.messages';
import { presaleOrder } from './presale.tables';
import { presaleOrderToWire } from './presale.wire';

const activitiesOut = async (db: Db, rows: ActivityRow[]): Promise<PresaleAdminActivity[]> => {
  const skus = await activitySkuRows(
    db,
    rows.map((r) => r.activityId),
  );
  const extras = skus.length
    ? await db
        .select({ id: promotionActivitySku.id, extra: promotionActivitySku.extra })
        .from(promotionActivitySku)
        .where(
          inArray(
            promotionActivitySku.id,
            skus.map((s) => s.id),
          ),
        )
    : [];
  const depositById = new Map(extras.map((e) => [e.id, depositOf(e.extra)]));
  const at = nowSeconds();
  return rows.map((a) => {
    const mine = skus.filter((s) => s.activityId === a.activityId);
    const r = presaleRulesOf(a.rules);
    return {
      presale_id: a.activityId,
      presale_name: a.name,
      site_id: a.siteId,
      goods_id: mine[0]?.goodsId ?? 0,
      start_time: a.startTime,
      end_time: a.endTime,
      ...r,
      status: presaleKind.wireStatus[activityStatusAt(a, at)],
      is_closed: a.status === ActivityStatus.CLOSED ? 1 : 0,
      remark: a.remark,
      create_time: a.createTime,
      sku_list: mine.map((s) => ({
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        presale_price: formatFen(s.price),
        presale_deposit: formatFen(depositById.get(s.id) ?? 0),
        price: formatFen(s.skuDiscountPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
      })),
    };
  });
};

/** `status` 0 not started, 1 taking deposits, 2 ended or closed. */
export const presaleAdminList = (db: Db, p: PresaleAdminListParams): Promise<Paged<PresaleAdminActivity>> =>
  activityAdminPage(
    db,
    presaleKind.kind,
    p,
    activityStatusWhere(
      p.status === undefined
        ? undefined
        : p.status === PRESALE_STATUS.NOT_STARTED
          ? ActivityStatus.NOT_STARTED
          : p.status === PRESALE_STATUS.RUNNING
            ? ActivityStatus.RUNNING
            : ActivityStatus.ENDED,
      nowSeconds(),
      true,
    ),
    activitiesOut,
  );

type Shape = Omit<PresaleAddParams, 'goods_id'> & { goods_id: number };

/**
 * Checks a presale: both windows (the final one after the deposit one), each deposit at most its price and above
 * zero, its goods (not deleted; locked so two presales of one goods cannot both pass) with no other open presale,
 * its SKUs (of the goods, listed once).
 */
const checkPresale = async (tx: Db, p: Shape, activityId?: number) => {
  checkWindow(p, M.presaleActivityTime);
  if (p.pay_end_time <= p.pay_start_time || p.pay_start_time < p.end_time) throw refuse(M.presaleFinalTime);
  for (const s of p.sku_list)
    if (s.presale_deposit > s.presale_price || s.presale_deposit <= 0) throw refuse(M.presaleDepositTooHigh, { sku_id: s.sku_id });
  const [g] = await tx
    .select({ siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.goodsId, p.goods_id), eq(goods.isDelete, 0)))
    .for('update');
  if (!g) throw refuse(M.presaleGoodsInvalid);
  const seen = skusListedOnce(p.sku_list, M.presaleSkuTwice);
  const skus = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goodsSku.goodsId, p.goods_id)));
  const found = new Set(skus.map((k) => k.skuId));
  const missing = p.sku_list.find((s) => !found.has(s.sku_id));
  if (missing) throw refuse(M.presaleSkuInvalid, { sku_id: missing.sku_id });
  const [busy] = await tx
    .select({ id: promotionActivity.activityId })
    .from(promotionActivity)
    .where(
      and(
        eq(promotionActivity.kind, presaleKind.kind),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        sql`${promotionActivity.endTime} > ${nowSeconds()}`,
        sql`exists (select 1 from promotion_activity_sku s where s.activity_id = ${promotionActivity.activityId} and s.goods_id = ${p.goods_id})`,
        activityId ? ne(promotionActivity.activityId, activityId) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw refuse(M.presaleGoodsBusy);
  return g;
};

const rulesOf = (p: Shape) => ({
  pay_start_time: p.pay_start_time,
  pay_end_time: p.pay_end_time,
  deliver_type: p.deliver_type,
  deliver_time: p.deliver_time,
  is_deposit_back: p.is_deposit_back,
  max_buy: p.max_buy,
});

const linesOf = (p: Shape) =>
  p.sku_list.map((s) => ({ goodsId: p.goods_id, skuId: s.sku_id, price: s.presale_price, stock: s.stock, maxBuy: p.max_buy }));

/** Each SKU's deposit, kept in its `extra`. */
const putDepositsTx = async (tx: Db, activityId: number, p: Shape) => {
  for (const s of p.sku_list)
    await tx
      .update(promotionActivitySku)
      .set({ extra: { deposit: s.presale_deposit } })
      .where(and(eq(promotionActivitySku.activityId, activityId), eq(promotionActivitySku.skuId, s.sku_id)));
};

export const presaleAdd = async (db: Db, p: PresaleAddParams): Promise<PresaleAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const g = await checkPresale(tx, p);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: presaleKind.kind,
        siteId: g.siteId,
        name: p.presale_name ?? g.goodsName.slice(0, 64),
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(p),
        remark: p.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await insertActivitySkusTx(tx, a!, linesOf(p));
    await putDepositsTx(tx, a!.activityId, p);
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

const lockOpenPresale = async (tx: Db, id: number) => {
  const a = await lockOpenActivity(tx, presaleKind.kind, id, { notExist: M.presaleActivityNotExist, closed: M.presaleActivityClosed });
  const [s] = await tx
    .select({ goodsId: promotionActivitySku.goodsId })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, id))
    .limit(1);
  return { activity: a, goodsId: s?.goodsId ?? 0 };
};

/** Changes an open presale (windows, promises, SKUs); bookings keep the amounts and windows they were made with. */
export const presaleEdit = async (db: Db, p: PresaleEditParams): Promise<PresaleAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    const { activity: old, goodsId } = await lockOpenPresale(tx, p.presale_id);
    const shape = { ...p, goods_id: goodsId };
    await checkPresale(tx, shape, old.activityId);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: p.presale_name ?? old.name,
        startTime: p.start_time,
        endTime: p.end_time,
        status: statusOnSave(p),
        rules: rulesOf(shape),
        remark: p.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await replaceActivitySkusTx(tx, old, linesOf(shape));
    await putDepositsTx(tx, old.activityId, shape);
    return a!;
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** Closes a presale: no more bookings; booked orders go on to their final payment. */
export const presaleClose = async (db: Db, id: number): Promise<PresaleAdminActivity> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenPresale(tx, id);
    return closeActivityTx(tx, id);
  });
  return (await activitiesOut(db, [row]))[0]!;
};

/** A page of presale orders, newest first, for the member (`memberId`) or the operator (all). */
export const presaleOrderPage = async (
  db: Db,
  p: { page: number; page_size: number } & Partial<Pick<PresaleAdminOrdersParams, 'presale_id' | 'order_status'>>,
  lang: Lang,
  o: { memberId?: number; refunds?: boolean; refundStatus?: number } = {},
): Promise<Paged<PresaleOrder>> => {
  const conds: (SQL | undefined)[] = [
    o.memberId !== undefined ? eq(presaleOrder.memberId, o.memberId) : undefined,
    o.memberId !== undefined ? eq(presaleOrder.isDelete, 0) : undefined,
    p.presale_id !== undefined ? eq(presaleOrder.presaleId, p.presale_id) : undefined,
    p.order_status !== undefined ? eq(presaleOrder.orderStatus, p.order_status) : undefined,
    o.refunds ? ne(presaleOrder.refundStatus, 0) : undefined,
    o.refundStatus !== undefined ? eq(presaleOrder.refundStatus, o.refundStatus) : undefined,
  ];
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(presaleOrder).where(where);
  const rows = await db
    .select()
    .from(presaleOrder)
    .where(where)
    .orderBy(desc(presaleOrder.id))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = total?.n ?? 0;
  const at = nowSeconds();
  return { page_count: Math.ceil(n / p.page_size), count: n, list: rows.map((r) => presaleOrderToWire(r, lang, at)) };
};
