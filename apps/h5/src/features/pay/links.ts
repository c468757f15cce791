import { BASENAME } from '../../shared/lib/paths';
import { pageUrl } from '../../shared/pages';

/** The pay result page of a pay record (`code` = out_trade_no). */
export const payResultUrl = (outTradeNo: string): string => pageUrl('payResult', { code: outTradeNo });

/** Where a hosted cashier sends the shopper back: the result page as a path of this site (with the `/h5` basename). */
export const payReturnUrl = (outTradeNo: string): string => `${BASENAME}${payResultUrl(outTradeNo)}`;

/** The order list on its "waiting payment" tab. */
export const waitPayOrdersUrl = pageUrl('orderList', { status: 'waitpay' });
