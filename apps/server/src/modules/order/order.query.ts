// Reading the member's orders: one order, pages of a tab, tab counters, detail, parcels and what to review.
import QRCode from 'qrcode';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PACKAGE_DELIVERY_TYPE,
  EVALUATE_STATUS,
  ORDER_IS_EVALUATE,
  REFUND_STATUS,
  REFUNDING_STATUSES,
  formatFen,
  nowSeconds,
  ORDER_NUM_KEYS,
  pageCount,
  type Lang,
  type OrderCodeInfo,
  type OrderDetail,
  type OrderEvaluateInfo,
  type OrderInfo,
  type OrderListTab,
  type OrderNum,
  type OrderNumKey,
  type OrderPackage,
  type OrderVirtualGoods,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import type { CancelCheck } from '../parts';
import { orderMessages } from './order.messages';
import { OrderStatus, OrderType } from './order.state';
import { order, orderGoods, orderPackage } from './order.tables';
import { EVALUATE_KEYS, orderInfo, storeInfo, traceOf, type LineRow, type OrderRow } from './order.wire';

export { OPEN_REFUND_STATUSES, orderStatusName, isOrderLocked, memberActions, refundActions, orderInfo } from './order.wire';

const RS = REFUND_STATUS;

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
      return and(
        inArray(order.orderStatus, [OrderStatus.RECEIVED, OrderStatus.COMPLETE]),
        eq(order.isEvaluate, ORDER_IS_EVALUATE.YES),
        eq(order.evaluateStatus, EVALUATE_STATUS.NONE),
      );
    default:
      return undefined;
  }
};

/** One page of the orders matching `where`, newest first, lines attached with one more query. */
export const orderInfoPage = async (
  db: Db,
  where: SQL | undefined,
  input: { page: number; page_size: number },
  lang: Lang,
): Promise<Paged<OrderInfo>> => {
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
        waitpay: sql<number>`count(*) filter (where ${order.orderStatus} = ${OrderStatus.WAIT_PAY})::int`,
        waitsend: sql<number>`count(*) filter (where ${order.orderStatus} = ${OrderStatus.WAIT_SEND})::int`,
        waitconfirm: sql<number>`count(*) filter (where ${order.orderStatus} = ${OrderStatus.SHIPPED})::int`,
        waitrate: sql<number>`count(*) filter (where ${order.orderStatus} in (${OrderStatus.RECEIVED}, ${OrderStatus.COMPLETE}) and ${order.isEvaluate} = ${ORDER_IS_EVALUATE.YES} and ${order.evaluateStatus} = ${EVALUATE_STATUS.NONE})::int`,
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

const packagesOf = async (db: Db, o: OrderRow, lines: LineRow[], lang: Lang): Promise<OrderPackage[]> => {
  const rows = await db.select().from(orderPackage).where(eq(orderPackage.orderId, o.orderId)).orderBy(orderPackage.id);
  const byId = new Map(lines.map((l) => [l.orderGoodsId, l]));
  return rows.map((p, i) => ({
    id: p.id,
    package_name: p.packageName || translate(orderMessages.omPackageName, lang, { n: i + 1 }),
    delivery_type: p.deliveryType === PACKAGE_DELIVERY_TYPE.NONE ? PACKAGE_DELIVERY_TYPE.NONE : PACKAGE_DELIVERY_TYPE.EXPRESS,
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
  if (o.evaluateStatus >= EVALUATE_STATUS.AGAIN) throw new AppError(orderMessages.omEvaluated);
  if (!([OrderStatus.RECEIVED, OrderStatus.COMPLETE] as number[]).includes(o.orderStatus) || o.isEvaluate !== ORDER_IS_EVALUATE.YES) {
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

export const orderCancelCheck: CancelCheck = {
  name: 'order',
  block: async (db, memberId) => {
    const [open] = await db
      .select({ id: order.orderId })
      .from(order)
      .where(and(eq(order.memberId, memberId), inArray(order.orderStatus, OPEN_ORDER_STATUSES)))
      .limit(1);
    return open ? { messageKey: orderMessages.omCancelOrdersOpen } : null;
  },
  count: async (db, memberId) => {
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
  },
};
