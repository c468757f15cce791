import { describe, expect, it } from 'vitest';
import { canMovePay, canMovePayRefund, isPayOpen, PAY_TRANSITIONS, PayRefundStatus as R, PayStatus as S } from './pay.state';

describe('pay record state machine', () => {
  it('a waiting or paying record may be opened, paid or cancelled', () => {
    for (const from of [S.WAIT, S.PAYING]) {
      expect(canMovePay(from, S.PAYING)).toBe(true);
      expect(canMovePay(from, S.PAID)).toBe(true);
      expect(canMovePay(from, S.CANCELLED)).toBe(true);
      expect(isPayOpen(from)).toBe(true);
    }
    expect(canMovePay(S.PAYING, S.WAIT)).toBe(false);
  });
  it('paid and cancelled records are final: a notify for a cancelled record never pays it', () => {
    for (const to of Object.values(S)) {
      expect(canMovePay(S.PAID, to)).toBe(false);
      expect(canMovePay(S.CANCELLED, to)).toBe(false);
      expect(canMovePay(7, to)).toBe(false);
    }
    expect(isPayOpen(S.PAID)).toBe(false);
    expect(isPayOpen(S.CANCELLED)).toBe(false);
  });
  it('every status has a row', () => {
    expect(Object.keys(PAY_TRANSITIONS).map(Number).sort()).toEqual(Object.values(S).map(Number).sort());
  });
});

describe('channel refund state machine', () => {
  it('a refund being sent ends done or failed; a failed one may be sent again; a done one is final', () => {
    expect(canMovePayRefund(R.SENDING, R.DONE)).toBe(true);
    expect(canMovePayRefund(R.SENDING, R.FAILED)).toBe(true);
    expect(canMovePayRefund(R.FAILED, R.SENDING)).toBe(true);
    expect(canMovePayRefund(R.FAILED, R.DONE)).toBe(false);
    for (const to of Object.values(R)) expect(canMovePayRefund(R.DONE, to)).toBe(false);
  });
});
