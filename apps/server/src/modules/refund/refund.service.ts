import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  formatFen,
  pageCount,
  REFUND_OPEN_STATUSES,
  type ComplainDetailResult,
  type ComplainInfo,
  type ComplainStatus,
  type Lang,
  type OrderComplainParams,
  type OrderRefundApplyParams,
  type OrderRefundDeliveryParams,
  type Paged,
  type RefundAction,
  type RefundDataResult,
  type RefundDetailResult,
  type RefundListItem,
  type RefundLog,
  type RefundOrderGoods,
  type RefundStatus,
  type RefundType,
  nowSeconds,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { member } from '../member';
import { order, orderGoods, OrderStatus } from '../order';
import { shop } from '../shop';
import { refundMessages } from './refund.messages';
import { ComplainStatusOf as C, COMPLAIN_REOPENABLE, moveComplain, moveRefund, OrderRefundFlag, RefundStatus as S, writeLog, type ActionWay } from './refund.state';
import { orderComplain, orderRefundLog } from './refund.tables';

export { writeLog, type ActionWay };

export type Line = typeof orderGoods.$inferSelect;
export type Ord = typeof order.$inferSelect;


const REASON_KEYS = [refundMessages.rfReason1, refundMessages.rfReason2, refundMessages.rfReason3, refundMessages.rfReason4] as const;

export const refundReasons = (lang: Lang): string[] => REASON_KEYS.map((k) => translate(k, lang));

/** A reason given in either language, answered in Chinese (what is stored). */
const knownReason = (text: string): string | null => {
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
export const allowedTypes = (line: Line): RefundType[] => (line.isVirtual === 1 || line.deliveryStatus === 0 ? [1] : [1, 2]);

/** Whether the order lets its lines be refunded at all. */
const orderRefundable = (ord: Ord): boolean =>
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
export const refundActionsOf = (line: Pick<Line, 'refundStatus' | 'isPresent'>, ord: Pick<Ord, 'isEnableRefund' | 'orderStatus'>, lang: Lang): RefundAction[] => {
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
  line.refundStatus !== S.none && line.refundStatus !== S.done && ord.orderStatus !== OrderStatus.CLOSED && ord.orderStatus !== OrderStatus.COMPLETE ? 1 : 0;

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
  refund_type: (line.refundType === 1 || line.refundType === 2 ? line.refundType : 0) as 0 | RefundType,
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
  const [m] = await db.select({ nickname: member.nickname, username: member.username, mobile: member.mobile }).from(member).where(eq(member.memberId, memberId)).limit(1);
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
  await db
    .update(order)
    .set({ isLock: open > 0 ? 1 : 0, refundStatus: allRefunded ? OrderRefundFlag.all : open > 0 || done > 0 ? OrderRefundFlag.some : OrderRefundFlag.none })
    .where(eq(order.orderId, orderId));
  return { allRefunded };
};

// ---------------------------------------------------------------- buyer: refunds

export const refundData = async (db: Db, memberId: number, orderGoodsId: number, lang: Lang): Promise<RefundDataResult> => {
  const { line, ord } = await loadOwnLine(db, memberId, orderGoodsId);
  checkApplicable(line, ord);
  const { money, delivery } = await maxRefund(db, line, ord);
  return {
    order_goods_info: toWire(line, ord, lang),
    refund_money: formatFen(money),
    refund_delivery_money: formatFen(delivery),
    refund_type: allowedTypes(line),
    refund_reason_type: refundReasons(lang),
  };
};

const checkApplicable = (line: Line, ord: Ord): void => {
  if (!orderRefundable(ord)) throw new AppError(refundMessages.rfRefundDisabled);
  if (line.isPresent === 1) throw new AppError(refundMessages.rfPresentNoRefund);
  if (line.refundStatus !== S.none && line.refundStatus !== S.refused) throw new AppError(refundMessages.rfRefunding);
};

const refundNo = (line: Line) => `RF${nowSeconds()}${String(line.orderGoodsId).padStart(6, '0')}`.slice(0, 32);

/** Applies for a refund of one line (status 0/-1 → 1); the amount is the server's maximum. One open request per line. */
export const applyRefund = async (db: Db, memberId: number, input: OrderRefundApplyParams, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { line, ord } = await loadOwnLine(tx, memberId, input.order_goods_id);
    checkApplicable(line, ord);
    if (!allowedTypes(line).includes(input.refund_type)) throw new AppError(refundMessages.rfTypeNotAllowed);
    const reason = knownReason(input.refund_reason);
    if (!reason) throw new AppError(refundMessages.rfReasonInvalid);
    const { money, delivery } = await maxRefund(tx, line, ord);
    if (money <= 0) throw new AppError(refundMessages.rfNothingToRefund);
    const who = { way: 1 as const, uid: memberId, name: await memberName(tx, memberId) };
    const moved = await moveRefund(
      tx,
      line.orderGoodsId,
      [S.none, S.refused],
      S.applied,
      { ...who, action: refundMessages.rfLogApply, desc: `¥${formatFen(money)}${input.refund_remark ? ` ${input.refund_remark}` : ''}` },
      {
        refundType: input.refund_type,
        refundApplyMoney: money,
        refundDeliveryMoney: delivery,
        refundReason: reason,
        refundRemark: input.refund_remark,
        refundRefuseReason: '',
        refundNo: refundNo(line),
        refundDeliveryName: '',
        refundDeliveryNo: '',
        refundDeliveryRemark: '',
      },
      { memberId },
    );
    // Someone else (a second tap, another device) got there first.
    if (!moved) throw new AppError(refundMessages.rfRefunding);
    await syncOrderRefundState(tx, ord.orderId);
    return toWire(moved, ord, lang);
  });

