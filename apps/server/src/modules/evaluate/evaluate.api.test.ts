import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GoodsEvaluateConfig, GoodsEvaluateItem, GoodsSkuDetailResult, Paged } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
/** The goods with the most reviews (the seed gives the first goods a full page). */
let goodsId: number;
let skuId: number;
let total: number;

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.database.rows<{ goods_id: number; sku_id: number; n: number }>(sql`
    select e.goods_id, g.sku_id, count(*)::int as n from goods_evaluate e join goods g on g.goods_id = e.goods_id
    where e.is_show = 1 and e.is_audit = 1 group by e.goods_id, g.sku_id order by n desc, e.goods_id limit 1`);
  goodsId = row.goods_id;
  skuId = row.sku_id;
  total = row.n;
  expect(total).toBeGreaterThan(10);
});
afterAll(() => api?.close());

describe('/api/goodsevaluate/page', () => {
  it('pages the visible reviews newest first', async () => {
    const p1 = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page: 1, page_size: 10 });
    expect(p1.code).toBe(0);
    expect(p1.data.count).toBe(total);
    expect(p1.data.page_count).toBe(Math.ceil(total / 10));
    expect(p1.data.list).toHaveLength(10);
    const times = p1.data.list.map((r) => r.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p2 = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page: 2, page_size: 10 });
    expect(p2.data.list).toHaveLength(total - 10);
    const ids = new Set([...p1.data.list, ...p2.data.list].map((r) => r.evaluate_id));
    expect(ids.size).toBe(total);
    const far = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page: 9 });
    expect(far.data).toMatchObject({ count: total, list: [] });
  });

  it('masks anonymous reviewers and hides their picture', async () => {
    await api.database.rows(sql`update goods_evaluate set is_anonymous = 1, member_name = '王小丫', member_headimg = 'upload/x.png'
      where evaluate_id = (select max(evaluate_id) from goods_evaluate where goods_id = ${goodsId} and is_audit = 1)`);
    const res = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 50 });
    const anon = res.data.list.filter((r) => r.is_anonymous === 1);
    expect(anon.length).toBeGreaterThan(0);
    for (const r of anon) {
      expect(r.member_name).toMatch(/^.\*\*\*$/u);
      expect(r.member_headimg).toBe('');
    }
    expect(res.data.list.some((r) => r.member_name === '王***')).toBe(true);
  });

  it('leaves out hidden and unapproved reviews', async () => {
    const [{ id }] = await api.database.rows<{ id: number }>(sql`
      insert into goods_evaluate (goods_id, sku_id, site_id, content, is_audit, create_time)
      values (${goodsId}, ${skuId}, 1, '待审核的评价', 0, 2000000000) returning evaluate_id as id`);
    await api.database.rows(sql`
      insert into goods_evaluate (goods_id, sku_id, site_id, content, is_show, create_time)
      values (${goodsId}, ${skuId}, 1, '隐藏的评价', 0, 2000000001)`);
    const res = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 50 });
    expect(res.data.count).toBe(total);
    expect(res.data.list.find((r) => r.evaluate_id === id)).toBeUndefined();
    expect(res.data.list.map((r) => r.content)).not.toContain('隐藏的评价');
  });

  it('answers an empty page for a goods without reviews or an unknown goods', async () => {
    const res = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: 999999 });
    expect(res).toMatchObject({ code: 0, data: { count: 0, page_count: 0, list: [] } });
  });

  it.each([
    [{}, 'missing goods_id'],
    [{ goods_id: 'abc' }, 'text goods_id'],
    [{ goods_id: -3 }, 'negative goods_id'],
    [{ goods_id: 1, page: -1 }, 'negative page'],
    [{ goods_id: 1, page_size: 0 }, 'zero page size'],
  ])('refuses bad input (%j, %s)', async (params, _label) => {
    const res = await api.get('/api/goodsevaluate/page', params as Record<string, string | number>);
    expect(res.code).toBeLessThan(0);
    expect(res.message).toBeTruthy();
  });

  it('answers validation messages in English when asked', async () => {
    const res = await api.get('/api/goodsevaluate/page', { lang: 'en-us' });
    expect(res.code).toBeLessThan(0);
    expect(res.message).toMatch(/[a-z]/i);
  });
});

describe('/api/goodsevaluate/firstinfo', () => {
  it('answers the latest visible review with follow-up fields', async () => {
    const first = await api.get<GoodsEvaluateItem>('/api/goodsevaluate/firstinfo', { goods_id: goodsId });
    const page = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 1 });
    expect(first.code).toBe(0);
    expect(first.data.evaluate_id).toBe(page.data.list[0].evaluate_id);
    for (const k of ['content', 'images', 'scores', 'explain_type', 'again_content', 'again_time', 'explain_first', 'sku_name']) {
      expect(first.data).toHaveProperty(k);
    }
  });

  it('answers null for a goods without reviews', async () => {
    const res = await api.get('/api/goodsevaluate/firstinfo', { goods_id: 999999 });
    expect(res).toMatchObject({ code: 0, data: null });
  });

  it('refuses a missing goods_id', async () => {
    expect((await api.get('/api/goodsevaluate/firstinfo')).code).toBeLessThan(0);
  });
});

describe('review count and config', () => {
  it('the detail answer counts the visible reviews', async () => {
    const res = await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: skuId });
    expect(res.data.goods_sku_detail.evaluate).toBe(total);
  });

  it('seeded reviews carry pictures, follow-ups and shop replies', async () => {
    const [r] = await api.database.rows<{ pics: number; again: number; explain: number }>(sql`
      select count(*) filter (where images <> '')::int as pics, count(*) filter (where again_content <> '')::int as again,
        count(*) filter (where explain_first <> '')::int as explain from goods_evaluate`);
    expect(r.pics).toBeGreaterThan(0);
    expect(r.again).toBeGreaterThan(0);
    expect(r.explain).toBeGreaterThan(0);
  });

  it('/api/goodsevaluate/config answers the switches', async () => {
    const res = await api.get<GoodsEvaluateConfig>('/api/goodsevaluate/config');
    expect(res).toMatchObject({ code: 0, data: { evaluate_status: 1, evaluate_show: 1 } });
  });
});
