// How an order reads: status names, the buyer's action lists and the wire shapes of orders, lines, traces and stores.
import {
  EVALUATE_STATUS,
  formatFen,
  type Lang,
  ORDER_IS_EVALUATE,
  type OrderAction,
  type OrderGoodsItem,
  type OrderInfo,
  type OrderPackage,
  type OrderRefundAction,
  type OrderStoreInfo,
  type OrderTraceEntry,
  PACKAGE_DELIVERY_TYPE,
  REFUND_OPEN_STATUSES,
  REFUND_STATUS,
  TRACE_STATUS,
} from '@mall/contract';
import { translate } from '../../infra/http/messages';
import { orderMessages } from './order.messages';
import { promotionTypeName } from '../promotion';
import { DeliveryStatus, OrderStatus, OrderType } from './order.state';
import type { order, orderGoods, orderPackage } from './order.tables';

export type OrderRow = typeof order.$inferSelect;
export type LineRow = typeof orderGoods.$inferSelect;
export type PackageRow = typeof orderPackage.$inferSelect;

/** Line refund statuses of an open after-sale request (the order may not be received or completed meanwhile). */
export const OPEN_REFUND_STATUSES = REFUND_OPEN_STATUSES;
const RS = REFUND_STATUS;

// ---------------------------------------------------------------- names

const statusKey = (status: number, type: number): string => {
  switch (status) {
    case OrderStatus.WAIT_PAY:
      return orderMessages.omStatusWaitPay;
    case OrderStatus.WAIT_SEND:
      return orderMessages.omStatusWaitSend;
    case OrderStatus.WAIT_PICKUP:
      return orderMessages.omStatusWaitPickup;
    case OrderStatus.SHIPPED:
      return type === OrderType.LOCAL ? orderMessages.omStatusDelivering : orderMessages.omStatusShipped;
    case OrderStatus.RECEIVED:
      return type === OrderType.PICKUP ? orderMessages.omStatusPickedUp : orderMessages.omStatusReceived;
    case OrderStatus.COMPLETE:
      return orderMessages.omStatusComplete;
    default:
      return orderMessages.omStatusClosed;
  }
};

export const orderStatusName = (status: number, type: number, lang: Lang): string => translate(statusKey(status, type), lang);

const TYPE_KEYS: Record<number, string> = {
  [OrderType.EXPRESS]: orderMessages.omTypeExpress,
  [OrderType.PICKUP]: orderMessages.omTypePickup,
  [OrderType.LOCAL]: orderMessages.omTypeLocal,
  [OrderType.VIRTUAL]: orderMessages.omTypeVirtual,
};
const DELIVERY_KEYS: Record<string, string> = {
  express: orderMessages.omDeliveryExpress,
  store: orderMessages.omDeliveryStore,
  local: orderMessages.omDeliveryLocal,
  virtual: orderMessages.omDeliveryVirtual,
};
const PAY_KEYS: Record<string, string> = {
  '': orderMessages.omPayNone,
  BALANCE: orderMessages.omPayBalance,
  wechatpay: orderMessages.omPayWechat,
  alipay: orderMessages.omPayAlipay,
  sandbox: orderMessages.omPaySandbox,
  ONLINE_PAY: orderMessages.omPayOnline,
};
const LINE_DELIVERY_KEYS: Record<number, string> = {
  [DeliveryStatus.WAITING]: orderMessages.omLineUnshipped,
  [DeliveryStatus.SHIPPED]: orderMessages.omLineShipped,
  [DeliveryStatus.RECEIVED]: orderMessages.omLineReceived,
};
const REFUND_KEYS: Record<number, string> = {
  [RS.none]: orderMessages.omRefundNone,
  [RS.applied]: orderMessages.omRefundApplied,
  [RS.agreed]: orderMessages.omRefundAgreed,
  [RS.done]: orderMessages.omRefundDone,
  [RS.waitReturn]: orderMessages.omRefundWaitReturn,
  [RS.waitReceive]: orderMessages.omRefundWaitReceive,
  [RS.received]: orderMessages.omRefundReceived,
  [RS.refused]: orderMessages.omRefundRefused,
};
export const EVALUATE_KEYS: Record<number, string> = {
  [EVALUATE_STATUS.NONE]: orderMessages.omEvaluateNone,
  [EVALUATE_STATUS.DONE]: orderMessages.omEvaluateDone,
  [EVALUATE_STATUS.AGAIN]: orderMessages.omEvaluateAgain,
};
const TRACE_KEYS: Record<number, string> = {
  [TRACE_STATUS.NONE]: orderMessages.omTraceNone,
  [TRACE_STATUS.COLLECTED]: orderMessages.omTraceCollected,
  [TRACE_STATUS.TRANSIT]: orderMessages.omTraceTransit,
  [TRACE_STATUS.ARRIVED]: orderMessages.omTraceArrived,
  [TRACE_STATUS.SIGNED]: orderMessages.omTraceSigned,
  [TRACE_STATUS.PROBLEM]: orderMessages.omTraceProblem,
};

