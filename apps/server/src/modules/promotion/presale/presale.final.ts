import { and, eq, inArray } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  PRESALE_DEPOSIT_EVENT,
  PRESALE_FINAL_EVENT,
  PRESALE_ORDER_STATUS,
  PRESALE_REFUND_STATUS,
  type Lang,
  type OrderCreateParams,
  type PresaleFinalCreateParams,
  type PresaleFinalPaymentResult,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { member } from '../../member';
import { createOrdersTx, nextNumbers, orderPaidTx, type OrderPaidStep } from '../../order';
import {
  closePayTx,
  createPaidPayRecordTx,
  createPayRecordTx,
  lockPayRecordNoWaitTx,
  type PaidHandlers,
  type PaidPayment,
} from '../../pay';
import type { PromotionCheckoutSource } from '../engine';
import { checkBalancePassword, spendBalanceTx } from './presale.deposit';
import { presaleKind } from './presale.kind';
import { presaleMessages as M } from './presale.messages';
import { returnPresaleBalanceTx } from './presale.money';
import { presaleOrder } from './presale.tables';
import { presaleOrderToWire, type PresaleOrderRow } from './presale.wire';

/** The normal order's line: the booked SKU at the presale price, its units taken by the deposit already. */
const finalSource = (r: PresaleOrderRow): PromotionCheckoutSource => ({
  kind: presaleKind,
  resolve: () =>
    Promise.resolve([
      {
        kind: presaleKind,
        activityId: r.presaleId,
        activitySkuId: r.activitySkuId,
        skuId: r.skuId,
        goodsId: r.goodsId,
        num: r.num,
        price: r.presalePrice,
        maxBuy: 0,
        stockTaken: true,
        // A booking priced without shipping stays so: the normal order's amount is the booking's.
        freeShipping: r.deliveryMoney === 0,
      },
    ]),
});

/**
 * The booking is paid in full: the normal order is created through the order module's checkout (the choices of
 * the deposit checkout, the presale price, no new stock taken), paid at once under the booking's order number with
 * the last payment's type, and from then on follows the normal order statuses.
 */
const createNormalOrderTx = async (tx: Db, r: PresaleOrderRow, p: PaidPayment, orderHandlers: PaidHandlers): Promise<void> => {
  const saved = (r.createParams ?? {}) as Record<string, unknown>;
  const params = { ...saved, sku_id: r.skuId, num: r.num, is_balance: 0, platform_coupon_id: 0 } as unknown as OrderCreateParams;
  const created = await createOrdersTx(
    tx,
    r.memberId,
    params,
    { appType: typeof saved.app_type === 'string' ? saved.app_type : 'h5' },
    orderHandlers,
    finalSource(r),
    undefined,
    {
      payType: p.payType,
      tradeNo: p.tradeNo,
      orderNo: r.orderNo,
      // the money as the booking took it: refunds of the order go back through the final payment, then the deposit's
      balanceMoney: r.balanceDepositMoney + r.balanceFinalMoney,
      payments: [
        { outTradeNo: r.finalOutTradeNo, payType: r.finalPayType, money: r.payFinalMoney },
        { outTradeNo: r.depositOutTradeNo, payType: r.depositPayType, money: r.payDepositMoney },
      ],
    },
  );
  await tx.update(presaleOrder).set({ orderId: created.orderIds[0]! }).where(eq(presaleOrder.id, r.id));
};

/** Moves the booking to 已完成 and creates its normal order; `from` is the status it must be in. */
const completeTx = async (tx: Db, id: number, p: PaidPayment, from: number, guard: ReturnType<typeof eq>, orderHandlers: PaidHandlers) => {
  const [r] = await tx
    .update(presaleOrder)
    .set({ orderStatus: PRESALE_ORDER_STATUS.DONE, payFinalTime: p.payTime, finalPayType: p.payType })
    .where(and(eq(presaleOrder.id, id), eq(presaleOrder.orderStatus, from), guard))
    .returning();
  if (!r) throw new Error(`pay ${p.outTradeNo}: presale order ${id} is not waiting for this payment`);
  await createNormalOrderTx(tx, r, p, orderHandlers);
};

/**
 * The pay module's handlers of the two presale purposes (inside the payment's transaction, the record locked):
 * the deposit moves 待付款 → 待付尾款 (straight on to 已完成 when nothing is left to pay), the final payment
 * 待付尾款 → 已完成. Each move is guarded by the status and the record's number, so a close or the window's
 * timer that won the race (and cancelled the record) leaves nothing for a late payment to move: it throws, the
 * payment rolls back and the channel's money goes back.
 */
export const presalePaidHandlers = (steps: readonly OrderPaidStep[]): PaidHandlers => {
  const orderHandlers: PaidHandlers = { order: (tx, p) => orderPaidTx(tx, p, steps) };
  return {
    [PRESALE_DEPOSIT_EVENT]: async (tx, p) => {
      const [r] = await tx
        .update(presaleOrder)
        .set({ orderStatus: PRESALE_ORDER_STATUS.WAIT_FINAL, payDepositTime: p.payTime, depositPayType: p.payType })
        .where(
          and(
            inArray(presaleOrder.id, p.relateIds),
            eq(presaleOrder.memberId, p.memberId),
            eq(presaleOrder.orderStatus, PRESALE_ORDER_STATUS.WAIT_DEPOSIT),
            eq(presaleOrder.depositOutTradeNo, p.outTradeNo),
          ),
        )
        .returning();
      if (!r) throw new Error(`pay ${p.outTradeNo}: presale order not waiting for its deposit`);
      // A deposit that is the whole price leaves nothing for the second payment: the booking completes now.
      if (r.finalMoney === 0) await completeTx(tx, r.id, p, PRESALE_ORDER_STATUS.WAIT_FINAL, eq(presaleOrder.finalMoney, 0), orderHandlers);
    },
    [PRESALE_FINAL_EVENT]: async (tx, p) => {
      for (const id of p.relateIds)
        await completeTx(tx, id, p, PRESALE_ORDER_STATUS.WAIT_FINAL, eq(presaleOrder.finalOutTradeNo, p.outTradeNo), orderHandlers);
    },
  };
};

