import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  formatFen,
  REFUND_TYPE,
  type AdminComplainAuditParams,
  type ComplainInfo,
  type Lang,
  type RefundOrderGoods,
  nowSeconds,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { undoSaleTx } from '../goods';
import { changeAccounts, memberAccount } from '../member';
import { addRefundMoneyTx, BALANCE_FROM_ORDER, DeliveryStatus, moveOrder, OrderStatus, OrderType } from '../order';
import { shop } from '../shop';
import { verify } from '../verify';
import { channelPartsOf, sendThroughChannels } from './refund.channel';
import { refundMessages } from './refund.messages';
import { loadLine, syncOrderRefundState, toComplain, toWire, writeLog, type Line, type Ord } from './refund.service';
import { ComplainStatusOf as C, moveComplain, moveRefund, RefundStatus as S, type ActionWay } from './refund.state';
import { orderRefundTransfer } from './refund.tables';

/** Ledger `from_type` of money refunded to the balance (relate_tag = order_no). */
export const REFUND_FROM_TYPE = 'order_refund';

/** Pay types whose money came through an online channel (the rest was balance or offline). */

/** Who moves a line: the shop (operator endpoints, log way 2) or the system (after-sale timers, way 3). */
export type RefundActor = 'shop' | 'system';

const whoOf = (by: RefundActor, ord: Pick<Ord, 'siteId' | 'siteName'>): { way: ActionWay; uid?: number; name: string } =>
  by === 'shop' ? { way: 2, uid: ord.siteId, name: ord.siteName } : { way: 3, name: 'system' };

const reload = async (db: Db, orderGoodsId: number) => loadLine(db, orderGoodsId);

const changed = () => new AppError(refundMessages.rfStatusChanged);

/**
 * The request is agreed (1 → refund only: 2 waiting transfer | return and refund: 4 waiting the buyer's
 * parcel, with the shop's return address). Answers the moved line, or null when it was not waiting for an
 * answer any more. Call inside a transaction.
 */
export const agreeRefundTx = async (tx: Db, orderGoodsId: number, by: RefundActor, at: number = nowSeconds()): Promise<Line | null> => {
  const { line, ord } = await loadLine(tx, orderGoodsId);
  const toReturn = line.refundType === REFUND_TYPE.returnAndRefund;
  const action =
    by === 'shop'
      ? toReturn
        ? refundMessages.rfLogAgreeReturn
        : refundMessages.rfLogAgree
      : toReturn
        ? refundMessages.rfLogAutoAgreeReturn
        : refundMessages.rfLogAutoAgree;
  const who = { ...whoOf(by, ord), action };
  return toReturn
    ? moveRefund(tx, orderGoodsId, [S.applied], S.waitReturn, who, { refundAddress: await returnAddress(tx, ord) }, { at })
    : moveRefund(tx, orderGoodsId, [S.applied], S.agreed, who, {}, { at });
};

/** The shop agrees: refund only → 2 (waiting transfer); return and refund → 4 (waiting the buyer's parcel). */
export const agreeRefund = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const moved = await agreeRefundTx(tx, orderGoodsId, 'shop');
    if (!moved) throw changed();
    const { ord } = await reload(tx, orderGoodsId);
    return toWire(moved, ord, lang);
  });

const returnAddress = async (db: Db, ord: Ord): Promise<string> => {
  const [s] = await db
    .select({ fullAddress: shop.fullAddress, address: shop.address, telephone: shop.telephone })
    .from(shop)
    .where(eq(shop.siteId, ord.siteId))
    .limit(1);
  return s ? `${s.fullAddress} ${s.address} ${s.telephone}`.trim().slice(0, 255) : '';
};

/** The shop refuses (1 → -1) with a reason; the order unlocks. */
export const refuseRefund = async (db: Db, orderGoodsId: number, reason: string, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const { ord } = await loadLine(tx, orderGoodsId);
    const who = { ...whoOf('shop', ord), action: refundMessages.rfLogRefuse, desc: reason };
    const moved = await moveRefund(tx, orderGoodsId, [S.applied], S.refused, who, { refundRefuseReason: reason });
    if (!moved) throw changed();
    await syncOrderRefundState(tx, ord.orderId);
    return toWire(moved, ord, lang);
  });

