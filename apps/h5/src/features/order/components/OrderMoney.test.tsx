import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { OrderDetail } from '@mall/contract';
import i18n from '../../../i18n';
import { moneyRows, type MoneyRow } from '../model/money';
import { OrderMoney } from './OrderMoney';

const order = (over: Partial<OrderDetail>): OrderDetail =>
  ({
    order_type: 1,
    order_status: 1,
    pay_status: 1,
    pay_type: 'BALANCE',
    pay_type_name: '余额支付',
    goods_money: '59.00',
    delivery_money: '6.00',
    promotion_money: '0.00',
    coupon_money: '0.00',
    platform_coupon_money: '0.00',
    invoice_money: '0.00',
    adjust_money: '0.00',
    order_money: '65.00',
    balance_money: '65.00',
    pay_money: '0.00',
    ...over,
  }) as OrderDetail;

const fen = (money: string): number => Math.round(Number(money) * 100);
/** Sum of the rows above the '=' row, and the '=' row itself. */
const sums = (rows: MoneyRow[]): [number, number] => {
  const total = rows.find((r) => r.sign === '=');
  const sum = rows.filter((r) => r.sign !== '=').reduce((s, r) => s + (r.sign === '-' ? -fen(r.value) : fen(r.value)), 0);
  return [sum, fen(total?.value ?? 'NaN')];
};

describe('order money rows', () => {
  it('a balance-paid order: 商品 59 + 运费 6 = 订单总额 65; 余额支付 65 = 实付款 65', () => {
    const { charges, paid } = moneyRows(order({}));
    expect(charges.map((r) => r.key)).toEqual(['goodsMoney', 'deliveryMoney', 'orderMoney']);
    expect(paid.map((r) => [r.key, r.value])).toEqual([
      ['balancePaid', '65.00'],
      ['payMoney', '65.00'],
    ]);
    expect(sums(charges)).toEqual([6500, 6500]);
    expect(sums(paid)).toEqual([6500, 6500]);
  });

  it('discounts take off, balance and the online channel split what was paid', () => {
    const o = order({
      goods_money: '120.00',
      delivery_money: '10.00',
      promotion_money: '20.00',
      coupon_money: '5.00',
      platform_coupon_money: '3.50',
      order_money: '101.50',
      balance_money: '40.00',
      pay_money: '61.50',
      pay_type: 'wechatpay',
      pay_type_name: '微信支付',
    });
    const { charges, paid } = moneyRows(o);
    expect(charges.filter((r) => r.sign === '-').map((r) => r.key)).toEqual(['promotionMoney', 'couponMoney', 'platformCouponMoney']);
    expect(sums(charges)).toEqual([10150, 10150]);
    expect(paid.map((r) => [r.key, r.value, r.note])).toEqual([
      ['balancePaid', '40.00', undefined],
      ['onlinePaid', '61.50', '微信支付'],
      ['payMoney', '101.50', undefined],
    ]);
    expect(sums(paid)).toEqual([10150, 10150]);
  });

  it('an unpaid order shows the balance already taken and what is left; a closed one shows no paid rows', () => {
    const waiting = moneyRows(order({ order_status: 0, pay_status: 0, pay_type: '', balance_money: '20.00', pay_money: '45.00' }));
    expect(waiting.paid.map((r) => [r.key, r.sign, r.value])).toEqual([
      ['balanceMoney', '-', '20.00'],
      ['needPay', '=', '45.00'],
    ]);
    // order_money − balance = what is left to pay.
    expect(fen('65.00') - fen('20.00')).toBe(fen(waiting.paid[1]!.value));
    expect(moneyRows(order({ order_status: -1, pay_status: 0 })).paid).toEqual([]);
  });

  it('a negative adjustment takes off; a virtual order without shipping has no 运费 row', () => {
    const { charges } = moneyRows(order({ order_type: 4, delivery_money: '0.00', adjust_money: '-4.00', order_money: '55.00' }));
    expect(charges.map((r) => [r.key, r.sign])).toEqual([
      ['goodsMoney', '+'],
      ['adjustMoney', '-'],
      ['orderMoney', '='],
    ]);
    expect(sums(charges)).toEqual([5500, 5500]);
  });
});

describe('OrderMoney', () => {
  afterEach(async () => {
    i18n.changeLanguage('zh-cn');
  });

  it('draws the charges and the paid block with their labels', () => {
    render(<OrderMoney order={order({ balance_money: '15.00', pay_money: '50.00', pay_type: 'sandbox', pay_type_name: '模拟支付' })} />);
    expect(screen.getByTestId('order-money-goodsMoney').textContent).toBe('商品总额¥59.00');
    expect(screen.getByTestId('order-money-deliveryMoney').textContent).toBe('运费¥6.00');
    expect(screen.getByTestId('order-money-orderMoney').textContent).toMatch(/^订单总额.*65\.00$/);
    const paid = within(screen.getByTestId('order-money-paid'));
    expect(paid.getByTestId('order-money-balancePaid').textContent).toBe('余额支付¥15.00');
    expect(paid.getByTestId('order-money-onlinePaid').textContent).toBe('在线支付（模拟支付）¥50.00');
    expect(paid.getByTestId('order-money-payMoney').textContent).toMatch(/^实付款.*65\.00$/);
  });

  it('speaks English', async () => {
    act(() => i18n.changeLanguage('en-us'));
    render(<OrderMoney order={order({})} />);
    expect(screen.getByTestId('order-money-balancePaid').textContent).toBe('Paid from balance¥65.00');
    expect(screen.getByTestId('order-money-payMoney').textContent).toMatch(/^Amount paid/);
  });
});
