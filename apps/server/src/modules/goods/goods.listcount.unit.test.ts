import { describe, expect, it } from 'vitest';
import { listShapeKey } from './goods.listcount';

describe('listShapeKey', () => {
  it('leaves out paging and sort, so every page and order of a shape shares its count', () => {
    const shape = { category_id: 3, keyword: '手机' };
    const key = listShapeKey(shape);
    expect(listShapeKey({ ...shape, page: 4, page_size: 20, order: 'sale_num', sort: 'asc' })).toBe(key);
    expect(listShapeKey({ keyword: '手机', category_id: 3 })).toBe(key);
  });

  it('tells filters apart, with keywords as the list matches them (lower-cased)', () => {
    expect(listShapeKey({ keyword: 'Pro' })).toBe(listShapeKey({ keyword: 'pro' }));
    expect(listShapeKey({ category_id: 3 })).not.toBe(listShapeKey({ category_id: 4 }));
    expect(listShapeKey({ min_price: 1000 })).not.toBe(listShapeKey({ max_price: 1000 }));
    expect(listShapeKey({ attr: [{ attr_id: 1, attr_value_id: 2 }] })).not.toBe(listShapeKey({ attr: [{ attr_id: 1, attr_value_id: 3 }] }));
    expect(listShapeKey({ is_free_shipping: 1 })).not.toBe(listShapeKey({}));
    expect(listShapeKey({ is_own: 0 })).not.toBe(listShapeKey({}));
  });
});
