import { z } from 'zod';
import { idListParam, idParam, intParam, optional } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';

/** Largest quantity one request may ask for (stock and max_buy usually stop it earlier). */
export const CART_MAX_NUM = 999_999;

/** `/api/cart/add`: adds to the line of the same SKU when there is one. */
export const cartAddParams = z.object({
  sku_id: idParam(),
  num: intParam(1, CART_MAX_NUM),
  /** Sent by some clients; the shop is taken from the SKU. */
  site_id: optional(intParam(0, 2_147_483_647)),
});
export type CartAddParams = z.infer<typeof cartAddParams>;

/** `/api/cart/edit`: sets the quantity of one of the member's own lines. */
export const cartEditParams = z.object({
  cart_id: idParam(),
  num: intParam(1, CART_MAX_NUM),
});
export type CartEditParams = z.infer<typeof cartEditParams>;

/** `/api/cart/delete`: `cart_id` is a comma list; every id must be one of the member's lines. */
export const cartDeleteParams = z.object({
  cart_id: idListParam(200),
});
export type CartDeleteParams = z.infer<typeof cartDeleteParams>;

/**
 * One line of `/api/cart/goodslists` (reference §4.7). Prices are "0.00" strings. The client groups
 * by `site_id` and treats a line as invalid when `goods_state`/`verify_state` ≠ 1, `is_delete` = 1,
 * `shop_status` ≠ 1 or `stock` < `num`.
 */
export interface CartGoodsRow {
  cart_id: number;
  site_id: number;
  member_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  sku_name: string;
  sku_no: string;
  /** JSON text: `[{spec_id, spec_name, spec_value_id, spec_value_name}]`. */
  sku_spec_format: string;
  price: string;
  market_price: string;
  /** The price the line is charged at. */
  discount_price: string;
  promotion_type: number;
  stock: number;
  sku_image: string;
  site_name: string;
  website_id: number;
  is_own: number;
  goods_state: number;
  verify_state: number;
  is_delete: number;
  goods_name: string;
  unit: string;
  shop_status: number;
  /** 0 = no limit. */
  max_buy: number;
  /** 0 = no minimum. */
  min_buy: number;
}

/** One row of `/api/cart/lists` (reference §4.7): the member's cart lines, bare. */
export interface CartListItem {
  cart_id: number;
  sku_id: number;
  num: number;
}

/** The member's shopping cart (reference §4.7). */
export const cartApi = {
  add: endpoint({
    path: '/api/cart/add',
    access: 'member',
    params: cartAddParams,
    response: returns<number>(),
    write: true,
    summary: 'Add a quantity of a SKU (joins the line of the same SKU); answers the number of cart lines',
  }),
  edit: endpoint({
    path: '/api/cart/edit',
    access: 'member',
    params: cartEditParams,
    response: returns<number>(),
    write: true,
    summary: "Set the quantity of one of the member's lines",
  }),
  delete: endpoint({
    path: '/api/cart/delete',
    access: 'member',
    params: cartDeleteParams,
    response: returns<number>(),
    write: true,
    summary: "Delete some of the member's lines",
  }),
  clear: endpoint({ path: '/api/cart/clear', access: 'member', response: returns<number>(), write: true, summary: 'Empty the cart' }),
  goodslists: endpoint({
    path: '/api/cart/goodslists',
    access: 'member',
    response: returns<CartGoodsRow[]>(),
    summary: "The cart's lines with their goods, prices and whether each can still be bought",
  }),
  lists: endpoint({ path: '/api/cart/lists', access: 'member', response: returns<CartListItem[]>(), summary: "The cart's lines, bare" }),
  count: endpoint({
    path: '/api/cart/count',
    access: 'member',
    response: returns<number>(),
    summary: 'How many items the cart holds (the tab badge)',
  }),
};
