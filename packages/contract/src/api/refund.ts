import { z } from 'zod';
import { idParam, optional, strParam, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import type { OrderRefundAction } from './order';

/**
 * After-sale (reference §4.11): refunds are per order line (`order_goods_id`); a platform complaint may be
 * raised while a line's refund is open. Money is "12.00", times unix seconds.
 */

/**
 * `order_goods.refund_status`: 0 none → 1 applied → (type 1) 2 agreed, waiting transfer | (type 2) 4 waiting
 * the buyer's return → 5 waiting the shop's receipt → 6 received → 3 done. -1 refused by the shop.
 */
export const REFUND_STATUS = {
  none: 0,
  applied: 1,
  agreed: 2,
  done: 3,
  waitReturn: 4,
  waitReceive: 5,
  received: 6,
  refused: -1,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

const R = REFUND_STATUS;

/** Statuses in which a refund is in progress (the order stays locked). */
export const REFUND_OPEN_STATUSES: readonly number[] = [R.applied, R.agreed, R.waitReturn, R.waitReceive, R.received];

/** Statuses the `refunding` counter of `/api/order/num` counts: open requests and refused ones still to be followed. */
export const REFUNDING_STATUSES: readonly number[] = [R.refused, ...REFUND_OPEN_STATUSES];

/**
 * Defaults (days) of the after-sale timers in setting `ORDER_EVENT_TIME_CONFIG` (reference §6): the shop
 * agrees to an unanswered request after `auto_refund_confirm`, receives a shipped return after
 * `auto_refund_take_delivery`; a refused request the buyer leaves alone closes after `auto_refund_cancel`.
 */
export const REFUND_EVENT_TIME_DEFAULTS = { auto_refund_confirm: 7, auto_refund_take_delivery: 7, auto_refund_cancel: 7 } as const;

/** A request's `refund_type`: refund only (仅退款, goods not shipped or kept), return and refund (退货退款, goods sent back). */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE];

/** Complaint status: 1 applied, 2 finished (platform agreed), -1 refused by the platform, 0 withdrawn. */
export const COMPLAIN_STATUS = { withdrawn: 0, applied: 1, agreed: 2, refused: -1 } as const;
export type ComplainStatus = (typeof COMPLAIN_STATUS)[keyof typeof COMPLAIN_STATUS];

const refundTypeParam = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.literal(REFUND_TYPE.refundOnly), z.literal(REFUND_TYPE.returnAndRefund)]),
);

// ---------------------------------------------------------------- params

/** `refundData`, `cancel`, `detail`, `/api/ordercomplain/detail|cancel`: one order line of the caller. */
export const orderGoodsIdParams = z.object({ order_goods_id: idParam() });
export type OrderGoodsIdParams = z.infer<typeof orderGoodsIdParams>;

/** `/api/orderrefund/refund`: the amount is computed by the server. `refund_reason` is one of `refund_reason_type`. */
export const orderRefundApplyParams = z.object({
  order_goods_id: idParam(),
  refund_type: refundTypeParam,
  refund_reason: strParam(1, 100),
  refund_remark: withDefault(strParam(0, 500), ''),
});
export type OrderRefundApplyParams = z.infer<typeof orderRefundApplyParams>;

/** `/api/orderrefund/delivery`: the buyer ships the goods back (status 4 → 5). */
export const orderRefundDeliveryParams = z.object({
  order_goods_id: idParam(),
  refund_delivery_name: strParam(1, 64),
  refund_delivery_no: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/),
  ),
  refund_delivery_remark: withDefault(strParam(0, 255), ''),
});
export type OrderRefundDeliveryParams = z.infer<typeof orderRefundDeliveryParams>;

/** `/api/orderrefund/lists`: lines with an after-sale record, newest action first. */
export const orderRefundListParams = pageParams;
export type OrderRefundListParams = z.infer<typeof orderRefundListParams>;

/** `/api/ordercomplain/complain`: escalate an open refund to the platform. */
export const orderComplainParams = z.object({
  order_goods_id: idParam(),
  complain_reason: strParam(1, 100),
  complain_remark: withDefault(strParam(0, 500), ''),
});
export type OrderComplainParams = z.infer<typeof orderComplainParams>;

