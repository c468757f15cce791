import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { orderCalculateParams, orderCreateParams, orderPaymentParams } from './ordercreate';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Bargain 砍价 (addon `bargain`, reference §4.18, §5, §6): a member launches a bargain of one SKU (reserving one
 * unit of its `bargain_stock`), friends help cut its price from the SKU's price down to `floor_price` within
 * `bargain_time` hours, and the launcher buys it at the price reached (`buy_type` 0) or only at the floor (1).
 * `bargain_id` names the activity SKU row (page rows, detail, info, poster); `launch_id` names a launch.
 */
export const BARGAIN_LAUNCH_STATUS = { GOING: 0, SUCCESS: 1, FAILED: 2 } as const;
export type BargainLaunchStatus = (typeof BARGAIN_LAUNCH_STATUS)[keyof typeof BARGAIN_LAUNCH_STATUS];
/** 0: buy at whatever price was reached; 1: only once the floor is reached. */
export const BARGAIN_BUY_TYPE = { ANY_PRICE: 0, FLOOR_ONLY: 1 } as const;
/** 0: every cut the same; 1: random cuts. */
export const BARGAIN_CUT_TYPE = { FIXED: 0, RANDOM: 1 } as const;
/** Activity status as lists show it (reference §5): 0 not started, 1 running, 2 ended, 3 closed. */
export const BARGAIN_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: 3 } as const;

/** Most helpers an operator may ask for, and the longest a launch may run (hours). */
export const BARGAIN_MAX_NUM = 1000;
export const BARGAIN_MAX_HOURS = 24 * 30;
/**
 * Hours a succeeded launch may still be ordered after its time is up (`buy_end_time`); an unbought one then reads
 * 2 and its reserved unit goes back to the bargain stock, so it is not held for ever.
 */
export const BARGAIN_BUY_HOURS = 24;

/** The rules of a bargain (per activity). */
export interface BargainRules {
  buy_type: number;
  bargain_type: number;
  bargain_num: number;
  bargain_time: number;
  is_own: number;
}

/** What lists and details show of a bargain SKU. */
export interface BargainFields extends BargainRules {
  /** The bargain SKU row (what `bargain_id` names). */
  id: number;
  bargain_id: number;
  bargain_name: string;
  /** The first cut (0.00: none). */
  first_bargain_price: string;
  floor_price: string;
  bargain_stock: number;
  /** Launches so far. */
  sale_num: number;
  status: number;
  start_time: number;
  end_time: number;
}

export interface BargainGoodsItem extends BargainFields {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  goods_image: string;
  /** The goods' own price: where a launch starts. */
  price: string;
}

/** A launch (reference §4.18 Launch) with its goods. */
export interface BargainLaunch {
  launch_id: number;
  bargain_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  goods_name: string;
  /** Where the launch started (the SKU's price then). */
  price: string;
  floor_price: string;
  curr_price: string;
  need_num: number;
  curr_num: number;
  buy_type: number;
  start_time: number;
  end_time: number;
  status: BargainLaunchStatus;
  member_id: number;
  nickname: string;
  headimg: string;
  /** The unpaid or paid order bought from it (0: none; a closed unpaid order frees the launch again). */
  order_id: number;
  /** 1 when the launcher may buy it now. */
  can_buy: 0 | 1;
  /** The last moment it may be ordered: `end_time` + BARGAIN_BUY_HOURS. */
  buy_end_time: number;
}

export type BargainSkuDetail = Omit<GoodsSkuDetail, 'stock' | 'sale_num' | 'start_time' | 'end_time'> &
  BargainFields & {
    /** The goods SKU's own stock. */
    goods_stock: number;
    /** The member's launch in progress of this bargain, if any. */
    launch_info?: BargainLaunch | null;
  };

export interface BargainDetailResult {
  goods_sku_detail: BargainSkuDetail;
  shop_info: ShopInfo;
}

export interface BargainInfoAgain {
  type: 'again';
  sku_id: number;
}

/** `/bargain/api/bargain/info`: a launch as its page shows it. */
export interface BargainLaunchInfo extends BargainLaunch {
  bargain_stock: number;
  /** 1 when it is the caller's own launch. */
  self: 0 | 1;
  /** 1 when the caller already helped. */
  cut: 0 | 1;
  is_own: number;
  bargain_type: number;
}

