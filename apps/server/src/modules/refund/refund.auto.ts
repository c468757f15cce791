import { and, asc, eq } from 'drizzle-orm';
import { formatFen, nowSeconds, REFUND_TYPE } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { orderGoods } from '../order';
import { agreeRefundTx, transferRefundTx } from './refund.admin';
import { refundMessages } from './refund.messages';
import { loadLine, maxRefund, syncOrderRefundState } from './refund.service';
import { moveRefund, RefundStatus as S } from './refund.state';

/**
 * Refunds a paid order in full without anyone asking (a pintuan whose group failed): each line not yet in
 * after-sale is applied for, agreed and transferred by the system in the caller's transaction, through the same
 * steps as a refund the shop agreed (`transferRefundTx`: the online part back through its pay channel, the
 * balance part to the balance, stock and sales undone, the order closed once every line is refunded). `reason`
 * (Chinese, as stored) is the lines' refund reason. The guarded moves from "no refund" make a second call a no-op:
 * answers the number of lines refunded.
 */
export const refundPaidOrderTx = async (tx: Db, orderId: number, reason: string, at: number = nowSeconds()): Promise<number> => {
  const lines = await tx
    .select({ id: orderGoods.orderGoodsId })
    .from(orderGoods)
    .where(and(eq(orderGoods.orderId, orderId), eq(orderGoods.refundStatus, S.none)))
    .orderBy(asc(orderGoods.orderGoodsId));
  let refunded = 0;
  for (const { id } of lines) {
    const { line, ord } = await loadLine(tx, id);
    const { money, delivery } = await maxRefund(tx, line, ord);
    if (money <= 0) continue;
    const applied = await moveRefund(
      tx,
      id,
      [S.none],
      S.applied,
      { way: 3, name: 'system', action: refundMessages.rfLogAutoApply, desc: `¥${formatFen(money)} ${reason}` },
      {
        refundType: REFUND_TYPE.refundOnly,
        refundApplyMoney: money,
        refundDeliveryMoney: delivery,
        refundReason: reason.slice(0, 255),
        refundRemark: '',
        refundRefuseReason: '',
        refundNo: `RF${at}${String(id).padStart(6, '0')}`.slice(0, 32),
      },
      { at },
    );
    if (!applied) continue;
    await syncOrderRefundState(tx, orderId);
    if (!(await agreeRefundTx(tx, id, 'system', at))) throw new Error(`refund of line ${id}: not agreed`);
    if (!(await transferRefundTx(tx, id, 'system', at))) throw new Error(`refund of line ${id}: not transferred`);
    refunded++;
  }
  return refunded;
};
