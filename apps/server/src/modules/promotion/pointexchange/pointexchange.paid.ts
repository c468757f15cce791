import { and, asc, eq, inArray } from 'drizzle-orm';
import { POINTEXCHANGE_ORDER_STATUS, POINTEXCHANGE_PAY_EVENT } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import type { PaidHandlers, PaidPayment } from '../../pay';
import { grantExchangeTx } from './pointexchange.grant';
import { promotionExchangeOrder } from './pointexchange.tables';

/**
 * The pay module's handler for payments of event `pointexchange`, inside the payment's transaction (the pay
 * record locked and just moved to paid, so a replayed notify never gets here): each unpaid exchange order of
 * the payment is granted and moves to 已兑换. A closed order's record was cancelled when it closed, so a late
 * payment cannot reach it; one missing here rolls the payment back.
 */
export const exchangePaidTx = async (tx: Db, p: PaidPayment): Promise<void> => {
  if (p.relateIds.length === 0) return;
  const rows = await tx
    .select()
    .from(promotionExchangeOrder)
    .where(
      and(
        inArray(promotionExchangeOrder.orderId, p.relateIds),
        eq(promotionExchangeOrder.memberId, p.memberId),
        eq(promotionExchangeOrder.orderStatus, POINTEXCHANGE_ORDER_STATUS.unpaid),
      ),
    )
    .orderBy(asc(promotionExchangeOrder.orderId))
    .for('update');
  if (rows.length !== p.relateIds.length) throw new Error(`pay ${p.outTradeNo}: exchange orders missing or not unpaid`);
  for (const o of rows) await grantExchangeTx(tx, o, p.payTime, p.payType);
};

export const exchangePaidHandlers: PaidHandlers = { [POINTEXCHANGE_PAY_EVENT]: exchangePaidTx };