// ---------------------------------------------------------------- actions

/** Whether an after-sale request keeps the order from being received or completed. */
export const isOrderLocked = (o: Pick<OrderRow, 'isLock'>, lines: Pick<LineRow, 'refundStatus'>[]): boolean =>
  o.isLock === 1 || lines.some((l) => OPEN_REFUND_STATUSES.includes(l.refundStatus));

/** What the buyer may do with the order now (reference §5 member actions). */
export const memberActions = (o: OrderRow, lines: LineRow[], lang: Lang): OrderAction[] => {
  const t = (k: string) => translate(k, lang);
  const out: OrderAction[] = [];
  const locked = isOrderLocked(o, lines);
  const express = o.orderType === OrderType.EXPRESS;
  switch (o.orderStatus) {
    case OrderStatus.WAIT_PAY:
      out.push(
        { action: 'orderClose', title: t(orderMessages.omActionClose) },
        { action: 'orderPay', title: t(orderMessages.omActionPay) },
      );
      break;
    case OrderStatus.SHIPPED:
      if (express) out.push({ action: 'trace', title: t(orderMessages.omActionTrace) });
      if (!locked) {
        if (o.isExtendTakeDelivery === 0) out.push({ action: 'extendTakeDelivery', title: t(orderMessages.omActionExtend) });
        out.push({ action: 'memberTakeDelivery', title: t(orderMessages.omActionTakeDelivery) });
      }
      break;
    case OrderStatus.RECEIVED:
    case OrderStatus.COMPLETE:
      if (express && o.deliveryTime > 0) out.push({ action: 'trace', title: t(orderMessages.omActionTrace) });
      if (o.isEvaluate === ORDER_IS_EVALUATE.YES && o.evaluateStatus < EVALUATE_STATUS.AGAIN) {
        out.push({
          action: 'memberOrderEvaluation',
          title: t(o.evaluateStatus === EVALUATE_STATUS.NONE ? orderMessages.omActionEvaluate : orderMessages.omActionEvaluateAgain),
        });
      }
      break;
    default:
      break;
  }
  return out;
};

/** After-sale entries of one line (reference §5 refund flow); none before payment, after closing or for virtual goods. */
export const refundActions = (o: OrderRow, l: LineRow, lang: Lang): OrderRefundAction[] => {
  const t = (k: string) => translate(k, lang);
  if (o.orderStatus === OrderStatus.WAIT_PAY) return [];
  const detail: OrderRefundAction = { event: 'orderRefundDetail', title: t(orderMessages.omRefundActionDetail) };
  const cancel: OrderRefundAction = { event: 'orderRefundCancel', title: t(orderMessages.omRefundActionCancel) };
  switch (l.refundStatus) {
    case RS.none:
      return o.orderStatus !== OrderStatus.CLOSED && o.isEnableRefund === 1 && o.orderType !== OrderType.VIRTUAL && l.isPresent === 0
        ? [{ event: 'orderRefundApply', title: t(orderMessages.omRefundActionApply) }]
        : [];
    case RS.applied:
      return [detail, cancel];
    case RS.waitReturn:
      return [detail, { event: 'orderRefundDelivery', title: t(orderMessages.omRefundActionDelivery) }, cancel];
    case RS.refused:
      return [detail, cancel, { event: 'orderRefundAsk', title: t(orderMessages.omRefundActionAsk) }];
    default:
      return [detail];
  }
};

