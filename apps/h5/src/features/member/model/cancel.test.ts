import { describe, expect, it } from 'vitest';
import { REAPPLY_URL, cancelPageFor, cancelPath } from './cancel';

describe('cancellation page for an application', () => {
  it('maps status to its page', () => {
    expect(cancelPageFor(null)).toBe('cancellation');
    expect(cancelPageFor(undefined)).toBe('cancellation');
    expect(cancelPageFor({ status: 0 })).toBe('cancelStatus');
    expect(cancelPageFor({ status: 1 })).toBe('cancelSuccess');
    expect(cancelPageFor({ status: -1 })).toBe('cancelRefuse');
    expect(cancelPageFor({ status: -1 }, true)).toBe('cancellation');
    expect(cancelPageFor({ status: 0 }, true)).toBe('cancelStatus');
    expect(cancelPageFor({ status: -2 })).toBe('cancellation');
  });

  it('uses the spec paths', () => {
    expect(cancelPath('cancellation')).toBe('/otherpages/member/cancellation');
    expect(cancelPath('cancelStatus')).toBe('/otherpages/member/cancelstatus');
    expect(cancelPath('cancelSuccess')).toBe('/otherpages/member/cancelsuccess');
    expect(cancelPath('cancelRefuse')).toBe('/otherpages/member/cancelrefuse');
    expect(REAPPLY_URL).toBe('/otherpages/member/cancellation?reapply=1');
  });
});
