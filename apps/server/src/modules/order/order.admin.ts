import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  nowSeconds,
  orderAdminApi,
  type OrderAdminDeliveryParams,
  type OrderAdminDeliveryResult,
  type OrderAdminListParams,
  type OrderAdminLocalParams,
  type OrderAdminTraceParams,
  type OrderDetail,
  type OrderInfo,
  type OrderTraceEntry,
  PACKAGE_DELIVERY_TYPE,
  type Paged,
  REFUND_OPEN_STATUSES,
  REFUND_STATUS,
  TRACE_STATUS,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { logAction, orderEventTimes, receiveOrderTx, type OrderMoveSteps } from './order.actions';
import type { OrderPaidStep } from './order.paid';
import { orderMessages } from './order.messages';
import { memberOrderDetail, orderInfoPage } from './order.query';
import { DeliveryStatus, moveLineDelivery, moveOrder, OrderStatus, OrderType } from './order.state';
import { order, orderGoods, orderPackage } from './order.tables';

const DAY = 86_400;
/** Line refund statuses that keep a line from shipping (open request, or refunded). */
const NOT_SHIPPABLE_REFUND = [...REFUND_OPEN_STATUSES, REFUND_STATUS.done];

const lockPaidOrder = async (tx: Db, orderId: number) => {
  const [o] = await tx.select().from(order).where(eq(order.orderId, orderId)).for('update');
  if (!o) throw new AppError(orderMessages.omOrderNotExist);
  // A pintuan order ships only once its group succeeded (which also makes it refundable).
  if (o.promotionType === 'pintuan' && o.isEnableRefund === 0 && o.payStatus === 1) throw new AppError(orderMessages.omShipGroupForming);
  return o;
};

/**
 * Ships chosen lines of a paid express order as one parcel. Each line ships once (guarded update on
 * delivery_status 0). When no line is left to ship the order moves 1 → 3 and the auto-receive clock starts.
 */
export const shipExpress = async (db: Db, input: OrderAdminDeliveryParams): Promise<OrderAdminDeliveryResult> => {
  const times = await orderEventTimes(db);
  return db.transaction(async (tx) => {
    const o = await lockPaidOrder(tx, input.order_id);
    if (o.orderType !== OrderType.EXPRESS) throw new AppError(orderMessages.omNotExpressOrder);
    if (o.orderStatus !== OrderStatus.WAIT_SEND) throw new AppError(orderMessages.omShipNotAllowed);
    const ids = [...new Set(input.order_goods_ids)];
    // Order first, then its lines (locked so an after-sale request cannot open meanwhile).
    const lines = await tx
      .select()
      .from(orderGoods)
      .where(and(eq(orderGoods.orderId, o.orderId), inArray(orderGoods.orderGoodsId, ids)))
      .orderBy(orderGoods.orderGoodsId)
      .for('update');
    if (lines.length !== ids.length || lines.some((l) => l.deliveryStatus !== DeliveryStatus.WAITING))
      throw new AppError(orderMessages.omShipLinesInvalid);
    if (lines.some((l) => NOT_SHIPPABLE_REFUND.includes(l.refundStatus))) throw new AppError(orderMessages.omShipLinesRefunding);
    const deliveryNo = input.delivery_type === 1 ? (input.delivery_no ?? '') : '';
    const shipped = await moveLineDelivery(tx, o.orderId, DeliveryStatus.WAITING, DeliveryStatus.SHIPPED, {
      lineIds: ids,
      set: { deliveryNo },
    });
    if (shipped.length !== ids.length) throw new AppError(orderMessages.omShipLinesInvalid);
    const now = nowSeconds();
    const [pkg] = await tx
      .insert(orderPackage)
      .values({
        orderId: o.orderId,
        siteId: o.siteId,
        packageName: input.package_name ?? '',
        deliveryType: input.delivery_type,
        expressCompanyName: input.delivery_type === 1 ? (input.express_company_name ?? '') : '',
        deliveryNo,
        deliveryTime: now,
        orderGoodsIds: ids,
        trace: { status: input.trace && input.trace.length > 0 ? TRACE_STATUS.COLLECTED : TRACE_STATUS.NONE, list: input.trace ?? [] },
      })
      .returning({ id: orderPackage.id });
    // Lines still to ship: unshipped and not refunded (a refunded line never ships).
    const rest = await tx
      .select({ id: orderGoods.orderGoodsId, refundStatus: orderGoods.refundStatus })
      .from(orderGoods)
      .where(and(eq(orderGoods.orderId, o.orderId), eq(orderGoods.deliveryStatus, DeliveryStatus.WAITING)));
    const pending = rest.filter((r) => r.refundStatus !== REFUND_STATUS.done);
    let status: number = o.orderStatus;
    if (pending.length === 0) {
      const moved = await moveOrder(
        tx,
        o.orderId,
        [OrderStatus.WAIT_SEND],
        OrderStatus.SHIPPED,
        { way: 'shop', uid: o.siteId, action: logAction(orderMessages.omLogShip) },
        {
          deliveryTime: now,
          deliveryStatus: DeliveryStatus.SHIPPED,
          takeDeliveryExecuteTime: now + Math.round(times.auto_take_delivery * DAY),
        },
      );
      if (!moved) throw new AppError(orderMessages.omShipNotAllowed);
      status = OrderStatus.SHIPPED;
    } else {
      await tx.update(order).set({ deliveryStatus: DeliveryStatus.SHIPPED }).where(eq(order.orderId, o.orderId));
    }
    return { package_id: pkg!.id, order_status: status };
  });
};

