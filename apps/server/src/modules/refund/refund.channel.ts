import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { orderPayPart } from '../order';
import { onlineRefundedMoney, refundOnlinePay, type OnlineRefundResult } from '../pay';
import { orderRefundTransfer } from './refund.tables';

const ONLINE_PAY_TYPES = new Set(['wechatpay', 'alipay', 'sandbox']);

/** One online payment a refund may go back through, and what is left of it to send back. */
export interface ChannelPart {
  outTradeNo: string;
  payType: string;
  left: number;
}

/**
 * The online payments a refund of `ord` may go back through, each with what is left of it: the order's pay parts
 * (a presale's final payment, then its deposit) when it has them, each less what its record already sent back;
 * else its own pay record, less what earlier refunds of this order sent (one record may pay every order of a
 * checkout, so it is counted per order).
 */
export const channelPartsOf = async (
  tx: Db,
  ord: { orderId: number; outTradeNo: string; payType: string; payMoney: number },
): Promise<ChannelPart[]> => {
  const parts = await tx.select().from(orderPayPart).where(eq(orderPayPart.orderId, ord.orderId)).orderBy(asc(orderPayPart.id));
  if (parts.length > 0) {
    const out: ChannelPart[] = [];
    for (const p of parts) {
      if (!ONLINE_PAY_TYPES.has(p.payType)) continue;
      out.push({
        outTradeNo: p.outTradeNo,
        payType: p.payType,
        left: Math.max(0, p.money - (await onlineRefundedMoney(tx, p.outTradeNo))),
      });
    }
    return out;
  }
  if (!ONLINE_PAY_TYPES.has(ord.payType)) return [];
  const [{ online }] = await tx
    .select({ online: sql<string>`coalesce(sum(${orderRefundTransfer.onlineMoney}), 0)` })
    .from(orderRefundTransfer)
    .where(eq(orderRefundTransfer.orderId, ord.orderId));
  return [{ outTradeNo: ord.outTradeNo, payType: ord.payType, left: Math.max(0, ord.payMoney - Number(online)) }];
};

/**
 * Sends up to `amount` fen back through `parts`, in order, each no more than is left of it (the pay module's
 * `refundOnlinePay`; `refundNo` and its numbered variants are the idempotency keys). What a channel refuses is
 * answered as `fellBack`, for the caller to credit to the balance instead.
 */
export const sendThroughChannels = async (
  tx: Db,
  parts: readonly ChannelPart[],
  amount: number,
  refundNo: string,
): Promise<{ sent: number; fellBack: number; payType: string; refundTradeNo: string }> => {
  let sent = 0;
  let fellBack = 0;
  let payType = '';
  let refundTradeNo = '';
  for (const [i, p] of parts.entries()) {
    const part = Math.min(amount - sent - fellBack, p.left);
    if (part <= 0) continue;
    const r: OnlineRefundResult = await refundOnlinePay(tx, p, part, i === 0 ? refundNo : `${refundNo}-${i}`);
    if (r.ok) {
      sent += part;
      payType ||= r.payType;
      refundTradeNo ||= r.refundTradeNo;
    } else fellBack += part;
  }
  return { sent, fellBack, payType, refundTradeNo };
};