/** The member's booking, locked when `lock`; refused when missing, another's or deleted. */
export const ownPresaleOrder = async (db: Db, memberId: number, id: number, lock = false): Promise<PresaleOrderRow> => {
  const q = db
    .select()
    .from(presaleOrder)
    .where(and(eq(presaleOrder.id, id), eq(presaleOrder.memberId, memberId), eq(presaleOrder.isDelete, 0)));
  const [r] = lock ? await q.for('update') : await q;
  if (!r) throw new AppError(M.presaleOrderNotExist);
  return r;
};

/** Refuses a final payment outside its window or of a booking not waiting for it. */
const checkFinalOpen = (r: PresaleOrderRow, at: number) => {
  if (r.orderStatus !== PRESALE_ORDER_STATUS.WAIT_FINAL) throw new AppError(M.presaleOrderNotWaitFinal);
  if (r.refundStatus === PRESALE_REFUND_STATUS.APPLY) throw new AppError(M.presaleRefundExists);
  if (at < r.payStartTime) throw new AppError(M.presaleFinalNotStarted);
  if (at >= r.payEndTime) throw new AppError(M.presaleFinalEnded);
};

const accountOf = async (db: Db, memberId: number, lock: boolean) => {
  const q = db
    .select({ balance: member.balance, balanceMoney: member.balanceMoney, payPassword: member.payPassword })
    .from(member)
    .where(eq(member.memberId, memberId));
  const [m] = lock ? await q.for('update') : await q;
  return m ?? { balance: 0, balanceMoney: 0, payPassword: '' };
};

const splitOf = (amount: number, useBalance: boolean, a: { balance: number; balanceMoney: number }) => {
  if (!useBalance) return { total: 0, fromBalance: 0, fromBalanceMoney: 0 };
  const total = Math.min(amount, a.balance + a.balanceMoney);
  const fromBalance = Math.min(total, a.balance);
  return { total, fromBalance, fromBalanceMoney: total - fromBalance };
};

/** `/presale/api/ordercreate/finalPayment`: what paying the rest takes, with or without balance. */
export const finalPayment = async (
  db: Db,
  memberId: number,
  id: number,
  isBalance: number,
  lang: Lang,
): Promise<PresaleFinalPaymentResult> => {
  const r = await ownPresaleOrder(db, memberId, id);
  const at = nowSeconds();
  checkFinalOpen(r, at);
  const a = await accountOf(db, memberId, false);
  const split = splitOf(r.finalMoney, isBalance === 1, a);
  return {
    order: presaleOrderToWire(r, lang, at),
    member_account: { balance: formatFen(a.balance), balance_money: formatFen(a.balanceMoney), is_pay_password: a.payPassword ? 1 : 0 },
    balance_final_money: formatFen(split.total),
    pay_final_money: formatFen(r.finalMoney - split.total),
  };
};

/**
 * Cancels the booking's open final pay record (without waiting for its lock: a record being paid right now makes
 * this refuse) and gives back the balance it took. False when the record is being paid.
 */
export const dropFinalRecordTx = async (tx: Db, r: PresaleOrderRow): Promise<boolean> => {
  if (!r.finalOutTradeNo) return true;
  if (!(await lockPayRecordNoWaitTx(tx, r.finalOutTradeNo))) return false;
  await closePayTx(tx, r.finalOutTradeNo);
  await returnPresaleBalanceTx(tx, r.memberId, r.finalOutTradeNo, '预售尾款退回');
  return true;
};

/**
 * `/presale/api/ordercreate/finalCreate`: inside the final window, a fresh final pay record of purpose
 * `presale_final` (an earlier unpaid one is cancelled and its balance given back), the balance part taken through
 * the ledger; paid at once when the balance covers the rest, which creates the normal order in this transaction.
 */
export const finalCreate = async (db: Db, memberId: number, p: PresaleFinalCreateParams, paidHandlers: PaidHandlers): Promise<string> => {
  await checkBalancePassword(db, memberId, p.is_balance, p.pay_password);
  return db.transaction(async (tx) => {
    const r = await ownPresaleOrder(tx, memberId, p.id, true);
    checkFinalOpen(r, nowSeconds());
    if (!(await dropFinalRecordTx(tx, r))) throw new AppError(M.presaleOrderBusy);
    const a = await accountOf(tx, memberId, true);
    const split = splitOf(r.finalMoney, p.is_balance === 1, a);
    const [outTradeNo] = (await nextNumbers(tx, 1)) as [string];
    await tx
      .update(presaleOrder)
      .set({ finalOutTradeNo: outTradeNo, balanceFinalMoney: split.total, payFinalMoney: r.finalMoney - split.total })
      .where(eq(presaleOrder.id, r.id));
    await spendBalanceTx(tx, memberId, split, outTradeNo);
    const record = {
      memberId,
      payMoney: r.finalMoney - split.total,
      relateIds: [r.id],
      body: r.skuName.slice(0, 255),
      siteId: r.siteId,
      outTradeNo,
      event: PRESALE_FINAL_EVENT,
    };
    if (record.payMoney === 0) await createPaidPayRecordTx(tx, paidHandlers, record, { payType: 'BALANCE', tradeNo: '' });
    else await createPayRecordTx(tx, record);
    return outTradeNo;
  });
};
