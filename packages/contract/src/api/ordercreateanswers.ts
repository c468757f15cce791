import type { ReceiverAddress } from './address';
import type { DeliveryTypeName } from './ordercreate';

/** What checkout answers: `/api/ordercreate/payment` and `calculate` (the priced shops), `create` (the pay record). */

// ---------------------------------------------------------------- responses

/** One goods line of a shop block. */
export interface OrderCreateGoods {
  cart_id: number;
  sku_id: number;
  goods_id: number;
  site_id: number;
  sku_name: string;
  goods_name: string;
  sku_image: string;
  sku_no: string;
  /** JSON text as in the cart. */
  sku_spec_format: string;
  unit: string;
  is_virtual: 0 | 1;
  /** Unit price charged. */
  price: string;
  num: number;
  stock: number;
  /** price × num. */
  goods_money: string;
  /** goods_money − promotion_money − coupon_money − platform_coupon_money. */
  real_goods_money: string;
  promotion_money: string;
  coupon_money: string;
  platform_coupon_money: string;
}

/** A pickup store, nearest first when a position was sent. */
export interface OrderCreateStore {
  store_id: number;
  store_name: string;
  telphone: string;
  store_image: string;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  open_date: string;
  /** Km, 2 decimals; 0 without a position. */
  distance: number;
}

export interface OrderCreateExpressType {
  name: DeliveryTypeName;
  /** Localised: 物流配送 / 门店自提 / 外卖配送. */
  title: string;
  /** `store` only. */
  store_list?: OrderCreateStore[];
  /** `store` only: the chosen (or nearest) store. */
  store_id?: number;
}

export interface LocalDeliveryInfo {
  /** 1 = the buyer picks a time within the window. */
  time_is_open: 0 | 1;
  /** 0 every day, 1 the listed week days. */
  time_type: 0 | 1;
  /**
   * Week days '0' (Sunday) … '6' on which the shop delivers, as strings: the mall's uni-app client looks
   * today's day up with `time_week.indexOf(String(day))`.
   */
  time_week: string[];
  /** Seconds since 00:00. */
  start_time: number;
  end_time: number;
  /** Minimum goods money for local delivery. */
  start_money: string;
  /** `[{distance_km, fee}]` rings, nearest first. */
  distance_rings: { distance_km: number; fee: string }[];
}

/** The satisfied manjian (满减) tier of a shop, if any. */
export interface OrderCreateManjian {
  manjian_id: number;
  manjian_name: string;
  /** 0 by amount, 1 by item count. */
  type: number;
  /** Threshold (money "100.00" or a count as text). */
  money: string;
  discount_money: string;
  free_shipping: 0 | 1;
}

/** A usable shop coupon with what it would take off this shop's order. */
export interface OrderCreateCoupon {
  coupon_id: number;
  coupon_type_id: number;
  coupon_name: string;
  type: 'reward' | 'discount';
  money: string;
  discount: string;
  discount_limit: string;
  at_least: string;
  goods_type: number;
  end_time: number;
  /** What it takes off here. */
  deduction: string;
}

/** A shop's invoice settings as the mall's client reads them (`invoice_status` 0 = no invoice offered). */
export interface OrderInvoiceConfig {
  invoice_status: 0 | 1;
  /** Percent added for an invoice. */
  invoice_rate: number;
  /** Comma-separated invoice contents to choose from. */
  invoice_content: string;
  /** Fee for posting a paper invoice. */
  invoice_delivery_money: number;
  /** Comma-separated kinds offered: 1 paper, 2 electronic. */
  type: string;
}

/** Invoices are not offered yet: what every shop answers. */
export const NO_INVOICE: OrderInvoiceConfig = {
  invoice_status: 0,
  invoice_rate: 0,
  invoice_content: '',
  invoice_delivery_money: 0,
  type: '',
};

/** One shop's part of the checkout (one order per shop at create). */
export interface OrderCreateShop {
  site_id: number;
  site_name: string;
  goods_list: OrderCreateGoods[];
  goods_num: number;
  goods_money: string;
  delivery_money: string;
  promotion_money: string;
  coupon_money: string;
  platform_coupon_money: string;
  invoice_money: string;
  invoice_delivery_money: string;
  /** 0: no invoice on this order. */
  is_invoice: 0 | 1;
  invoice_config: OrderInvoiceConfig;
  /** What this shop's order costs. */
  order_money: string;
  /** Balance applied to this shop's order. */
  balance_money: string;
  pay_money: string;
  /** 1 when every line is virtual: no delivery, a mobile is enough. */
  is_virtual: 0 | 1;
  /** The delivery in effect for this shop. */
  delivery: { delivery_type: DeliveryTypeName | 'virtual'; delivery_type_name: string; store_id: number; buyer_ask_delivery_time: string };
  express_config: { is_use: 0 | 1 };
  store_config: { is_use: 0 | 1 };
  local_config: { is_use: 0 | 1; info: LocalDeliveryInfo | null };
  /** Enabled ways, in display order. */
  express_type: OrderCreateExpressType[];
  coupon_list: OrderCreateCoupon[];
  /** Coupon applied (0 none). */
  coupon_id: number;
  manjian_info: OrderCreateManjian | null;
  buyer_message: string;
  /**
   * Where local delivery starts from ('' when unset): the mall's uni-app client checks
   * `shop.shop_info.longitude` / `latitude` before it lets the shopper order 外卖配送.
   */
  shop: { shop_info: { longitude: string; latitude: string } };
}

export interface OrderCreateAddress extends ReceiverAddress {
  id: number;
}

export interface OrderCreatePlatformCoupon {
  platformcoupon_id: number;
  platformcoupon_name: string;
  money: string;
  at_least: string;
  end_time: number;
  /** 1 all shops, 2 only the shops of the levels named in `group_names` ("旗舰店 / 专营店"). */
  use_scenario: number;
  group_names: string;
}

/** `data` of payment and calculate. */
export interface OrderCalculateResult {
  goods_money: string;
  delivery_money: string;
  coupon_money: string;
  promotion_money: string;
  invoice_money: string;
  invoice_delivery_money: string;
  platform_coupon_money: string;
  adjust_money: string;
  order_money: string;
  /** Balance applied (when is_balance=1). */
  balance_money: string;
  /** What remains for an online channel. */
  pay_money: string;
  goods_num: number;
  /** 1 when every line is virtual. */
  is_virtual: 0 | 1;
  is_balance: 0 | 1;
  /** The address used (null when none is set; virtual orders carry only the mobile). */
  member_address: OrderCreateAddress | null;
  member_account: {
    /** Non-withdrawable balance (spent first). */
    balance: string;
    balance_money: string;
    balance_total: string;
    /** 1 when the member has a payment password: create asks for it when balance is used. */
    is_pay_password: 0 | 1;
    /** The member's mobile ('' when none): the uni-app client prefills the virtual-goods mobile field with it. */
    mobile: string;
  };
  /** Keyed by site_id. */
  shop_goods_list: Record<string, OrderCreateShop>;
  platform_coupon_list: OrderCreatePlatformCoupon[];
  /** Applied platform coupon (0 none). */
  platform_coupon_id: number;
}

/** `data` of create: the pay record number of the whole checkout. */
export type OrderCreateResult = string;
