import { describe, expect, it } from 'vitest';
import { activeCount, cleanPrice, EMPTY_FILTER, filterParams, isAttrChosen, priceError, toggleAttr } from './filter';

describe('goods list filter', () => {
  it('cleans typed prices to yuan with two decimals', () => {
    expect(cleanPrice('12.345')).toBe('12.34');
    expect(cleanPrice('0012')).toBe('12');
    expect(cleanPrice('1.2.3')).toBe('1.23');
    expect(cleanPrice('abc')).toBe('');
    expect(cleanPrice('.5')).toBe('0.5');
    expect(cleanPrice('-3')).toBe('3');
  });

  it('refuses a minimum above the maximum', () => {
    expect(priceError({ minPrice: '50', maxPrice: '10' })).toBe('priceInvalid');
    expect(priceError({ minPrice: '10', maxPrice: '10' })).toBeNull();
    expect(priceError({ minPrice: '50', maxPrice: '' })).toBeNull();
  });

  it('keeps one value per attribute and toggles it off', () => {
    let attrs = toggleAttr([], { attr_id: 1, attr_value_id: 2 });
    attrs = toggleAttr(attrs, { attr_id: 3, attr_value_id: 4 });
    attrs = toggleAttr(attrs, { attr_id: 1, attr_value_id: 5 });
    expect(attrs).toEqual([{ attr_id: 3, attr_value_id: 4 }, { attr_id: 1, attr_value_id: 5 }]);
    expect(isAttrChosen(attrs, { attr_id: 1, attr_value_id: 5 })).toBe(true);
    expect(toggleAttr(attrs, { attr_id: 1, attr_value_id: 5 })).toEqual([{ attr_id: 3, attr_value_id: 4 }]);
  });

  it('sends only what is on, attr as JSON', () => {
    expect(filterParams(EMPTY_FILTER)).toEqual({});
    const f = { minPrice: '10', maxPrice: '', freeShipping: true, own: true, brandId: 7, attrs: [{ attr_id: 1, attr_value_id: 2 }] };
    expect(filterParams(f)).toEqual({ min_price: '10', is_free_shipping: 1, is_own: 1, brand_id: 7, attr: '[{"attr_id":1,"attr_value_id":2}]' });
    expect(activeCount(f)).toBe(5);
    expect(activeCount(EMPTY_FILTER)).toBe(0);
  });
});
