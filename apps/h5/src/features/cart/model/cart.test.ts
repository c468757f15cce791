import { describe, expect, it } from 'vitest';
import {
  allSelected,
  formatTotal,
  groupByShop,
  isLineValid,
  isSelectable,
  lineBounds,
  nextQuantity,
  pruneSelection,
  sameSelection,
  selectedPieces,
  selectedTotalFen,
  setLines,
  invalidReason,
  specLabel,
  toggleLine,
  type CartLineLike,
} from './cart';

const line = (over: Partial<CartLineLike> & { cart_id: number }): CartLineLike => ({
  site_id: 1,
  site_name: 'A 店',
  num: 1,
  discount_price: '10.00',
  stock: 10,
  goods_state: 1,
  min_buy: 0,
  max_buy: 0,
  ...over,
});

const lines = [
  line({ cart_id: 1, site_id: 1, site_name: 'A 店', num: 2, discount_price: '19.90' }),
  line({ cart_id: 2, site_id: 2, site_name: 'B 店', num: 1, discount_price: '0.10' }),
  line({ cart_id: 3, site_id: 1, site_name: 'A 店', num: 3, discount_price: '5.05' }),
  line({ cart_id: 4, site_id: 2, site_name: 'B 店', goods_state: 0 }),
  line({ cart_id: 5, site_id: 3, site_name: 'C 店', stock: 0 }),
];

describe('validity', () => {
  it('flags off-shelf, sold-out, unapproved and closed-shop lines', () => {
    expect(lines.map(isLineValid)).toEqual([true, true, true, false, false]);
    expect(isLineValid(line({ cart_id: 9, verify_state: 0 }))).toBe(false);
    expect(isLineValid(line({ cart_id: 9, shop_status: 0 }))).toBe(false);
    expect(isLineValid(line({ cart_id: 9, verify_state: 1, shop_status: 1 }))).toBe(true);
  });
  it('invalid lines are selectable only when editing', () => {
    expect(isSelectable(lines[3], false)).toBe(false);
    expect(isSelectable(lines[3], true)).toBe(true);
  });
});

describe('groupByShop', () => {
  it('groups in first-seen shop order keeping line order', () => {
    const g = groupByShop(lines);
    expect(g.map((s) => [s.site_id, s.site_name, s.lines.map((l) => l.cart_id)])).toEqual([
      [1, 'A 店', [1, 3]],
      [2, 'B 店', [2, 4]],
      [3, 'C 店', [5]],
    ]);
    expect(groupByShop([])).toEqual([]);
  });
});

describe('totals', () => {
  it('sums selected valid lines in fen without float error', () => {
    const all = new Set([1, 2, 3, 4, 5]);
    // 19.90*2 + 0.10 + 5.05*3 = 39.80 + 0.10 + 15.15 = 55.05
    expect(selectedTotalFen(lines, all)).toBe(5505);
    expect(formatTotal(selectedTotalFen(lines, all))).toBe('55.05');
    expect(selectedPieces(lines, all)).toBe(6);
  });
  it('is zero with nothing selected and ignores bad prices', () => {
    expect(selectedTotalFen(lines, new Set())).toBe(0);
    expect(formatTotal(0)).toBe('0.00');
    expect(selectedTotalFen([line({ cart_id: 1, discount_price: 'abc' })], new Set([1]))).toBe(0);
  });
});

describe('selection', () => {
  it('select all ticks only selectable lines', () => {
    const s = setLines(lines, new Set(), true, false);
    expect([...s].sort()).toEqual([1, 2, 3]);
    expect(allSelected(lines, s, false)).toBe(true);
    expect(allSelected(lines, s, true)).toBe(false);
    expect(setLines(lines, s, false, false).size).toBe(0);
  });
  it('shop checkbox affects that shop only', () => {
    const shopA = groupByShop(lines)[0].lines;
    const s = setLines(shopA, new Set([2]), true, false);
    expect([...s].sort()).toEqual([1, 2, 3]);
    expect(allSelected(shopA, s, false)).toBe(true);
  });
  it('a shop with only invalid lines is never "all selected" outside edit mode', () => {
    const shopC = groupByShop(lines)[2].lines;
    expect(allSelected(shopC, new Set([5]), false)).toBe(false);
    expect(allSelected(shopC, new Set([5]), true)).toBe(true);
  });
  it('toggles a line and prunes after refetch or mode change', () => {
    const s = toggleLine(toggleLine(new Set<number>(), 1, true), 4, true);
    expect(sameSelection(pruneSelection(lines, s, true), new Set([1, 4]))).toBe(true);
    expect(sameSelection(pruneSelection(lines, s, false), new Set([1]))).toBe(true);
    expect(pruneSelection(lines.slice(1), s, true)).toEqual(new Set([4]));
    expect(toggleLine(s, 1, false).has(1)).toBe(false);
  });
});

describe('quantity bounds', () => {
  it('bounds by min_buy, max_buy and stock', () => {
    expect(lineBounds(line({ cart_id: 1, stock: 8 }))).toEqual({ min: 1, max: 8 });
    expect(lineBounds(line({ cart_id: 1, stock: 8, min_buy: 2, max_buy: 5 }))).toEqual({ min: 2, max: 5 });
    expect(lineBounds(line({ cart_id: 1, stock: 3, max_buy: 5 }))).toEqual({ min: 1, max: 3 });
  });
  it('returns the quantity to send or null when unchanged', () => {
    const l = line({ cart_id: 1, num: 2, stock: 4 });
    expect(nextQuantity(l, 3)).toBe(3);
    expect(nextQuantity(l, 9)).toBe(4);
    expect(nextQuantity(l, 0)).toBe(1);
    expect(nextQuantity(l, 2)).toBeNull();
    expect(nextQuantity(line({ cart_id: 1, num: 4, stock: 4 }), 5)).toBeNull();
  });
});

describe('line labels', () => {
  it('builds the spec label from an array or a JSON string', () => {
    const spec = [{ spec_value_name: '红色' }, { spec_value_name: 'M' }];
    expect(specLabel(spec)).toBe('红色 / M');
    expect(specLabel(JSON.stringify(spec))).toBe('红色 / M');
    expect(specLabel('oops')).toBe('');
    expect(specLabel(null)).toBe('');
  });
  it('names the reason of an invalid line', () => {
    expect(invalidReason(lines[0])).toBeNull();
    expect(invalidReason(lines[3])).toBe('cart.offShelf');
    expect(invalidReason(lines[4])).toBe('cart.soldOut');
  });
});
