import { areaList } from '@vant/area-data';
import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { area, memberAddress } from '../modules/address';
import { member } from '../modules/member';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';
import { DISTRICT_CENTRES } from './region-centres';

/** Short names for the region picker and name matching ("广东省" → "广东", "内蒙古自治区" → "内蒙古"). */
const shortName = (name: string): string =>
  name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市|盟)$/, '') || name;

/** District code → [longitude, latitude] from `DISTRICT_CENTRES`. */
export const districtCentres = (): Map<number, [number, number]> => {
  const out = new Map<number, [number, number]>();
  for (const line of DISTRICT_CENTRES) {
    for (const entry of line.split(';')) {
      const [code, lng, lat] = entry.split(/[:,]/);
      out.set(Number(code), [Number(lng), Number(lat)]);
    }
  }
  return out;
};

const coord = (v: number) => v.toFixed(6);

/**
 * Every province, city and district of China (GB/T 2260 codes, @vant/area-data) with its centre: a
 * district's from `DISTRICT_CENTRES`, a city's and a province's the mean of their districts'.
 */
export const regionRows = (): (typeof area.$inferInsert)[] => {
  const centres = districtCentres();
  const sums = new Map<number, { lng: number; lat: number; n: number }>();
  const addTo = (id: number, [lng, lat]: [number, number]) => {
    const s = sums.get(id) ?? { lng: 0, lat: 0, n: 0 };
    sums.set(id, { lng: s.lng + lng, lat: s.lat + lat, n: s.n + 1 });
  };
  for (const [code, c] of centres) {
    addTo(Math.floor(code / 100) * 100, c);
    addTo(Math.floor(code / 10_000) * 10_000, c);
  }
  const centreOf = (id: number): { longitude: string; latitude: string } => {
    const d = centres.get(id);
    if (d) return { longitude: coord(d[0]), latitude: coord(d[1]) };
    const s = sums.get(id);
    return s ? { longitude: coord(s.lng / s.n), latitude: coord(s.lat / s.n) } : { longitude: '', latitude: '' };
  };
  const rows: (typeof area.$inferInsert)[] = [];
  const add = (list: Record<string, string>, level: 1 | 2 | 3, parent: (code: string) => number) =>
    Object.entries(list).forEach(([code, name], k) =>
      rows.push({ id: Number(code), pid: parent(code), name, shortname: shortName(name), level, sort: k + 1, ...centreOf(Number(code)) }),
    );
  add(areaList.province_list, 1, () => 0);
  add(areaList.city_list, 2, (code) => Number(`${code.slice(0, 2)}0000`));
  add(areaList.county_list, 3, (code) => Number(`${code.slice(0, 4)}00`));
  return rows;
};

/** The demo shopper's default address: Shenzhen Nanshan, next to the self-run shop and its stores (local delivery reaches it). */
export const DEMO_ADDRESS = {
  name: '陈小明',
  provinceId: 440000,
  cityId: 440300,
  districtId: 440305,
  address: '科技南十二路2号 金蝶软件园A座5楼',
  fullAddress: '广东省 深圳市 南山区',
  longitude: '113.947300',
  latitude: '22.537500',
} as const;

/** Regions in batches, then the demo shopper's address book. Idempotent. */
export const seedRegions = async (db: Db): Promise<void> => {
  const have = await db.select({ id: area.id }).from(area).limit(1);
  if (have.length === 0) {
    const rows = regionRows();
    for (let i = 0; i < rows.length; i += 1000) await db.insert(area).values(rows.slice(i, i + 1000));
  }
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!demo) return;
  const [any] = await db.select({ id: memberAddress.id }).from(memberAddress).where(eq(memberAddress.memberId, demo.id)).limit(1);
  if (any) return;
  await db.insert(memberAddress).values({ ...DEMO_ADDRESS, memberId: demo.id, mobile: DEMO_MEMBER.mobile, isDefault: 1, type: 2, createTime: SEED_TIME, updateTime: SEED_TIME });
};
