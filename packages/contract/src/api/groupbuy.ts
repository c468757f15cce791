import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, intParam, optional, strParam } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam, promotionCheckoutApi } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Groupbuy 团购 (addon `groupbuy`, reference §4.18, §5): one goods at `groupbuy_price` for some of its SKUs, with
 * the activity's own `stock` and a per-order minimum `buy_num` ("该商品限制购买不能少于N件"). `groupbuy_id` names
 * the activity everywhere (page rows, detail, info, poster, the order trio). Status: 1 未开始, 2 进行中, 3 已结束
 * (an activity the operator closed reads 3 too).
 */
export const GROUPBUY_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;
export type GroupbuyStatus = (typeof GROUPBUY_STATUS)[keyof typeof GROUPBUY_STATUS];

/** Largest per-order minimum an operator may set. */
export const GROUPBUY_MAX_BUY_NUM = 999;

/** What lists and details show of a groupbuy. */
export interface GroupbuyFields {
  groupbuy_id: number;
  groupbuy_name: string;
  /** The activity price of this SKU (the cheapest SKU in lists). */
  groupbuy_price: string;
  /** The minimum quantity of one order. */
  buy_num: number;
  /** Groupbuy stock of this SKU. */
  stock: number;
  /** Units sold through the groupbuy (all its SKUs). */
  sell_num: number;
  status: number;
  start_time: number;
  end_time: number;
}

export interface GroupbuyGoodsItem extends GroupbuyFields {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  goods_image: string;
  /** The goods' own price. */
  price: string;
}

export type GroupbuySkuDetail = Omit<GoodsSkuDetail, 'stock' | 'sale_num' | 'start_time' | 'end_time'> &
  GroupbuyFields & {
    /** The goods SKU's own stock (a groupbuy order takes from both). */
    goods_stock: number;
  };

export interface GroupbuyDetailResult {
  goods_sku_detail: GroupbuySkuDetail;
  shop_info: ShopInfo;
}

/** `info` for a SKU outside the groupbuy: reload with this one. */
export interface GroupbuyInfoAgain {
  type: 'again';
  sku_id: number;
}

export const groupbuyGoodsPageParams = pageParams.extend({
  site_id: optional(intParam(0, 2_147_483_647)),
  website_id: optional(intParam(0, 2_147_483_647)),
  /** Only these goods ("1,2,3"), as DIY blocks pick them. */
  goods_id_arr: optional(
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^\d{1,10}(,\d{1,10})*$/),
  ),
});
export type GroupbuyGoodsPageParams = z.infer<typeof groupbuyGoodsPageParams>;
export const groupbuyDetailParams = z.object({ groupbuy_id: idParam() });
export const groupbuyInfoParams = z.object({ groupbuy_id: idParam(), sku_id: idParam() });

// ---------------------------------------------------------------- operator

/** One SKU of a groupbuy as the operator sends it. */
export const groupbuyGoodsInput = z.object({
  sku_id: idParam(),
  groupbuy_price: yuanParam(),
  stock: intParam(0, 10_000_000),
});

/** `sku_list`: a JSON string (or array) of SKUs, 1 to 100. */
const groupbuySkuList = activitySkuListParam(groupbuyGoodsInput);

export const groupbuyAddParams = z.object({
  /** The goods; its shop is the groupbuy's shop. */
  goods_id: idParam(),
  groupbuy_name: optional(strParam(1, 64)),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  buy_num: intParam(1, GROUPBUY_MAX_BUY_NUM),
  sku_list: groupbuySkuList,
  rule: optional(strParam(0, 255)),
});
export type GroupbuyAddParams = z.infer<typeof groupbuyAddParams>;
/** The goods of a groupbuy does not change. */
export const groupbuyEditParams = groupbuyAddParams.omit({ goods_id: true }).extend({ groupbuy_id: idParam() });
export type GroupbuyEditParams = z.infer<typeof groupbuyEditParams>;
export const groupbuyCloseParams = z.object({ groupbuy_id: idParam() });
export const groupbuyAdminListParams = pageParams.extend({
  status: optional(intParam(1, 3)),
  site_id: optional(idParam()),
});
export type GroupbuyAdminListParams = z.infer<typeof groupbuyAdminListParams>;

export interface GroupbuyAdminSku {
  sku_id: number;
  sku_name: string;
  groupbuy_price: string;
  price: string;
  stock: number;
  sale_num: number;
}

export interface GroupbuyAdminActivity {
  groupbuy_id: number;
  site_id: number;
  goods_id: number;
  groupbuy_name: string;
  start_time: number;
  end_time: number;
  buy_num: number;
  status: number;
  /** 1 once the operator closed it. */
  is_closed: 0 | 1;
  rule: string;
  create_time: number;
  sku_list: GroupbuyAdminSku[];
}

// Declared on its own (not spread into the api below) so the H5 build can reduce it to its three paths.
const groupbuyOrder = promotionCheckoutApi('groupbuy', 'groupbuy_id', 'groupbuy');

/** Groupbuy for shoppers (reference §4.18). */
export const groupbuyApi = {
  goodsPage: endpoint({
    path: '/groupbuy/api/goods/page',
    access: 'visitor',
    params: groupbuyGoodsPageParams,
    response: returns<Paged<GroupbuyGoodsItem>>(),
    summary: 'Groupbuys running or about to start, one row per goods',
  }),
  goodsDetail: endpoint({
    path: '/groupbuy/api/goods/detail',
    access: 'optional',
    params: groupbuyDetailParams,
    response: returns<GroupbuyDetailResult>(),
    summary: 'A groupbuy with its goods and shop; only the groupbuy SKUs are selectable',
  }),
  goodsInfo: endpoint({
    path: '/groupbuy/api/goods/info',
    access: 'optional',
    params: groupbuyInfoParams,
    response: returns<GroupbuySkuDetail | GroupbuyInfoAgain>(),
    summary: "Another SKU of the groupbuy; {type:'again', sku_id} when it is not in the groupbuy",
  }),
  goodsPoster: endpoint({
    path: '/groupbuy/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a groupbuy (qrcode_param {groupbuy_id})',
  }),
  orderPayment: groupbuyOrder.payment,
  orderCalculate: groupbuyOrder.calculate,
  orderCreate: groupbuyOrder.create,
};

/** Groupbuy for the operator (x-admin-key). */
export const groupbuyAdminApi = {
  lists: endpoint({
    path: '/admin/api/groupbuy/lists',
    access: 'operator',
    params: groupbuyAdminListParams,
    response: returns<Paged<GroupbuyAdminActivity>>(),
    summary: 'A page of groupbuys with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/groupbuy/add',
    access: 'operator',
    params: groupbuyAddParams,
    response: returns<GroupbuyAdminActivity>(),
    write: true,
    summary: 'Add a groupbuy of one goods with some of its SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/groupbuy/edit',
    access: 'operator',
    params: groupbuyEditParams,
    response: returns<GroupbuyAdminActivity>(),
    write: true,
    summary: "Change a groupbuy that is not closed: window, minimum and SKUs (a SKU's sales stay)",
  }),
  close: endpoint({
    path: '/admin/api/groupbuy/close',
    access: 'operator',
    params: groupbuyCloseParams,
    response: returns<GroupbuyAdminActivity>(),
    write: true,
    summary: 'Close a groupbuy (no more orders; unpaid ones still give their stock back when closed)',
  }),
};