/** Withdraws a request (1, 4 or -1 → 0); any open platform complaint of the line is withdrawn with it. */
export const cancelRefund = async (db: Db, memberId: number, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { ord } = await loadOwnLine(tx, memberId, orderGoodsId);
    const who = { way: 1 as const, uid: memberId, name: await memberName(tx, memberId), action: refundMessages.rfLogCancel };
    const moved = await moveRefund(tx, orderGoodsId, [S.applied, S.waitReturn, S.refused], S.none, who, {}, { memberId });
    if (!moved) throw new AppError(refundMessages.rfCannotCancel);
    await moveComplain(tx, orderGoodsId, [C.applied, C.refused], C.withdrawn, { complainTime: nowSeconds() });
    await syncOrderRefundState(tx, ord.orderId);
    return toWire(moved, ord, lang);
  });

/** The buyer ships the return (4 → 5). */
export const refundDelivery = async (db: Db, memberId: number, input: OrderRefundDeliveryParams, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { ord } = await loadOwnLine(tx, memberId, input.order_goods_id);
    const who = { way: 1 as const, uid: memberId, name: await memberName(tx, memberId) };
    const moved = await moveRefund(
      tx,
      input.order_goods_id,
      [S.waitReturn],
      S.waitReceive,
      { ...who, action: refundMessages.rfLogDelivery, desc: `${input.refund_delivery_name} ${input.refund_delivery_no}` },
      {
        refundDeliveryName: input.refund_delivery_name,
        refundDeliveryNo: input.refund_delivery_no,
        refundDeliveryRemark: input.refund_delivery_remark,
      },
      { memberId },
    );
    if (!moved) throw new AppError(refundMessages.rfNotWaitingReturn);
    return toWire(moved, ord, lang);
  });

const toLog = (r: typeof orderRefundLog.$inferSelect, lang: Lang): RefundLog => ({
  id: r.id,
  order_goods_id: r.orderGoodsId,
  refund_status: r.refundStatus,
  action: translate(r.action, lang),
  action_way: (r.actionWay === 2 || r.actionWay === 3 ? r.actionWay : 1) as 1 | 2 | 3,
  action_userid: r.actionUserid,
  username: r.username,
  desc: r.desc,
  action_time: r.actionTime,
});

export const refundDetail = async (db: Db, memberId: number, orderGoodsId: number, lang: Lang): Promise<RefundDetailResult> => {
  const { line, ord } = await loadOwnLine(db, memberId, orderGoodsId);
  const [logs, [s]] = await Promise.all([
    db.select().from(orderRefundLog).where(eq(orderRefundLog.orderGoodsId, orderGoodsId)).orderBy(desc(orderRefundLog.id)),
    db.select({ siteName: shop.siteName, telephone: shop.telephone, fullAddress: shop.fullAddress, address: shop.address }).from(shop).where(eq(shop.siteId, line.siteId)).limit(1),
  ]);
  return {
    ...toWire(line, ord, lang),
    refund_log_list: logs.map((l) => toLog(l, lang)),
    shop_address: { site_name: s?.siteName ?? ord.siteName, telephone: s?.telephone ?? '', full_address: s?.fullAddress ?? '', address: s?.address ?? '' },
  };
};

/** Lines of the caller with an after-sale record (refund_status ≠ 0), newest action first. */
export const refundList = async (db: Db, memberId: number, page: number, pageSize: number, lang: Lang): Promise<Paged<RefundListItem>> => {
  const where = and(eq(orderGoods.memberId, memberId), ne(orderGoods.refundStatus, S.none));
  const [{ n }] = await db.select({ n: count() }).from(orderGoods).where(where);
  const result: Paged<RefundListItem> = { page_count: pageCount(n, pageSize), count: n, list: [] };
  const offset = (page - 1) * pageSize;
  if (n === 0 || offset >= n) return result;
  const rows = await db
    .select({ line: orderGoods, ord: order })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(and(where, eq(order.memberId, memberId)))
    .orderBy(desc(orderGoods.refundActionTime), desc(orderGoods.orderGoodsId))
    .limit(pageSize)
    .offset(offset);
  result.list = rows.map((r) => toWire(r.line, r.ord, lang));
  return result;
};

