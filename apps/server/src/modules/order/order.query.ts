import QRCode from 'qrcode';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REFUND_OPEN_STATUSES,
  REFUND_STATUS,
  REFUNDING_STATUSES,
  formatFen,
  nowSeconds,
  ORDER_NUM_KEYS,
  pageCount,
  type Lang,
  type OrderAction,
  type OrderCodeInfo,
  type OrderDetail,
  type OrderEvaluateInfo,
  type OrderGoodsItem,
  type OrderInfo,
  type OrderListTab,
  type OrderNum,
  type OrderNumKey,
  type OrderPackage,
  type OrderRefundAction,
  type OrderStoreInfo,
  type OrderTraceEntry,
  type OrderVirtualGoods,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { registerCancelBlocker, registerCancelCounter } from '../membercancel';
import { orderMessages } from './order.messages';
import { OrderStatus, OrderType } from './order.state';
import { order, orderGoods, orderPackage } from './order.tables';

type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderGoods.$inferSelect;
type PackageRow = typeof orderPackage.$inferSelect;

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

const TYPE_KEYS: Record<number, string> = { 1: orderMessages.omTypeExpress, 2: orderMessages.omTypePickup, 3: orderMessages.omTypeLocal, 4: orderMessages.omTypeVirtual };
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
const LINE_DELIVERY_KEYS = [orderMessages.omLineUnshipped, orderMessages.omLineShipped, orderMessages.omLineReceived];
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
const EVALUATE_KEYS = [orderMessages.omEvaluateNone, orderMessages.omEvaluateDone, orderMessages.omEvaluateAgain];
const TRACE_KEYS: Record<number, string> = {
  0: orderMessages.omTraceNone,
  1: orderMessages.omTraceCollected,
  2: orderMessages.omTraceTransit,
  201: orderMessages.omTraceArrived,
  3: orderMessages.omTraceSigned,
  4: orderMessages.omTraceProblem,
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
      out.push({ action: 'orderClose', title: t(orderMessages.omActionClose) }, { action: 'orderPay', title: t(orderMessages.omActionPay) });
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
      if (o.isEvaluate === 1 && o.evaluateStatus < 2) {
        out.push({ action: 'memberOrderEvaluation', title: t(o.evaluateStatus === 0 ? orderMessages.omActionEvaluate : orderMessages.omActionEvaluateAgain) });
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
  is_evaluate: o.isEvaluate === 1 ? 1 : 0,
  evaluate_status: o.evaluateStatus,
  evaluate_status_name: translate(EVALUATE_KEYS[o.evaluateStatus] ?? orderMessages.omEvaluateNone, lang),
  is_enable_refund: o.isEnableRefund === 1 ? 1 : 0,
  delivery_store_id: o.deliveryStoreId,
  delivery_store_name: o.deliveryStoreName,
  remark: o.remark,
  action: memberActions(o, lines, lang),
  order_goods: lines.map((l) => lineInfo(o, l, lang)),
});

// ---------------------------------------------------------------- reads

/** The member's order or the "not found" error (another member's order looks exactly like a missing one). */
export const memberOrderRow = async (db: Db, memberId: number, orderId: number): Promise<OrderRow> => {
  const [o] = await db
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)))
    .limit(1);
  if (!o) throw new AppError(orderMessages.omOrderNotExist, -1, undefined, null, 'ORDER_EMPTY');
  return o;
};

export const orderLines = (db: Db, orderIds: number[]): Promise<LineRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.select().from(orderGoods).where(inArray(orderGoods.orderId, orderIds)).orderBy(orderGoods.orderGoodsId);

const tabCondition = (tab: OrderListTab): SQL | undefined => {
  switch (tab) {
    case 'waitpay':
      return eq(order.orderStatus, OrderStatus.WAIT_PAY);
    case 'waitsend':
      return eq(order.orderStatus, OrderStatus.WAIT_SEND);
    case 'waitconfirm':
      return eq(order.orderStatus, OrderStatus.SHIPPED);
    case 'waitrate':
      return and(inArray(order.orderStatus, [OrderStatus.RECEIVED, OrderStatus.COMPLETE]), eq(order.isEvaluate, 1), eq(order.evaluateStatus, 0));
    default:
      return undefined;
  }
};

