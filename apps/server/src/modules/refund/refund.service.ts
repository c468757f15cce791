// The buyer's refunds of a line: what may be asked, applying, withdrawing, shipping the return, detail and list.
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  formatFen,
  pageCount,
  REFUND_OPEN_STATUSES,
  type Lang,
  type OrderRefundApplyParams,
  type OrderRefundDeliveryParams,
  type Paged,
  type RefundDataResult,
  type RefundDetailResult,
  type RefundListItem,
  type RefundLog,
  type RefundOrderGoods,
  nowSeconds,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { order, orderGoods } from '../order';
import { shop } from '../shop';
import {
  allowedTypes,
  knownReason,
  loadOwnLine,
  maxRefund,
  memberName,
  orderRefundable,
  refundReasons,
  syncOrderRefundState,
  toWire,
  type Line,
  type Ord,
} from './refund.lines';
import { refundMessages } from './refund.messages';
import { ComplainStatusOf as C, moveComplain, moveRefund, RefundStatus as S, writeLog, type ActionWay } from './refund.state';
import { orderRefundLog } from './refund.tables';

export { writeLog, type ActionWay };
export {
  allowedTypes,
  complainActionOf,
  loadLine,
  loadOwnLine,
  maxRefund,
  memberName,
  refundActionsOf,
  refundReasons,
  syncOrderRefundState,
  toWire,
  type Line,
  type Ord,
} from './refund.lines';
export { cancelComplain, complain, complainDetail, complainRow, toComplain } from './refund.complain';

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
