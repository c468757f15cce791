import { areaList } from '@vant/area-data';
import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { area, memberAddress } from '../modules/address';
import { member } from '../modules/member';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';

/** Short names for the region picker and name matching ("广东省" → "广东", "内蒙古自治区" → "内蒙古"). */
const shortName = (name: string): string =>
  name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市|盟)$/, '') || name;

/** Every province, city and district of China (GB/T 2260 codes, @vant/area-data), without centres. */
export const regionRows = (): (typeof area.$inferInsert)[] => {
  const rows: (typeof area.$inferInsert)[] = [];
  const add = (list: Record<string, string>, level: 1 | 2 | 3, parent: (code: string) => number) =>
    Object.entries(list).forEach(([code, name], k) => rows.push({ id: Number(code), pid: parent(code), name, shortname: shortName(name), level, sort: k + 1 }));
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