// ---------------------------------------------------------------- wire shapes

const lineInfo = (o: OrderRow, l: LineRow, lang: Lang): OrderGoodsItem => ({
  order_goods_id: l.orderGoodsId,
  order_id: l.orderId,
  order_no: l.orderNo,
  site_id: l.siteId,
  member_id: l.memberId,
  goods_id: l.goodsId,
  sku_id: l.skuId,
  sku_name: l.skuName,
  goods_name: l.goodsName,
  sku_image: l.skuImage,
  sku_no: l.skuNo,
  sku_spec_format: JSON.stringify(l.skuSpecFormat ?? []),
  is_virtual: l.isVirtual === 1 ? 1 : 0,
  price: formatFen(l.price),
  num: l.num,
  goods_money: formatFen(l.goodsMoney),
  real_goods_money: formatFen(l.realGoodsMoney),
  promotion_money: formatFen(l.promotionMoney),
  coupon_money: formatFen(l.couponMoney),
  platform_coupon_money: formatFen(l.platformCouponMoney),
  adjust_money: formatFen(l.adjustMoney),
  delivery_status: l.deliveryStatus,
  delivery_status_name: translate(LINE_DELIVERY_KEYS[l.deliveryStatus] ?? orderMessages.omLineUnshipped, lang),
  delivery_no: l.deliveryNo,
  refund_status: l.refundStatus,
  refund_status_name: translate(REFUND_KEYS[l.refundStatus] ?? orderMessages.omRefundNone, lang),
  refund_type: l.refundType,
  refund_apply_money: formatFen(l.refundApplyMoney),
  refund_real_money: formatFen(l.refundRealMoney),
  refund_time: l.refundTime,
  is_present: l.isPresent === 1 ? 1 : 0,
  evaluate_status: l.evaluateStatus,
  refund_action: refundActions(o, l, lang),
  complain_action: l.refundStatus === RS.refused ? 1 : 0,
});

