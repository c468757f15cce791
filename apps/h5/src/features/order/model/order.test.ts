import { describe, expect, it } from 'vitest';
import { parseTab, positive, specOf, splitCountdown } from './order';

describe('order model', () => {
  it('parses tabs', () => {
    expect(parseTab('waitpay')).toBe('waitpay');
    expect(parseTab('bogus')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
  it('splits countdowns', () => {
    expect(splitCountdown(3661)).toEqual({ d: 0, hms: '01:01:01' });
    expect(splitCountdown(86_400 * 2 + 5)).toEqual({ d: 2, hms: '00:00:05' });
    expect(splitCountdown(-5)).toEqual({ d: 0, hms: '00:00:00' });
  });
  it('reads spec text', () => {
    expect(specOf('[{"spec_name":"颜色","spec_value_name":"红色"},{"spec_name":"尺码","spec_value_name":"XL"}]')).toBe('红色 / XL');
    expect(specOf('oops')).toBe('');
    expect(specOf('[]')).toBe('');
  });
  it('money above zero', () => {
    expect(positive('0.00')).toBe(false);
    expect(positive('0.01')).toBe(true);
  });
});