/** Open after-sale requests of a member (account cancellation counts and blocks on them). */
export const openRefundCount = async (db: Db, memberId: number): Promise<number> => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(orderGoods)
    .where(and(eq(orderGoods.memberId, memberId), inArray(orderGoods.refundStatus, [...REFUND_OPEN_STATUSES])));
  return n;
};

// ---------------------------------------------------------------- buyer: platform complaints

const complainActions = (status: number, lang: Lang): ComplainInfo['action'] =>
  status === C.applied || status === C.refused
    ? [{ event: 'complainCancel', title: translate(refundMessages.rfActComplainCancel, lang) }]
    : status === C.withdrawn
      ? [{ event: 'complainApply', title: translate(refundMessages.rfActComplainApply, lang) }]
      : [];

export const toComplain = (c: typeof orderComplain.$inferSelect, lang: Lang): ComplainInfo => ({
  complain_id: c.complainId,
  order_goods_id: c.orderGoodsId,
  order_id: c.orderId,
  complain_reason: c.complainReason,
  complain_remark: c.complainRemark,
  complain_status: c.complainStatus as ComplainStatus,
  complain_status_name: translate(`rfComplainStatus${c.complainStatus}`, lang),
  complain_refuse_reason: c.complainRefuseReason,
  complain_apply_time: c.complainApplyTime,
  complain_time: c.complainTime,
  action: complainActions(c.complainStatus, lang),
});

export const complainDetail = async (db: Db, memberId: number, orderGoodsId: number, lang: Lang): Promise<ComplainDetailResult> => {
  const { line, ord } = await loadOwnLine(db, memberId, orderGoodsId);
  const [c] = await db.select().from(orderComplain).where(eq(orderComplain.orderGoodsId, orderGoodsId)).limit(1);
  const money = line.refundStatus === S.none || line.refundStatus === S.refused ? (await maxRefund(db, line, ord)).money : line.refundApplyMoney;
  return {
    order_goods_info: toWire(line, ord, lang),
    refund_money: formatFen(money),
    refund_reason_type: refundReasons(lang),
    complain_info: c ? toComplain(c, lang) : null,
  };
};

/** Escalates an open refund to the platform (new, withdrawn or refused complaint → 1). */
export const complain = async (db: Db, memberId: number, input: OrderComplainParams, lang: Lang): Promise<ComplainInfo> =>
  db.transaction(async (tx) => {
    // The line is locked while the complaint is written: the refused-request timer cannot close it meanwhile.
    const { line, ord } = await loadOwnLine(tx, memberId, input.order_goods_id, true);
    if (complainActionOf(line, ord) !== 1) throw new AppError(refundMessages.rfComplainNotAllowed);
    const t = nowSeconds();
    const values = {
      complainReason: input.complain_reason,
      complainRemark: input.complain_remark,
      complainStatus: C.applied,
      complainRefuseReason: '',
      complainApplyTime: t,
      complainTime: 0,
    };
    const [row] = await tx
      .insert(orderComplain)
      .values({ ...values, orderGoodsId: line.orderGoodsId, orderId: line.orderId, memberId, siteId: line.siteId })
      .onConflictDoUpdate({ target: orderComplain.orderGoodsId, set: values, setWhere: inArray(orderComplain.complainStatus, [...COMPLAIN_REOPENABLE]) })
      .returning();
    if (!row) throw new AppError(refundMessages.rfComplainOpen);
    await writeLog(tx, line, line.refundStatus, refundMessages.rfLogComplain, 1, { uid: memberId, name: await memberName(tx, memberId) }, `${input.complain_reason}${input.complain_remark ? ` ${input.complain_remark}` : ''}`);
    return toComplain(row, lang);
  });

export const cancelComplain = async (db: Db, memberId: number, orderGoodsId: number, lang: Lang): Promise<ComplainInfo> =>
  db.transaction(async (tx) => {
    const { line } = await loadOwnLine(tx, memberId, orderGoodsId);
    const row = await moveComplain(tx, orderGoodsId, [C.applied, C.refused], C.withdrawn, { complainTime: nowSeconds() }, memberId);
    if (!row) {
      const [exists] = await tx.select({ id: orderComplain.complainId }).from(orderComplain).where(eq(orderComplain.orderGoodsId, orderGoodsId)).limit(1);
      throw new AppError(exists ? refundMessages.rfComplainCannotCancel : refundMessages.rfComplainNotExist);
    }
    await writeLog(tx, line, line.refundStatus, refundMessages.rfLogComplainCancel, 1, { uid: memberId, name: await memberName(tx, memberId) });
    return toComplain(row, lang);
  });

export const complainRow = async (db: Db, orderGoodsId: number) => {
  const [c] = await db.select().from(orderComplain).where(eq(orderComplain.orderGoodsId, orderGoodsId)).limit(1);
  return c ?? null;
};

