import { describe, expect, it } from 'vitest';
import { isPromotionEntry, isTopicEntry, parseTopicEntry } from './checkout';

describe('a topic checkout line', () => {
  it('reads a stored topic line, refusing broken ones', () => {
    expect(parseTopicEntry({ topic_goods_id: 5, sku_id: 11, num: 2 })).toEqual({ topic_goods_id: 5, sku_id: 11, num: 2 });
    expect(parseTopicEntry({ topic_goods_id: 5, sku_id: 11 })).toEqual({ topic_goods_id: 5, sku_id: 11, num: 1 });
    expect(parseTopicEntry({ topic_goods_id: 0, sku_id: 11, num: 1 })).toBeNull();
    expect(parseTopicEntry({ topic_goods_id: 5, sku_id: 11, num: -1 })).toBeNull();
    expect(parseTopicEntry(null)).toBeNull();
  });
  it('is a promotion line (its own order trio, no shop coupon)', () => {
    const e = { topic_goods_id: 5, sku_id: 11, num: 1 };
    expect(isTopicEntry(e)).toBe(true);
    expect(isPromotionEntry(e)).toBe(true);
    expect(isPromotionEntry({ sku_id: 11, num: 1 })).toBe(false);
  });
});
