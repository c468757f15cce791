import { describe, expect, it } from 'vitest';
import { codeFromScan, typedCode } from './scan';

describe('verification codes', () => {
  it('takes a typed code without spaces and refuses what cannot be one', () => {
    expect(typedCode(' 1234 5678 ')).toBe('12345678');
    expect(typedCode('ab')).toBeNull();
    expect(typedCode('12-34')).toBeNull();
    expect(typedCode('x'.repeat(33))).toBeNull();
  });

  it('reads a bare code or a link carrying it from a QR code', () => {
    expect(codeFromScan('980800000003')).toBe('980800000003');
    expect(codeFromScan('https://mall.example/h5/otherpages/verification/detail/detail?code=98080003')).toBe('98080003');
    expect(codeFromScan('https://x/y?a=1&verify_code=AB12CD34')).toBe('AB12CD34');
    expect(codeFromScan('https://x/y?a=1')).toBeNull();
    expect(codeFromScan('hello world')).toBeNull();
  });
});
