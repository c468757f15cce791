import { describe, expect, it } from 'vitest';
import { editUrl, emptyForm, regionNames, safeBack, saveParams, toCascaderOptions, validateForm, withAddressId } from './address';

const tree = [
  {
    id: 440000,
    name: '广东省',
    level: 1,
    child_list: [{ id: 440300, name: '深圳市', level: 2, child_list: [{ id: 440305, name: '南山区', level: 3 }] }],
  },
];
const valid = {
  ...emptyForm(),
  name: '李雷',
  mobile: '13912345678',
  region: [440000, 440300, 440305],
  regionText: '广东省 深圳市 南山区',
  address: '科技园路1号',
};

describe('address form', () => {
  it('reports the first wrong field in form order', () => {
    expect(validateForm(emptyForm())).toBe('address.errors.name');
    expect(validateForm({ ...valid, mobile: ' ' })).toBe('address.errors.mobile');
    expect(validateForm({ ...valid, mobile: '1391234567' })).toBe('address.errors.mobileInvalid');
    expect(validateForm({ ...valid, telephone: 'x1' })).toBe('address.errors.telephoneInvalid');
    expect(validateForm({ ...valid, region: [440000] })).toBe('address.errors.region');
    expect(validateForm({ ...valid, address: '  ' })).toBe('address.errors.address');
    expect(validateForm(valid)).toBeNull();
  });

  it('sends coordinates only as a pair, and the id when editing', () => {
    expect(saveParams(valid)).toEqual({
      name: '李雷',
      mobile: '13912345678',
      telephone: '',
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      address: '科技园路1号',
      is_default: 0,
    });
    const p = saveParams({ ...valid, id: 7, longitude: '113.9', latitude: '22.5', is_default: true });
    expect(p).toMatchObject({ id: 7, longitude: 113.9, latitude: 22.5, is_default: 1 });
    expect(saveParams({ ...valid, longitude: '113.9' })).not.toHaveProperty('longitude');
  });

  it('names regions and shapes the picker options', () => {
    expect(regionNames(tree, [440000, 440300, 440305])).toBe('广东省 深圳市 南山区');
    expect(toCascaderOptions(tree)[0].children![0].children![0]).toEqual({ label: '南山区', value: '440305', children: undefined });
  });

  it('returns to in-app back urls only, with address_id', () => {
    expect(safeBack('https://evil.example')).toBeNull();
    expect(safeBack('//evil.example/x')).toBeNull();
    expect(safeBack('/pages/order/payment/payment?cart_ids=1')).toBe('/pages/order/payment/payment?cart_ids=1');
    expect(withAddressId('/pages/order/payment/payment?cart_ids=1,2', 5)).toBe('/pages/order/payment/payment?cart_ids=1%2C2&address_id=5');
    expect(withAddressId('/p?address_id=3', 9)).toBe('/p?address_id=9');
    expect(withAddressId('/p', 9)).toBe('/p?address_id=9');
    expect(editUrl(3, '/p?a=1')).toBe('/otherpages/member/address_edit?id=3&back=%2Fp%3Fa%3D1');
    expect(editUrl()).toBe('/otherpages/member/address_edit');
  });
});
