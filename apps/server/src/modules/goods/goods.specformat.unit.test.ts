import { describe, expect, it } from 'vitest';
import { buildGoodsSpecFormat, readSkuSpec, readStoredSpecs, skuNameOf, specCombinations, type StoredSpecGroup } from './goods.specformat';

const colour: StoredSpecGroup = {
  spec_id: 1,
  spec_name: '颜色',
  value: [
    { spec_id: 1, spec_name: '颜色', spec_value_id: 11, spec_value_name: '黑', image: 'upload/b.jpg' },
    { spec_id: 1, spec_name: '颜色', spec_value_id: 12, spec_value_name: '白', image: 'upload/w.jpg' },
  ],
};
const size: StoredSpecGroup = {
  spec_id: 2,
  spec_name: '尺码',
  value: [
    { spec_id: 2, spec_name: '尺码', spec_value_id: 21, spec_value_name: 'M', image: '' },
    { spec_id: 2, spec_name: '尺码', spec_value_id: 22, spec_value_name: 'L', image: '' },
    { spec_id: 2, spec_name: '尺码', spec_value_id: 23, spec_value_name: 'XL', image: '' },
  ],
};
const spec = (c: number, s: number) => [
  { spec_id: 1, spec_name: '颜色', spec_value_id: c, spec_value_name: c === 11 ? '黑' : '白' },
  { spec_id: 2, spec_name: '尺码', spec_value_id: s, spec_value_name: { 21: 'M', 22: 'L', 23: 'XL' }[s]! },
];

// 白 XL does not exist; 白 L is sold out.
const skus = [
  { sku_id: 101, stock: 5, spec: spec(11, 21) },
  { sku_id: 102, stock: 5, spec: spec(11, 22) },
  { sku_id: 103, stock: 1, spec: spec(11, 23) },
  { sku_id: 104, stock: 9, spec: spec(12, 21) },
  { sku_id: 105, stock: 0, spec: spec(12, 22) },
];

const flags = (groups: ReturnType<typeof buildGoodsSpecFormat>) =>
  groups.map((g) => g.value.map((v) => `${v.spec_value_name}:${v.sku_id}:${v.selected ? 'S' : ''}${v.disabled ? 'D' : ''}`));

describe('buildGoodsSpecFormat', () => {
  it('points every value at the SKU reached by choosing it and flags selection', () => {
    const out = buildGoodsSpecFormat([colour, size], skus, spec(11, 21));
    expect(flags(out)).toEqual([
      ['黑:101:S', '白:104:'],
      ['M:101:S', 'L:102:', 'XL:103:'],
    ]);
    expect(out[0].value[1]).toMatchObject({ spec_id: 1, spec_name: '颜色', spec_value_id: 12, image: 'upload/w.jpg' });
  });

  it('disables values whose SKU is missing or sold out', () => {
    const out = buildGoodsSpecFormat([colour, size], skus, spec(12, 21));
    expect(flags(out)).toEqual([
      ['黑:101:', '白:104:S'],
      ['M:104:S', 'L:105:D', 'XL:0:D'],
    ]);
  });

  it('does not depend on the order of the SKU spec items', () => {
    const reversed = skus.map((s) => ({ ...s, spec: [...s.spec].reverse() }));
    expect(buildGoodsSpecFormat([colour, size], reversed, spec(11, 23))).toEqual(buildGoodsSpecFormat([colour, size], skus, spec(11, 23)));
  });

  it('handles goods without specs', () => {
    expect(buildGoodsSpecFormat([], [{ sku_id: 1, stock: 3, spec: [] }], [])).toEqual([]);
  });
});

describe('spec helpers', () => {
  it('lists every combination, first dimension slowest', () => {
    expect(
      specCombinations<string | number>([
        ['a', 'b'],
        [1, 2, 3],
      ]),
    ).toEqual([
      ['a', 1],
      ['a', 2],
      ['a', 3],
      ['b', 1],
      ['b', 2],
      ['b', 3],
    ]);
    expect(specCombinations([])).toEqual([[]]);
  });

  it('names SKUs after the goods and their values', () => {
    expect(skuNameOf('T恤', [{ spec_value_name: '白' }, { spec_value_name: 'XL' }])).toBe('T恤 白 XL');
    expect(skuNameOf('茶', [])).toBe('茶');
  });

  it('reads stored formats defensively', () => {
    expect(readStoredSpecs(null)).toEqual([]);
    expect(readStoredSpecs([{ spec_id: '3', spec_name: '色', value: [{ spec_value_id: 4, spec_value_name: '红' }, 'junk'] }])).toEqual([
      { spec_id: 3, spec_name: '色', value: [{ spec_id: 3, spec_name: '色', spec_value_id: 4, spec_value_name: '红', image: '' }] },
    ]);
    expect(readSkuSpec('not an array')).toEqual([]);
  });
});
