import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
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
import {
  activitiesWithSkus,
  ActivityStatus,
  activityStatusAt,
  addGoodsActivity,
  closeGoodsActivity,
  editGoodsActivity,
  goodsActivityList,
  refuse,
  type ActivityRow,
  type GoodsActivityAdmin,
  type GoodsActivitySave,
} from '../engine';
import { depositOf, presaleKind, presaleRulesOf } from './presale.kind';
import { presaleMessages as M } from './presale.messages';
import { presaleOrder } from './presale.tables';
import { presaleOrderToWire } from './presale.wire';

const activitiesOut = (db: Db, rows: ActivityRow[]): Promise<PresaleAdminActivity[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => ({
    presale_id: a.activityId,
    presale_name: a.name,
    site_id: a.siteId,
    goods_id: mine[0]?.goodsId ?? 0,
    start_time: a.startTime,
    end_time: a.endTime,
    ...presaleRulesOf(a.rules),
    status: presaleKind.wireStatus[activityStatusAt(a, at)],
    is_closed: a.status === ActivityStatus.CLOSED ? 1 : 0,
    remark: a.remark,
    create_time: a.createTime,
    sku_list: mine.map((s) => ({
      sku_id: s.skuId,
      sku_name: s.skuName ?? '',
      presale_price: formatFen(s.price),
      presale_deposit: formatFen(depositOf(s.extra)),
      price: formatFen(s.skuDiscountPrice ?? 0),
      stock: s.stock,
      sale_num: s.saleNum,
    })),
  }));

/**
 * A presale sells one goods: no other open presale of it (whatever its window), its SKUs of that goods, the final
 * window after the deposit one, each deposit above zero and at most its price.
 */
const presales: GoodsActivityAdmin<PresaleAdminActivity> = {
  kind: presaleKind,
  messages: {
    time: M.presaleActivityTime,
    goodsInvalid: M.presaleGoodsInvalid,
    skuTwice: M.presaleSkuTwice,
    skuInvalid: M.presaleSkuInvalid,
    goodsBusy: M.presaleGoodsBusy,
    notExist: M.presaleActivityNotExist,
    closed: M.presaleActivityClosed,
  },
  overlapOnly: false,
  out: activitiesOut,
};

const saveOf = (p: Omit<PresaleAddParams, 'goods_id'>): GoodsActivitySave<PresaleAddParams['sku_list'][number]> => ({
  name: p.presale_name,
  start_time: p.start_time,
  end_time: p.end_time,
  remark: p.remark,
  sku_list: p.sku_list,
  before: () => {
    if (p.pay_end_time <= p.pay_start_time || p.pay_start_time < p.end_time) throw refuse(M.presaleFinalTime);
    for (const s of p.sku_list)
      if (s.presale_deposit > s.presale_price || s.presale_deposit <= 0) throw refuse(M.presaleDepositTooHigh, { sku_id: s.sku_id });
  },
  rules: () => ({
    pay_start_time: p.pay_start_time,
    pay_end_time: p.pay_end_time,
    deliver_type: p.deliver_type,
    deliver_time: p.deliver_time,
    is_deposit_back: p.is_deposit_back,
    max_buy: p.max_buy,
  }),
  // Each SKU's deposit is kept in its `extra`.
  lines: (goodsId) =>
    p.sku_list.map((s) => ({
      goodsId,
      skuId: s.sku_id,
      price: s.presale_price,
      stock: s.stock,
      maxBuy: p.max_buy,
      extra: { deposit: s.presale_deposit },
    })),
});

/** `status` 0 not started, 1 taking deposits, 2 ended or closed. */
export const presaleAdminList = (db: Db, p: PresaleAdminListParams): Promise<Paged<PresaleAdminActivity>> =>
  goodsActivityList(db, presales, p);

export const presaleAdd = (db: Db, p: PresaleAddParams): Promise<PresaleAdminActivity> =>
  addGoodsActivity(db, presales, p.goods_id, saveOf(p));

/** Changes an open presale (windows, promises, SKUs); bookings keep the amounts and windows they were made with. */
export const presaleEdit = (db: Db, p: PresaleEditParams): Promise<PresaleAdminActivity> =>
  editGoodsActivity(db, presales, p.presale_id, saveOf(p));

/** Closes a presale: no more bookings; booked orders go on to their final payment. */
export const presaleClose = (db: Db, id: number): Promise<PresaleAdminActivity> => closeGoodsActivity(db, presales, id);

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
