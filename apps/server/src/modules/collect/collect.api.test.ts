import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GoodsBrowseItem, GoodsCollectItem, Paged, RegisterResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let tokenA: string;
let tokenB: string;
let skus: { sku_id: number; goods_id: number; site_id: number }[];

const rows = <T>(q: ReturnType<typeof sql>) => api.database.rows<T>(q);
const collectNum = async (goodsId: number) =>
  (await rows<{ n: number }>(sql`select collect_num as n from goods where goods_id = ${goodsId}`))[0].n;
const subNum = async (siteId: number) => (await rows<{ n: number }>(sql`select sub_num as n from shop where site_id = ${siteId}`))[0].n;

beforeAll(async () => {
  api = await startTestApi();
  tokenA = await api.login();
  const b = await api.post<RegisterResult>('/api/register/username', { username: 'collect_member_b', password: 'secret123' });
  tokenB = b.data.token;
  skus = await rows(sql`
    select distinct on (g.goods_id) s.sku_id, s.goods_id, g.site_id from goods_sku s join goods g on g.goods_id = s.goods_id
    where g.goods_state = 1 and g.is_delete = 0 order by g.goods_id, s.sku_id limit 4`);
  expect(skus).toHaveLength(4);
});
afterAll(() => api?.close());

describe('member-only endpoints', () => {
  it.each([
    '/api/goodscollect/add',
    '/api/goodscollect/delete',
    '/api/goodscollect/iscollect',
    '/api/goodscollect/page',
    '/api/goodsbrowse/add',
    '/api/goodsbrowse/delete',
    '/api/goodsbrowse/page',
  ])('%s refuses a visitor', async (path) => {
    const res = await api.post(path, { sku_id: 1, goods_id: 1, id: 1 });
    expect(res.code).toBe(-1);
    expect(res.message).toBeTruthy();
  });

  it('refuses a forged token', async () => {
    const res = await api.post('/api/goodscollect/page', { token: 'not-a-token' });
    expect(res.code).toBe(-10009);
  });
});

