import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { GoodsSkuDetail } from './goodsdetail';
import type { OrderCalculateResult } from './ordercreateanswers';
import { posterParams, type PosterResult } from './poster';
import { promotionCalculateParams, promotionCreateParams, promotionPaymentParams } from './promotion';
import type { ShopInfo } from './shop';

/**
 * Presale 预售 (addon `presale`, reference §4.18, §5, §6): a goods booked with a deposit (定金) inside the
 * activity window `start_time…end_time`, the rest (尾款) paid inside `pay_start_time…pay_end_time`; paying the
 * rest creates the normal order. `presale_price` is the full price of one unit, `presale_deposit` its deposit.
 * Activity status 0 未开始, 1 进行中, 2 已结束 (an activity the operator closed reads 2 too).
 */
export const PRESALE_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2 } as const;

/** Presale order `order_status` (reference §5). */
export const PRESALE_ORDER_STATUS = { WAIT_DEPOSIT: 0, WAIT_FINAL: 1, DONE: 2, CLOSED: -1 } as const;
export type PresaleOrderStatus = (typeof PRESALE_ORDER_STATUS)[keyof typeof PRESALE_ORDER_STATUS];

/** Presale order `refund_status`: 0 none, 1 申请退款, 2 退款成功 (the order closes), -1 退款拒绝. */
export const PRESALE_REFUND_STATUS = { NONE: 0, APPLY: 1, DONE: 2, REFUSED: -1 } as const;

/**
 * Why a presale order closed (`close_reason`): 1 the deposit was never paid (buyer or timer), 2 the final
 * payment window passed unpaid (the deposit is kept), 3 the deposit was refunded.
 */
export const PRESALE_CLOSE_REASON = { NONE: 0, DEPOSIT_UNPAID: 1, FINAL_MISSED: 2, REFUNDED: 3 } as const;

/** The pay record purposes (`pay.event`) of the two payments. */
export const PRESALE_DEPOSIT_EVENT = 'presale_deposit';
export const PRESALE_FINAL_EVENT = 'presale_final';

/** `deliver_type`: 0 on the fixed date `deliver_time` (Unix seconds), 1 `deliver_time` days after the deposit. */
export const PRESALE_DELIVER_TYPE = { FIXED: 0, AFTER_DAYS: 1 } as const;

/** What lists and details show of a presale. */
export interface PresaleFields {
  presale_id: number;
  presale_name: string;
  /** The full price of one unit (deposit + final). */
  presale_price: string;
  /** The deposit of one unit. */
  presale_deposit: string;
  /** Presale stock of this SKU. */
  stock: number;
  /** Units booked through the presale (all its SKUs). */
  sale_num: number;
  status: number;
  start_time: number;
  end_time: number;
  pay_start_time: number;
  pay_end_time: number;
  deliver_type: number;
  deliver_time: number;
  /** 1: the deposit is not refundable. */
  is_deposit_back: 0 | 1;
  /** Per-member limit (0 = none). */
  max_buy: number;
}