/** The returned parcel is received (5 → 6); null when the line was not waiting for it. Call inside a transaction. */
export const receiveReturnTx = async (tx: Db, orderGoodsId: number, by: RefundActor, at: number = nowSeconds()): Promise<Line | null> => {
  const { ord } = await loadLine(tx, orderGoodsId);
  const who = { ...whoOf(by, ord), action: by === 'shop' ? refundMessages.rfLogReceive : refundMessages.rfLogAutoReceive };
  return moveRefund(tx, orderGoodsId, [S.waitReceive], S.received, who, {}, { at });
};

/** The shop received the returned parcel (5 → 6). */
export const receiveReturn = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    const moved = await receiveReturnTx(tx, orderGoodsId, 'shop');
    if (!moved) throw changed();
    const { ord } = await reload(tx, orderGoodsId);
    return toWire(moved, ord, lang);
  });

/**
 * Pays the refund (2 or 6 → 3): the online part of the order goes back through its pay channel when
 * possible, everything else to the member's balance (`changeAccounts`); the order's refund_money grows
 * (never past order_money); the goods go back into stock when they came back or never left, and the sales
 * counters shrink (`restockTx`); when every line is refunded the order closes. The guarded status move makes
 * all of it happen once. Answers null when the line was not waiting for the transfer; throws (the caller
 * rolls back) when the order has nothing left to refund. Call inside a transaction.
 */
export const transferRefundTx = async (tx: Db, orderGoodsId: number, by: RefundActor, at: number = nowSeconds()): Promise<Line | null> => {
  const { line: before, ord: owner } = await loadLine(tx, orderGoodsId);
  let ord: Ord | undefined;
  let allRefunded = false;
  const payOut = async (moved: Line) => {
    const amount = moved.refundApplyMoney;
    ord = await addRefundMoneyTx(tx, moved.orderId, amount);
    if (!ord) throw new AppError(refundMessages.rfNothingToRefund);
    const split = await payBack(tx, moved, ord, amount);
    await restockTx(tx, moved, ord);
    ({ allRefunded } = await syncOrderRefundState(tx, ord.orderId));
    return { action: split.remark ? refundMessages.rfLogTransferBalance : refundMessages.rfLogTransfer, desc: `¥${formatFen(amount)}` };
  };
  const who = { ...whoOf(by, owner), action: refundMessages.rfLogTransfer };
  const moved = await moveRefund(
    tx,
    orderGoodsId,
    [S.agreed, S.received],
    S.done,
    who,
    { refundRealMoney: before.refundApplyMoney, refundTime: at },
    { at, effect: payOut },
  );
  if (!moved || !ord) return null;
  if (allRefunded) {
    await moveOrder(
      tx,
      ord.orderId,
      [OrderStatus.WAIT_SEND, OrderStatus.WAIT_PICKUP, OrderStatus.SHIPPED, OrderStatus.RECEIVED],
      OrderStatus.CLOSED,
      { way: 'system', action: translate(refundMessages.rfOrderClosedByRefund, 'zh-cn') },
      { closeTime: at, isLock: 0 },
    );
  }
  return moved;
};

/** The shop pays the refund (2 or 6 → 3); see `transferRefundTx`. */
export const transferRefund = async (db: Db, orderGoodsId: number, lang: Lang): Promise<RefundOrderGoods> =>
  db.transaction(async (tx) => {
    if (!(await transferRefundTx(tx, orderGoodsId, 'shop'))) throw changed();
    const after = await reload(tx, orderGoodsId);
    return toWire(after.line, after.ord, lang);
  });

/**
 * Whether a refunded line's goods are back with the shop (or never left it): the line was not shipped yet
 * (delivery_status 0 — unshipped, a pickup not collected; a virtual line whose code was not redeemed), or
 * the buyer returned them (return and refund). A refund only of goods the buyer kept leaves stock alone.
 */
