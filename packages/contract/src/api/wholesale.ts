import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, idListParam, idParam, intParam, optional } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { CART_MAX_NUM } from './cart';
import type { GoodsSkuDetail } from './goodsdetail';
import { yuanParam } from './goods';
import { ORDER_MAX_CART_IDS, orderCalculateParams, orderCreateParams, orderPaymentParams } from './ordercreate';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';
import { posterParams, type PosterResult } from './poster';
import { activitySkuListParam } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Wholesale 批发 (addon `wholesale`, reference §4.7, §4.18, §6): goods sold by quantity tiers per SKU
 * (`price_json` → `price_array:[{num, price}]`, ascending). An order line costs the price of the highest tier
 * whose `num` is at most the bought quantity of that SKU; below the first tier it is refused (error_code 5).
 * `min_num` is the goods' smallest first tier ("N件起批"). The wholesale cart is its own (`/wholesale/api/cart/*`).
 */

/** A wholesale goods' `status`: only one that is on sells. */
export const WHOLESALE_STATUS = { OFF: 0, ON: 1 } as const;

/** Most tiers of one SKU. */
export const WHOLESALE_MAX_TIERS = 10;

/** Order-create `error_code` of a SKU bought outside its tiers (reference §3). */
export const WHOLESALE_ERROR_CODE = 5;

/** One tier on the wire: from `num` pieces of the SKU, each at `price` ("9.90"). */
export interface WholesaleTier {
  num: number;
  price: string;
}

/** What lists and details show of a wholesale goods. */
export interface WholesaleFields {
  wholesale_goods_id: number;
  /** Lowest and highest tier price over its SKUs. */
  min_price: string;
  max_price: string;
  /** Smallest first tier over its SKUs: "N件起批". */
  min_num: number;
  status: number;
}

/** A row of `/wholesale/api/goods/page`. */
export interface WholesaleGoodsItem extends WholesaleFields {
  site_id: number;
  goods_id: number;
  /** The goods' default SKU. */
  sku_id: number;
  goods_name: string;
  goods_image: string;
  sku_image: string;
  /** The goods' own price. */
  price: string;
  unit: string;
  sale_num: number;
}

/** A SKU's detail with its tiers: `price_json` (the tiers as JSON text, reference §2) and `price_array`. */
export type WholesaleSkuDetail = GoodsSkuDetail &
  WholesaleFields & {
    price_json: string;
    price_array: WholesaleTier[];
  };

export interface WholesaleDetailResult {
  goods_sku_detail: WholesaleSkuDetail;
  shop_info: ShopInfo;
}

/** `info` for a SKU outside the wholesale goods: reload with this one. */
export interface WholesaleInfoAgain {
  type: 'again';
  sku_id: number;
}

export const wholesaleGoodsPageParams = pageParams.extend({
  site_id: optional(intParam(0, 2_147_483_647)),
  website_id: optional(intParam(0, 2_147_483_647)),
  /** Only these goods ("1,2,3"), as DIY blocks pick them. */
  goods_id_arr: optional(idListParam(200)),
});
export type WholesaleGoodsPageParams = z.infer<typeof wholesaleGoodsPageParams>;
export const wholesaleDetailParams = z.object({ goods_id: idParam(), sku_id: optional(idParam()) });
export type WholesaleDetailParams = z.infer<typeof wholesaleDetailParams>;
export const wholesaleInfoParams = z.object({ sku_id: idParam() });

// ---------------------------------------------------------------- cart

export const wholesaleCartAddParams = z.object({
  sku_id: idParam(),
  num: intParam(1, CART_MAX_NUM),
  /** Sent by the client; the shop is taken from the SKU. */
  site_id: optional(intParam(0, 2_147_483_647)),
});
export type WholesaleCartAddParams = z.infer<typeof wholesaleCartAddParams>;
export const wholesaleCartEditParams = z.object({ cart_id: idParam(), num: intParam(1, CART_MAX_NUM) });
export type WholesaleCartEditParams = z.infer<typeof wholesaleCartEditParams>;
export const wholesaleCartDeleteParams = z.object({ cart_id: idListParam(200) });

