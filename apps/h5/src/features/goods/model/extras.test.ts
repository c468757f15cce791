import { describe, expect, it } from 'vitest';
import { discountTenths, manjianRules, mergeAttrs, safeVideoUrl, shopServices, trimMoney } from './extras';

describe('mergeAttrs', () => {
  it('merges values of the same attr_id in sort order', () => {
    const json = JSON.stringify([
      { attr_id: 2, attr_name: '材质', attr_value_name: '纯棉', sort: 2 },
      { attr_id: 1, attr_name: '产地', attr_value_name: '中国', sort: 1 },
      { attr_id: 2, attr_name: '材质', attr_value_name: '氨纶', sort: 3 },
    ]);
    expect(mergeAttrs(json)).toEqual([
      { attr_id: 1, attr_name: '产地', value: '中国' },
      { attr_id: 2, attr_name: '材质', value: '纯棉、氨纶' },
    ]);
  });
  it('answers [] for empty or broken JSON', () => {
    expect(mergeAttrs('')).toEqual([]);
    expect(mergeAttrs('{oops')).toEqual([]);
    expect(mergeAttrs('{"a":1}')).toEqual([]);
  });
});

describe('shopServices', () => {
  it('keeps the flags that are on, in display order', () => {
    const shop = { shop_baozh: 0, shop_qtian: 1, shop_zhping: 1, shop_erxiaoshi: 0, shop_tuihuo: 0, shop_shiyong: 0, shop_shiti: 0, shop_xiaoxie: 1 };
    expect(shopServices(shop)).toEqual(['qtian', 'zhping', 'xiaoxie']);
    expect(shopServices(null)).toEqual([]);
  });
});

describe('manjianRules', () => {
  it('sorts the tiers the server answers as an array, dropping empty ones', () => {
    const info = { rule_json: [{ money: '199.00', discount_money: '25.00' }, { money: '99.00', discount_money: '10.00' }, { money: '0', discount_money: '1' }] };
    expect(manjianRules(info as never).map((r) => r.money)).toEqual(['99.00', '199.00']);
    expect(manjianRules(null)).toEqual([]);
    expect(manjianRules({ rule_json: 'x' } as never)).toEqual([]);
  });
  it('trims money', () => {
    expect(trimMoney('10.00')).toBe('10');
    expect(trimMoney('12.50')).toBe('12.5');
  });
});

describe('discountTenths', () => {
  it('answers the discount in tenths when below the market price', () => {
    expect(discountTenths('85.00', '100.00')).toBe('8.5');
    expect(discountTenths('99.00', '199.00')).toBe('4.9');
    expect(discountTenths('100.00', '100.00')).toBeNull();
    expect(discountTenths('100.00', '0.00')).toBeNull();
  });
});

describe('safeVideoUrl', () => {
  it('allows uploads and http(s) only', () => {
    expect(safeVideoUrl('upload/video/a.mp4')).toBe('upload/video/a.mp4');
    expect(safeVideoUrl('/upload/video/a.mp4')).toBe('upload/video/a.mp4');
    expect(safeVideoUrl('https://cdn.example/v.mp4')).toBe('https://cdn.example/v.mp4');
    expect(safeVideoUrl('javascript:alert(1)')).toBeNull();
    expect(safeVideoUrl('upload/../../etc')).toBeNull();
    expect(safeVideoUrl('')).toBeNull();
  });
});
