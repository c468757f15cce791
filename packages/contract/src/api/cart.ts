import { z } from 'zod';
import { idListParam, idParam, intParam, optional } from '../core/fields';

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
