// The buyer's platform complaints about a refund: detail, raising and withdrawing one, and their wire shape.
import { eq, inArray } from 'drizzle-orm';
import { formatFen, type ComplainDetailResult, type ComplainInfo, type ComplainStatus, type Lang, type OrderComplainParams, nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { complainActionOf, loadOwnLine, maxRefund, memberName, refundReasons, toWire } from './refund.lines';
import { refundMessages } from './refund.messages';
import { ComplainStatusOf as C, COMPLAIN_REOPENABLE, moveComplain, RefundStatus as S, writeLog } from './refund.state';
import { orderComplain } from './refund.tables';

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