/** Local delivery starts (1 → 3): every unshipped line goes out with the deliverer as one "parcel". */
export const startLocalDelivery = async (db: Db, input: OrderAdminLocalParams): Promise<OrderAdminDeliveryResult> => {
  const times = await orderEventTimes(db);
  return db.transaction(async (tx) => {
    const o = await lockPaidOrder(tx, input.order_id);
    if (o.orderType !== OrderType.LOCAL) throw new AppError(orderMessages.omNotLocalOrder);
    if (o.orderStatus !== OrderStatus.WAIT_SEND) throw new AppError(orderMessages.omShipNotAllowed);
    const lines = await tx
      .select()
      .from(orderGoods)
      .where(and(eq(orderGoods.orderId, o.orderId), eq(orderGoods.deliveryStatus, DeliveryStatus.WAITING)))
      .orderBy(orderGoods.orderGoodsId)
      .for('update');
    const go = lines.filter((l) => !NOT_SHIPPABLE_REFUND.includes(l.refundStatus));
    if (lines.some((l) => l.refundStatus !== REFUND_STATUS.done && NOT_SHIPPABLE_REFUND.includes(l.refundStatus)))
      throw new AppError(orderMessages.omShipLinesRefunding);
    const now = nowSeconds();
    if (go.length > 0) {
      await moveLineDelivery(tx, o.orderId, DeliveryStatus.WAITING, DeliveryStatus.SHIPPED, { lineIds: go.map((l) => l.orderGoodsId) });
    }
    const [pkg] = await tx
      .insert(orderPackage)
      .values({
        orderId: o.orderId,
        siteId: o.siteId,
        // Local delivery: the deliverer's name and phone stand where an express parcel has company and number.
        packageName: '',
        deliveryType: PACKAGE_DELIVERY_TYPE.NONE,
        expressCompanyName: input.deliverer ?? '',
        deliveryNo: input.deliverer_mobile ?? '',
        deliveryTime: now,
        orderGoodsIds: go.map((l) => l.orderGoodsId),
        trace: { status: TRACE_STATUS.NONE, list: [] },
      })
      .returning({ id: orderPackage.id });
    const moved = await moveOrder(
      tx,
      o.orderId,
      [OrderStatus.WAIT_SEND],
      OrderStatus.SHIPPED,
      { way: 'shop', uid: o.siteId, action: logAction(orderMessages.omLogLocalStart) },
      {
        deliveryTime: now,
        deliveryStatus: DeliveryStatus.SHIPPED,
        takeDeliveryExecuteTime: now + Math.round(times.auto_take_delivery * DAY),
      },
    );
    if (!moved) throw new AppError(orderMessages.omShipNotAllowed);
    return { package_id: pkg!.id, order_status: OrderStatus.SHIPPED };
  });
};

