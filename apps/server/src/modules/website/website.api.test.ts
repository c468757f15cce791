import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebsiteInfo, WebsiteLists } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { website } from './website.tables';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('/api/website/lists', () => {
  it('groups the open cities by initial, A→Z', async () => {
    const res = await api.get<WebsiteLists>('/api/website/lists');
    expect(res.code).toBe(0);
    expect(res.data.nearest).toBeNull();
    expect(res.data.groups.map((g) => g.initial)).toEqual(['H', 'S']);
    expect(res.data.groups[1].list.map((c) => c.site_area_name)).toEqual(['上海市', '深圳市']);
    for (const g of res.data.groups) for (const c of g.list) expect(c).toMatchObject({ status: 1, distance: 0, initial: g.initial });
  });

  it('names the nearest city and the distances (km) when located', async () => {
    const res = await api.get<WebsiteLists>('/api/website/lists', { lat: 31.2, lng: 121.5 });
    expect(res.data.nearest?.site_area_name).toBe('上海市');
    const sh = res.data.groups.flatMap((g) => g.list).find((c) => c.site_area_name === '上海市')!;
    expect(sh.distance).toBeLessThan(10);
    const hz = res.data.groups.flatMap((g) => g.list).find((c) => c.site_area_name === '杭州市')!;
    expect(hz.distance).toBeGreaterThan(150);
    expect((await api.get('/api/website/lists', { lat: 200, lng: 1 })).code).toBe(-1);
  });

  it('leaves closed cities out', async () => {
    const all = (await api.get<WebsiteLists>('/api/website/lists')).data.groups.flatMap((g) => g.list);
    const hz = all.find((c) => c.site_area_name === '杭州市')!;
    await api.database.db.update(website).set({ status: 0 }).where(eq(website.siteId, hz.site_id));
    try {
      const res = await api.get<WebsiteLists>('/api/website/lists');
      expect(res.data.groups.map((g) => g.initial)).toEqual(['S']);
      expect((await api.get('/api/website/info', { site_id: hz.site_id })).code).toBe(-1);
    } finally {
      await api.database.db.update(website).set({ status: 1 }).where(eq(website.siteId, hz.site_id));
    }
  });
});

describe('/api/website/info', () => {
  it('answers a city by site_id, or by the common website_id', async () => {
    const sz = (await api.get<WebsiteLists>('/api/website/lists')).data.groups.flatMap((g) => g.list).find((c) => c.pinyin === 'shenzhen')!;
    const res = await api.get<WebsiteInfo>('/api/website/info', { site_id: sz.site_id });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ site_id: sz.site_id, site_area_id: 440300, site_area_name: '深圳市', title: '深圳站', initial: 'S' });
    const common = await api.get<WebsiteInfo>('/api/website/info', { website_id: sz.site_id });
    expect(common.data.site_area_name).toBe('深圳市');
  });

  it('refuses missing, bad and unknown cities', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /缺少参数site_id/],
      [{ site_id: 'sz' }, /site_id/],
      [{ site_id: -1 }, /site_id/],
      [{ site_id: 999_999 }, /城市分站不存在/],
    ];
    for (const [params, msg] of cases) {
      const res = await api.get('/api/website/info', params);
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(msg);
    }
    expect((await api.get('/api/website/info', { site_id: 999_999, lang: 'en-us' })).message).toBe('The city site does not exist');
  });
});
