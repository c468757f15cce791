import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { GoodsSkuListItem, Paged } from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { forgetKeptAnswers } from '../../infra/http/kept-answers';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { platformcouponType } from '../coupon';
import { shop, shopGroup } from '../shop';

/** `/api/goodssku/page?platform_coupon_type=`: the goods a platform coupon type can be used on. */

let api: TestApi;
let all: GoodsSkuListItem[];
const db = () => api.database.db;
const page = (params: Params = {}) => api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', params);
const ids = (list: GoodsSkuListItem[]) => list.map((g) => g.goods_id).sort((a, b) => a - b);

const newType = async (v: Partial<typeof platformcouponType.$inferInsert>): Promise<number> => {
  const [t] = await db()
    .insert(platformcouponType)
    .values({ platformcouponName: '列表券', money: 1000, count: 100, validityType: 1, fixedTerm: 10, ...v })
    .returning({ id: platformcouponType.platformcouponTypeId });
  return t.id;
};

/** Site ids of the seeded shops of these levels. */
const shopsOf = async (names: string[]): Promise<Set<number>> => {
  const rows = await db()
    .select({ id: shop.siteId })
    .from(shop)
    .innerJoin(shopGroup, eq(shopGroup.groupId, shop.groupId))
    .where(inArray(shopGroup.groupName, names));
  return new Set(rows.map((r) => r.id));
};

const groupId = async (name: string) => (await db().select().from(shopGroup).where(eq(shopGroup.groupName, name)))[0].groupId;

beforeAll(async () => {
  api = await startTestApi();
  all = (await page({ page_size: 100 })).data.list;
});
afterAll(() => api?.close());

describe('/api/goodssku/page platform_coupon_type', () => {
  it('an all-shops type lists every goods for sale', async () => {
    const t = await newType({ useScenario: 1 });
    const res = await page({ platform_coupon_type: t, page_size: 100 });
    expect(res.code).toBe(0);
    expect(ids(res.data.list)).toEqual(ids(all));
    expect(res.data.count).toBe(all.length);
  });

  it('a level-limited type lists only goods of shops of its levels', async () => {
    const flagshipShops = await shopsOf(['旗舰店']);
    const both = await shopsOf(['旗舰店', '专营店']);
    expect(flagshipShops.size).toBeGreaterThan(0);
    // The demo has a shop of another level: the filter must leave something out.
    expect(all.some((g) => !both.has(g.site_id))).toBe(true);

    const t = await newType({ useScenario: 2, groupIds: `,${await groupId('旗舰店')},` });
    const res = await page({ platform_coupon_type: t, page_size: 100 });
    expect(res.code).toBe(0);
    expect(ids(res.data.list)).toEqual(ids(all.filter((g) => flagshipShops.has(g.site_id))));

    const t2 = await newType({ useScenario: 2, groupIds: `${await groupId('旗舰店')},${await groupId('专营店')}` });
    const res2 = await page({ platform_coupon_type: t2, page_size: 100 });
    expect(ids(res2.data.list)).toEqual(ids(all.filter((g) => both.has(g.site_id))));
    // Other filters still apply, and the count agrees with a paged read.
    const small = await page({ platform_coupon_type: t2, page_size: 3, order: 'discount_price', sort: 'asc' });
    expect(small.data.count).toBe(res2.data.count);
    expect(small.data.list).toHaveLength(3);
    expect(small.data.list.every((g) => both.has(g.site_id))).toBe(true);

    // The seeded level coupon (flagship + specialty).
    const [seeded] = await db().select().from(platformcouponType).where(eq(platformcouponType.platformcouponName, '品牌好店满200减25'));
    expect(ids((await page({ platform_coupon_type: seeded.platformcouponTypeId, page_size: 100 })).data.list)).toEqual(ids(res2.data.list));
  });

  it('unknown, closed and level-less types list nothing', async () => {
    expect((await page({ platform_coupon_type: 99_999_999 })).data).toEqual({ page_count: 0, count: 0, list: [] });
    const closed = await newType({ useScenario: 1, status: -1 });
    expect((await page({ platform_coupon_type: closed })).data.count).toBe(0);
    const noLevels = await newType({ useScenario: 2, groupIds: '' });
    expect((await page({ platform_coupon_type: noLevels })).data.count).toBe(0);
    // 0 means no filter.
    expect((await page({ platform_coupon_type: 0, page_size: 100 })).data.count).toBe(all.length);
  });

  it('refuses bad ids with code -1 and a clear message', async () => {
    for (const bad of ['abc', -1, '1.5', '1,2']) {
      const res = await page({ platform_coupon_type: bad });
      expect(res.code, String(bad)).toBe(-1);
      expect(res.message, String(bad)).toMatch(/参数platform_coupon_type/);
      expect(res.data).toBeNull();
    }
    const en = await page({ platform_coupon_type: 'abc', lang: 'en-us' });
    expect(en.message).toMatch(/platform_coupon_type/);
  });

  it('stays one statement (plus a count for a full page, until the count is kept)', async () => {
    const t = await newType({ useScenario: 2, groupIds: `,${await groupId('旗舰店')},` });
    // Built afresh each time (no kept answer): the kept answers' version read, then the list's statements.
    const built = async (p: Params) => {
      forgetKeptAnswers(api.database.db);
      return (await countQueries(() => page(p))).queries;
    };
    expect(await built({ platform_coupon_type: t, page_size: 2 })).toBe(3);
    expect(await built({ platform_coupon_type: t, page_size: 100 })).toBe(2);
    expect(await built({ platform_coupon_type: t, page_size: 2 })).toBe(2);
  });
});
