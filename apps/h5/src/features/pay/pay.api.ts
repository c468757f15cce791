import {
  formatFen,
  orderApi,
  parseYuan,
  payApi,
  type OnlinePayType,
  type PayInfo,
  type PayPayResult,
  type PayStatusResult,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { parsePayTypes } from './model/pay';

/** Payment calls (reference §4.10). */
export const payKeys = {
  all: ['pay'] as const,
  info: (code: string) => ['pay', 'info', code] as const,
  balanceUsed: (code: string) => ['pay', 'balanceUsed', code] as const,
  types: () => ['pay', 'types'] as const,
};

/** The pay record of `out_trade_no`, or null when there is none. */
export const fetchPayInfo = async (outTradeNo: string, signal?: AbortSignal): Promise<PayInfo | null> => {
  // Read defensively: an empty answer (null, or the [] of some servers) means there is no such record.
  const info: PayInfo | null | [] = await api.call(payApi.info, { out_trade_no: outTradeNo }, { signal, silent: true });
  return info && !Array.isArray(info) ? info : null;
};

/** Enabled online channels for this client type, in the server's order. */
export const fetchPayTypes = async (signal?: AbortSignal): Promise<OnlinePayType[]> =>
  parsePayTypes((await api.call(payApi.type, {}, { signal }))?.pay_type);

/** Opens `payType` for the record; `returnUrl` is the page the cashier comes back to. */
export const startPay = (outTradeNo: string, payType: OnlinePayType, returnUrl: string): Promise<PayPayResult> =>
  api.call(payApi.pay, { out_trade_no: outTradeNo, pay_type: payType, return_url: returnUrl });

/** `pay_status` of the record (2 = paid). */
export const fetchPayStatus = (outTradeNo: string): Promise<PayStatusResult> =>
  api.call(payApi.status, { out_trade_no: outTradeNo }, { silent: true });

/**
 * Balance spent by the orders of a record, summed from `/api/order/detail` ("12.00"); null when an order
 * cannot be read. Used when the whole checkout was paid from balance (the record itself is then 0.00).
 */
export const fetchBalanceUsed = async (orderIds: number[]): Promise<string | null> => {
  try {
    const details = await Promise.all(orderIds.slice(0, 20).map((id) => api.call(orderApi.detail, { order_id: id }, { silent: true })));
    let fen = 0;
    for (const d of details) fen += parseYuan(String(d.balance_money)) ?? 0;
    return formatFen(fen);
  } catch {
    return null;
  }
};
