import { and, asc, eq, gt, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import {
  nowSeconds,
  PRESALE_CLOSE_REASON,
  PRESALE_ORDER_STATUS as S,
  PRESALE_REFUND_STATUS as RS,
  type Lang,
  type PresaleOrder,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import type { JobDeps, NamedJob } from '../../../infra/jobs';
import { sweepRows } from '../../../infra/jobs/sweep';
import { closePayTx, lockPayRecordNoWaitTx, refundOnlinePay } from '../../pay';
import { dropFinalRecordTx, ownPresaleOrder } from './presale.final';
import { presaleMessages as M } from './presale.messages';
import { returnPresaleBalanceTx, returnPresaleStockTx } from './presale.money';
import { presaleOrder } from './presale.tables';
import { presaleOrderToWire, type PresaleOrderRow } from './presale.wire';

const lockRow = async (tx: Db, id: number): Promise<PresaleOrderRow | undefined> =>
  (await tx.select().from(presaleOrder).where(eq(presaleOrder.id, id)).for('update'))[0];

/** One guarded move of a booking's status; false when it was no longer in `from`. */
const moveTx = async (tx: Db, id: number, from: number, set: Partial<typeof presaleOrder.$inferInsert>, extra?: SQL) => {
  const moved = await tx
    .update(presaleOrder)
    .set(set)
    .where(and(eq(presaleOrder.id, id), eq(presaleOrder.orderStatus, from), extra))
    .returning({ id: presaleOrder.id });
  return moved.length === 1;
};

/**
 * Closes a booking whose deposit is unpaid (the buyer, or the timer at the order auto-close time) and gives back,
 * exactly once, what booking took: the goods and presale stock and the balance part of the deposit; the deposit
 * record is cancelled so a late payment cannot move the booking. False — changing nothing — when it is no longer
 * unpaid or its record is being paid right now (never waited for: the payment locks the record first).
 */
export const closeDepositTx = async (tx: Db, id: number): Promise<boolean> => {
  const r = await lockRow(tx, id);
  if (!r || r.orderStatus !== S.WAIT_DEPOSIT) return false;
  if (!(await lockPayRecordNoWaitTx(tx, r.depositOutTradeNo))) return false;
  const t = nowSeconds();
  if (!(await moveTx(tx, id, S.WAIT_DEPOSIT, { orderStatus: S.CLOSED, closeReason: PRESALE_CLOSE_REASON.DEPOSIT_UNPAID, closeTime: t })))
    return false;
  await closePayTx(tx, r.depositOutTradeNo);
  await returnPresaleStockTx(tx, r);
  await returnPresaleBalanceTx(tx, r.memberId, r.depositOutTradeNo, '预售关闭退回');
  return true;
};

/**
 * The final window passed unpaid: the booking closes and the deposit is kept (not refunded); an open final
 * record is cancelled and the balance it took goes back; the units go back to the goods and presale stock. A
 * booking with a refund request waiting for the operator is left to the operator. False when a final payment
 * holds the record right now (the payment wins; the timer tries again next run and finds it completed).
 */
export const closeFinalMissedTx = async (tx: Db, id: number, now: number): Promise<boolean> => {
  const r = await lockRow(tx, id);
  if (!r || r.orderStatus !== S.WAIT_FINAL || r.refundStatus === RS.APPLY || r.payEndTime > now) return false;
  if (!(await dropFinalRecordTx(tx, r))) return false;
  if (!(await moveTx(tx, id, S.WAIT_FINAL, { orderStatus: S.CLOSED, closeReason: PRESALE_CLOSE_REASON.FINAL_MISSED, closeTime: now })))
    return false;
  await returnPresaleStockTx(tx, r);
  return true;
};

const sweep = (db: Db, due: SQL, move: (tx: Db, id: number) => Promise<boolean>) =>
  sweepRows(
    db,
    async (tx, skip) => {
      const [row] = await tx
        .select({ id: presaleOrder.id })
        .from(presaleOrder)
        .where(skip.length > 0 ? and(due, notInArray(presaleOrder.id, [...skip])) : due)
        .orderBy(asc(presaleOrder.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row?.id ?? null;
    },
    move,
  );

/** One run of the presale timers: unpaid deposits past their auto-close time, unpaid finals past their window. */
export const runPresaleTimersOnce = async (deps: JobDeps, now: number): Promise<number> => {
  const db = deps.database.db;
  const deposits = await sweep(
    db,
    and(eq(presaleOrder.orderStatus, S.WAIT_DEPOSIT), gt(presaleOrder.autoCloseTime, 0), lte(presaleOrder.autoCloseTime, now))!,
    (tx, id) => closeDepositTx(tx, id),
  );
  const finals = await sweep(
    db,
    and(eq(presaleOrder.orderStatus, S.WAIT_FINAL), ne(presaleOrder.refundStatus, RS.APPLY), lte(presaleOrder.payEndTime, now))!,
    (tx, id) => closeFinalMissedTx(tx, id, now),
  );
  return deposits + finals;
};

export const presaleTimersJob: NamedJob = { name: 'presale-timers', run: runPresaleTimersOnce };

// ---------------------------------------------------------------- the buyer's actions

/** `/presale/api/order/close`: the buyer closes a booking whose deposit is unpaid. */
export const buyerClose = async (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (tx) => {
    const r = await ownPresaleOrder(tx, memberId, id);
    if (r.orderStatus !== S.WAIT_DEPOSIT) throw new AppError(M.presaleOrderNotWaitDeposit);
    if (!(await closeDepositTx(tx, id))) throw new AppError(M.presaleOrderBusy);
    return 1;
  });

/** `/presale/api/order/delete`: a closed booking leaves the buyer's lists. */
export const buyerDelete = async (db: Db, memberId: number, id: number): Promise<number> => {
  const r = await ownPresaleOrder(db, memberId, id);
  if (r.orderStatus !== S.CLOSED) throw new AppError(M.presaleOrderNotClosed);
  await db
    .update(presaleOrder)
    .set({ isDelete: 1 })
    .where(and(eq(presaleOrder.id, id), eq(presaleOrder.orderStatus, S.CLOSED)));
  return 1;
};

/**
 * `/presale/api/refund/applyRefund`: asks for the deposit back, only while the rest is unpaid (待付尾款) and the
 * deposit is refundable (`is_deposit_back` 0). An open final record is cancelled (its balance back) so the rest
 * cannot be paid while the request waits.
 */
export const applyRefund = async (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (tx) => {
    const r = await ownPresaleOrder(tx, memberId, id, true);
    if (r.orderStatus !== S.WAIT_FINAL) throw new AppError(M.presaleOrderNotWaitFinal);
    if (r.isDepositBack === 1) throw new AppError(M.presaleRefundNotAllowed);
    if (r.refundStatus === RS.APPLY) throw new AppError(M.presaleRefundExists);
    if (!(await dropFinalRecordTx(tx, r))) throw new AppError(M.presaleOrderBusy);
    await tx
      .update(presaleOrder)
      .set({ refundStatus: RS.APPLY, finalOutTradeNo: '', balanceFinalMoney: 0, payFinalMoney: 0 })
      .where(eq(presaleOrder.id, id));
    return 1;
  });

/** `/presale/api/refund/cancelRefund`: withdraws a waiting request. */
export const cancelRefund = async (db: Db, memberId: number, id: number): Promise<number> => {
  const r = await ownPresaleOrder(db, memberId, id);
  const done = await db
    .update(presaleOrder)
    .set({ refundStatus: RS.NONE })
    .where(and(eq(presaleOrder.id, r.id), eq(presaleOrder.orderStatus, S.WAIT_FINAL), eq(presaleOrder.refundStatus, RS.APPLY)))
    .returning({ id: presaleOrder.id });
  if (done.length === 0) throw new AppError(M.presaleRefundNotApplied);
  return 1;
};

// ---------------------------------------------------------------- the operator's decision

/**
 * The operator approves a deposit refund: the booking closes (退款成功), the deposit goes back by its route — the
 * online part through the channel that took it, the balance part to the balance — and the units to the stock.
 * A refused channel refund rolls everything back.
 */
export const refundAgree = async (db: Db, id: number, lang: Lang): Promise<PresaleOrder> =>
  db.transaction(async (tx) => {
    const r = await lockRow(tx, id);
    if (!r) throw new AppError(M.presaleOrderNotExist);
    if (r.orderStatus !== S.WAIT_FINAL || r.refundStatus !== RS.APPLY) throw new AppError(M.presaleRefundNotApplied);
    const t = nowSeconds();
    const refundNo = `PR${r.orderNo}`.slice(0, 32);
    const moved = await moveTx(
      tx,
      id,
      S.WAIT_FINAL,
      {
        orderStatus: S.CLOSED,
        refundStatus: RS.DONE,
        refundMoney: r.presaleDepositMoney,
        refundNo,
        closeReason: PRESALE_CLOSE_REASON.REFUNDED,
        closeTime: t,
      },
      eq(presaleOrder.refundStatus, RS.APPLY),
    );
    if (!moved) throw new AppError(M.presaleRefundNotApplied);
    await returnPresaleStockTx(tx, r);
    await returnPresaleBalanceTx(tx, r.memberId, r.depositOutTradeNo, '预售定金退款');
    if (r.payDepositMoney > 0) {
      const back = await refundOnlinePay(tx, { outTradeNo: r.depositOutTradeNo, payType: r.depositPayType }, r.payDepositMoney, refundNo);
      if (!back.ok) throw new AppError(M.presaleRefundFailed);
    }
    const [after] = await tx.select().from(presaleOrder).where(eq(presaleOrder.id, id));
    return presaleOrderToWire(after!, lang, t);
  });

/** The operator refuses a deposit refund request (退款拒绝); the buyer may still pay the rest. */
export const refundRefuse = async (db: Db, id: number, reason: string, lang: Lang): Promise<PresaleOrder> => {
  const done = await db
    .update(presaleOrder)
    .set({ refundStatus: RS.REFUSED, refundReason: reason.slice(0, 255) })
    .where(and(eq(presaleOrder.id, id), eq(presaleOrder.orderStatus, S.WAIT_FINAL), eq(presaleOrder.refundStatus, RS.APPLY)))
    .returning();
  if (!done[0]) throw new AppError(M.presaleRefundNotApplied);
  return presaleOrderToWire(done[0], lang, nowSeconds());
};