export interface BargainCutResult {
  bargain_money: string;
  status: BargainLaunchStatus;
}

export interface BargainRecord {
  id: number;
  member_id: number;
  nickname: string;
  headimg: string;
  money: string;
  bargain_time: number;
}

export interface BargainingItem {
  launch_id: number;
  nickname: string;
  headimg: string;
  sku_name: string;
  status: BargainLaunchStatus;
  start_time: number;
}

export const bargainGoodsPageParams = pageParams.extend({
  site_id: optional(intParam(0, 2_147_483_647)),
  website_id: optional(intParam(0, 2_147_483_647)),
  goods_id_arr: optional(
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^\d{1,10}(,\d{1,10})*$/),
  ),
});
export type BargainGoodsPageParams = z.infer<typeof bargainGoodsPageParams>;
export const bargainDetailParams = z.object({ bargain_id: idParam() });
export const bargainInfoParams = z.object({ bargain_id: idParam(), sku_id: idParam() });
export const bargainingListParams = z.object({ page_size: withDefault(intParam(1, 50), 10) });
export const bargainLaunchParams = z.object({ id: idParam() });
export const bargainRecordParams = pageParams.extend({ id: idParam() });
export const bargainLaunchPageParams = pageParams.extend({ status: optional(intParam(0, 2)) });
export type BargainLaunchPageParams = z.infer<typeof bargainLaunchPageParams>;

/** The order line of a bargain: the launch; one piece. */
const launchLine = z.object({ launch_id: idParam(), num: withDefault(intParam(1, 1), 1) });
export const bargainPaymentParams = orderPaymentParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(launchLine);
export const bargainCalculateParams = orderCalculateParams
  .omit({ cart_ids: true, sku_id: true, num: true, coupon: true })
  .merge(launchLine);
export const bargainCreateParams = orderCreateParams.omit({ cart_ids: true, sku_id: true, num: true, coupon: true }).merge(launchLine);

// ---------------------------------------------------------------- operator

export const bargainGoodsInput = z.object({
  sku_id: idParam(),
  first_bargain_price: withDefault(yuanParam(), 0),
  floor_price: yuanParam(),
  bargain_stock: intParam(0, 10_000_000),
});
export type BargainGoodsInput = z.infer<typeof bargainGoodsInput>;

export const bargainAddParams = z.object({
  goods_id: idParam(),
  bargain_name: optional(strParam(1, 64)),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  buy_type: withDefault(intParam(0, 1), 0),
  bargain_type: withDefault(intParam(0, 1), 0),
  bargain_num: intParam(1, BARGAIN_MAX_NUM),
  bargain_time: intParam(1, BARGAIN_MAX_HOURS),
  is_own: withDefault(flagParam(), 0),
  sku_list: activitySkuListParam(bargainGoodsInput),
});
export type BargainAddParams = z.infer<typeof bargainAddParams>;
export const bargainEditParams = bargainAddParams.omit({ goods_id: true }).extend({ bargain_id: idParam() });
export type BargainEditParams = z.infer<typeof bargainEditParams>;
export const bargainCloseParams = z.object({ bargain_id: idParam() });
export const bargainAdminListParams = pageParams.extend({ status: optional(intParam(0, 3)), site_id: optional(idParam()) });
export type BargainAdminListParams = z.infer<typeof bargainAdminListParams>;
export const bargainAdminLaunchesParams = pageParams.extend({
  bargain_id: optional(idParam()),
  status: optional(intParam(0, 2)),
});
export type BargainAdminLaunchesParams = z.infer<typeof bargainAdminLaunchesParams>;

export interface BargainAdminSku {
  id: number;
  sku_id: number;
  sku_name: string;
  price: string;
  first_bargain_price: string;
  floor_price: string;
  bargain_stock: number;
  sale_num: number;
}

export interface BargainAdminActivity extends BargainRules {
  bargain_id: number;
  site_id: number;
  goods_id: number;
  bargain_name: string;
  start_time: number;
  end_time: number;
  status: number;
  create_time: number;
  sku_list: BargainAdminSku[];
}

