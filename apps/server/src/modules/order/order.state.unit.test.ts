import { describe, expect, it } from 'vitest';
import { canMove, canMoveDelivery, DeliveryStatus, OrderStatus, paidStatusOf } from './order.state';

describe('order state machine', () => {
  it('an unpaid order may be paid or closed, never shipped', () => {
    expect(canMove(OrderStatus.WAIT_PAY, OrderStatus.WAIT_SEND)).toBe(true);
    expect(canMove(OrderStatus.WAIT_PAY, OrderStatus.CLOSED)).toBe(true);
    expect(canMove(OrderStatus.WAIT_PAY, OrderStatus.SHIPPED)).toBe(false);
  });
  it('closed and completed orders are final', () => {
    for (const to of Object.values(OrderStatus)) {
      expect(canMove(OrderStatus.CLOSED, to)).toBe(false);
      expect(canMove(OrderStatus.COMPLETE, to)).toBe(false);
    }
  });
  it('the paid status depends on the order type', () => {
    expect(paidStatusOf(1)).toBe(OrderStatus.WAIT_SEND);
    expect(paidStatusOf(2)).toBe(OrderStatus.WAIT_PICKUP);
    expect(paidStatusOf(3)).toBe(OrderStatus.WAIT_SEND);
    expect(paidStatusOf(4)).toBe(OrderStatus.RECEIVED);
  });
});

describe('line delivery moves', () => {
  it('a line is shipped then received, or handed over at once; received is final', () => {
    expect(canMoveDelivery(DeliveryStatus.WAITING, DeliveryStatus.SHIPPED)).toBe(true);
    expect(canMoveDelivery(DeliveryStatus.WAITING, DeliveryStatus.RECEIVED)).toBe(true);
    expect(canMoveDelivery(DeliveryStatus.SHIPPED, DeliveryStatus.RECEIVED)).toBe(true);
    expect(canMoveDelivery(DeliveryStatus.SHIPPED, DeliveryStatus.WAITING)).toBe(false);
    for (const to of Object.values(DeliveryStatus)) expect(canMoveDelivery(DeliveryStatus.RECEIVED, to)).toBe(false);
  });
  it('keeps the wire values', () => {
    expect(DeliveryStatus).toEqual({ WAITING: 0, SHIPPED: 1, RECEIVED: 2 });
  });
});
