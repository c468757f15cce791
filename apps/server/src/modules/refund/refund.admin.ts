import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatFen, type AdminComplainAuditParams, type ComplainInfo, type Lang, type RefundOrderGoods } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { changeAccounts, memberAccount } from '../member';
import { BALANCE_FROM_ORDER, moveOrder, order, OrderStatus } from '../order';
import { shop } from '../shop';
import { refundOnline } from './refund.channel';
import { RM } from './refund.messages';
import { loadLine, moveLine, now, syncOrderRefundState, toComplain, toWire, writeLog, type Line, type Ord } from './refund.service';
import { orderComplain, orderRefundTransfer } from './refund.tables';

/** Pay types whose money came through an online channel (the rest was balance or offline). */
/** Ledger `from_type` of money refunded to the balance (relate_tag = order_no). */
export const REFUND_FROM_TYPE = 'order_refund';

const ONLINE_PAY_TYPES = new Set(['wechatpay', 'alipay', 'sandbox']);

const shopWho = (ord: Ord) => ({ uid: ord.siteId, name: ord.siteName });

const reload = async (db: Db, orderGoodsId: number) => loadLine(db, orderGoodsId);

/** The shop agrees: refund only → 2 (waiting transfer); return and refund → 4 (waiting the buyer's parcel). */
export const agreeRefund = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { line, ord } = await loadLine(tx, orderGoodsId);
    const toReturn = line.refundType === 2;
    const moved = await moveLine(tx, orderGoodsId, [1], toReturn ? { refundStatus: 4, refundAddress: await returnAddress(tx, ord) } : { refundStatus: 2 });
    if (!moved) throw new AppError(RM.rfStatusChanged);
    await writeLog(tx, moved, moved.refundStatus, toReturn ? RM.rfLogAgreeReturn : RM.rfLogAgree, 2, shopWho(ord));
    return toWire(moved, ord, lang);
  });

const returnAddress = async (db: Db, ord: Ord): Promise<string> => {
  const [s] = await db.select({ fullAddress: shop.fullAddress, address: shop.address, telephone: shop.telephone }).from(shop).where(eq(shop.siteId, ord.siteId)).limit(1);
  return s ? `${s.fullAddress} ${s.address} ${s.telephone}`.trim().slice(0, 255) : '';
};

/** The shop refuses (1 → -1) with a reason; the order unlocks. */
export const refuseRefund = async (db: Db, orderGoodsId: number, reason: string, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { ord } = await loadLine(tx, orderGoodsId);
    const moved = await moveLine(tx, orderGoodsId, [1], { refundStatus: -1, refundRefuseReason: reason });
    if (!moved) throw new AppError(RM.rfStatusChanged);
    await syncOrderRefundState(tx, ord.orderId);
    await writeLog(tx, moved, -1, RM.rfLogRefuse, 2, shopWho(ord), reason);
    return toWire(moved, ord, lang);
  });

/** The shop received the returned parcel (5 → 6). */
export const receiveReturn = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { ord } = await loadLine(tx, orderGoodsId);
    const moved = await moveLine(tx, orderGoodsId, [5], { refundStatus: 6 });
    if (!moved) throw new AppError(RM.rfStatusChanged);
    await writeLog(tx, moved, 6, RM.rfLogReceive, 2, shopWho(ord));
    return toWire(moved, ord, lang);
  });

/**
 * Pays the refund (2 or 6 → 3) in one transaction: the online part of the order goes back through its pay
 * channel when possible, everything else to the member's balance (`changeAccounts`); the order's
 * refund_money grows (never past order_money); when every line is refunded the order closes.
 */
export const transferRefund = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { line: before } = await loadLine(tx, orderGoodsId);
    const t = now();
    const moved = await moveLine(tx, orderGoodsId, [2, 6], { refundStatus: 3, refundRealMoney: before.refundApplyMoney, refundTime: t });
    if (!moved) throw new AppError(RM.rfStatusChanged);
    const amount = moved.refundApplyMoney;
    const [ord] = await tx
      .update(order)
      .set({ refundMoney: sql`${order.refundMoney} + ${amount}` })
      .where(and(eq(order.orderId, moved.orderId), sql`${order.refundMoney} + ${amount} <= ${order.orderMoney}`))
      .returning();
    if (!ord) throw new AppError(RM.rfNothingToRefund);
    const split = await payBack(tx, moved, ord, amount);
    const { allRefunded } = await syncOrderRefundState(tx, ord.orderId);
    await writeLog(tx, moved, 3, split.remark ? RM.rfLogTransferBalance : RM.rfLogTransfer, 2, shopWho(ord), `¥${formatFen(amount)}`);
    if (allRefunded) {
      await moveOrder(
        tx,
        ord.orderId,
        [OrderStatus.WAIT_SEND, OrderStatus.WAIT_PICKUP, OrderStatus.SHIPPED, OrderStatus.RECEIVED],
        OrderStatus.CLOSED,
        { way: 'system', action: translate(RM.rfOrderClosedByRefund, 'zh-cn') },
        { closeTime: t, isLock: 0 },
      );
    }
    const after = await reload(tx, orderGoodsId);
    return toWire(after.line, after.ord, lang);
  });