/** A row of `/wholesale/api/cart/lists`. A row is invalid when the goods is off, out of the wholesale or short of stock. */
export interface WholesaleCartRow extends WholesaleFields {
  cart_id: number;
  site_id: number;
  site_name: string;
  member_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  sku_name: string;
  sku_image: string;
  goods_name: string;
  unit: string;
  stock: number;
  price_json: string;
  price_array: WholesaleTier[];
  /** The tier price of `num` ("0.00" below the first tier). */
  price: string;
  goods_state: number;
  verify_state: number;
  is_delete: number;
  shop_status: number;
}

// ---------------------------------------------------------------- checkout

/** The csv of quantities aligned with `sku_id` ("10,20"). */
const numListParam = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}(,\d{1,7})*$/)
      .transform((s) => s.split(',').map(Number))
      .refine((a) => a.length <= ORDER_MAX_CART_IDS && a.every((n) => n >= 1 && n <= CART_MAX_NUM)),
  );

/** The lines of a wholesale checkout: wholesale cart rows, or SKUs with their quantities (csv, aligned). */
const wholesaleLine = z.object({
  cart_ids: optional(idListParam(ORDER_MAX_CART_IDS)),
  sku_id: optional(idListParam(ORDER_MAX_CART_IDS)),
  num: optional(numListParam()),
});
export const wholesalePaymentParams = orderPaymentParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(wholesaleLine);
export const wholesaleCalculateParams = orderCalculateParams
  .omit({ cart_ids: true, sku_id: true, num: true, coupon: true })
  .merge(wholesaleLine);
export const wholesaleCreateParams = orderCreateParams.omit({ cart_ids: true, sku_id: true, num: true, coupon: true }).merge(wholesaleLine);
export type WholesaleLineParams = z.infer<typeof wholesaleLine>;

// ---------------------------------------------------------------- operator

/** One tier as the operator sends it: price in yuan. */
export const wholesaleTierInput = z.object({ num: intParam(1, CART_MAX_NUM), price: yuanParam() });
/** One SKU with its tiers (ascending quantities, 1 to 10). */
export const wholesaleSkuInput = z.object({
  sku_id: idParam(),
  price_array: z.array(wholesaleTierInput).min(1).max(WHOLESALE_MAX_TIERS),
});
export type WholesaleSkuInput = z.infer<typeof wholesaleSkuInput>;

export const wholesaleAddParams = z.object({
  goods_id: idParam(),
  /** A JSON string (or array) of `{sku_id, price_array:[{num, price}]}`. */
  sku_list: activitySkuListParam(wholesaleSkuInput),
});
export type WholesaleAddParams = z.infer<typeof wholesaleAddParams>;
export const wholesaleEditParams = wholesaleAddParams.omit({ goods_id: true }).extend({ wholesale_goods_id: idParam() });
export type WholesaleEditParams = z.infer<typeof wholesaleEditParams>;
export const wholesaleCloseParams = z.object({ wholesale_goods_id: idParam() });
export const wholesaleAdminListParams = pageParams.extend({
  status: optional(intParam(0, 1)),
  site_id: optional(idParam()),
});
export type WholesaleAdminListParams = z.infer<typeof wholesaleAdminListParams>;

export interface WholesaleAdminSku {
  sku_id: number;
  sku_name: string;
  price: string;
  stock: number;
  price_json: string;
  price_array: WholesaleTier[];
}

export interface WholesaleAdminGoods extends WholesaleFields {
  site_id: number;
  goods_id: number;
  goods_name: string;
  create_time: number;
  sku_list: WholesaleAdminSku[];
}

