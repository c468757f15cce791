import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BundlingItem } from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
/** A SKU in no combo. */
let withoutRule: { sku_id: number };

beforeAll(async () => {
  api = await startTestApi();
  [withoutRule] = await api.database.rows(sql`select sku_id from goods_sku where sku_id not in (select sku_id from promotion_bundling_goods) order by sku_id limit 1`);
});
afterAll(() => api?.close());

describe('/bundling/api/bundling/lists', () => {
  it('lists the combos that contain the SKU with their goods', async () => {
    const [bl] = await api.database.rows<{ sku_id: number }>(sql`select sku_id from promotion_bundling_goods order by id limit 1`);
    const res = await api.get<BundlingItem[]>('/bundling/api/bundling/lists', { sku_id: bl.sku_id });
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(1);
    const combo = res.data[0];
    expect(combo.bundling_goods.length).toBeGreaterThanOrEqual(2);
    expect(combo.bundling_goods.map((g) => g.sku_id)).toContain(bl.sku_id);
    expect(Number(combo.bl_price)).toBeLessThan(Number(combo.goods_money));
    const shares = combo.bundling_goods.reduce((s, g) => s + Math.round(Number(g.promotion_price) * 100), 0);
    expect(shares).toBe(Math.round(Number(combo.bl_price) * 100));
  });

  it('leaves out combos that are off, and answers [] for other SKUs', async () => {
    expect((await api.get('/bundling/api/bundling/lists', { sku_id: withoutRule.sku_id })).data).toEqual([]);
    const [bl] = await api.database.rows<{ sku_id: number }>(sql`select sku_id from promotion_bundling_goods order by id limit 1`);
    await api.database.rows(sql`update promotion_bundling set status = 0`);
    expect((await api.get('/bundling/api/bundling/lists', { sku_id: bl.sku_id })).data).toEqual([]);
  });

  it.each([{}, { sku_id: 'x' }, { sku_id: 0 }])('refuses %j', async (params) => {
    expect((await api.get('/bundling/api/bundling/lists', params)).code).toBeLessThan(0);
  });
});
