import { describe, expect, it } from 'vitest';
import { childrenOf, effectiveCategoryId, pickFirstLevel, type CategoryNode } from './category';

const tree: CategoryNode[] = [
  {
    category_id: 1,
    category_name: '食品',
    child_list: [
      { category_id: 10, category_name: '零食', child_list: [{ category_id: 100, category_name: '饼干' }] },
      { category_id: 11, category_name: '饮料' },
    ],
  },
  { category_id: 2, category_name: '服装' },
];

describe('category helpers', () => {
  it('picks the wanted first level or the first', () => {
    expect(pickFirstLevel(tree, 2)?.category_id).toBe(2);
    expect(pickFirstLevel(tree, 9)?.category_id).toBe(1);
    expect(pickFirstLevel(tree, null)?.category_id).toBe(1);
    expect(pickFirstLevel([], 1)).toBeUndefined();
  });

  it('reads children safely', () => {
    expect(childrenOf(tree[0])).toHaveLength(2);
    expect(childrenOf(tree[1])).toEqual([]);
    expect(childrenOf(undefined)).toEqual([]);
  });

  it('lists the chosen sub-category only when it belongs to the first level', () => {
    expect(effectiveCategoryId(tree[0], null)).toBe(1);
    expect(effectiveCategoryId(tree[0], 10)).toBe(10);
    expect(effectiveCategoryId(tree[0], 100)).toBe(100);
    expect(effectiveCategoryId(tree[1], 100)).toBe(2);
    expect(effectiveCategoryId(undefined, 100)).toBeNull();
  });
});
