import {
  formatFen,
  type GroupbuyAddParams,
  type GroupbuyAdminActivity,
  type GroupbuyAdminListParams,
  type GroupbuyEditParams,
  type Paged,
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
  type ActivityRow,
  type GoodsActivityAdmin,
  type GoodsActivitySave,
} from '../engine';
import { groupbuyKind, groupbuyRulesOf } from './groupbuy.kind';
import { groupbuyMessages as M } from './groupbuy.messages';

const activitiesOut = (db: Db, rows: ActivityRow[]): Promise<GroupbuyAdminActivity[]> =>
  activitiesWithSkus(db, rows, (a, mine, at) => {
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

/** A groupbuy sells one goods: no other open groupbuy of it over the same window, its SKUs of that goods. */
const groupbuys: GoodsActivityAdmin<GroupbuyAdminActivity> = {
  kind: groupbuyKind,
  messages: {
    time: M.groupbuyActivityTime,
    goodsInvalid: M.groupbuyGoodsInvalid,
    skuTwice: M.groupbuySkuTwice,
    skuInvalid: M.groupbuySkuInvalid,
    goodsBusy: M.groupbuyGoodsBusy,
    notExist: M.groupbuyActivityNotExist,
    closed: M.groupbuyActivityClosed,
  },
  overlapOnly: true,
  out: activitiesOut,
};

const saveOf = (p: Omit<GroupbuyAddParams, 'goods_id'>): GoodsActivitySave<GroupbuyAddParams['sku_list'][number]> => ({
  name: p.groupbuy_name,
  start_time: p.start_time,
  end_time: p.end_time,
  sku_list: p.sku_list,
  // An edit without a rule text keeps the one it had.
  rules: (old) => ({ buy_num: p.buy_num, rule: p.rule ?? (old ? groupbuyRulesOf(old.rules).rule : '') }),
  // Every SKU row holds the per-order minimum, so the engine refuses fewer pieces.
  lines: (goodsId) => p.sku_list.map((s) => ({ goodsId, skuId: s.sku_id, price: s.groupbuy_price, stock: s.stock, minBuy: p.buy_num })),
});

/** `status` 1 not started, 2 running, 3 ended or closed. */
export const groupbuyAdminList = (db: Db, p: GroupbuyAdminListParams): Promise<Paged<GroupbuyAdminActivity>> =>
  goodsActivityList(db, groupbuys, p);

export const groupbuyAdd = (db: Db, p: GroupbuyAddParams): Promise<GroupbuyAdminActivity> =>
  addGoodsActivity(db, groupbuys, p.goods_id, saveOf(p));

/**
 * Changes an open groupbuy. Its SKUs are matched by `sku_id`: a kept one gets the new price and stock (its sales
 * stay), a new one is added, one left out is removed. The goods does not change.
 */
export const groupbuyEdit = (db: Db, p: GroupbuyEditParams): Promise<GroupbuyAdminActivity> =>
  editGoodsActivity(db, groupbuys, p.groupbuy_id, saveOf(p));

/** Closes a groupbuy: no more orders; unpaid orders keep their units until they are paid or closed. */
export const groupbuyClose = (db: Db, id: number): Promise<GroupbuyAdminActivity> => closeGoodsActivity(db, groupbuys, id);