/** Operator (`/admin/api/orderrefund/agree|receive|transfer`, header x-admin-key). */
export const adminRefundParams = z.object({ order_goods_id: idParam() });
export type AdminRefundParams = z.infer<typeof adminRefundParams>;

/** Operator `/admin/api/orderrefund/refuse`. */
export const adminRefundRefuseParams = z.object({
  order_goods_id: idParam(),
  refund_refuse_reason: strParam(1, 255),
});
export type AdminRefundRefuseParams = z.infer<typeof adminRefundRefuseParams>;

/** Operator `/admin/api/ordercomplain/audit`: the platform decides on a complaint (1 → 2 agree | -1 refuse). */
export const adminComplainAuditParams = z.object({
  order_goods_id: idParam(),
  action: z.enum(['agree', 'refuse']),
  complain_refuse_reason: optional(strParam(1, 255)),
});
export type AdminComplainAuditParams = z.infer<typeof adminComplainAuditParams>;

// ---------------------------------------------------------------- responses

/** A buyer action on a line (`orderRefundApply`, `orderRefundCancel`, `orderRefundDelivery`, `orderRefundAsk`, …). */
export type RefundAction = OrderRefundAction;

/** An order line as the after-sale pages show it. */
export interface RefundOrderGoods {
  order_goods_id: number;
  order_id: number;
  order_no: string;
  site_id: number;
  site_name: string;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  goods_name: string;
  sku_image: string;
  /** JSON text of the spec list (`[{spec_name, spec_value_name}]`). */
  sku_spec_format: string;
  is_virtual: number;
  price: string;
  num: number;
  goods_money: string;
  real_goods_money: string;
  /** 0 unshipped, 1 shipped, 2 received. */
  delivery_status: number;
  refund_status: RefundStatus;
  refund_status_name: string;
  /** 0 until requested. */
  refund_type: 0 | RefundType;
  refund_no: string;
  refund_apply_money: string;
  refund_real_money: string;
  refund_delivery_money: string;
  refund_reason: string;
  refund_remark: string;
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
  refund_refuse_reason: string;
  refund_address: string;
  /** When the money went back (0 until done). */
  refund_time: number;
  /** Latest after-sale action. */
  refund_action_time: number;
  is_present: number;
  /** What the buyer may do now. */
  refund_action: RefundAction[];
  /** 1 when the buyer may raise (or see) a platform complaint. */
  complain_action: 0 | 1;
}

/** `/api/orderrefund/refundData`. */
export interface RefundDataResult {
  order_goods_info: RefundOrderGoods;
  /** Most that may be refunded for the line now (line money, plus shipping when it is the last line). */
  refund_money: string;
  /** The shipping part included in `refund_money`. */
  refund_delivery_money: string;
  /** Allowed types: [1] for virtual or unshipped lines, else [1, 2]. */
  refund_type: RefundType[];
  refund_reason_type: string[];
}

/** One entry of a line's after-sale history. `action_way` 1 buyer, 2 shop, 3 platform/system. */
export interface RefundLog {
  id: number;
  order_goods_id: number;
  refund_status: number;
  action: string;
  action_way: 1 | 2 | 3;
  action_userid: number;
  username: string;
  desc: string;
  action_time: number;
}

/** Where a returned parcel goes. */
export interface RefundShopAddress {
  site_name: string;
  telephone: string;
  full_address: string;
  address: string;
}

/** `/api/orderrefund/detail`. */
export interface RefundDetailResult extends RefundOrderGoods {
  refund_log_list: RefundLog[];
  shop_address: RefundShopAddress;
}

/** Row of `/api/orderrefund/lists`. */
export type RefundListItem = RefundOrderGoods;

export interface ComplainInfo {
  complain_id: number;
  order_goods_id: number;
  order_id: number;
  complain_reason: string;
  complain_remark: string;
  complain_status: ComplainStatus;
  complain_status_name: string;
  complain_refuse_reason: string;
  complain_apply_time: number;
  /** When the platform decided or the buyer withdrew (0 while open). */
  complain_time: number;
  /** `complainCancel` while open or refused. */
  action: { event: 'complainCancel' | 'complainApply'; title: string }[];
}