describe('collections', () => {
  it('collects once per goods, counts it on the goods and follows the shop', async () => {
    const s = skus[0];
    const before = await collectNum(s.goods_id);
    const subBefore = await subNum(s.site_id);
    const first = await api.post<number>('/api/goodscollect/add', { token: tokenA, sku_id: s.sku_id });
    expect(first.code).toBe(0);
    expect(first.data).toBeGreaterThan(0);
    const again = await api.post<number>('/api/goodscollect/add', { token: tokenA, sku_id: s.sku_id });
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect(await collectNum(s.goods_id)).toBe(before + 1);
    expect(await subNum(s.site_id)).toBe(subBefore + 1);
    const follows = await api.post<number>('/api/shopmember/issubscribe', { token: tokenA, site_id: s.site_id });
    if (follows.code === 0) expect(follows.data).toBe(1);
    expect((await api.post<number>('/api/goodscollect/iscollect', { token: tokenA, goods_id: s.goods_id })).data).toBe(1);
    expect((await api.post<number>('/api/goodscollect/iscollect', { token: tokenB, goods_id: s.goods_id })).data).toBe(0);
  });

  it('parallel adds of the same goods keep one row and count one', async () => {
    const s = skus[1];
    const before = await collectNum(s.goods_id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post<number>('/api/goodscollect/add', { token: tokenB, sku_id: s.sku_id })));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await collectNum(s.goods_id)).toBe(before + 1);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from goods_collect where goods_id = ${s.goods_id}`);
    expect(n).toBe(1);
  });

  it('pages only the member’s own collections with current prices', async () => {
    await api.post('/api/goodscollect/add', { token: tokenA, sku_id: skus[2].sku_id });
    const a = await api.post<Paged<GoodsCollectItem>>('/api/goodscollect/page', { token: tokenA, page: 1, page_size: 10 });
    expect(a.code).toBe(0);
    expect(a.data.list.map((r) => r.goods_id).sort()).toEqual([skus[0].goods_id, skus[2].goods_id].sort());
    expect(a.data.list[0]).toMatchObject({ goods_id: skus[2].goods_id, goods_state: 1 });
    expect(a.data.list[0].sku_price).toMatch(/^\d+\.\d{2}$/);
    const b = await api.post<Paged<GoodsCollectItem>>('/api/goodscollect/page', { token: tokenB });
    expect(b.data.list.map((r) => r.goods_id)).toEqual([skus[1].goods_id]);
  });

  it('another member cannot delete my collection', async () => {
    const s = skus[0];
    const res = await api.post<number>('/api/goodscollect/delete', { token: tokenB, goods_id: s.goods_id });
    expect(res).toMatchObject({ code: 0, data: 0 });
    expect((await api.post<number>('/api/goodscollect/iscollect', { token: tokenA, goods_id: s.goods_id })).data).toBe(1);
  });

  it('deleting uncounts it once', async () => {
    const s = skus[0];
    const before = await collectNum(s.goods_id);
    expect((await api.post<number>('/api/goodscollect/delete', { token: tokenA, goods_id: s.goods_id })).data).toBe(1);
    expect((await api.post<number>('/api/goodscollect/delete', { token: tokenA, goods_id: s.goods_id })).data).toBe(0);
    expect(await collectNum(s.goods_id)).toBe(before - 1);
  });

  it.each([
    ['/api/goodscollect/add', {}],
    ['/api/goodscollect/add', { sku_id: 'x' }],
    ['/api/goodscollect/add', { sku_id: -1 }],
    ['/api/goodscollect/add', { sku_id: 99999999 }],
    ['/api/goodscollect/delete', {}],
    ['/api/goodscollect/iscollect', { goods_id: 0 }],
    ['/api/goodscollect/page', { page: -1 }],
  ])('%s refuses %j', async (path, params) => {
    const res = await api.post(path, { token: tokenA, ...params });
    expect(res.code).toBeLessThan(0);
  });
});

describe('footprints', () => {
  it('keeps one row per goods and moves it to the top on a repeat view', async () => {
    const [a, b] = skus;
    const r1 = await api.post<number>('/api/goodsbrowse/add', { token: tokenA, sku_id: a.sku_id });
    expect(r1.code).toBe(0);
    await rows(sql`update goods_browse set browse_time = browse_time - 100 where id = ${r1.data}`);
    await api.post('/api/goodsbrowse/add', { token: tokenA, sku_id: b.sku_id });
    let page = await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA });
    expect(page.data.list.map((r) => r.goods_id)).toEqual([b.goods_id, a.goods_id]);
    await rows(sql`update goods_browse set browse_time = browse_time - 200 where member_id = (select member_id from goods_browse where id = ${r1.data})`);
    const again = await api.post<number>('/api/goodsbrowse/add', { token: tokenA, sku_id: a.sku_id });
    expect(again.data).toBe(r1.data);
    page = await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA });
    expect(page.data.count).toBe(2);
    expect(page.data.list[0]).toMatchObject({ id: r1.data, goods_id: a.goods_id });
    expect(page.data.list[0].discount_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('another member sees none of them and cannot delete them', async () => {
    const mine = await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA });
    const other = await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenB });
    expect(other.data).toMatchObject({ count: 0, list: [] });
    const ids = mine.data.list.map((r) => r.id).join(',');
    const res = await api.post<number>('/api/goodsbrowse/delete', { token: tokenB, id: ids });
    expect(res).toMatchObject({ code: 0, data: 0 });
    expect((await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA })).data.count).toBe(2);
  });

  it('deletes the member’s own footprints by id list', async () => {
    const mine = await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA });
    const res = await api.post<number>('/api/goodsbrowse/delete', { token: tokenA, id: mine.data.list.map((r) => r.id).join(',') });
    expect(res).toMatchObject({ code: 0, data: 2 });
    expect((await api.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { token: tokenA })).data.count).toBe(0);
  });

  it.each([
    ['/api/goodsbrowse/add', {}],
    ['/api/goodsbrowse/add', { sku_id: 99999999 }],
    ['/api/goodsbrowse/delete', {}],
    ['/api/goodsbrowse/delete', { id: '1,abc' }],
    ['/api/goodsbrowse/page', { page_size: -5 }],
  ])('%s refuses %j', async (path, params) => {
    expect((await api.post(path, { token: tokenA, ...params })).code).toBeLessThan(0);
  });
});

describe('/api/goods/modifyclicks', () => {
  it('counts a view for visitors too', async () => {
    const s = skus[3];
    const [{ n: before }] = await rows<{ n: number }>(sql`select click_num as n from goods where goods_id = ${s.goods_id}`);
    expect((await api.post('/api/goods/modifyclicks', { sku_id: s.sku_id })).code).toBe(0);
    const [{ n: after }] = await rows<{ n: number }>(sql`select click_num as n from goods where goods_id = ${s.goods_id}`);
    expect(after).toBe(before + 1);
  });

  it.each([{}, { sku_id: 'a' }, { sku_id: 99999999 }])('refuses %j', async (params) => {
    expect((await api.post('/api/goods/modifyclicks', params)).code).toBeLessThan(0);
  });
});
