import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { cancelPayRecordsTx, createPayRecordTx, lockPayRecordsTx, payMessages, reusableOrderRecord, type PayPurposeReaders } from '../pay';
import { OrderStatus } from './order.state';
import { order } from './order.tables';

/**
 * `/api/order/pay`: one out_trade_no for exactly these unpaid orders of the member. Reuses the orders'
 * record when it is still open and covers exactly them for the same money; otherwise cancels the old
 * record(s) (0/1 → -1) and writes a new one. Locks pay records before orders (the order `closeOrderTx`
 * and `markPayPaidTx` use), retrying if the orders moved to another record meanwhile.
 */
export const orderPay = async (db: Db, memberId: number, orderIds: number[]): Promise<string> => {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  for (let attempt = 0; ; attempt++) {
    const result = await db.transaction(async (tx) => {
      const seen = await tx
        .select({ outTradeNo: order.outTradeNo })
        .from(order)
        .where(and(inArray(order.orderId, ids), eq(order.memberId, memberId)));
      if (seen.length !== ids.length) throw new AppError(payMessages.orderPayNotExist);
      const nos = [...new Set(seen.map((s) => s.outTradeNo).filter(Boolean))].sort();
      const records = await lockPayRecordsTx(tx, nos);
      const rows = await tx
        .select({
          orderId: order.orderId,
          orderStatus: order.orderStatus,
          payMoney: order.payMoney,
          outTradeNo: order.outTradeNo,
          orderName: order.orderName,
          siteId: order.siteId,
        })
        .from(order)
        .where(and(inArray(order.orderId, ids), eq(order.memberId, memberId)))
        .orderBy(asc(order.orderId))
        .for('update');
      if (rows.length !== ids.length) throw new AppError(payMessages.orderPayNotExist);
      const nowNos = [...new Set(rows.map((s) => s.outTradeNo).filter(Boolean))].sort();
      if (nowNos.join(',') !== nos.join(',')) return null; // moved meanwhile: start again
      if (rows.some((o) => o.orderStatus !== OrderStatus.WAIT_PAY)) throw new AppError(payMessages.orderPayNotUnpaid);
      const total = rows.reduce((a, o) => a + o.payMoney, 0);
      if (total <= 0) throw new AppError(payMessages.orderPayNothing);
      const reuse = nos.length === 1 ? reusableOrderRecord(records, { memberId, ids, total }) : null;
      if (reuse) return reuse;
      await cancelPayRecordsTx(tx, nos);
      const sites = [...new Set(rows.map((o) => o.siteId))];
      const outTradeNo = await createPayRecordTx(tx, {
        memberId,
        payMoney: total,
        relateIds: ids,
        body: rows
          .map((o) => o.orderName)
          .join(',')
          .slice(0, 1000),
        siteId: sites.length === 1 ? sites[0] : 0,
      });
      await tx
        .update(order)
        .set({ outTradeNo })
        .where(and(inArray(order.orderId, ids), eq(order.memberId, memberId)));
      return outTradeNo;
    });
    if (result !== null) return result;
    if (attempt >= 3) throw new AppError(payMessages.payChannelError);
  }
};

/** What the pay pages show about an order record: the first order's type, the orders' shop names. */
export const orderPayReaders: PayPurposeReaders = {
  order: {
    firstType: async (db, memberId, ids) => {
      const [o] = await db
        .select({ orderType: order.orderType })
        .from(order)
        .where(and(inArray(order.orderId, ids), eq(order.memberId, memberId)))
        .orderBy(asc(order.orderId))
        .limit(1);
      return o?.orderType ?? 0;
    },
    shopNames: async (db, memberId, ids) => {
      const rows = await db
        .select({ siteName: order.siteName })
        .from(order)
        .where(and(inArray(order.orderId, ids), eq(order.memberId, memberId)))
        .orderBy(asc(order.orderId));
      return rows.map((r) => r.siteName);
    },
  },
};
