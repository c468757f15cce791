import { describe, expect, it } from 'vitest';
import { assetsSummary } from './assets';

describe('assets summary', () => {
  it('adds the two balances in fen and both kinds of unused coupons', () => {
    expect(assetsSummary({ balance: '0.10', balance_money: '0.20', point: 120, growth: 35 }, { shop: 2, platform: 1 })).toEqual({
      balance: '0.30',
      withdrawable: '0.20',
      locked: '0.10',
      point: 120,
      growth: 35,
      coupons: 3,
    });
  });

  it('reads unreadable values as zero', () => {
    expect(assetsSummary({ balance: '', balance_money: 'x', point: Number.NaN, growth: -1 }, { shop: Number.NaN, platform: 0 })).toMatchObject({
      balance: '0.00',
      point: 0,
      growth: 0,
      coupons: 0,
    });
  });
});
