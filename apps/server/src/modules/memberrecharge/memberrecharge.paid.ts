import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, COUPON_GET_TYPES, RECHARGE_ORDER_STATUS, RECHARGE_PAY_EVENT } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { translate } from '../../infra/http/messages';
import { issueCouponsTx, parseIdCsv } from '../coupon';
import { changeAccounts } from '../member';
import type { PaidHandlers, PaidPayment } from '../pay';
import { memberrechargeMessages as M } from './memberrecharge.messages';
import { memberRecharge, memberRechargeOrder } from './memberrecharge.tables';

/**
 * The pay module's handler for payments of event `memberrecharge`, inside the payment's transaction (the
 * pay record locked and just moved to paid, so a replayed notify never gets here): each recharge order
 * moves unpaid → paid by a guarded update, then the member gets `face_value` as balance (the
 * non-withdrawable account, as recharges are in the reference) with the points and growth through the
 * ledger, one coupon of each listed type, and the package sells one more. Throws (rolling the payment
 * back) when an order is missing or already paid.
 */
export const rechargePaidTx = async (tx: Db, p: PaidPayment): Promise<void> => {
  if (p.relateIds.length === 0) return;
  const paid = await tx
    .update(memberRechargeOrder)
    .set({ status: RECHARGE_ORDER_STATUS.paid, payType: p.payType, payTime: p.payTime })
    .where(
      and(
        inArray(memberRechargeOrder.orderId, p.relateIds),
        eq(memberRechargeOrder.memberId, p.memberId),
        eq(memberRechargeOrder.status, RECHARGE_ORDER_STATUS.unpaid),
      ),
    )
    .returning();
  if (paid.length !== p.relateIds.length) throw new Error(`pay ${p.outTradeNo}: recharge orders missing or paid already`);
  const typeName = translate(M.rechargeTypeName, 'zh-cn');
  for (const o of paid.sort((a, b) => a.orderId - b.orderId)) {
    await changeAccounts(
      tx,
      p.memberId,
      { balance: o.faceValue, point: o.point, growth: o.growth },
      { fromType: ACCOUNT_FROM_TYPE.memberrecharge, typeName, relateTag: o.orderNo, remark: o.rechargeName },
    );
    await issueCouponsTx(tx, p.memberId, parseIdCsv(o.couponId), COUPON_GET_TYPES.activity);
    if (o.rechargeId > 0)
      await tx
        .update(memberRecharge)
        .set({ saleNum: sql`${memberRecharge.saleNum} + 1` })
        .where(eq(memberRecharge.rechargeId, o.rechargeId));
  }
};

export const rechargePaidHandlers: PaidHandlers = { [RECHARGE_PAY_EVENT]: rechargePaidTx };