/** Wholesale for shoppers (reference §4.7, §4.18). */
export const wholesaleApi = {
  goodsPage: endpoint({
    path: '/wholesale/api/goods/page',
    access: 'visitor',
    params: wholesaleGoodsPageParams,
    response: returns<Paged<WholesaleGoodsItem>>(),
    summary: 'Wholesale goods on sale, with their price range and minimum quantity',
  }),
  goodsDetail: endpoint({
    path: '/wholesale/api/goods/detail',
    access: 'optional',
    params: wholesaleDetailParams,
    response: returns<WholesaleDetailResult>(),
    summary: 'A wholesale goods with its shop; only its wholesale SKUs are selectable, each with its tiers',
  }),
  goodsInfo: endpoint({
    path: '/wholesale/api/goods/info',
    access: 'optional',
    params: wholesaleInfoParams,
    response: returns<WholesaleSkuDetail | WholesaleInfoAgain>(),
    summary: "Another SKU with its tiers; {type:'again', sku_id} when it is not sold by wholesale",
  }),
  goodsPoster: endpoint({
    path: '/wholesale/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a wholesale goods (qrcode_param {goods_id})',
  }),
  cartAdd: endpoint({
    path: '/wholesale/api/cart/add',
    access: 'member',
    params: wholesaleCartAddParams,
    response: returns<number>(),
    write: true,
    summary: "Add a SKU to the wholesale cart (to its row when there is one); answers the cart's total quantity",
  }),
  cartEdit: endpoint({
    path: '/wholesale/api/cart/edit',
    access: 'member',
    params: wholesaleCartEditParams,
    response: returns<number>(),
    write: true,
    summary: "Set the quantity of one of the member's wholesale cart rows",
  }),
  cartDelete: endpoint({
    path: '/wholesale/api/cart/delete',
    access: 'member',
    params: wholesaleCartDeleteParams,
    response: returns<number>(),
    write: true,
    summary: 'Delete wholesale cart rows (cart_id csv, all the member’s own)',
  }),
  cartClear: endpoint({
    path: '/wholesale/api/cart/clear',
    access: 'member',
    params: z.object({}),
    response: returns<number>(),
    write: true,
    summary: 'Empty the wholesale cart',
  }),
  cartLists: endpoint({
    path: '/wholesale/api/cart/lists',
    access: 'member',
    params: z.object({}),
    response: returns<WholesaleCartRow[]>(),
    summary: 'The wholesale cart rows with their tiers',
  }),
  cartCount: endpoint({
    path: '/wholesale/api/cart/count',
    access: 'member',
    params: z.object({}),
    response: returns<number>(),
    summary: 'Total quantity in the wholesale cart',
  }),
  orderPayment: endpoint({
    path: '/wholesale/api/ordercreate/payment',
    access: 'member',
    params: droppingUnsetTexts(wholesalePaymentParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: 'The first view of a wholesale checkout (cart_ids, or sku_id + num csv)',
  }),
  orderCalculate: endpoint({
    path: '/wholesale/api/ordercreate/calculate',
    access: 'member',
    params: droppingUnsetTexts(wholesaleCalculateParams),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: "A wholesale checkout priced again after the buyer's choices",
  }),
  orderCreate: endpoint({
    path: '/wholesale/api/ordercreate/create',
    access: 'member',
    params: droppingUnsetTexts(wholesaleCreateParams, ['buyer_message']),
    response: returns<OrderCreateResult>(),
    write: true,
    summary: 'Create the wholesale orders (the cart rows bought are removed); answers the out_trade_no',
  }),
};

/** Wholesale for the operator (x-admin-key). */
export const wholesaleAdminApi = {
  lists: endpoint({
    path: '/admin/api/wholesale/lists',
    access: 'operator',
    params: wholesaleAdminListParams,
    response: returns<Paged<WholesaleAdminGoods>>(),
    summary: 'Wholesale goods with their SKUs and tiers, newest first',
  }),
  add: endpoint({
    path: '/admin/api/wholesale/add',
    access: 'operator',
    params: wholesaleAddParams,
    response: returns<WholesaleAdminGoods>(),
    write: true,
    summary: 'Sell a goods by wholesale: tiers for some of its SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/wholesale/edit',
    access: 'operator',
    params: wholesaleEditParams,
    response: returns<WholesaleAdminGoods>(),
    write: true,
    summary: 'Replace the SKUs and tiers of a wholesale goods (it is on again)',
  }),
  close: endpoint({
    path: '/admin/api/wholesale/close',
    access: 'operator',
    params: wholesaleCloseParams,
    response: returns<WholesaleAdminGoods>(),
    write: true,
    summary: 'Stop selling a goods by wholesale (its cart rows stay, refused at checkout)',
  }),
};
