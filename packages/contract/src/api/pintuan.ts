import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam, promotionCalculateParams, promotionCreateParams, promotionPaymentParams } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Pintuan 拼团 (addon `pintuan`, reference §4.18, §5, §6): a goods sold in groups of `pintuan_num` seats. The first
 * paid order opens a group (at the leader price `promotion_price` when `is_promotion`), others join it at
 * `pintuan_price` until it is full (拼团成功) or `pintuan_time` minutes have passed (then it fails and its paid
 * orders are refunded, or with `is_virtual_buy` it succeeds anyway). `buy_num` caps one order (0 = no cap);
 * `is_single_buy` lets the buyer buy alone at the normal price through the normal checkout.
 */

/** Group status and a pintuan order's `pintuan_status` (reference §5). */
export const PINTUAN_GROUP_STATUS = { UNPAID: 0, FAILED: 1, FORMING: 2, SUCCESS: 3 } as const;
export type PintuanGroupStatus = (typeof PINTUAN_GROUP_STATUS)[keyof typeof PINTUAN_GROUP_STATUS];

/** Activity status (reference §5): 0 not started, 1 running, 2 ended, 3 closed by the operator. */
export const PINTUAN_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: 3 } as const;

/** Limits an operator may set. */
export const PINTUAN_MAX_SEATS = 100;
export const PINTUAN_MAX_MINUTES = 30 * 24 * 60;
export const PINTUAN_MAX_BUY_NUM = 999;

/** What lists and details show of a pintuan. */
export interface PintuanFields {
  /** The pintuan goods row (one SKU of the activity): what the order trio names as `pintuan_goods_id`. */
  id: number;
  pintuan_id: number;
  pintuan_name: string;
  /** Price of a member joining a group. */
  pintuan_price: string;
  /** Price of the member opening a group (the leader), equal to `pintuan_price` without `is_promotion`. */
  promotion_price: string;
  /** Seats of a group. */
  pintuan_num: number;
  /** Minutes a group stays open. */
  pintuan_time: number;
  /** Most units of one order (0 = no cap). */
  buy_num: number;
  is_single_buy: 0 | 1;
  is_promotion: 0 | 1;
  is_virtual_buy: 0 | 1;
  /** Groups opened and orders paid through the pintuan. */
  group_num: number;
  order_num: number;
  /** Pintuan stock of this SKU. */
  stock: number;
  status: number;
  start_time: number;
  end_time: number;
}

export interface PintuanGoodsItem extends PintuanFields {
  site_id: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  goods_image: string;
  /** The goods' own price (what buying alone costs). */
  price: string;
}

export type PintuanSkuDetail = Omit<GoodsSkuDetail, 'stock' | 'sale_num' | 'start_time' | 'end_time'> &
  PintuanFields & {
    /** The goods SKU's own stock (a pintuan order takes from both). */
    goods_stock: number;
  };

export interface PintuanDetailResult {
  goods_sku_detail: PintuanSkuDetail;
  shop_info: ShopInfo;
}

export interface PintuanInfoAgain {
  type: 'again';
  sku_id: number;
}

/** An open group (reference §4.18 `pintuangroup/lists`). */
export interface PintuanGroupItem {
  group_id: number;
  pintuan_id: number;
  head_id: number;
  pintuan_num: number;
  pintuan_count: number;
  create_time: number;
  end_time: number;
  status: PintuanGroupStatus;
  is_single_buy: 0 | 1;
  is_promotion: 0 | 1;
  buy_num: number;
  head_nickname: string;
  head_member_img: string;
}

/** A seat of a group as the share page draws it. */
export interface PintuanMember {
  member_id: number;
  nickname: string;
  member_img: string;
  is_head: 0 | 1;
}

/** A member's pintuan order (`order/page`, `order/detail`). */
export interface PintuanOrderItem {
  /** The pintuan order id (what the share page is opened with). */
  id: number;
  pintuan_id: number;
  /** The pintuan goods row. */
  pintuan_goods_id: number;
  group_id: number;
  order_id: number;
  order_no: string;
  member_id: number;
  is_head: 0 | 1;
  pintuan_status: PintuanGroupStatus;
  pintuan_status_name: string;
  pintuan_num: number;
  pintuan_count: number;
  /** When the group ends (0 before it is opened). */
  end_time: number;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  pintuan_price: string;
  order_money: string;
  num: number;
  order_status: number;
  create_time: number;
  pay_time: number;
  /** The group's seats taken (head first). */
  member_list: PintuanMember[];
}

