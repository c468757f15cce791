import { describe, expect, it } from 'vitest';
import {
  parseGoodsSpecFormat,
  parseJsonArray,
  parseSkuSpecFormat,
  skuForValue,
  specText,
  unselectedSpecNames,
} from './spec';

const groups = [
  {
    spec_id: 1,
    spec_name: '颜色',
    value: [
      { spec_id: 1, spec_name: '颜色', spec_value_id: 11, spec_value_name: '红色', sku_id: 101, image: 'upload/r.png', selected: true, disabled: false },
      { spec_id: 1, spec_name: '颜色', spec_value_id: 12, spec_value_name: '蓝色', sku_id: 102, image: '', selected: false, disabled: false },
    ],
  },
  {
    spec_id: 2,
    spec_name: '尺码',
    value: [
      { spec_id: 2, spec_name: '尺码', spec_value_id: 21, spec_value_name: 'M', sku_id: 101, image: '', selected: true, disabled: false },
      { spec_id: 2, spec_name: '尺码', spec_value_id: 22, spec_value_name: 'L', sku_id: 0, image: '', selected: false, disabled: true },
    ],
  },
];
const skuSpec = [
  { spec_id: 1, spec_name: '颜色', spec_value_id: 11, spec_value_name: '红色' },
  { spec_id: 2, spec_name: '尺码', spec_value_id: 21, spec_value_name: 'M' },
];

describe('parseJsonArray', () => {
  it('accepts arrays and JSON strings, rejects the rest', () => {
    expect(parseJsonArray([1])).toEqual([1]);
    expect(parseJsonArray('[1,2]')).toEqual([1, 2]);
    expect(parseJsonArray('')).toEqual([]);
    expect(parseJsonArray(null)).toEqual([]);
    expect(parseJsonArray('{oops')).toEqual([]);
    expect(parseJsonArray('{"a":1}')).toEqual([]);
    expect(parseJsonArray({ a: 1 })).toEqual([]);
  });
});

describe('parseGoodsSpecFormat', () => {
  it('gives the same result for an array and its JSON string', () => {
    expect(parseGoodsSpecFormat(JSON.stringify(groups))).toEqual(parseGoodsSpecFormat(groups));
  });

  it('keeps server flags without a sku spec', () => {
    const g = parseGoodsSpecFormat(groups);
    expect(g).toHaveLength(2);
    expect(g[0].value.map((v) => v.selected)).toEqual([true, false]);
    expect(g[1].value[1].disabled).toBe(true);
  });

  it('derives selection from the SKU spec when given', () => {
    const other = [
      { spec_id: 1, spec_name: '颜色', spec_value_id: 12, spec_value_name: '蓝色' },
      { spec_id: 2, spec_name: '尺码', spec_value_id: 21, spec_value_name: 'M' },
    ];
    const g = parseGoodsSpecFormat(groups, other);
    expect(g[0].value.map((v) => v.selected)).toEqual([false, true]);
    expect(g[1].value.map((v) => v.selected)).toEqual([true, false]);
  });

  it('coerces PHP-style strings and marks values without a SKU disabled', () => {
    const raw = JSON.stringify([
      { spec_id: '3', spec_name: '容量', value: [{ spec_value_id: '31', spec_value_name: '1L', sku_id: '7', selected: '1', disabled: '0' }, { spec_value_id: '32', spec_value_name: '2L', sku_id: '' }] },
    ]);
    const g = parseGoodsSpecFormat(raw);
    expect(g[0].spec_id).toBe(3);
    expect(g[0].value[0]).toMatchObject({ spec_id: 3, spec_value_id: 31, sku_id: 7, selected: true, disabled: false, spec_name: '容量' });
    expect(g[0].value[1]).toMatchObject({ sku_id: 0, disabled: true, selected: false });
  });

  it('drops empty groups and junk entries', () => {
    expect(parseGoodsSpecFormat([{ spec_id: 1, spec_name: 'x', value: [] }, null, 'a'])).toEqual([]);
    expect(parseGoodsSpecFormat('null')).toEqual([]);
  });
});

describe('sku spec helpers', () => {
  it('parses sku_spec_format from a string and builds the text', () => {
    const s = parseSkuSpecFormat(JSON.stringify(skuSpec));
    expect(s).toEqual(skuSpec);
    expect(specText(s)).toBe('红色 / M');
    expect(specText([])).toBe('');
  });

  it('chooses the SKU to load for a tapped value', () => {
    const g = parseGoodsSpecFormat(groups);
    expect(skuForValue(g[0].value[1], 101)).toBe(102);
    expect(skuForValue(g[0].value[0], 101)).toBeNull(); // already selected
    expect(skuForValue(g[1].value[1], 101)).toBeNull(); // disabled
  });

  it('lists dimensions without a selection', () => {
    const g = parseGoodsSpecFormat(groups, [skuSpec[0]]);
    expect(unselectedSpecNames(g)).toEqual(['尺码']);
    expect(unselectedSpecNames(parseGoodsSpecFormat(groups, skuSpec))).toEqual([]);
  });
});
