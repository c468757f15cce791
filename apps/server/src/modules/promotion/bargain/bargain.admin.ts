import {
  formatFen,
  type BargainAddParams,
  type BargainAdminActivity,
  type BargainAdminListParams,
  type BargainEditParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import {
  activitiesWithSkus,
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
import { bargainKind, bargainRulesOf, firstCutOf } from './bargain.kind';
import { bargainMessages as M } from './bargain.messages';

const activitiesOut = (db: Db, rows: ActivityRow[]): Promise<BargainAdminActivity[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => ({
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
      first_bargain_price: formatFen(firstCutOf(s.extra)),
      floor_price: formatFen(s.price),
      bargain_stock: s.stock,
      sale_num: s.saleNum,
    })),
  }));

/**
 * A bargain sells one goods: no other open bargain of it over the same window, its SKUs of that goods with a floor
 * below the SKU's price and a first cut no larger than what can be cut.
 */
const bargains: GoodsActivityAdmin<BargainAdminActivity> = {
  kind: bargainKind,
  messages: {
    time: M.bargainActivityTime,
    goodsInvalid: M.bargainGoodsInvalid,
    skuTwice: M.bargainSkuTwice,
    skuInvalid: M.bargainSkuInvalid,
    goodsBusy: M.bargainGoodsBusy,
    notExist: M.bargainActivityNotExist,
    closed: M.bargainActivityClosed,
  },
  overlapOnly: true,
  out: activitiesOut,
};

type Sku = BargainAddParams['sku_list'][number];

const saveOf = (p: Omit<BargainAddParams, 'goods_id'>): GoodsActivitySave<Sku> => ({
  name: p.bargain_name,
  start_time: p.start_time,
  end_time: p.end_time,
  sku_list: p.sku_list,
  eachSku: (s, price) => {
    if (s.floor_price >= price) throw refuseSku(M.bargainFloorPrice, s);
    if (s.first_bargain_price > price - s.floor_price) throw refuseSku(M.bargainFirstPrice, s);
  },
  rules: () => ({
    buy_type: p.buy_type,
    bargain_type: p.bargain_type,
    bargain_num: p.bargain_num,
    bargain_time: p.bargain_time,
    is_own: p.is_own,
  }),
  // Kept rows get the new floor, stock and first cut; their launches and the count of them stay.
  lines: (goodsId) =>
    p.sku_list.map((s) => ({
      goodsId,
      skuId: s.sku_id,
      price: s.floor_price,
      stock: s.bargain_stock,
      extra: { first_bargain_price: s.first_bargain_price },
    })),
});

const refuseSku = (key: string, s: Sku) => refuse(key, { sku_id: s.sku_id });

/** `status` 0 not started, 1 running, 2 ended, 3 closed. */
export const bargainAdminList = (db: Db, p: BargainAdminListParams): Promise<Paged<BargainAdminActivity>> =>
  goodsActivityList(db, bargains, p);

export const bargainAdd = (db: Db, p: BargainAddParams): Promise<BargainAdminActivity> =>
  addGoodsActivity(db, bargains, p.goods_id, saveOf(p));

/** Changes an open bargain; launches already made keep the terms they were launched with. The goods does not change. */
export const bargainEdit = (db: Db, p: BargainEditParams): Promise<BargainAdminActivity> =>
  editGoodsActivity(db, bargains, p.bargain_id, saveOf(p));

/** Closes a bargain: no more launches, cuts or orders. */
export const bargainClose = (db: Db, id: number): Promise<BargainAdminActivity> => closeGoodsActivity(db, bargains, id);