/** `/api/ordercomplain/detail`. */
export interface ComplainDetailResult {
  order_goods_info: RefundOrderGoods;
  refund_money: string;
  refund_reason_type: string[];
  /** null when no complaint was ever raised for the line. */
  complain_info: ComplainInfo | null;
}

/** Operator answers: the line after the change. */
export type AdminRefundResult = RefundOrderGoods;

// ---------------------------------------------------------------- endpoints

/** The member's after-sale on their order lines: refunds and platform complaints (reference §4.11). */
export const refundApi = {
  refundData: endpoint({
    path: '/api/orderrefund/refundData',
    access: 'member',
    params: orderGoodsIdParams,
    response: returns<RefundDataResult>(),
    summary: 'What a refund of one order line may be: the line, the refund types, the most money and the reasons',
  }),
  refund: endpoint({
    path: '/api/orderrefund/refund',
    access: 'member',
    params: orderRefundApplyParams,
    response: returns<RefundOrderGoods>(),
    write: true,
    summary: 'Apply for a refund (or a return and refund) of one order line',
  }),
  cancel: endpoint({
    path: '/api/orderrefund/cancel',
    access: 'member',
    params: orderGoodsIdParams,
    response: returns<RefundOrderGoods>(),
    write: true,
    summary: "Withdraw an order line's open refund request",
  }),
  delivery: endpoint({
    path: '/api/orderrefund/delivery',
    access: 'member',
    params: orderRefundDeliveryParams,
    response: returns<RefundOrderGoods>(),
    write: true,
    summary: 'Tell the shop how the returned goods were sent back',
  }),
  detail: endpoint({
    path: '/api/orderrefund/detail',
    access: 'member',
    params: orderGoodsIdParams,
    response: returns<RefundDetailResult>(),
    summary: "An order line's refund with its log and the shop's return address",
  }),
  lists: endpoint({
    path: '/api/orderrefund/lists',
    access: 'member',
    params: orderRefundListParams,
    response: returns<Paged<RefundListItem>>(),
    summary: "A page of the member's order lines in after-sale, newest first",
  }),
  complainDetail: endpoint({
    path: '/api/ordercomplain/detail',
    access: 'member',
    params: orderGoodsIdParams,
    response: returns<ComplainDetailResult>(),
    summary: "An order line's platform complaint, or what one may be",
  }),
  complain: endpoint({
    path: '/api/ordercomplain/complain',
    access: 'member',
    params: orderComplainParams,
    response: returns<ComplainInfo>(),
    write: true,
    summary: 'Raise a platform complaint about a refused refund',
  }),
  complainCancel: endpoint({
    path: '/api/ordercomplain/cancel',
    access: 'member',
    params: orderGoodsIdParams,
    response: returns<ComplainInfo>(),
    write: true,
    summary: 'Withdraw a platform complaint',
  }),
};

/** The operator's side of after-sale (header x-admin-key). */
export const refundAdminApi = {
  agree: endpoint({
    path: '/admin/api/orderrefund/agree',
    access: 'operator',
    params: adminRefundParams,
    response: returns<AdminRefundResult>(),
    write: true,
    summary: "Agree to an order line's refund request",
  }),
  refuse: endpoint({
    path: '/admin/api/orderrefund/refuse',
    access: 'operator',
    params: adminRefundRefuseParams,
    response: returns<AdminRefundResult>(),
    write: true,
    summary: "Refuse an order line's refund request, with a reason",
  }),
  receive: endpoint({
    path: '/admin/api/orderrefund/receive',
    access: 'operator',
    params: adminRefundParams,
    response: returns<AdminRefundResult>(),
    write: true,
    summary: 'Confirm the returned goods of an order line arrived',
  }),
  transfer: endpoint({
    path: '/admin/api/orderrefund/transfer',
    access: 'operator',
    params: adminRefundParams,
    response: returns<AdminRefundResult>(),
    write: true,
    summary: 'Pay an agreed refund back to the buyer',
  }),
  complainAudit: endpoint({
    path: '/admin/api/ordercomplain/audit',
    access: 'operator',
    params: adminComplainAuditParams,
    response: returns<ComplainInfo>(),
    write: true,
    summary: 'Decide a platform complaint',
  }),
};
