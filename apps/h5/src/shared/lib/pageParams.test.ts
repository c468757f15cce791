import { describe, expect, it } from 'vitest';
import { parsePageParams } from './pageParams';

describe('page params', () => {
  it('reads each declared parameter in its declared type', () => {
    expect(parsePageParams('orderDetail', '?order_id=12&x=1')).toEqual({ order_id: 12 });
    expect(parsePageParams('openLocation', 'latitude=31.2&longitude=-121.5&name=%E5%BA%97')).toEqual({
      latitude: 31.2,
      longitude: -121.5,
      name: '店',
    });
    expect(parsePageParams('payment', 'cart_ids=3,x,4&num=2')).toEqual({ cart_ids: [3, 4], num: 2 });
  });

  it('leaves missing or unreadable values undefined', () => {
    expect(parsePageParams('orderDetail', '')).toEqual({});
    expect(parsePageParams('orderDetail', 'order_id=abc').order_id).toBeUndefined();
    expect(parsePageParams('orderDetail', 'order_id=').order_id).toBeUndefined();
    expect(parsePageParams('payment', 'cart_ids=').cart_ids).toBeUndefined();
    // written but unreadable stays a key, so a reader can tell it from a missing one
    expect('num' in parsePageParams('payment', 'num=abc')).toBe(true);
    expect('cart_ids' in parsePageParams('payment', 'cart_ids=')).toBe(true);
    expect('num' in parsePageParams('payment', 'sku_id=1')).toBe(false);
    expect(parsePageParams('home', 'a=1')).toEqual({});
  });

  it('keeps text as it came, empty included', () => {
    expect(parsePageParams('goodsList', 'keyword=&category_id=5')).toEqual({ keyword: '', category_id: 5 });
  });
});