/** Splits `amount` into the channel part (what is left of the order's online payment) and the balance part. */
const payBack = async (tx: Db, line: Line, ord: Ord, amount: number): Promise<{ remark: string }> => {
  const [{ online }] = await tx
    .select({ online: sql<string>`coalesce(sum(${orderRefundTransfer.onlineMoney}), 0)` })
    .from(orderRefundTransfer)
    .where(eq(orderRefundTransfer.orderId, ord.orderId));
  const paidBackOnline = Number(online);
  const onlineLeft = ONLINE_PAY_TYPES.has(ord.payType) ? Math.max(0, ord.payMoney - paidBackOnline) : 0;
  let toChannel = Math.min(amount, onlineLeft);
  let remark = '';
  let fellBack = 0;
  let payType = '';
  let refundTradeNo = '';
  if (toChannel > 0) {
    const sent = await refundOnline(tx, ord, toChannel, line.refundNo || `RF${line.orderGoodsId}`);
    if (sent.ok) {
      payType = sent.payType;
      refundTradeNo = sent.refundTradeNo;
    } else {
      fellBack = toChannel;
      toChannel = 0;
      remark = translate(RM.rfOnlineToBalance, 'zh-cn');
    }
  }
  const balance = amount - toChannel;
  await tx.insert(orderRefundTransfer).values({
    orderGoodsId: line.orderGoodsId,
    orderId: ord.orderId,
    memberId: ord.memberId,
    onlineMoney: toChannel,
    balanceMoney: balance,
    payType,
    refundTradeNo,
    remark,
    createTime: now(),
  });
  if (balance > 0) {
    // Withdrawable money the order spent (ledger of checkout) goes back as withdrawable first, and so does
    // an online payment that could not go back through its channel; the rest is non-withdrawable balance.
    const ledger = await tx
      .select({ from: memberAccount.fromType, sum: sql<string>`coalesce(sum(${memberAccount.accountData}), 0)` })
      .from(memberAccount)
      .where(
        and(
          eq(memberAccount.memberId, ord.memberId),
          eq(memberAccount.relateTag, ord.orderNo),
          eq(memberAccount.accountType, 'balance_money'),
          inArray(memberAccount.fromType, [BALANCE_FROM_ORDER, REFUND_FROM_TYPE]),
        ),
      )
      .groupBy(memberAccount.fromType);
    const spentMoney = -Number(ledger.find((l) => l.from === BALANCE_FROM_ORDER)?.sum ?? 0);
    const returnedMoney = Number(ledger.find((l) => l.from === REFUND_FROM_TYPE)?.sum ?? 0);
    const toMoney = Math.min(balance, fellBack + Math.max(0, spentMoney - returnedMoney));
    await changeAccounts(tx, ord.memberId, { balance: balance - toMoney, balance_money: toMoney }, {
      fromType: REFUND_FROM_TYPE,
      typeName: translate(RM.rfBalanceRemark, 'zh-cn'),
      relateTag: ord.orderNo,
      remark: (remark || line.skuName).slice(0, 200),
    });
  }
  return { remark };
};

/** The platform decides on an open complaint (1 → 2 agree | -1 refuse). */
export const auditComplain = async (db: Db, input: AdminComplainAuditParams, lang: Lang): Promise<ComplainInfo> =>
  db.transaction(async (tx) => {
    const { line } = await loadLine(tx, input.order_goods_id);
    const agree = input.action === 'agree';
    const [row] = await tx
      .update(orderComplain)
      .set({ complainStatus: agree ? 2 : -1, complainRefuseReason: agree ? '' : (input.complain_refuse_reason ?? ''), complainTime: now() })
      .where(and(eq(orderComplain.orderGoodsId, input.order_goods_id), inArray(orderComplain.complainStatus, [1])))
      .returning();
    if (!row) throw new AppError(RM.rfComplainNotExist);
    await writeLog(tx, line, line.refundStatus, agree ? RM.rfLogComplainAgree : RM.rfLogComplainRefuse, 3, { name: 'platform' }, input.complain_refuse_reason ?? '');
    return toComplain(row, lang);
  });