/**
 * The shop confirms the goods reached the buyer: a shipped express / local-delivery order (3 → 4) or a
 * pickup order handed over at the store without the desk's code check (2 → 4). Refused during after-sale.
 */
export const shopTakeDelivery = async (db: Db, orderId: number, steps: readonly OrderPaidStep[] = []): Promise<1> => {
  const times = await orderEventTimes(db);
  const result = await db.transaction(async (tx) => {
    const [o] = await tx
      .select({ status: order.orderStatus, type: order.orderType, siteId: order.siteId })
      .from(order)
      .where(eq(order.orderId, orderId));
    if (!o) throw new AppError(orderMessages.omOrderNotExist);
    const from = o.type === OrderType.PICKUP ? OrderStatus.WAIT_PICKUP : OrderStatus.SHIPPED;
    return receiveOrderTx(
      tx,
      orderId,
      { way: 'shop', uid: o.siteId, action: logAction(orderMessages.omLogShopTakeDelivery) },
      nowSeconds(),
      times.auto_complete,
      from,
      steps,
    );
  });
  if (result === 'locked') throw new AppError(orderMessages.omOrderLocked);
  if (result !== 'ok') throw new AppError(orderMessages.omTakeDeliveryNotAllowed);
  return 1;
};

/** Appends trace entries to a parcel (oldest first as given) and sets its logistics status. */
export const addTrace = async (db: Db, input: OrderAdminTraceParams): Promise<1> =>
  db.transaction(async (tx) => {
    const [p] = await tx.select().from(orderPackage).where(eq(orderPackage.id, input.package_id)).for('update');
    if (!p) throw new AppError(orderMessages.omPackageNotExist);
    const old = (p.trace ?? {}) as { status?: number; list?: OrderTraceEntry[] };
    const list = [...(Array.isArray(old.list) ? old.list : []), ...(input.trace ?? [])];
    const status =
      input.status ?? (typeof old.status === 'number' ? old.status : list.length > 0 ? TRACE_STATUS.TRANSIT : TRACE_STATUS.NONE);
    await tx.update(orderPackage).set({ trace: { status, list } }).where(eq(orderPackage.id, p.id));
    return 1 as const;
  });

/** Every member's orders, newest first (operator view). */
export const adminOrderPage = async (db: Db, input: OrderAdminListParams, ctx: Ctx): Promise<Paged<OrderInfo>> => {
  const conds: SQL[] = [];
  if (input.order_status !== undefined) conds.push(eq(order.orderStatus, input.order_status));
  if (input.member_id !== undefined) conds.push(eq(order.memberId, input.member_id));
  return orderInfoPage(db, conds.length > 0 ? and(...conds) : undefined, input, ctx.lang);
};

/** The detail of any order (operator view). */
const adminOrderDetail = async (db: Db, orderId: number, ctx: Ctx): Promise<OrderDetail> => {
  const [o] = await db.select({ memberId: order.memberId }).from(order).where(eq(order.orderId, orderId)).limit(1);
  if (!o) throw new AppError(orderMessages.omOrderNotExist);
  return memberOrderDetail(db, o.memberId, orderId, ctx.lang);
};

/** Operator order API (header x-admin-key): list, detail, ship express parcels, start local delivery, traces, confirm delivery / pickup. */
export const orderAdminRoutes = (steps: OrderMoveSteps): RouteSpec[] => [
  serve(orderAdminApi.lists, (input, ctx) => adminOrderPage(ctx.deps.database.db, input, ctx)),
  serve(orderAdminApi.detail, (input, ctx) => adminOrderDetail(ctx.deps.database.db, input.order_id, ctx)),
  serve(orderAdminApi.delivery, (input, ctx) => shipExpress(ctx.deps.database.db, input)),
  serve(orderAdminApi.localdelivery, (input, ctx) => startLocalDelivery(ctx.deps.database.db, input)),
  serve(orderAdminApi.trace, (input, ctx) => addTrace(ctx.deps.database.db, input)),
  serve(orderAdminApi.takedelivery, (input, ctx) => shopTakeDelivery(ctx.deps.database.db, input.order_id, steps.received)),
];
