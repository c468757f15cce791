import { describe, expect, it } from 'vitest';
import { REFUND_OPEN_STATUSES, REFUNDING_STATUSES } from '@mall/contract';
import { canMoveComplain, canMoveRefund, COMPLAIN_REOPENABLE, ComplainStatusOf as C, REFUND_TRANSITIONS, RefundStatus as S } from './refund.state';

describe('refund state machine', () => {
  it('a request is applied for from none or after a refusal, never from an open or finished one', () => {
    expect(canMoveRefund(S.none, S.applied)).toBe(true);
    expect(canMoveRefund(S.refused, S.applied)).toBe(true);
    for (const from of [S.applied, S.agreed, S.waitReturn, S.waitReceive, S.received, S.done]) expect(canMoveRefund(from, S.applied)).toBe(false);
  });
  it('the shop answers an applied request only: agree (refund only or return), refuse', () => {
    expect(canMoveRefund(S.applied, S.agreed)).toBe(true);
    expect(canMoveRefund(S.applied, S.waitReturn)).toBe(true);
    expect(canMoveRefund(S.applied, S.refused)).toBe(true);
    expect(canMoveRefund(S.refused, S.refused)).toBe(false);
    expect(canMoveRefund(S.refused, S.agreed)).toBe(false);
    expect(canMoveRefund(S.waitReturn, S.agreed)).toBe(false);
  });
  it('a return is shipped, received, then paid; money goes back only from agreed or received', () => {
    expect(canMoveRefund(S.waitReturn, S.waitReceive)).toBe(true);
    expect(canMoveRefund(S.waitReceive, S.received)).toBe(true);
    expect(canMoveRefund(S.received, S.done)).toBe(true);
    expect(canMoveRefund(S.agreed, S.done)).toBe(true);
    for (const from of [S.none, S.applied, S.waitReturn, S.waitReceive, S.refused]) expect(canMoveRefund(from, S.done)).toBe(false);
    expect(canMoveRefund(S.waitReturn, S.received)).toBe(false);
  });
  it('the buyer withdraws before the shop holds money or goods; a shipped return cannot be withdrawn', () => {
    for (const from of [S.applied, S.waitReturn, S.refused]) expect(canMoveRefund(from, S.none)).toBe(true);
    for (const from of [S.agreed, S.waitReceive, S.received, S.done]) expect(canMoveRefund(from, S.none)).toBe(false);
  });
  it('a finished refund is final, and unknown statuses move nowhere', () => {
    for (const to of Object.values(S)) {
      expect(canMoveRefund(S.done, to)).toBe(false);
      expect(canMoveRefund(99, to)).toBe(false);
    }
  });
  it('every status has a row, and the open statuses are those with a way out other than withdrawing', () => {
    expect(Object.keys(REFUND_TRANSITIONS).map(Number).sort()).toEqual(Object.values(S).map(Number).sort());
    expect([...REFUND_OPEN_STATUSES].sort()).toEqual([S.applied, S.agreed, S.waitReturn, S.waitReceive, S.received].sort());
    expect([...REFUNDING_STATUSES].sort()).toEqual([S.refused, ...REFUND_OPEN_STATUSES].sort());
  });
});

describe('complaint state machine', () => {
  it('the platform decides an applied complaint only; an upheld one is final', () => {
    expect(canMoveComplain(C.applied, C.agreed)).toBe(true);
    expect(canMoveComplain(C.applied, C.refused)).toBe(true);
    for (const from of [C.withdrawn, C.refused, C.agreed]) {
      expect(canMoveComplain(from, C.agreed)).toBe(false);
      expect(canMoveComplain(from, C.refused)).toBe(false);
    }
    for (const to of Object.values(C)) expect(canMoveComplain(C.agreed, to)).toBe(false);
  });
  it('an applied or refused complaint is withdrawn; a withdrawn or refused one may be raised again', () => {
    expect(canMoveComplain(C.applied, C.withdrawn)).toBe(true);
    expect(canMoveComplain(C.refused, C.withdrawn)).toBe(true);
    expect(canMoveComplain(C.withdrawn, C.withdrawn)).toBe(false);
    expect([...COMPLAIN_REOPENABLE].sort()).toEqual([C.withdrawn, C.refused].sort());
    for (const from of COMPLAIN_REOPENABLE) expect(canMoveComplain(from, C.applied)).toBe(true);
    expect(canMoveComplain(C.applied, C.applied)).toBe(false);
  });
});