/** Bargain for shoppers (reference §4.18). */
export const bargainApi = {
  goodsPage: endpoint({
    path: '/bargain/api/goods/page',
    access: 'visitor',
    params: bargainGoodsPageParams,
    response: returns<Paged<BargainGoodsItem>>(),
    summary: 'Bargains running or about to start, one row per goods',
  }),
  bargainingList: endpoint({
    path: '/bargain/api/goods/bargainingList',
    access: 'visitor',
    params: bargainingListParams,
    response: returns<BargainingItem[]>(),
    summary: 'The latest launches (for the marquee)',
  }),
  goodsDetail: endpoint({
    path: '/bargain/api/goods/detail',
    access: 'optional',
    params: bargainDetailParams,
    response: returns<BargainDetailResult>(),
    summary: "A bargain SKU with its goods and shop, and the member's launch in progress",
  }),
  goodsInfo: endpoint({
    path: '/bargain/api/goods/info',
    access: 'optional',
    params: bargainInfoParams,
    response: returns<BargainSkuDetail | BargainInfoAgain>(),
    summary: "Another SKU of the bargain; {type:'again', sku_id} when it is not in the bargain",
  }),
  goodsPoster: endpoint({
    path: '/bargain/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a bargain (qrcode_param {bargain_id})',
  }),
  launch: endpoint({
    path: '/bargain/api/bargain/launch',
    access: 'member',
    params: bargainLaunchParams,
    response: returns<number>(),
    write: true,
    summary: 'Launch a bargain of a bargain SKU (id): reserves one unit; answers the launch_id',
  }),
  info: endpoint({
    path: '/bargain/api/bargain/info',
    access: 'member',
    params: bargainLaunchParams,
    response: returns<BargainLaunchInfo>(),
    summary: 'A launch (id) with whether it is mine and whether I helped',
  }),
  bargain: endpoint({
    path: '/bargain/api/bargain/bargain',
    access: 'member',
    params: bargainLaunchParams,
    response: returns<BargainCutResult>(),
    write: true,
    summary: 'Help cut a launch (id): once per member',
  }),
  record: endpoint({
    path: '/bargain/api/bargain/record',
    access: 'member',
    params: bargainRecordParams,
    response: returns<Paged<BargainRecord>>(),
    summary: 'The helpers of a launch (id), newest first',
  }),
  launchPage: endpoint({
    path: '/bargain/api/bargain/launchPage',
    access: 'member',
    params: bargainLaunchPageParams,
    response: returns<Paged<BargainLaunch>>(),
    summary: "The member's launches, of a status (0 going, 1 succeeded, 2 failed) or all",
  }),
  orderPayment: endpoint({
    path: '/bargain/api/ordercreate/payment',
    access: 'member',
    params: droppingUnsetTexts(bargainPaymentParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The first view of a bargain checkout (launch_id)',
  }),
  orderCalculate: endpoint({
    path: '/bargain/api/ordercreate/calculate',
    access: 'member',
    params: droppingUnsetTexts(bargainCalculateParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: "A bargain checkout priced again after the buyer's choices",
  }),
  orderCreate: endpoint({
    path: '/bargain/api/ordercreate/create',
    access: 'member',
    params: droppingUnsetTexts(bargainCreateParams, ['buyer_message']),
    response: returns<OrderCreateResult>(),
    write: true,
    summary: 'Create the order of a launch at its current price; answers the out_trade_no',
  }),
};

/** Bargain for the operator (x-admin-key). */
export const bargainAdminApi = {
  lists: endpoint({
    path: '/admin/api/bargain/lists',
    access: 'operator',
    params: bargainAdminListParams,
    response: returns<Paged<BargainAdminActivity>>(),
    summary: 'A page of bargains with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/bargain/add',
    access: 'operator',
    params: bargainAddParams,
    response: returns<BargainAdminActivity>(),
    write: true,
    summary: 'Add a bargain of one goods with some of its SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/bargain/edit',
    access: 'operator',
    params: bargainEditParams,
    response: returns<BargainAdminActivity>(),
    write: true,
    summary: 'Change a bargain that is not closed (launches already made keep their terms)',
  }),
  close: endpoint({
    path: '/admin/api/bargain/close',
    access: 'operator',
    params: bargainCloseParams,
    response: returns<BargainAdminActivity>(),
    write: true,
    summary: 'Close a bargain: no more launches, cuts or orders',
  }),
  launches: endpoint({
    path: '/admin/api/bargain/launches',
    access: 'operator',
    params: bargainAdminLaunchesParams,
    response: returns<Paged<BargainLaunch>>(),
    summary: 'A page of launches (of a bargain, of a status)',
  }),
};
