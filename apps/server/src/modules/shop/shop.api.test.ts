import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSkuListItem, Paged, ShopInfo } from '@mall/contract';
import { SHOPS } from '../../seed/catalog';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let siteIds: number[];

beforeAll(async () => {
  api = await startTestApi();
  const list = (await api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { page_size: 100 })).data.list;
  siteIds = [...new Set(list.map((r) => r.site_id))].sort((a, b) => a - b);
});
afterAll(() => api?.close());

describe('/api/shop/info', () => {
  it('answers every seeded shop with the reference fields', async () => {
    expect(siteIds).toHaveLength(SHOPS.length);
    const names: string[] = [];
    for (const site_id of siteIds) {
      const res = await api.get<ShopInfo>('/api/shop/info', { site_id });
      expect(res.code).toBe(0);
      const s = res.data;
      names.push(s.site_name);
      expect(s.site_id).toBe(site_id);
      expect(s.shop_status).toBe(1);
      for (const k of ['shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit', 'shop_baozhrmb']) {
        expect((s as unknown as Record<string, string>)[k]).toMatch(/^\d+\.\d{2}$/);
      }
      for (const k of ['shop_baozh', 'shop_qtian', 'shop_zhping', 'shop_erxiaoshi', 'shop_tuihuo', 'shop_shiyong', 'shop_shiti', 'shop_xiaoxie']) {
        expect([0, 1]).toContain((s as unknown as Record<string, number>)[k]);
      }
      expect(s.logo).toMatch(/^upload\/shop\//);
      expect(s.banner).toMatch(/^upload\/shop\//);
      expect(s.shop_sales).toBeGreaterThan(0);
      for (const k of ['avatar', 'seo_description', 'qq', 'ww', 'telephone', 'address', 'website_id', 'is_own', 'sub_num', 'expire_time', 'level_name', 'workingtime']) {
        expect(s).toHaveProperty(k);
      }
    }
    expect(names.sort()).toEqual(SHOPS.map((s) => s.name).sort());
    const own = await api.get<ShopInfo>('/api/shop/info', { site_id: siteIds[0] });
    expect(own.data).toMatchObject({ is_own: 1, site_name: '平台自营', shop_desccredit: '5.00' });
  });

  it('answers missing, malformed and unknown shops with code -1', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{}, /缺少参数site_id/],
      [{ site_id: 'abc' }, /site_id/],
      [{ site_id: 0 }, /site_id/],
      [{ site_id: -1 }, /site_id/],
      [{ site_id: 999999 }, /店铺不存在/],
    ];
    for (const [params, message] of cases) {
      const res = await api.get('/api/shop/info', params);
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(message);
    }
    expect((await api.post('/api/shop/info', { site_id: 999999, lang: 'en-us' })).message).toBe('The shop does not exist');
  });
});
