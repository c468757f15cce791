import { ORDER_TYPE, ORDER_PAY_STATUS, ORDER_STATUS, type OrderDetail } from '@mall/contract';

/** One line of the money block: an i18n key under `order.detail`, the server's figure and how it counts. */
export interface MoneyRow {
  key: string;
  value: string;
  /** '+' adds to the total above it, '-' takes off (shown "- ¥x"), '=' is the total itself. */
  sign: '+' | '-' | '=';
  /** Extra text after the label (the online channel's name). */
  note?: string;
}

export interface MoneyBlockRows {
  /** 商品总额, 运费, fees, discounts … then 订单总额 (= order_money). */
  charges: MoneyRow[];
  /** How the total was (or is to be) paid: 余额支付 / 在线支付 … then 实付款 or 需付款; empty when nothing was paid. */
  paid: MoneyRow[];
}

const nonZero = (money: string): boolean => Number(money) !== 0;
const positive = (money: string): boolean => Number(money) > 0;
const abs = (money: string): string => money.replace(/^-/, '');

/**
 * The rows of an order's money block, every figure as the server sent it (no total is recomputed here):
 * the charges sum to `order_money`; the paid rows (`balance_money` + `pay_money`) sum to what was paid (`order_money`).
 * An unpaid order shows the balance already taken at create and what is left to pay; a closed unpaid
 * order has given its balance back, so it shows no paid rows.
 */
export function moneyRows(o: OrderDetail): MoneyBlockRows {
  const charges: MoneyRow[] = [{ key: 'goodsMoney', value: o.goods_money, sign: '+' }];
  if (o.order_type !== ORDER_TYPE.VIRTUAL || positive(o.delivery_money))
    charges.push({ key: 'deliveryMoney', value: o.delivery_money, sign: '+' });
  if (positive(o.invoice_money)) charges.push({ key: 'invoiceMoney', value: o.invoice_money, sign: '+' });
  if (nonZero(o.adjust_money))
    charges.push({ key: 'adjustMoney', value: abs(o.adjust_money), sign: Number(o.adjust_money) < 0 ? '-' : '+' });
  if (positive(o.promotion_money)) charges.push({ key: 'promotionMoney', value: o.promotion_money, sign: '-' });
  if (positive(o.coupon_money)) charges.push({ key: 'couponMoney', value: o.coupon_money, sign: '-' });
  if (positive(o.platform_coupon_money)) charges.push({ key: 'platformCouponMoney', value: o.platform_coupon_money, sign: '-' });
  charges.push({ key: 'orderMoney', value: o.order_money, sign: '=' });

  const paid: MoneyRow[] = [];
  if (o.pay_status === ORDER_PAY_STATUS.PAID) {
    if (positive(o.balance_money)) paid.push({ key: 'balancePaid', value: o.balance_money, sign: '+' });
    if (positive(o.pay_money) || !positive(o.balance_money))
      paid.push({ key: 'onlinePaid', value: o.pay_money, sign: '+', note: o.pay_type_name });
    paid.push({ key: 'payMoney', value: o.order_money, sign: '=' });
  } else if (o.order_status !== ORDER_STATUS.CLOSED) {
    // order_money − balance already taken = pay_money still to pay.
    if (positive(o.balance_money)) paid.push({ key: 'balanceMoney', value: o.balance_money, sign: '-' });
    paid.push({ key: 'needPay', value: o.pay_money, sign: '=' });
  }
  return { charges, paid };
}
