import { describe, expect, it } from 'vitest';
import { discountOfSku } from './discount';

const AT = 1_800_000_000;
const sku = { promotion_type: 'discount', discount_price: '80.00', price: '100.00', start_time: AT - 60, end_time: AT + 3600 };

describe('discountOfSku', () => {
  it('is the running discount with its price, the price struck through and its end', () =>
    expect(discountOfSku(sku, AT)).toEqual({ price: '80.00', original: '100.00', endTime: AT + 3600 }));
  it('is null before its start, at its end and after', () => {
    expect(discountOfSku(sku, AT - 61)).toBeNull();
    expect(discountOfSku(sku, AT + 3600)).toBeNull();
    expect(discountOfSku(sku, AT + 9999)).toBeNull();
  });
  it('is null without a discount or without a price below the own price', () => {
    expect(discountOfSku({ ...sku, promotion_type: '' }, AT)).toBeNull();
    expect(discountOfSku({ ...sku, discount_price: '100.00' }, AT)).toBeNull();
    expect(discountOfSku({ ...sku, end_time: 0 }, AT)).toBeNull();
  });
});
