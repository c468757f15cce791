import { and, eq } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, COUPON_GET_TYPES, POINTEXCHANGE_ORDER_STATUS, POINTEXCHANGE_TYPE } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { issueCouponsTx } from '../../coupon';
import { createGiftOrderTx } from '../../gift';
import { changeAccounts } from '../../member';
import { pointexchangeMessages as M } from './pointexchange.messages';
import { promotionExchangeOrder } from './pointexchange.tables';

export type ExchangeOrderRow = typeof promotionExchangeOrder.$inferSelect;

/**
 * Gives the member what an unpaid exchange order bought and moves it 0 → 1 (已兑换), inside the caller's
 * transaction: the guarded move comes first so a second call (a replayed payment) grants nothing. A gift
 * becomes a gift order to the order's address, a coupon `num` coupons of the type (refused when the type is
 * used up or the member holds the most allowed), a red packet `balance × num` on the balance account. Throws
 * (rolling the caller back) when the order is no longer unpaid or the grant is refused.
 */
export const grantExchangeTx = async (tx: Db, o: ExchangeOrderRow, payTime: number, payType = ''): Promise<void> => {
  const [moved] = await tx
    .update(promotionExchangeOrder)
    .set({ orderStatus: POINTEXCHANGE_ORDER_STATUS.exchanged, payTime, payType })
    .where(and(eq(promotionExchangeOrder.orderId, o.orderId), eq(promotionExchangeOrder.orderStatus, POINTEXCHANGE_ORDER_STATUS.unpaid)))
    .returning({ id: promotionExchangeOrder.orderId });
  if (!moved) throw new AppError(M.pxExchangeOrderNotUnpaid);
  let relateId = 0;
  if (o.type === POINTEXCHANGE_TYPE.gift) {
    const made = await createGiftOrderTx(tx, {
      memberId: o.memberId,
      giftId: o.typeId,
      num: o.num,
      source: 'pointexchange',
      relateId: o.orderId,
      address: { name: o.name, mobile: o.mobile, fullAddress: o.fullAddress },
      remark: o.buyerMessage,
    });
    relateId = made.orderId;
  } else if (o.type === POINTEXCHANGE_TYPE.coupon) {
    for (let i = 0; i < o.num; i++) {
      const [id] = await issueCouponsTx(tx, o.memberId, [o.typeId], COUPON_GET_TYPES.activity);
      if (id === undefined) throw new AppError(M.pxExchangeCouponUnavailable);
      if (relateId === 0) relateId = id;
    }
  } else if (o.type === POINTEXCHANGE_TYPE.balance) {
    await changeAccounts(
      tx,
      o.memberId,
      { balance: o.balance * o.num },
      {
        fromType: ACCOUNT_FROM_TYPE.pointexchange,
        typeName: translate(M.pxLedgerName, 'zh-cn'),
        relateTag: o.orderNo,
        remark: o.exchangeName,
      },
    );
  }
  if (relateId > 0) await tx.update(promotionExchangeOrder).set({ relateId }).where(eq(promotionExchangeOrder.orderId, o.orderId));
};
