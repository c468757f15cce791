import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Paged, ShopStreetItem, StoreItem } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { store } from './store.tables';

let api: TestApi;
let own: number;
let digital: number;
/** Bao'an, Shenzhen: the 宝安 store is nearest, then 南山, then 福田. */
const BAOAN = { latitude: 22.5560, longitude: 113.8880 };

beforeAll(async () => {
  api = await startTestApi();
  const shops = (await api.get<Paged<ShopStreetItem>>('/api/shop/page', { page_size: 50 })).data.list;
  own = shops.find((s) => s.site_name === '平台自营')!.site_id;
  digital = shops.find((s) => s.site_name === '星辰数码专营店')!.site_id;
});
afterAll(() => api?.close());

describe('/api/store/page', () => {
  it('lists the open stores of a shop with the reference fields, by id without a position', async () => {
    const res = await api.get<Paged<StoreItem>>('/api/store/page', { site_id: own });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(3);
    expect(res.data.list.map((s) => s.store_name)).toEqual(['南山科技园店', '福田中心店', '宝安海雅店']);
    for (const s of res.data.list) {
      expect(s).toMatchObject({ site_id: own, site_name: '平台自营', is_pickup: 1, status: 1, is_frozen: 0, distance: 0 });
      for (const k of ['store_id', 'telphone', 'store_image', 'address', 'full_address', 'longitude', 'latitude', 'open_date', 'username']) expect(s).toHaveProperty(k);
      expect(s.full_address).toMatch(/深圳市/);
      expect(s.store_image).toMatch(/^upload\/store\/\d+\.jpg$/);
    }
  });

  it('sorts nearest first with the distance in km (2 decimals)', async () => {
    const res = await api.get<Paged<StoreItem>>('/api/store/page', { site_id: own, ...BAOAN });
    const list = res.data.list;
    expect(list.map((s) => s.store_name)).toEqual(['宝安海雅店', '南山科技园店', '福田中心店']);
    const d = list.map((s) => s.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    for (const x of d) expect(Math.round(x * 100) / 100).toBe(x);
    expect(d[0]).toBeLessThan(1);
    expect(d[2]).toBeGreaterThan(15);
    expect(d[2]).toBeLessThan(20);
  });

  it('pages on the server and leaves closed and frozen stores out', async () => {
    const p2 = await api.get<Paged<StoreItem>>('/api/store/page', { site_id: own, page: 2, page_size: 2 });
    expect(p2.data).toMatchObject({ count: 3, page_count: 2 });
    expect(p2.data.list).toHaveLength(1);
    const [first] = (await api.get<Paged<StoreItem>>('/api/store/page', { site_id: digital })).data.list;
    await api.database.db.update(store).set({ isFrozen: 1 }).where(eq(store.storeId, first.store_id));
    try {
      const after = await api.get<Paged<StoreItem>>('/api/store/page', { site_id: digital });
      expect(after.data.list.map((s) => s.store_id)).not.toContain(first.store_id);
      expect((await api.get('/api/store/info', { store_id: first.store_id })).code).toBe(-1);
    } finally {
      await api.database.db.update(store).set({ isFrozen: 0 }).where(eq(store.storeId, first.store_id));
    }
    const none = await api.get<Paged<StoreItem>>('/api/store/page', { site_id: 999_999 });
    expect(none.data).toEqual({ page_count: 0, count: 0, list: [] });
  });

  it('refuses bad input with code -1', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /缺少参数site_id/],
      [{ site_id: 'x' }, /site_id/],
      [{ site_id: own, page: 0 }, /page/],
      [{ site_id: own, latitude: 95, longitude: 113 }, /latitude/],
      [{ site_id: own, latitude: 22, longitude: 'w' }, /longitude/],
    ];
    for (const [params, msg] of cases) {
      const res = await api.get('/api/store/page', params);
      expect(res.code, JSON.stringify(params)).toBe(-1);
      expect(res.message).toMatch(msg);
    }
  });
});

describe('/api/store/info', () => {
  it('answers one store, with its distance when located', async () => {
    const [s] = (await api.get<Paged<StoreItem>>('/api/store/page', { site_id: own })).data.list;
    const res = await api.get<StoreItem>('/api/store/info', { store_id: s.store_id, site_id: own, ...BAOAN });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ store_id: s.store_id, store_name: '南山科技园店', site_name: '平台自营', open_date: '09:00-21:00' });
    expect(res.data.distance).toBeGreaterThan(5);
    expect((await api.get<StoreItem>('/api/store/info', { store_id: s.store_id })).data.distance).toBe(0);
  });

  it('refuses missing, bad, unknown and foreign stores', async () => {
    const [s] = (await api.get<Paged<StoreItem>>('/api/store/page', { site_id: own })).data.list;
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /缺少参数store_id/],
      [{ store_id: 'abc' }, /store_id/],
      [{ store_id: 999_999 }, /门店不存在/],
      [{ store_id: s.store_id, site_id: digital }, /门店不存在/],
    ];
    for (const [params, msg] of cases) {
      const res = await api.get('/api/store/info', params);
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(msg);
    }
    expect((await api.get('/api/store/info', { store_id: 999_999, lang: 'en-us' })).message).toBe('The store does not exist');
  });
});
