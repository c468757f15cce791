import { BASENAME } from '../../shared/lib/paths';

/** Spec paths of payment and the order pages it leads to. */
export const PAY_PATHS = {
  result: '/pages/pay/result/result',
  orderList: '/pages/order/list/list',
} as const;

/** The pay result page of a pay record (`code` = out_trade_no). */
export const payResultUrl = (outTradeNo: string): string => `${PAY_PATHS.result}?code=${encodeURIComponent(outTradeNo)}`;

/** Where a hosted cashier sends the shopper back: the result page as a path of this site (with the `/h5` basename). */
export const payReturnUrl = (outTradeNo: string): string => `${BASENAME}${payResultUrl(outTradeNo)}`;

/** The order list on its "waiting payment" tab. */
export const waitPayOrdersUrl = `${PAY_PATHS.orderList}?status=waitpay`;
