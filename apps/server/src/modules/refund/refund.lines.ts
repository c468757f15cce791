// A line in after-sale: loading it, its rules (types, maximum, actions), its wire shape and the order's after-sale flags.
import { and, eq, ne } from 'drizzle-orm';
import {
  formatFen,
  REFUND_OPEN_STATUSES,
  REFUND_TYPE,
  type Lang,
  type RefundAction,
  type RefundOrderGoods,
  type RefundStatus,
  type RefundType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { member } from '../member';
import { DeliveryStatus, order, orderGoods, OrderStatus, setOrderRefundFlagsTx } from '../order';
import { refundMessages } from './refund.messages';
import { OrderRefundFlag, RefundStatus as S } from './refund.state';

export type Line = typeof orderGoods.$inferSelect;
export type Ord = typeof order.$inferSelect;

const REASON_KEYS = [refundMessages.rfReason1, refundMessages.rfReason2, refundMessages.rfReason3, refundMessages.rfReason4] as const;

export const refundReasons = (lang: Lang): string[] => REASON_KEYS.map((k) => translate(k, lang));

/** A reason given in either language, answered in Chinese (what is stored). */
export const knownReason = (text: string): string | null => {
  for (const k of REASON_KEYS) if (translate(k, 'zh-cn') === text || translate(k, 'en-us') === text) return translate(k, 'zh-cn');
  return null;
};

/** A stored (Chinese) reason from the list in the reader's language; free text stays as it is. */
const reasonIn = (stored: string, lang: Lang): string => {
  for (const k of REASON_KEYS) if (translate(k, 'zh-cn') === stored) return translate(k, lang);
  return stored;
};

const statusName = (status: number, lang: Lang): string => translate(`rfStatus${status}`, lang);

const notFound = () => new AppError(refundMessages.rfGoodsNotExist);

// ---------------------------------------------------------------- loading

/**
 * The caller's line and its order; a foreign or missing line answers the same "not found". With `lock`
 * the line row is locked (FOR UPDATE) until the transaction ends, so its after-sale status cannot move
 * meanwhile (the timers hold the same lock while they move a line).
 */
export const loadOwnLine = async (db: Db, memberId: number, orderGoodsId: number, lock = false): Promise<{ line: Line; ord: Ord }> => {
  const q = db
    .select({ line: orderGoods, ord: order })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(and(eq(orderGoods.orderGoodsId, orderGoodsId), eq(orderGoods.memberId, memberId), eq(order.memberId, memberId)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: orderGoods }) : await q;
  if (!row) throw notFound();
  return row;
};

/** Any line (operator side). */
export const loadLine = async (db: Db, orderGoodsId: number): Promise<{ line: Line; ord: Ord }> => {
  const [row] = await db
    .select({ line: orderGoods, ord: order })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(eq(orderGoods.orderGoodsId, orderGoodsId))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

// ---------------------------------------------------------------- rules

/** Refund types a line allows: refund only for virtual or unshipped lines, else also return + refund. */
export const allowedTypes = (line: Line): RefundType[] =>
  line.isVirtual === 1 || line.deliveryStatus === DeliveryStatus.WAITING
    ? [REFUND_TYPE.refundOnly]
    : [REFUND_TYPE.refundOnly, REFUND_TYPE.returnAndRefund];

/** Whether the order lets its lines be refunded at all. */
export const orderRefundable = (ord: Ord): boolean =>
  ord.isEnableRefund === 1 && ord.orderStatus !== OrderStatus.WAIT_PAY && ord.orderStatus !== OrderStatus.CLOSED;

/**
 * Most that may be refunded for a line: its real goods money, plus the order's shipping (and invoice) fee
 * when every other line is already refunded; never more than the order has left to refund.
 */
export const maxRefund = async (db: Db, line: Line, ord: Ord): Promise<{ money: number; delivery: number }> => {
  const others = await db
    .select({ status: orderGoods.refundStatus })
    .from(orderGoods)
    .where(and(eq(orderGoods.orderId, ord.orderId), ne(orderGoods.orderGoodsId, line.orderGoodsId)));
  const last = others.every((o) => o.status === S.done);
  const delivery = last ? ord.deliveryMoney + ord.invoiceMoney : 0;
  const left = Math.max(0, ord.orderMoney - ord.refundMoney);
  const money = Math.min(line.realGoodsMoney + delivery, left);
  return { money, delivery: Math.min(delivery, money) };
};

/** What the buyer may do with a line now. */
export const refundActionsOf = (
  line: Pick<Line, 'refundStatus' | 'isPresent'>,
  ord: Pick<Ord, 'isEnableRefund' | 'orderStatus'>,
  lang: Lang,
): RefundAction[] => {
  const a = (event: RefundAction['event'], key: string): RefundAction => ({ event, title: translate(key, lang) });
  switch (line.refundStatus) {
    case S.none:
      return line.isPresent === 0 && orderRefundable(ord as Ord) ? [a('orderRefundApply', refundMessages.rfActApply)] : [];
    case S.applied:
      return [a('orderRefundCancel', refundMessages.rfActCancel)];
    case S.waitReturn:
      return [a('orderRefundDelivery', refundMessages.rfActDelivery), a('orderRefundCancel', refundMessages.rfActCancel)];
    case S.refused:
      return [a('orderRefundCancel', refundMessages.rfActCancel), a('orderRefundAsk', refundMessages.rfActAsk)];
    default:
      return [];
  }
};

/** 1 when a platform complaint may be raised or followed: an open (or refused) refund on an order not closed/completed. */
export const complainActionOf = (line: Pick<Line, 'refundStatus'>, ord: Pick<Ord, 'orderStatus'>): 0 | 1 =>
  line.refundStatus !== S.none &&
  line.refundStatus !== S.done &&
  ord.orderStatus !== OrderStatus.CLOSED &&
  ord.orderStatus !== OrderStatus.COMPLETE
    ? 1
    : 0;

export const toWire = (line: Line, ord: Ord, lang: Lang): RefundOrderGoods => ({
  order_goods_id: line.orderGoodsId,
  order_id: line.orderId,
  order_no: line.orderNo,
  site_id: line.siteId,
  site_name: ord.siteName,
  goods_id: line.goodsId,
  sku_id: line.skuId,
  sku_name: line.skuName,
  goods_name: line.goodsName,
  sku_image: line.skuImage,
  sku_spec_format: JSON.stringify(line.skuSpecFormat ?? []),
  is_virtual: line.isVirtual,
  price: formatFen(line.price),
  num: line.num,
  goods_money: formatFen(line.goodsMoney),
  real_goods_money: formatFen(line.realGoodsMoney),
  delivery_status: line.deliveryStatus,
  refund_status: line.refundStatus as RefundStatus,
  refund_status_name: statusName(line.refundStatus, lang),
  refund_type: (line.refundType === REFUND_TYPE.refundOnly || line.refundType === REFUND_TYPE.returnAndRefund ? line.refundType : 0) as
    0 | RefundType,
  refund_no: line.refundNo,
  refund_apply_money: formatFen(line.refundApplyMoney),
  refund_real_money: formatFen(line.refundRealMoney),
  refund_delivery_money: formatFen(line.refundDeliveryMoney),
  refund_reason: reasonIn(line.refundReason, lang),
  refund_remark: line.refundRemark,
  refund_delivery_name: line.refundDeliveryName,
  refund_delivery_no: line.refundDeliveryNo,
  refund_delivery_remark: line.refundDeliveryRemark,
  refund_refuse_reason: line.refundRefuseReason,
  refund_address: line.refundAddress,
  refund_time: line.refundTime,
  refund_action_time: line.refundActionTime,
  is_present: line.isPresent,
  refund_action: refundActionsOf(line, ord, lang),
  complain_action: complainActionOf(line, ord),
});

// ---------------------------------------------------------------- shared steps

export const memberName = async (db: Db, memberId: number): Promise<string> => {
  const [m] = await db
    .select({ nickname: member.nickname, username: member.username, mobile: member.mobile })
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  return m ? m.nickname || m.username || m.mobile || '' : '';
};

/**
 * Recomputes the order's after-sale flags from its lines: locked while a line has an open refund;
 * refund_status 2 when every line is refunded, 1 when some line is or was in after-sale, else 0.
 */
export const syncOrderRefundState = async (db: Db, orderId: number): Promise<{ allRefunded: boolean }> => {
  const rows = await db.select({ status: orderGoods.refundStatus }).from(orderGoods).where(eq(orderGoods.orderId, orderId));
  const open = rows.filter((r) => REFUND_OPEN_STATUSES.includes(r.status)).length;
  const done = rows.filter((r) => r.status === S.done).length;
  const allRefunded = rows.length > 0 && done === rows.length;
  await setOrderRefundFlagsTx(db, orderId, {
    isLock: open > 0 ? 1 : 0,
    refundStatus: allRefunded ? OrderRefundFlag.all : open > 0 || done > 0 ? OrderRefundFlag.some : OrderRefundFlag.none,
  });
  return { allRefunded };
};