export const orderInfo = (o: OrderRow, lines: LineRow[], lang: Lang): OrderInfo => ({
  order_id: o.orderId,
  order_no: o.orderNo,
  site_id: o.siteId,
  site_name: o.siteName,
  website_id: o.websiteId,
  member_id: o.memberId,
  order_name: o.orderName,
  order_from: o.orderFrom,
  order_from_name: o.orderFromName,
  order_type: o.orderType as OrderInfo['order_type'],
  order_type_name: translate(TYPE_KEYS[o.orderType] ?? orderMessages.omTypeExpress, lang),
  out_trade_no: o.outTradeNo,
  order_status: o.orderStatus,
  order_status_name: orderStatusName(o.orderStatus, o.orderType, lang),
  pay_status: o.payStatus,
  delivery_status: o.deliveryStatus,
  refund_status: o.refundStatus,
  pay_type: o.payType,
  pay_type_name: translate(PAY_KEYS[o.payType] ?? orderMessages.omPayOnline, lang),
  delivery_type: o.deliveryType,
  delivery_type_name: translate(DELIVERY_KEYS[o.deliveryType] ?? orderMessages.omDeliveryExpress, lang),
  name: o.name,
  mobile: o.mobile,
  telephone: o.telephone,
  province_id: o.provinceId,
  city_id: o.cityId,
  district_id: o.districtId,
  community_id: o.communityId,
  address: o.address,
  full_address: o.fullAddress,
  longitude: o.longitude,
  latitude: o.latitude,
  buyer_ask_delivery_time: o.buyerAskDeliveryTime,
  buyer_message: o.buyerMessage,
  goods_money: formatFen(o.goodsMoney),
  delivery_money: formatFen(o.deliveryMoney),
  promotion_money: formatFen(o.promotionMoney),
  promotion_type: o.promotionType,
  promotion_type_name: promotionTypeName(o.promotionType, lang),
  promotion_id: o.promotionId,
  coupon_id: o.couponId,
  coupon_money: formatFen(o.couponMoney),
  platform_coupon_id: o.platformCouponId,
  platform_coupon_money: formatFen(o.platformCouponMoney),
  invoice_money: formatFen(o.invoiceMoney),
  adjust_money: formatFen(o.adjustMoney),
  order_money: formatFen(o.orderMoney),
  balance_money: formatFen(o.balanceMoney),
  pay_money: formatFen(o.payMoney),
  refund_money: formatFen(o.refundMoney),
  goods_num: o.goodsNum,
  create_time: o.createTime,
  pay_time: o.payTime,
  delivery_time: o.deliveryTime,
  sign_time: o.signTime,
  finish_time: o.finishTime,
  close_time: o.closeTime,
  auto_close_time: o.orderStatus === OrderStatus.WAIT_PAY ? o.autoCloseTime : 0,
  take_delivery_execute_time: o.orderStatus === OrderStatus.SHIPPED ? o.takeDeliveryExecuteTime : 0,
  is_extend_take_delivery: o.isExtendTakeDelivery === 1 ? 1 : 0,
  auto_complete_time: o.orderStatus === OrderStatus.RECEIVED ? o.autoCompleteTime : 0,
  is_lock: isOrderLocked(o, lines) ? 1 : 0,
  is_evaluate: o.isEvaluate === ORDER_IS_EVALUATE.YES ? ORDER_IS_EVALUATE.YES : ORDER_IS_EVALUATE.NO,
  evaluate_status: o.evaluateStatus,
  evaluate_status_name: translate(EVALUATE_KEYS[o.evaluateStatus] ?? orderMessages.omEvaluateNone, lang),
  is_enable_refund: o.isEnableRefund === 1 ? 1 : 0,
  delivery_store_id: o.deliveryStoreId,
  delivery_store_name: o.deliveryStoreName,
  remark: o.remark,
  action: memberActions(o, lines, lang),
  order_goods: lines.map((l) => lineInfo(o, l, lang)),
});

/** A parcel's logistics trace, newest entry first. */
export const traceOf = (p: PackageRow, lang: Lang): OrderPackage['trace'] => {
  const raw = (p.trace ?? {}) as { status?: number; list?: OrderTraceEntry[] };
  const list = Array.isArray(raw.list) ? [...raw.list].reverse() : [];
  const status = typeof raw.status === 'number' ? raw.status : list.length > 0 ? 2 : 0;
  const noLogistics = p.deliveryType === PACKAGE_DELIVERY_TYPE.NONE && list.length === 0;
  return {
    success: list.length > 0,
    reason: list.length > 0 ? '' : translate(noLogistics ? orderMessages.omTraceNoLogistics : orderMessages.omTraceNone, lang),
    status,
    status_name: translate(TRACE_KEYS[status] ?? orderMessages.omTraceTransit, lang),
    shipper_code: '',
    logistic_code: p.deliveryNo,
    list,
  };
};

/** The pickup store of a pickup order, as recorded when it was placed. */
export const storeInfo = (o: OrderRow): OrderStoreInfo | null => {
  if (o.orderType !== OrderType.PICKUP) return null;
  const s = (o.deliveryStoreInfo ?? {}) as Partial<Record<keyof OrderStoreInfo, unknown>>;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return {
    store_name: str(s.store_name) || o.deliveryStoreName,
    telphone: str(s.telphone),
    full_address: str(s.full_address),
    address: str(s.address),
    longitude: str(s.longitude),
    latitude: str(s.latitude),
    open_date: str(s.open_date),
  };
};
