import { describe, expect, it } from 'vitest';
import { isPaid, parsePayTypes, resultView } from './pay';

describe('pay model', () => {
  it('reads the channel list, dropping unknown names and repeats', () => {
    expect(parsePayTypes('sandbox,wechatpay')).toEqual(['sandbox', 'wechatpay']);
    expect(parsePayTypes(' alipay , foo,alipay,')).toEqual(['alipay']);
    expect(parsePayTypes('')).toEqual([]);
    expect(parsePayTypes(undefined)).toEqual([]);
  });

  it('only status 2 is paid', () => {
    expect(isPaid(2)).toBe(true);
    expect(isPaid('2')).toBe(true);
    expect(isPaid(1)).toBe(false);
    expect(isPaid(0)).toBe(false);
  });

  it('checks while polls remain, then says unpaid', () => {
    expect(resultView(false, 0, 3)).toBe('missing');
    expect(resultView(true, 2, 0)).toBe('paid');
    expect(resultView(true, -1, 3)).toBe('cancelled');
    expect(resultView(true, 1, 2)).toBe('checking');
    expect(resultView(true, 0, 0)).toBe('unpaid');
  });
});
