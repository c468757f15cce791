import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ManjianInfo, ManjianRule } from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let withRule: { goods_id: number; site_id: number; sku_id: number };
let withoutRule: { goods_id: number; sku_id: number };

beforeAll(async () => {
  api = await startTestApi();
  [withRule] = await api.database.rows(sql`select g.goods_id, g.site_id, g.sku_id from goods g join promotion_manjian m on m.site_id = g.site_id order by g.goods_id limit 1`);
  [withoutRule] = await api.database.rows(sql`select goods_id, sku_id from goods where site_id not in (select site_id from promotion_manjian) order by goods_id limit 1`);
});
afterAll(() => api?.close());

describe('/manjian/api/manjian/info', () => {
  it('answers the shop’s running rule with its tiers', async () => {
    const res = await api.get<ManjianInfo>('/manjian/api/manjian/info', { goods_id: withRule.goods_id });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ site_id: withRule.site_id, status: 1, type: 0 });
    // An array of tiers, as the mall's client walks it (not JSON text).
    expect(Array.isArray(res.data.rule_json)).toBe(true);
    const rules: ManjianRule[] = res.data.rule_json;
    expect(rules.map((r) => [r.money, r.discount_money])).toEqual([
      ['99.00', '10.00'],
      ['199.00', '25.00'],
      ['399.00', '60.00'],
    ]);
  });

  it('expands a tier’s gift coupon into coupon_data', async () => {
    const [t] = await api.database.rows<{ coupon_type_id: number }>(
      sql`insert into coupon_type (site_id, coupon_name, type, money, at_least, count, create_time) values (${withRule.site_id}, '满减赠券', 'reward', 500, 3000, 10, 0) returning coupon_type_id`,
    );
    await api.database.rows(
      sql`update promotion_manjian set rule_json = ${JSON.stringify([{ money: '99.00', discount_money: '10.00', coupon: t.coupon_type_id }, { money: '199.00', discount_money: '25.00', coupon: 99999999 }])} where site_id = ${withRule.site_id}`,
    );
    const res = await api.get<ManjianInfo>('/manjian/api/manjian/info', { goods_id: withRule.goods_id });
    expect(res.data.rule_json[0].coupon_data).toEqual({ coupon_type_id: t.coupon_type_id, coupon_name: '满减赠券', type: 'reward', money: '5.00', discount: '0.0', at_least: '30.00' });
    expect(res.data.rule_json[1].coupon_data).toBeUndefined();
  });

  it('answers null for goods of a shop without a rule, an unknown goods, or an ended rule', async () => {
    expect((await api.get('/manjian/api/manjian/info', { goods_id: withoutRule.goods_id })).data).toBeNull();
    expect((await api.get('/manjian/api/manjian/info', { goods_id: 99999999 })).data).toBeNull();
    await api.database.rows(sql`update promotion_manjian set end_time = 1000`);
    expect((await api.get('/manjian/api/manjian/info', { goods_id: withRule.goods_id })).data).toBeNull();
  });

  it.each([{}, { goods_id: 'x' }, { goods_id: -1 }])('refuses %j', async (params) => {
    expect((await api.get('/manjian/api/manjian/info', params)).code).toBeLessThan(0);
  });
});
