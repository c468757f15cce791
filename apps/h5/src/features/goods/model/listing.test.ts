import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, compactParams, galleryImages, nextSort, positiveInt, showMarketPrice, sortParams, struckPrice } from './listing';

describe('sorting', () => {
  it('default sends no order', () => {
    expect(sortParams(DEFAULT_SORT)).toEqual({});
  });
  it('sales and newest sort descending', () => {
    expect(sortParams(nextSort(DEFAULT_SORT, 'sales'))).toEqual({ order: 'sale_num', sort: 'desc' });
    expect(sortParams(nextSort(DEFAULT_SORT, 'new'))).toEqual({ order: 'create_time', sort: 'desc' });
  });
  it('price starts ascending and toggles', () => {
    const a = nextSort(DEFAULT_SORT, 'price');
    expect(sortParams(a)).toEqual({ order: 'discount_price', sort: 'asc' });
    const b = nextSort(a, 'price');
    expect(sortParams(b)).toEqual({ order: 'discount_price', sort: 'desc' });
    expect(nextSort(b, 'price').dir).toBe('asc');
    expect(nextSort(b, 'sales')).toEqual({ key: 'sales', dir: 'desc' });
  });
});

describe('compactParams', () => {
  it('drops empty values and non-positive ids', () => {
    expect(
      compactParams({ keyword: '  ', category_id: 0, order: 'sale_num', page: 1, x: undefined, y: null, goods_id_arr: '1,2' }),
    ).toEqual({
      order: 'sale_num',
      page: 1,
      goods_id_arr: '1,2',
    });
    expect(compactParams({ keyword: ' 茶 ' })).toEqual({ keyword: '茶' });
  });
});

describe('positiveInt', () => {
  it('parses ids from the query string', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('1.5')).toBeUndefined();
    expect(positiveInt('abc')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });
});

describe('galleryImages', () => {
  it('splits comma-separated paths, trims, de-duplicates', () => {
    expect(galleryImages('a.png, b.png,,a.png', 'x.png')).toEqual(['a.png', 'b.png']);
  });
  it('falls back to the sku image', () => {
    expect(galleryImages('', 'x.png')).toEqual(['x.png']);
    expect(galleryImages(null, '')).toEqual([]);
  });
});

describe('showMarketPrice', () => {
  it('only when higher than the price', () => {
    expect(showMarketPrice('120.00', '99.00')).toBe(true);
    expect(showMarketPrice('99.00', '99.00')).toBe(false);
    expect(showMarketPrice('0.00', '99.00')).toBe(false);
    expect(showMarketPrice(undefined, '99.00')).toBe(false);
  });
});

describe('struckPrice', () => {
  it('strikes the own price through under a limited-time discount', () =>
    expect(struckPrice({ discount_price: '80.00', price: '100.00', market_price: '120.00', promotion_type: 'discount' })).toBe('100.00'));
  it('strikes the market price through otherwise', () => {
    expect(struckPrice({ discount_price: '100.00', price: '100.00', market_price: '120.00', promotion_type: '' })).toBe('120.00');
    expect(struckPrice({ discount_price: '100.00', price: '100.00', market_price: '90.00' })).toBeNull();
  });
});
