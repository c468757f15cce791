import { describe, expect, it } from 'vitest';
import type { AreaItem } from '@mall/contract';
import { areaPoint, canConfirm, filterAreas, safeBackPath } from './choose';

const area = (id: number, level: number, name: string, lng = '', lat = '', shortname = ''): AreaItem => ({ id, pid: 0, name, shortname, level, longitude: lng, latitude: lat });

describe('choose-location model', () => {
  it('a region with a centre is a point carrying its region chain', () => {
    const gd = area(44, 1, '广东省');
    const sz = area(4403, 2, '深圳市');
    expect(areaPoint(area(440305, 3, '南山区', '113.9300', '22.5333'), [gd, sz])).toEqual({
      latitude: '22.533300',
      longitude: '113.930000',
      name: '广东省 深圳市 南山区',
      province_id: 44,
      city_id: 4403,
      district_id: 440305,
    });
    expect(areaPoint(area(440305, 3, '南山区'), [gd, sz])).toMatchObject({ latitude: '', longitude: '', name: '广东省 深圳市 南山区', district_id: 440305 });
    expect(areaPoint(area(1, 1, '坏坐标', '500', '1'), [])).toMatchObject({ latitude: '', longitude: '' });
  });

  it('hands back a position, or a region down to its district', () => {
    const p = { latitude: '', longitude: '', name: '', province_id: 44, city_id: 4403, district_id: 0 };
    expect(canConfirm(null)).toBe(false);
    expect(canConfirm(p)).toBe(false);
    expect(canConfirm({ ...p, district_id: 440305 })).toBe(true);
    // a city's centre (cities and provinces have the mean of their districts) is not enough …
    expect(canConfirm({ ...p, latitude: '22.5', longitude: '113.9' })).toBe(false);
    // … a device position is, when its region is unknown too
    expect(canConfirm({ ...p, province_id: 0, city_id: 0, latitude: '22.5', longitude: '113.9' })).toBe(true);
    expect(canConfirm({ ...p, district_id: 440305, latitude: '22.5', longitude: '113.9' })).toBe(true);
  });

  it('filters by name or short name', () => {
    const list = [area(1, 1, '广东省', '', '', '广东'), area(2, 1, '广西壮族自治区', '', '', '广西'), area(3, 1, '北京市', '', '', '北京')];
    expect(filterAreas(list, ' 广 ').map((a) => a.id)).toEqual([1, 2]);
    expect(filterAreas(list, '北京').map((a) => a.id)).toEqual([3]);
    expect(filterAreas(list, '')).toHaveLength(3);
  });

  it('returns only to an in-app path', () => {
    expect(safeBackPath('/otherpages/member/address_edit?id=2')).toBe('/otherpages/member/address_edit?id=2');
    expect(safeBackPath('//evil.com')).toBeNull();
    expect(safeBackPath('https://evil.com')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
});
