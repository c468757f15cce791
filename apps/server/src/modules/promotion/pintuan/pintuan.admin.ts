import { sql } from 'drizzle-orm';
import {
  formatFen,
  type Paged,
  type PintuanAddParams,
  type PintuanAdminActivity,
  type PintuanAdminListParams,
  type PintuanEditParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
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
import { leaderPriceOf, pintuanKind, pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages as M } from './pintuan.messages';

/** Each pintuan's groups and paid orders. */
const countsOf = async (db: Db, ids: readonly number[]) =>
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

const activitiesOut = async (db: Db, rows: ActivityRow[]): Promise<PintuanAdminActivity[]> => {
  const counts = await countsOf(
    db,
    rows.map((r) => r.activityId),
  );
  return activitiesWithSkus(db, rows, (a, mine, at) => {
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
      ...pintuanRulesOf(a.rules),
      group_num: Number(c?.group_num ?? 0),
      order_num: Number(c?.order_num ?? 0),
      remark: a.remark,
      create_time: a.createTime,
      sku_list: mine.map((s) => ({
        id: s.id,
        sku_id: s.skuId,
        sku_name: s.skuName ?? '',
        pintuan_price: formatFen(s.price),
        promotion_price: formatFen(leaderPriceOf(s.extra, s.price)),
        price: formatFen(s.skuDiscountPrice ?? 0),
        stock: s.stock,
        sale_num: s.saleNum,
      })),
    };
  });
};

/**
 * A pintuan sells one goods: no other open pintuan of it over the same window, its SKUs of that goods with leader
 * prices not above the group price.
 */
const pintuans: GoodsActivityAdmin<PintuanAdminActivity> = {
  kind: pintuanKind,
  messages: {
    time: M.ptActivityTime,
    goodsInvalid: M.ptGoodsInvalid,
    skuTwice: M.ptSkuTwice,
    skuInvalid: M.ptSkuInvalid,
    goodsBusy: M.ptGoodsBusy,
    notExist: M.ptActivityNotExist,
    closed: M.ptActivityClosed,
  },
  overlapOnly: true,
  out: activitiesOut,
};

const saveOf = (p: Omit<PintuanAddParams, 'goods_id'>): GoodsActivitySave<PintuanAddParams['sku_list'][number]> => ({
  name: p.pintuan_name,
  start_time: p.start_time,
  end_time: p.end_time,
  remark: p.remark,
  sku_list: p.sku_list,
  afterSkus: () => {
    if (p.sku_list.some((s) => s.promotion_price !== undefined && s.promotion_price > s.pintuan_price)) throw refuse(M.ptLeaderPrice);
  },
  rules: () => ({
    pintuan_num: p.pintuan_num,
    pintuan_time: p.pintuan_time,
    buy_num: p.buy_num,
    is_virtual_buy: p.is_virtual_buy,
    is_single_buy: p.is_single_buy,
    is_promotion: p.is_promotion,
  }),
  lines: (goodsId) =>
    p.sku_list.map((s) => ({
      goodsId,
      skuId: s.sku_id,
      price: s.pintuan_price,
      stock: s.stock,
      extra: { promotion_price: s.promotion_price ?? s.pintuan_price },
    })),
});

/** `status` 0 not started, 1 running, 2 ended, 3 closed. */
export const pintuanAdminList = (db: Db, p: PintuanAdminListParams): Promise<Paged<PintuanAdminActivity>> =>
  goodsActivityList(db, pintuans, p);

export const pintuanAdd = (db: Db, p: PintuanAddParams): Promise<PintuanAdminActivity> =>
  addGoodsActivity(db, pintuans, p.goods_id, saveOf(p));

/** Changes an open pintuan (SKUs matched by `sku_id`, as groupbuy); groups already open keep their size and end. */
export const pintuanEdit = (db: Db, p: PintuanEditParams): Promise<PintuanAdminActivity> =>
  editGoodsActivity(db, pintuans, p.pintuan_id, saveOf(p));

/** Closes a pintuan: no new orders; groups already open run to their end (then succeed or fail as usual). */
export const pintuanClose = (db: Db, id: number): Promise<PintuanAdminActivity> => closeGoodsActivity(db, pintuans, id);