/** One page of the orders matching `where`, newest first, lines attached with one more query. */
export const orderInfoPage = async (db: Db, where: SQL | undefined, input: { page: number; page_size: number }, lang: Lang): Promise<Paged<OrderInfo>> => {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(order).where(where),
    db
      .select()
      .from(order)
      .where(where)
      .orderBy(desc(order.orderId))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
  ]);
  const lines = await orderLines(
    db,
    rows.map((r) => r.orderId),
  );
  const byOrder = new Map<number, LineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, input.page_size), count: n, list: rows.map((o) => orderInfo(o, byOrder.get(o.orderId) ?? [], lang)) };
};

/** `/api/order/lists`: one page of the member's orders in a tab. */
export const memberOrderPage = (
  db: Db,
  memberId: number,
  input: { order_status: OrderListTab; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<OrderInfo>> => orderInfoPage(db, and(eq(order.memberId, memberId), tabCondition(input.order_status)), input, lang);

/** `/api/order/num`: counters of the tabs and the after-sale lines (only those asked). */
export const memberOrderNum = async (db: Db, memberId: number, keys: readonly OrderNumKey[] = ORDER_NUM_KEYS): Promise<OrderNum> => {
  const [counts, refunding] = await Promise.all([
    db
      .select({
        waitpay: sql<number>`count(*) filter (where ${order.orderStatus} = 0)::int`,
        waitsend: sql<number>`count(*) filter (where ${order.orderStatus} = 1)::int`,
        waitconfirm: sql<number>`count(*) filter (where ${order.orderStatus} = 3)::int`,
        waitrate: sql<number>`count(*) filter (where ${order.orderStatus} in (4, 10) and ${order.isEvaluate} = 1 and ${order.evaluateStatus} = 0)::int`,
      })
      .from(order)
      .where(eq(order.memberId, memberId)),
    keys.includes('refunding')
      ? db
          .select({ n: count() })
          .from(orderGoods)
          .where(and(eq(orderGoods.memberId, memberId), inArray(orderGoods.refundStatus, [...REFUNDING_STATUSES])))
      : Promise.resolve([{ n: 0 }]),
  ]);
  const all: Record<OrderNumKey, number> = { ...counts[0]!, refunding: refunding[0]?.n ?? 0 };
  const out: OrderNum = {};
  for (const k of keys) out[k] = Number(all[k]);
  return out;
};

const qr = (code: string) => QRCode.toDataURL(code, { margin: 1, width: 280 });

const traceOf = (p: PackageRow, lang: Lang): OrderPackage['trace'] => {
  const raw = (p.trace ?? {}) as { status?: number; list?: OrderTraceEntry[] };
  const list = Array.isArray(raw.list) ? [...raw.list].reverse() : [];
  const status = typeof raw.status === 'number' ? raw.status : list.length > 0 ? 2 : 0;
  const noLogistics = p.deliveryType === 0 && list.length === 0;
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

const packagesOf = async (db: Db, o: OrderRow, lines: LineRow[], lang: Lang): Promise<OrderPackage[]> => {
  const rows = await db.select().from(orderPackage).where(eq(orderPackage.orderId, o.orderId)).orderBy(orderPackage.id);
  const byId = new Map(lines.map((l) => [l.orderGoodsId, l]));
  return rows.map((p, i) => ({
    id: p.id,
    package_name: p.packageName || translate(orderMessages.omPackageName, lang, { n: i + 1 }),
    delivery_type: p.deliveryType === 0 ? 0 : 1,
    express_company_id: 0,
    express_company_name: p.expressCompanyName,
    delivery_no: p.deliveryNo,
    delivery_time: p.deliveryTime,
    goods_list: ((p.orderGoodsIds ?? []) as number[])
      .map((id) => byId.get(id))
      .filter((l): l is LineRow => l !== undefined)
      .map((l) => ({ order_goods_id: l.orderGoodsId, sku_id: l.skuId, num: l.num, sku_name: l.skuName, sku_image: l.skuImage })),
    trace: traceOf(p, lang),
  }));
};

const storeInfo = (o: OrderRow): OrderStoreInfo | null => {
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

/** A code is shown once paid and while the order is open or used (not for unpaid or closed orders). */
const codeShown = (o: OrderRow) =>
  o.deliveryCode !== '' &&
  (o.orderType === OrderType.PICKUP || o.orderType === OrderType.VIRTUAL) &&
  ([OrderStatus.WAIT_PICKUP, OrderStatus.RECEIVED, OrderStatus.COMPLETE] as number[]).includes(o.orderStatus);

/** `/api/order/detail`: the member's order with lines, actions and the extras of its type. */
export const memberOrderDetail = async (db: Db, memberId: number, orderId: number, lang: Lang): Promise<OrderDetail> => {
  const o = await memberOrderRow(db, memberId, orderId);
  const lines = await orderLines(db, [o.orderId]);
  const base = orderInfo(o, lines, lang);
  const withCode = codeShown(o);
  // Pickup: used once the desk verified it (received); virtual: usable from payment, "used" once complete.
  const isVerify: 0 | 1 =
    o.orderType === OrderType.PICKUP ? (o.orderStatus === OrderStatus.WAIT_PICKUP ? 0 : 1) : o.orderStatus === OrderStatus.COMPLETE ? 1 : 0;
  const qrcode = withCode ? await qr(o.deliveryCode) : '';
  const codeInfo: OrderCodeInfo | null = withCode ? { code: o.deliveryCode, qrcode, is_verify: isVerify } : null;
  const virtualGoods: OrderVirtualGoods[] =
    o.orderType === OrderType.VIRTUAL && withCode
      ? lines.map((l) => ({
          order_goods_id: l.orderGoodsId,
          sku_id: l.skuId,
          sku_name: l.skuName,
          sku_image: l.skuImage,
          code: o.deliveryCode,
          qrcode,
          is_verify: isVerify,
          expire_time: 0,
        }))
      : [];
  const packageList = o.orderType === OrderType.EXPRESS || o.orderType === OrderType.LOCAL ? await packagesOf(db, o, lines, lang) : [];
  return {
    ...base,
    store_info: storeInfo(o),
    code_info: codeInfo,
    package_list: packageList,
    virtual_goods: virtualGoods,
    now_time: nowSeconds(),
  };
};

/** `/api/order/package`: the parcels of the member's order with their traces. */
export const memberOrderPackages = async (db: Db, memberId: number, orderId: number, lang: Lang): Promise<OrderPackage[]> => {
  const o = await memberOrderRow(db, memberId, orderId);
  return packagesOf(db, o, await orderLines(db, [o.orderId]), lang);
};

/** `/api/order/evluateinfo`: the lines to review of a received order. */
export const memberOrderEvaluateInfo = async (db: Db, memberId: number, orderId: number, lang: Lang): Promise<OrderEvaluateInfo> => {
  const o = await memberOrderRow(db, memberId, orderId);
  if (o.evaluateStatus >= 2) throw new AppError(orderMessages.omEvaluated);
  if (!([OrderStatus.RECEIVED, OrderStatus.COMPLETE] as number[]).includes(o.orderStatus) || o.isEvaluate !== 1) {
    throw new AppError(orderMessages.omEvaluateNotAllowed);
  }
  const lines = await orderLines(db, [o.orderId]);
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    evaluate_status: o.evaluateStatus,
    evaluate_status_name: translate(EVALUATE_KEYS[o.evaluateStatus] ?? orderMessages.omEvaluateNone, lang),
    list: lines
      .filter((l) => l.isPresent === 0 && l.refundStatus !== RS.done)
      .map((l) => ({
        order_goods_id: l.orderGoodsId,
        goods_id: l.goodsId,
        sku_id: l.skuId,
        sku_name: l.skuName,
        sku_image: l.skuImage,
        price: formatFen(l.price),
        num: l.num,
        site_id: l.siteId,
        site_name: o.siteName,
        evaluate_status: l.evaluateStatus,
      })),
  };
};

// ---------------------------------------------------------------- account cancellation

/** Orders still in payment, shipping, pickup or receipt keep the member from closing the account. */
const OPEN_ORDER_STATUSES = [OrderStatus.WAIT_PAY, OrderStatus.WAIT_SEND, OrderStatus.WAIT_PICKUP, OrderStatus.SHIPPED];

registerCancelBlocker('order', async (db, memberId) => {
  const [open] = await db
    .select({ id: order.orderId })
    .from(order)
    .where(and(eq(order.memberId, memberId), inArray(order.orderStatus, OPEN_ORDER_STATUSES)))
    .limit(1);
  return open ? { messageKey: orderMessages.omCancelOrdersOpen } : null;
});

registerCancelCounter('order', async (db, memberId) => {
  const n = await memberOrderNum(db, memberId, ['waitpay', 'waitsend', 'waitconfirm']);
  const [pickup] = await db
    .select({ n: count() })
    .from(order)
    .where(and(eq(order.memberId, memberId), eq(order.orderStatus, OrderStatus.WAIT_PICKUP)));
  return {
    order_pay_count: n.waitpay ?? 0,
    order_delivery_count: n.waitsend ?? 0,
    order_take_delivery_count: (n.waitconfirm ?? 0) + (pickup?.n ?? 0),
  };
});
