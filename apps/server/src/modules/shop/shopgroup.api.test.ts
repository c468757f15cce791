import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedShop, Paged, ShopGroupItem, ShopInfo, ShopStreetItem } from '@mall/contract';
import { SHOPS } from '../../seed/catalog';
import { SHOP_GROUPS, shopGroupOf } from '../../seed/shops';
import { createMember } from '../member';
import { startTestApi, type TestApi } from '../../test/harness';

/** Shop levels (店铺等级): the list, and the level of each shop where shops are answered. */

let api: TestApi;
let street: ShopStreetItem[];

beforeAll(async () => {
  api = await startTestApi();
  street = (await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page_size: 50, web_city: 0 })).data.list;
});
afterAll(() => api?.close());

describe('/api/shopgroup/page', () => {
  it('lists the seeded levels in order; page_size 0 answers all of them', async () => {
    const res = await api.get<Paged<ShopGroupItem>>('/api/shopgroup/page', { page_size: 0 });
    expect(res.code).toBe(0);
    expect(res.data.list.map((g) => g.group_name)).toEqual(SHOP_GROUPS.map((g) => g.name));
    expect(res.data.list[0]).toMatchObject({ group_name: '旗舰店', fee: '30000.00' });
    const second = await api.get<Paged<ShopGroupItem>>('/api/shopgroup/page', { page: 2, page_size: 2 });
    expect(second.data).toMatchObject({ count: SHOP_GROUPS.length, page_count: 2 });
    expect(second.data.list.map((g) => g.group_name)).toEqual(['普通店']);
    expect((await api.get('/api/shopgroup/page', { page: 'x' })).code).toBe(-1);
  });
});

describe('shop levels in shop answers', () => {
  it('the street, shop info and followed shops carry group_id and group_name', async () => {
    const groups = (await api.get<Paged<ShopGroupItem>>('/api/shopgroup/page', { page_size: 0 })).data.list;
    const idOf = new Map(groups.map((g) => [g.group_name, g.group_id]));
    expect(street).toHaveLength(SHOPS.length);
    for (const def of SHOPS) {
      const s = street.find((x) => x.site_name === def.name)!;
      const level = shopGroupOf(def);
      expect(s, def.name).toMatchObject({ group_id: idOf.get(level), group_name: level });
      const info = await api.get<ShopInfo>('/api/shop/info', { site_id: s.site_id });
      expect(info.data).toMatchObject({ group_id: idOf.get(level), group_name: level });
      // The self-run shop keeps its own label as level_name.
      expect(info.data.level_name).toBe(def.isOwn ? '平台自营' : level);
    }
    expect(new Set(street.map((s) => s.group_name))).toEqual(new Set(['旗舰店', '专营店', '普通店']));

    const id = await createMember(api.database.db, { username: `sg_${process.pid}` });
    const token = api.deps.tokens.issue(id, 0);
    const specialty = street.find((s) => s.group_name === '专营店')!;
    expect((await api.post('/api/shopmember/add', { token, site_id: specialty.site_id })).code).toBe(0);
    const followed = await api.get<Paged<FollowedShop>>('/api/shopmember/membershoppages', { token });
    expect(followed.data.list[0]).toMatchObject({ site_id: specialty.site_id, group_id: specialty.group_id, group_name: '专营店' });
  });
});