export interface PresaleGoodsItem extends PresaleFields {
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

export type PresaleSkuDetail = Omit<GoodsSkuDetail, 'stock' | 'sale_num' | 'start_time' | 'end_time' | 'max_buy'> &
  PresaleFields & {
    goods_stock: number;
    /** Units the member booked already (0 when not logged in). */
    presale_num: number;
    /** 1 when the member may still book (limit not reached). */
    is_buy: 0 | 1;
  };

export interface PresaleDetailResult {
  goods_sku_detail: PresaleSkuDetail;
  shop_info: ShopInfo;
}

export interface PresaleInfoAgain {
  type: 'again';
  sku_id: number;
}

export const presaleGoodsPageParams = pageParams.extend({
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
export type PresaleGoodsPageParams = z.infer<typeof presaleGoodsPageParams>;
export const presaleDetailParams = z.object({ id: idParam(), sku_id: optional(idParam()) });
export const presaleInfoParams = z.object({ id: idParam(), sku_id: idParam() });

/** What the deposit checkout answers: the priced checkout plus the split of its order amount. */
export interface PresaleDepositCalculateResult extends OrderCalculateResult {
  presale_id: number;
  /** Deposit of the whole order (deposit × num). */
  presale_deposit_money: string;
  /** What is left after the deposit: order_money − presale_deposit_money. */
  final_money: string;
  /** Balance applied to the deposit, and what is left to pay online. */
  balance_deposit_money: string;
  pay_deposit_money: string;
  pay_start_time: number;
  pay_end_time: number;
  predict_delivery_time: number;
  is_deposit_back: 0 | 1;
}

export interface PresaleOrderAction {
  action: 'orderPayDeposit' | 'orderPayFinal' | 'orderClose' | 'refundDeposit' | 'cancelRefund' | 'deleteOrder';
  title: string;
}

/** A presale order (reference §4.18 ORDER FIELDS); money as yuan strings. */
export interface PresaleOrder {
  id: number;
  order_no: string;
  site_id: number;
  site_name: string;
  member_id: number;
  presale_id: number;
  presale_name: string;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  num: number;
  /** One unit's full price and deposit. */
  price: string;
  presale_deposit: string;
  presale_deposit_money: string;
  /** presale_price × num. */
  presale_money: string;
  final_money: string;
  order_money: string;
  goods_money: string;
  delivery_money: string;
  coupon_money: string;
  invoice_money: string;
  balance_deposit_money: string;
  balance_final_money: string;
  pay_deposit_money: string;
  pay_final_money: string;
  deposit_out_trade_no: string;
  final_out_trade_no: string;
  deposit_pay_type_name: string;
  final_pay_type_name: string;
  pay_deposit_time: number;
  pay_final_time: number;
  pay_start_time: number;
  pay_end_time: number;
  predict_delivery_time: number;
  is_deposit_back: 0 | 1;
  order_status: number;
  order_status_name: string;
  action: PresaleOrderAction[];
  refund_status: number;
  refund_status_name: string;
  refund_money: string;
  close_reason: number;
  /** Why it closed, for the buyer ('' while open). */
  close_reason_name: string;
  close_time: number;
  create_time: number;
  /** The normal order created by the final payment (0 before). */
  order_id: number;
  delivery_type: string;
  name: string;
  mobile: string;
  full_address: string;
  buyer_message: string;
}

export const presaleFinalParams = z.object({ id: idParam(), is_balance: withDefault(flagParam(), 0) });
export const presaleFinalCreateParams = presaleFinalParams.extend({ pay_password: optional(strParam(1, 64)) });
export type PresaleFinalCreateParams = z.infer<typeof presaleFinalCreateParams>;

/** What the final payment page shows before paying. */
export interface PresaleFinalPaymentResult {
  order: PresaleOrder;
  member_account: { balance: string; balance_money: string; is_pay_password: 0 | 1 };
  balance_final_money: string;
  pay_final_money: string;
}

export const presaleOrderPageParams = pageParams.extend({ order_status: optional(intParam(-1, 2)) });
export type PresaleOrderPageParams = z.infer<typeof presaleOrderPageParams>;
export const presaleOrderIdParams = z.object({ order_id: idParam() });
export const presaleOrderPayParams = z.object({ id: idParam() });

const orderParams = { payment: promotionPaymentParams('presale_id'), calculate: promotionCalculateParams('presale_id') };

/** Presale for shoppers (reference §4.18). */
export const presaleApi = {
  goodsPage: endpoint({
    path: '/presale/api/goods/page',
    access: 'visitor',
    params: presaleGoodsPageParams,
    response: returns<Paged<PresaleGoodsItem>>(),
    summary: 'Presales running or about to start, one row per activity',
  }),
  goodsDetail: endpoint({
    path: '/presale/api/goods/detail',
    access: 'optional',
    params: presaleDetailParams,
    response: returns<PresaleDetailResult>(),
    summary: 'A presale with its goods and shop (id = presale_id); only its SKUs are selectable',
  }),
  goodsInfo: endpoint({
    path: '/presale/api/goods/info',
    access: 'optional',
    params: presaleInfoParams,
    response: returns<PresaleSkuDetail | PresaleInfoAgain>(),
    summary: "Another SKU of the presale; {type:'again', sku_id} when it is not in it",
  }),
  goodsPoster: endpoint({
    path: '/presale/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: 'The share poster of a presale (qrcode_param {id})',
  }),
  depositPayment: endpoint({
    path: '/presale/api/ordercreate/depositPayment',
    access: 'member',
    params: droppingUnsetTexts(orderParams.payment),
    response: returns<PresaleDepositCalculateResult>(),
    write: true,
    summary: 'The first view of a presale deposit checkout',
  }),
  depositCalculate: endpoint({
    path: '/presale/api/ordercreate/depositCalculate',
    access: 'member',
    params: droppingUnsetTexts(orderParams.calculate),
    response: returns<PresaleDepositCalculateResult>(),
    write: true,
    summary: "A presale deposit checkout priced again after the buyer's choices",
  }),
  depositCreate: endpoint({
    path: '/presale/api/ordercreate/depositCreate',
    access: 'member',
    params: droppingUnsetTexts(promotionCreateParams('presale_id'), ['buyer_message']),
    response: returns<string>(),
    write: true,
    summary: 'Book a presale: the presale order and its deposit pay record; answers the deposit out_trade_no',
  }),
  finalPayment: endpoint({
    path: '/presale/api/ordercreate/finalPayment',
    access: 'member',
    params: presaleFinalParams,
    response: returns<PresaleFinalPaymentResult>(),
    write: true,
    summary: 'What paying the rest of a presale order takes (balance used or not)',
  }),
  finalCreate: endpoint({
    path: '/presale/api/ordercreate/finalCreate',
    access: 'member',
    params: presaleFinalCreateParams,
    response: returns<string>(),
    write: true,
    summary: 'The final pay record of a presale order (inside its window); answers its out_trade_no',
  }),
  orderPage: endpoint({
    path: '/presale/api/order/page',
    access: 'member',
    params: presaleOrderPageParams,
    response: returns<Paged<PresaleOrder>>(),
    summary: "The member's presale orders, newest first (order_status filters)",
  }),
  orderDetail: endpoint({
    path: '/presale/api/order/detail',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<PresaleOrder>(),
    summary: 'One presale order with both payments',
  }),
  orderClose: endpoint({
    path: '/presale/api/order/close',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Close a presale order whose deposit is unpaid (stock and balance go back)',
  }),
  orderDelete: endpoint({
    path: '/presale/api/order/delete',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Delete a closed presale order from the list',
  }),
  orderPay: endpoint({
    path: '/presale/api/order/pay',
    access: 'member',
    params: presaleOrderPayParams,
    response: returns<string>(),
    write: true,
    summary: 'The out_trade_no to pay now: the deposit (status 0) or the final payment (status 1)',
  }),
  refundApply: endpoint({
    path: '/presale/api/refund/applyRefund',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Ask for the deposit back (status 1, refundable deposits only)',
  }),
  refundCancel: endpoint({
    path: '/presale/api/refund/cancelRefund',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<number>(),
    write: true,
    summary: 'Withdraw a deposit refund request',
  }),
  refundPage: endpoint({
    path: '/presale/api/refund/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<PresaleOrder>>(),
    summary: "The member's presale orders with a deposit refund request",
  }),
  refundDetail: endpoint({
    path: '/presale/api/refund/detail',
    access: 'member',
    params: presaleOrderIdParams,
    response: returns<PresaleOrder>(),
    summary: 'A presale order with its deposit refund',
  }),
};
