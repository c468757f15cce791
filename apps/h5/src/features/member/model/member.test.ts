import { describe, expect, it } from 'vitest';
import { displayName, formatMoney, formatPoint, maskMobile } from './member';

describe('member helpers', () => {
  it('masks mobiles', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile('1234567')).toBe('12***67');
    expect(maskMobile('123')).toBe('123');
    expect(maskMobile(null)).toBe('');
  });
  it('chooses a display name', () => {
    expect(displayName({ nickname: '小明', username: 'demo' })).toBe('小明');
    expect(displayName({ nickname: ' ', username: 'demo' })).toBe('demo');
    expect(displayName({ mobile: '13800000000' })).toBe('138****0000');
  });
  it('formats figures', () => {
    expect(formatPoint(120)).toBe('120');
    expect(formatPoint('120.00')).toBe('120');
    expect(formatPoint(undefined)).toBe('0');
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney(null)).toBe('0.00');
  });
});