export const pintuanGoodsPageParams = pageParams.extend({
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
export type PintuanGoodsPageParams = z.infer<typeof pintuanGoodsPageParams>;
export const pintuanDetailParams = z.object({ pintuan_id: idParam() });
export const pintuanInfoParams = z.object({ pintuan_id: idParam(), sku_id: idParam() });
export const pintuanGroupListParams = z.object({ goods_id: optional(idParam()), pintuan_id: optional(idParam()) });
export const pintuanOrderPageParams = pageParams.extend({ pintuan_status: optional(z.enum(['all', '1', '2', '3'])) });
export type PintuanOrderPageParams = z.infer<typeof pintuanOrderPageParams>;
export const pintuanOrderDetailParams = z.object({ id: idParam() });

/** The group a pintuan order joins: 0 (or none) opens a new one. */
const groupParam = { group_id: withDefault(intParam(0, 2_147_483_647), 0) };

// ---------------------------------------------------------------- operator

export const pintuanGoodsInput = z.object({
  sku_id: idParam(),
  pintuan_price: yuanParam(),
  /** Leader price; defaults to `pintuan_price`. */
  promotion_price: optional(yuanParam()),
  stock: intParam(0, 10_000_000),
});

export const pintuanAddParams = z.object({
  goods_id: idParam(),
  pintuan_name: optional(strParam(1, 64)),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  pintuan_num: intParam(2, PINTUAN_MAX_SEATS),
  pintuan_time: intParam(1, PINTUAN_MAX_MINUTES),
  buy_num: withDefault(intParam(0, PINTUAN_MAX_BUY_NUM), 0),
  is_virtual_buy: withDefault(flagParam(), 0),
  is_single_buy: withDefault(flagParam(), 0),
  is_promotion: withDefault(flagParam(), 0),
  sku_list: activitySkuListParam(pintuanGoodsInput),
  remark: optional(strParam(0, 255)),
});
export type PintuanAddParams = z.infer<typeof pintuanAddParams>;
export const pintuanEditParams = pintuanAddParams.omit({ goods_id: true }).extend({ pintuan_id: idParam() });
export type PintuanEditParams = z.infer<typeof pintuanEditParams>;
export const pintuanCloseParams = z.object({ pintuan_id: idParam() });
export const pintuanAdminListParams = pageParams.extend({ status: optional(intParam(0, 3)), site_id: optional(idParam()) });
export type PintuanAdminListParams = z.infer<typeof pintuanAdminListParams>;
export const pintuanAdminGroupsParams = pageParams.extend({ pintuan_id: optional(idParam()), status: optional(intParam(0, 3)) });
export type PintuanAdminGroupsParams = z.infer<typeof pintuanAdminGroupsParams>;

export interface PintuanAdminSku {
  id: number;
  sku_id: number;
  sku_name: string;
  pintuan_price: string;
  promotion_price: string;
  price: string;
  stock: number;
  sale_num: number;
}

export interface PintuanAdminActivity {
  pintuan_id: number;
  site_id: number;
  goods_id: number;
  pintuan_name: string;
  start_time: number;
  end_time: number;
  status: number;
  is_closed: 0 | 1;
  pintuan_num: number;
  pintuan_time: number;
  buy_num: number;
  is_virtual_buy: 0 | 1;
  is_single_buy: 0 | 1;
  is_promotion: 0 | 1;
  group_num: number;
  order_num: number;
  remark: string;
  create_time: number;
  sku_list: PintuanAdminSku[];
}

export interface PintuanAdminGroup extends PintuanGroupItem {
  success_time: number;
  /** Seats filled by virtual members when the group ended (`is_virtual_buy`). */
  virtual_num: number;
  member_list: (PintuanMember & { order_id: number; pintuan_status: PintuanGroupStatus })[];
}

/** Pintuan for shoppers (reference §4.18). */
export const pintuanApi = {
  goodsPage: endpoint({
    path: '/pintuan/api/goods/page',
    access: 'visitor',
    params: pintuanGoodsPageParams,
    response: returns<Paged<PintuanGoodsItem>>(),
    summary: 'Pintuans running or about to start, one row per activity (its cheapest SKU)',
  }),
  goodsDetail: endpoint({
    path: '/pintuan/api/goods/detail',
    access: 'optional',
    params: pintuanDetailParams,
    response: returns<PintuanDetailResult>(),
    summary: 'A pintuan with its goods and shop; only the pintuan SKUs are selectable',
  }),
  goodsInfo: endpoint({
    path: '/pintuan/api/goods/info',
    access: 'optional',
    params: pintuanInfoParams,
    response: returns<PintuanSkuDetail | PintuanInfoAgain>(),
    summary: "Another SKU of the pintuan; {type:'again', sku_id} when it is not in the pintuan",
  }),
  goodsPoster: endpoint({
    path: '/pintuan/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a pintuan (qrcode_param {pintuan_id})',
  }),
  groupLists: endpoint({
    path: '/pintuan/api/pintuangroup/lists',
    access: 'optional',
    params: pintuanGroupListParams,
    response: returns<PintuanGroupItem[]>(),
    summary: 'The open groups (组团中) of a goods or pintuan, ending soonest first',
  }),
  orderPage: endpoint({
    path: '/pintuan/api/order/page',
    access: 'member',
    params: pintuanOrderPageParams,
    response: returns<Paged<PintuanOrderItem>>(),
    summary: "The member's pintuan orders (pintuan_status all / 2 forming / 3 succeeded / 1 failed)",
  }),
  orderDetail: endpoint({
    path: '/pintuan/api/order/detail',
    access: 'member',
    params: pintuanOrderDetailParams,
    response: returns<PintuanOrderItem>(),
    summary: 'A pintuan order with its group (the share page)',
  }),
  orderPayment: endpoint({
    path: '/pintuan/api/ordercreate/payment',
    access: 'member',
    params: droppingUnsetTexts(promotionPaymentParams('pintuan_goods_id', { skuOptional: true }).extend(groupParam)),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The first view of a pintuan checkout (group_id 0 opens a group)',
  }),
  orderCalculate: endpoint({
    path: '/pintuan/api/ordercreate/calculate',
    access: 'member',
    params: droppingUnsetTexts(promotionCalculateParams('pintuan_goods_id', { skuOptional: true }).extend(groupParam)),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: "A pintuan checkout priced again after the buyer's choices",
  }),
  orderCreate: endpoint({
    path: '/pintuan/api/ordercreate/create',
    access: 'member',
    params: droppingUnsetTexts(promotionCreateParams('pintuan_goods_id', { skuOptional: true }).extend(groupParam), ['buyer_message']),
    response: returns<OrderCreateResult>(),
    write: true,
    summary: 'Create the pintuan order (opening or joining a group); answers the out_trade_no to pay it with',
  }),
};

/** Pintuan for the operator (x-admin-key). */
export const pintuanAdminApi = {
  lists: endpoint({
    path: '/admin/api/pintuan/lists',
    access: 'operator',
    params: pintuanAdminListParams,
    response: returns<Paged<PintuanAdminActivity>>(),
    summary: 'A page of pintuans with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/pintuan/add',
    access: 'operator',
    params: pintuanAddParams,
    response: returns<PintuanAdminActivity>(),
    write: true,
    summary: 'Add a pintuan of one goods with some of its SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/pintuan/edit',
    access: 'operator',
    params: pintuanEditParams,
    response: returns<PintuanAdminActivity>(),
    write: true,
    summary: 'Change a pintuan that is not closed (open groups keep their seats and end time)',
  }),
  close: endpoint({
    path: '/admin/api/pintuan/close',
    access: 'operator',
    params: pintuanCloseParams,
    response: returns<PintuanAdminActivity>(),
    write: true,
    summary: 'Close a pintuan (no new orders; open groups run to their end)',
  }),
  groups: endpoint({
    path: '/admin/api/pintuan/groups',
    access: 'operator',
    params: pintuanAdminGroupsParams,
    response: returns<Paged<PintuanAdminGroup>>(),
    summary: 'A page of groups with their seats',
  }),
};
