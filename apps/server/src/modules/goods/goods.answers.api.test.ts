import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsSkuDetailResult, GoodsSkuListItem, Paged } from '@mall/contract';
import { forgetKeptAnswers, keptAnswerStats } from '../../infra/http/kept-answers';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { startOfSecond, twiceInOneSecond } from '../../test/seconds';
import { cart } from '../cart';
import { createTestBuyer, createTestShop } from '../order/testing';
import { goods, goodsSku } from './goods.tables';

// The goods list and detail answers kept in memory (infra/http/kept-answers.ts, goods.answers.ts). Writes go
// straight to the database, as an operator's tool or another server process would: nothing in this process is
// told, only the triggers raise the version.

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const exec = (q: SQL) => db().execute(q);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const detail = async (skuId: number, params: Params = {}) => {
  const r = await api.post<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: skuId, ...params });
  return r;
};
const listOf = async (params: Params = {}) => {
  const r = await api.post<Paged<GoodsSkuListItem>>('/api/goodssku/page', { page_size: 100, ...params });
  expect(r.code, JSON.stringify(r)).toBe(0);
  return r.data.list;
};
const versions = async () => {
  const rows = await api.database.rows<{ name: string; version: string }>(
    sql`select name, version from read_version where name in ('goods_list', 'goods_answer') order by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.version)]));
};

/** A goods of its own in a shop of its own, with one SKU of 100 in stock, for sale. */
const newGoods = async () => {
  const n = ++seq;
  const siteId = await createTestShop(db(), `缓存店${n}`);
  const [g] = await db()
    .insert(goods)
    .values({ siteId, goodsName: `缓存商品${n}`, price: 1000, discountPrice: 1000, categoryId1: 0 })
    .returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({ goodsId: g!.id, siteId, skuName: `缓存商品${n} 规格`, price: 1000, discountPrice: 1000, stock: 100, isDefault: 1 })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k!.id }).where(eq(goods.goodsId, g!.id));
  return { goodsId: g!.id, skuId: k!.id, siteId };
};

describe('kept goods answers', () => {
  it('a repeated detail or list call is the version read alone within its second', async () => {
    const g = await newGoods();
    const detailTwice = await twiceInOneSecond(
      () => detail(g.skuId),
      () => forgetKeptAnswers(db()),
    );
    expect(detailTwice.first.queries).toBeGreaterThan(1);
    expect(detailTwice.again.queries, detailTwice.again.statements.join('\n')).toBe(1);
    const listTwice = await twiceInOneSecond(
      () => listOf({ site_id: g.siteId }),
      () => forgetKeptAnswers(db()),
    );
    expect(listTwice.first.queries).toBeGreaterThan(1);
    expect(listTwice.again.queries, listTwice.again.statements.join('\n')).toBe(1);
    // The list is kept (the detail was dropped by the list's fresh start).
    expect(keptAnswerStats(db()).entries).toBeGreaterThanOrEqual(1);
  });

  it("an operator's change shows on the next call: name, price, pictures, SKU, shop, level", async () => {
    const g = await newGoods();
    await startOfSecond();
    expect((await detail(g.skuId)).data.goods_sku_detail.goods_name).toBe(`缓存商品${seq}`);
    expect((await listOf({ site_id: g.siteId }))[0]!.discount_price).toBe('10.00');

    await exec(sql`update goods set goods_name = '改名商品' where goods_id = ${g.goodsId}`);
    expect((await detail(g.skuId)).data.goods_sku_detail.goods_name).toBe('改名商品');
    expect((await listOf({ site_id: g.siteId }))[0]!.goods_name).toBe('改名商品');

    await exec(sql`update goods_sku set discount_price = 880, sku_image = 'upload/new.png' where sku_id = ${g.skuId}`);
    await exec(sql`update goods set discount_price = 880 where goods_id = ${g.goodsId}`);
    const d = (await detail(g.skuId)).data.goods_sku_detail;
    expect(d.discount_price).toBe('8.80');
    expect(d.sku_image).toBe('upload/new.png');
    const [item] = await listOf({ site_id: g.siteId });
    expect(item!.discount_price).toBe('8.80');
    expect(item!.sku_image).toBe('upload/new.png');

    await exec(sql`update goods set goods_content = '<p>新介绍</p>', unit = '台' where goods_id = ${g.goodsId}`);
    expect((await detail(g.skuId)).data.goods_sku_detail.goods_content).toBe('<p>新介绍</p>');

    await exec(sql`update shop set site_name = '新店名' where site_id = ${g.siteId}`);
    expect((await detail(g.skuId)).data.shop_info.site_name).toBe('新店名');
    expect((await listOf({ site_id: g.siteId }))[0]!.site_name).toBe('新店名');

    const [group] = await api.database.rows<{ group_id: number }>(
      sql`insert into shop_group (group_name) values ('缓存等级') returning group_id`,
    );
    await exec(sql`update shop set group_id = ${group!.group_id} where site_id = ${g.siteId}`);
    expect((await detail(g.skuId)).data.shop_info.group_name).toBe('缓存等级');
    await exec(sql`update shop_group set group_name = '改名等级' where group_id = ${group!.group_id}`);
    expect((await detail(g.skuId)).data.shop_info.group_name).toBe('改名等级');

    // A second SKU added: the detail's spec picker and the SKU's own read see it.
    const [k2] = await db()
      .insert(goodsSku)
      .values({ goodsId: g.goodsId, siteId: g.siteId, skuName: '第二规格', price: 1200, discountPrice: 1200, stock: 5 })
      .returning({ id: goodsSku.skuId });
    expect((await api.post('/api/goodssku/info', { sku_id: k2!.id })).code).toBe(0);
  });

  it('off sale, a closed shop and a deleted goods are refused at once, and listed again when back', async () => {
    const g = await newGoods();
    await startOfSecond();
    expect((await detail(g.skuId)).code).toBe(0);
    expect(await listOf({ site_id: g.siteId })).toHaveLength(1);
    await exec(sql`update goods set goods_state = 0 where goods_id = ${g.goodsId}`);
    expect((await detail(g.skuId)).code).toBeLessThan(0);
    expect(await listOf({ site_id: g.siteId })).toHaveLength(0);
    await exec(sql`update goods set goods_state = 1 where goods_id = ${g.goodsId}`);
    expect((await detail(g.skuId)).code).toBe(0);
    await exec(sql`update shop set shop_status = 0 where site_id = ${g.siteId}`);
    expect((await detail(g.skuId)).code).toBeLessThan(0);
    expect(await listOf({ site_id: g.siteId })).toHaveLength(0);
    await exec(sql`update shop set shop_status = 1 where site_id = ${g.siteId}`);
    expect(await listOf({ site_id: g.siteId })).toHaveLength(1);
    await exec(sql`update goods set is_delete = 1 where goods_id = ${g.goodsId}`);
    expect((await detail(g.skuId)).code).toBeLessThan(0);
  });

  it('a write changing many rows raises the version once; counters and unchanged rows leave it alone', async () => {
    const before = await versions();
    await exec(sql`update goods set introduction = introduction || '' where goods_id in (select goods_id from goods limit 20)`);
    await exec(sql`update goods set sale_num = sale_num + 1, click_num = click_num + 1, collect_num = collect_num + 1`);
    await exec(sql`update goods_sku set stock = stock + 1, sale_num = sale_num + 1`);
    await exec(sql`update shop set sub_num = sub_num + 1, shop_sales = shop_sales + 1`);
    expect(await versions()).toEqual(before);
    await exec(sql`update goods set unit = unit || '件' where goods_id in (select goods_id from goods order by goods_id limit 20)`);
    expect((await versions()).goods_answer).toBe(before.goods_answer! + 1);
  });

  it('a checkout raises neither version; the stock and sales shown follow within a second', async () => {
    const g = await newGoods();
    const memberId = await createTestBuyer(db(), `ka_${process.pid}_${++seq}`);
    const token = api.deps.tokens.issue(memberId, 0);
    const [line] = await db().insert(cart).values({ memberId, skuId: g.skuId, num: 3, siteId: 0 }).returning({ id: cart.cartId });
    await startOfSecond();
    expect((await detail(g.skuId)).data.goods_sku_detail.stock).toBe(100);
    expect((await listOf({ site_id: g.siteId }))[0]!.stock).toBe(100);
    const before = await versions();
    const created = await api.post('/api/ordercreate/create', { token, cart_ids: String(line!.id), is_balance: 1 });
    expect(created.code, JSON.stringify(created)).toBeGreaterThanOrEqual(0);
    const bought = Date.now();
    expect(await versions()).toEqual(before);
    // Shown at most one second old: poll until the new figures show, then check how long that took.
    for (;;) {
      const d = (await detail(g.skuId)).data.goods_sku_detail;
      const [item] = await listOf({ site_id: g.siteId });
      if (d.stock === 97 && d.sale_num === 3 && item!.stock === 97 && item!.sale_num === 3) break;
      expect(Date.now() - bought).toBeLessThan(1500);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Date.now() - bought).toBeLessThan(1500);
  });

  it("a member's call and a visitor's get the same answer, with nothing of the member in it", async () => {
    const g = await newGoods();
    const token = await api.login();
    forgetKeptAnswers(db());
    // The member asks first, so a member's answer would be the one kept.
    const asMember = await detail(g.skuId, { token });
    const asVisitor = await detail(g.skuId);
    expect(asMember.code).toBe(0);
    expect(asVisitor.data).toEqual(asMember.data);
    const listMember = await api.post<Paged<GoodsSkuListItem>>('/api/goodssku/page', { token, site_id: g.siteId });
    const listVisitor = await api.post<Paged<GoodsSkuListItem>>('/api/goodssku/page', { site_id: g.siteId });
    expect(listVisitor.data).toEqual(listMember.data);
    const text = JSON.stringify([asMember, listMember]);
    for (const field of ['member_id', 'is_collect', 'nickname', 'username', 'mobile', 'balance', 'point'])
      expect(text).not.toContain(`"${field}"`);
    expect(asMember.data.goods_sku_detail.purchased_num).toBe(0);
  });

  it('answers in the language asked, and compressed as the client accepts', async () => {
    const g = await newGoods();
    const en = await api.post<unknown>('/api/goodssku/page', { site_id: g.siteId, lang: 'en-us' });
    const zh = await api.post<unknown>('/api/goodssku/page', { site_id: g.siteId, lang: 'zh-cn' });
    expect(en.message).not.toBe(zh.message);
    const url = api.url;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${url}/api/goodssku/page?page_size=50`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      const body = (await res.json()) as { code: number; data: Paged<GoodsSkuListItem> };
      expect(body.code).toBe(0);
      expect(body.data.list.length).toBeGreaterThan(0);
    }
  });
});
