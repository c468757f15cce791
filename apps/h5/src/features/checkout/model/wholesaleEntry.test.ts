import { describe, expect, it } from 'vitest';
import { buildCalcParams, emptyChoices, isPromotionEntry, isWholesaleEntry, parseWholesaleEntry } from './checkout';

describe('wholesale checkout lines', () => {
  it('reads stored cart rows or aligned SKUs and quantities, refusing broken ones', () => {
    expect(parseWholesaleEntry({ cart_ids: [3, 4, 3] })).toEqual({ wholesale: { cart_ids: [3, 4] } });
    expect(parseWholesaleEntry({ sku_id: [7, 8], num: [10, 20] })).toEqual({ wholesale: { sku_id: [7, 8], num: [10, 20] } });
    expect(parseWholesaleEntry({ sku_id: [7, 8], num: [10] })).toBeNull();
    expect(parseWholesaleEntry({ sku_id: [7, 7], num: [10, 10] })).toBeNull();
    expect(parseWholesaleEntry({ cart_ids: [0] })).toBeNull();
    expect(parseWholesaleEntry({ cart_ids: [] })).toBeNull();
    expect(parseWholesaleEntry(null)).toBeNull();
  });
  it('is a promotion line: its own order trio, no shop coupon', () => {
    const e = { wholesale: { cart_ids: [3] } };
    expect(isWholesaleEntry(e)).toBe(true);
    expect(isPromotionEntry(e)).toBe(true);
    const p = buildCalcParams(e, { ...emptyChoices(), coupon: { 1: 5 } });
    expect(p).toMatchObject({ wholesale: { cart_ids: [3] }, is_balance: 0 });
    expect(p.coupon).toBeUndefined();
  });
});