const goodsBack = async (tx: Db, line: Line, ord: Ord): Promise<boolean> => {
  if (line.refundType === REFUND_TYPE.returnAndRefund) return true;
  if (line.deliveryStatus !== DeliveryStatus.WAITING) return false;
  if (ord.orderType !== OrderType.VIRTUAL) return true;
  const [used] = await tx
    .select({ id: verify.id })
    .from(verify)
    .where(and(eq(verify.orderId, ord.orderId), eq(verify.isVerify, 1)))
    .limit(1);
  return !used;
};

/**
 * A refunded line undoes its sale: SKU (and goods) `sale_num` shrink by its quantity, as payment grew them,
 * and the quantity goes back to the SKU's stock when the goods came back (`goodsBack`).
 */
const restockTx = async (tx: Db, line: Line, ord: Ord): Promise<void> => {
  await undoSaleTx(tx, line, await goodsBack(tx, line, ord));
};

/**
 * A refused request the buyer left alone is closed by the system (-1 → 0, as if withdrawn): a platform
 * complaint the platform refused is withdrawn with it, so neither may be followed up any more (a new request
 * may be made, as after withdrawing). Null when the line is no longer refused. Call inside a transaction.
 */
export const closeRefusedTx = async (tx: Db, orderGoodsId: number, at: number = nowSeconds()): Promise<Line | null> => {
  const withdrawComplaint = async (moved: Line) => {
    await moveComplain(tx, orderGoodsId, [C.refused], C.withdrawn, { complainTime: at });
    await syncOrderRefundState(tx, moved.orderId);
  };
  return moveRefund(
    tx,
    orderGoodsId,
    [S.refused],
    S.none,
    { way: 3, name: 'system', action: refundMessages.rfLogAutoClose },
    {},
    { at, effect: withdrawComplaint },
  );
};

/** Splits `amount` into the channel part (what is left of the order's online payments) and the balance part. */
const payBack = async (tx: Db, line: Line, ord: Ord, amount: number): Promise<{ remark: string }> => {
  const parts = await channelPartsOf(tx, ord);
  const { sent, fellBack, payType, refundTradeNo } = await sendThroughChannels(
    tx,
    parts,
    amount,
    line.refundNo || `RF${line.orderGoodsId}`,
  );
  const toChannel = sent;
  const remark = fellBack > 0 ? translate(refundMessages.rfOnlineToBalance, 'zh-cn') : '';
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
    createTime: nowSeconds(),
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
    await changeAccounts(
      tx,
      ord.memberId,
      { balance: balance - toMoney, balance_money: toMoney },
      {
        fromType: REFUND_FROM_TYPE,
        typeName: translate(refundMessages.rfBalanceRemark, 'zh-cn'),
        relateTag: ord.orderNo,
        remark: (remark || line.skuName).slice(0, 200),
      },
    );
  }
  return { remark };
};

/** The platform decides on an open complaint (1 → 2 agree | -1 refuse). */
export const auditComplain = async (db: Db, input: AdminComplainAuditParams, lang: Lang): Promise<ComplainInfo> =>
  db.transaction(async (tx) => {
    const { line } = await loadLine(tx, input.order_goods_id);
    const agree = input.action === 'agree';
    const row = await moveComplain(tx, input.order_goods_id, [C.applied], agree ? C.agreed : C.refused, {
      complainRefuseReason: agree ? '' : (input.complain_refuse_reason ?? ''),
      complainTime: nowSeconds(),
    });
    if (!row) throw new AppError(refundMessages.rfComplainNotExist);
    await writeLog(
      tx,
      line,
      line.refundStatus,
      agree ? refundMessages.rfLogComplainAgree : refundMessages.rfLogComplainRefuse,
      3,
      { name: 'platform' },
      input.complain_refuse_reason ?? '',
    );
    return toComplain(row, lang);
  });
