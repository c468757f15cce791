import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { formatFen, type GoodsSkuListItem, type Paged } from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { forgetKeptAnswers } from '../../infra/http/kept-answers';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { cart } from '../cart';
import { createTestBuyer, createTestShop } from '../order/testing';
import { syncGoodsFromSkus } from './goods.service';
import { goods, goodsSku } from './goods.tables';

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const exec = (q: SQL) => db().execute(q);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** The list with one goods a page, so every non-empty list needs its count. */
const list = (params: Params = {}) => api.post<Paged<GoodsSkuListItem>>('/api/goodssku/page', { page_size: 1, ...params });
const countOf = async (params: Params = {}) => {
  const r = await list(params);
  expect(r.code, JSON.stringify(r)).toBe(0);
  return r.data.count;
};
/** What a plain SQL count says the list should answer. */
const truth = async (where: SQL) => {
  const [row] = await api.database.rows<{ n: number }>(
    sql`select count(*)::int as n from goods g join shop s on s.site_id = g.site_id
        where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and s.shop_status = 1 and ${where}`,
  );
  return Number(row!.n);
};
const version = async () => {
  const [row] = await api.database.rows<{ v: string }>(sql`select version as v from read_version where name = 'goods_list'`);
  return Number(row!.v);
};
/**
 * The list built afresh (no kept answer, infra/http/kept-answers.ts): its statements, the answers' version read
 * included.
 */
const built = async (params: Params = {}) => {
  forgetKeptAnswers(db());
  return (await countQueries(() => list(params))).queries;
};
/** Counts twice, then checks the second list call was answered with the version read and its page statement alone. */
const kept = async (params: Params = {}) => {
  const n = await countOf(params);
  expect(await built(params)).toBe(2);
  return n;
};

/** A goods for sale of the seed, with its shop and first-level category. */
const someGoods = async () => {
  const [g] = await api.database.rows<{ goods_id: number; site_id: number; c1: number; sku_id: number; discount_price: number }>(
    sql`select g.goods_id, g.site_id, g.category_id_1 as c1, g.sku_id, g.discount_price::int as discount_price
        from goods g join shop s on s.site_id = g.site_id
        where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and s.shop_status = 1 and g.category_id_1 > 0
          -- not on a limited discount, whose running price a price write keeps
          and not exists (select 1 from goods_sku k where k.goods_id = g.goods_id and k.promotion_type <> '')
        order by g.goods_id limit 1`,
  );
  return g!;
};

// Writes sent straight to the database, as another server process (or an operator's SQL) would: nothing in this
// process is told, only the database's triggers raise the version.
describe('goods list counts kept in memory', () => {
  it('a full page is one statement (after the version read) while nothing changed, for each shape', async () => {
    const g = await someGoods();
    expect(await kept()).toBe(await truth(sql`true`));
    expect(await kept({ category_id: g.c1 })).toBe(await truth(sql`${g.c1} in (g.category_id_1, g.category_id_2, g.category_id_3)`));
    expect(await kept({ keyword: '手机' })).toBe(await truth(sql`g.search_text like '%手机%'`));
    // Another page or sort of the same shape uses the same count.
    expect(await built({ page: 2, order: 'sale_num', sort: 'asc' })).toBe(2);
  });

  it('a goods taken off sale and put back', async () => {
    const g = await someGoods();
    const all = await kept();
    const inCategory = await kept({ category_id: g.c1 });
    await exec(sql`update goods set goods_state = 0 where goods_id = ${g.goods_id}`);
    expect(await countOf()).toBe(all - 1);
    expect(await countOf({ category_id: g.c1 })).toBe(inCategory - 1);
    await exec(sql`update goods set goods_state = 1 where goods_id = ${g.goods_id}`);
    expect(await countOf()).toBe(all);
    await exec(sql`update goods set is_delete = 1 where goods_id = ${g.goods_id}`);
    expect(await countOf({ category_id: g.c1 })).toBe(inCategory - 1);
    await exec(sql`update goods set is_delete = 0 where goods_id = ${g.goods_id}`);
    expect(await countOf({ category_id: g.c1 })).toBe(inCategory);
  });

  it('a price change crossing the price filter, in SQL and through the server (SKU price, then the goods synced)', async () => {
    const g = await someGoods();
    const range = { max_price: formatFen(g.discount_price) };
    const within = await kept(range);
    expect(within).toBe(await truth(sql`g.discount_price <= ${g.discount_price}`));
    await exec(sql`update goods set discount_price = ${g.discount_price + 100} where goods_id = ${g.goods_id}`);
    expect(await countOf(range)).toBe(within - 1);
    await exec(sql`update goods set discount_price = ${g.discount_price} where goods_id = ${g.goods_id}`);
    expect(await kept(range)).toBe(within);

    await db()
      .update(goodsSku)
      .set({ discountPrice: g.discount_price + 100 })
      .where(eq(goodsSku.skuId, g.sku_id));
    await syncGoodsFromSkus(db(), [g.goods_id]);
    expect(await countOf(range)).toBe(within - 1);
    await db().update(goodsSku).set({ discountPrice: g.discount_price }).where(eq(goodsSku.skuId, g.sku_id));
    await syncGoodsFromSkus(db(), [g.goods_id]);
    expect(await countOf(range)).toBe(within);
  });

  it('a new goods, then removed', async () => {
    const g = await someGoods();
    const all = await kept();
    const inCategory = await kept({ category_id: g.c1 });
    const [added] = await db()
      .insert(goods)
      .values({ siteId: g.site_id, goodsName: `新商品${++seq}`, categoryId1: g.c1, price: 100, discountPrice: 100 })
      .returning({ id: goods.goodsId });
    expect(await countOf()).toBe(all + 1);
    expect(await countOf({ category_id: g.c1 })).toBe(inCategory + 1);
    await db().delete(goods).where(eq(goods.goodsId, added!.id));
    expect(await countOf({ category_id: g.c1 })).toBe(inCategory);
  });

  it('a category change moves the goods between the categories', async () => {
    const g = await someGoods();
    const [other] = await api.database.rows<{ c1: number }>(
      sql`select category_id as c1 from goods_category where level = 1 and category_id <> ${g.c1} order by category_id limit 1`,
    );
    const from = await kept({ category_id: g.c1 });
    const to = await kept({ category_id: other!.c1 });
    const [old] = await api.database.rows<{ c2: number; c3: number }>(
      sql`select category_id_2 as c2, category_id_3 as c3 from goods where goods_id = ${g.goods_id}`,
    );
    await exec(sql`update goods set category_id_1 = ${other!.c1}, category_id_2 = 0, category_id_3 = 0 where goods_id = ${g.goods_id}`);
    expect(await countOf({ category_id: g.c1 })).toBe(from - 1);
    expect(await countOf({ category_id: other!.c1 })).toBe(to + 1);
    await exec(
      sql`update goods set category_id_1 = ${g.c1}, category_id_2 = ${old!.c2}, category_id_3 = ${old!.c3} where goods_id = ${g.goods_id}`,
    );
    expect(await countOf({ category_id: g.c1 })).toBe(from);
  });

  it('a shop closed and opened again', async () => {
    const g = await someGoods();
    const all = await kept();
    const ofShop = await kept({ site_id: g.site_id });
    expect(ofShop).toBeGreaterThan(0);
    await exec(sql`update shop set shop_status = 0 where site_id = ${g.site_id}`);
    expect(await countOf()).toBe(all - ofShop);
    expect(await countOf({ site_id: g.site_id })).toBe(0);
    await exec(sql`update shop set shop_status = 1 where site_id = ${g.site_id}`);
    expect(await countOf()).toBe(all);
  });

  it('an attribute value and a keyword given to a goods', async () => {
    const [a] = await api.database.rows<{ attr_id: number; attr_value_id: number }>(
      sql`select attr_id, attr_value_id from goods_attr_index order by goods_id, attr_value_id limit 1`,
    );
    const attr = { attr: JSON.stringify([a]) };
    const withValue = await kept(attr);
    const [without] = await api.database.rows<{ goods_id: number }>(
      sql`select g.goods_id from goods g join shop s on s.site_id = g.site_id
          where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and s.shop_status = 1
            and g.search_text not like '%手机%'
            and not exists (select 1 from goods_attr_index i where i.goods_id = g.goods_id and i.attr_value_id = ${a!.attr_value_id})
          order by g.goods_id limit 1`,
    );
    const id = without!.goods_id;
    await exec(sql`insert into goods_attr_index (attr_value_id, goods_id, attr_id) values (${a!.attr_value_id}, ${id}, ${a!.attr_id})`);
    expect(await countOf(attr)).toBe(withValue + 1);
    await exec(sql`delete from goods_attr_index where attr_value_id = ${a!.attr_value_id} and goods_id = ${id}`);
    expect(await countOf(attr)).toBe(withValue);

    const phones = await kept({ keyword: '手机' });
    await exec(sql`update goods set keywords = keywords || ' 手机' where goods_id = ${id}`);
    expect(await countOf({ keyword: '手机' })).toBe(phones + 1);
    await exec(sql`update goods set keywords = left(keywords, -3) where goods_id = ${id}`);
    expect(await countOf({ keyword: '手机' })).toBe(phones);
  });

  it('a checkout, a goods view and a collect leave the version alone (and the kept counts in use)', async () => {
    const memberId = await createTestBuyer(db(), `lc_${process.pid}_${++seq}`);
    const token = api.deps.tokens.issue(memberId, 0);
    const s = { id: await createTestShop(db(), `计数店${++seq}`) };
    const [g] = await db()
      .insert(goods)
      .values({ siteId: s!.id, goodsName: `计数商品${seq}`, price: 1000, discountPrice: 1000 })
      .returning({ id: goods.goodsId });
    const [k] = await db()
      .insert(goodsSku)
      .values({ goodsId: g!.id, siteId: s!.id, skuName: `计数商品${seq} 规格`, price: 1000, discountPrice: 1000, stock: 100, isDefault: 1 })
      .returning({ id: goodsSku.skuId });
    await db().update(goods).set({ skuId: k!.id }).where(eq(goods.goodsId, g!.id));
    const [line] = await db().insert(cart).values({ memberId, skuId: k!.id, num: 2, siteId: 0 }).returning({ id: cart.cartId });

    const all = await kept();
    const before = await version();
    const created = await api.post('/api/ordercreate/create', { token, cart_ids: String(line!.id), is_balance: 1 });
    expect(created.code, JSON.stringify(created)).toBeGreaterThanOrEqual(0);
    const [after] = await api.database.rows<{ stock: number; sale_num: number }>(
      sql`select s.stock, g.sale_num from goods_sku s join goods g on g.goods_id = s.goods_id where s.sku_id = ${k!.id}`,
    );
    expect(after!.stock).toBe(98);
    expect(after!.sale_num).toBe(2);
    expect((await api.post('/api/goods/modifyclicks', { sku_id: k!.id })).code).toBeGreaterThanOrEqual(0);
    expect((await api.post('/api/goodscollect/add', { token, goods_id: g!.id, sku_id: k!.id })).code).toBeGreaterThanOrEqual(0);
    expect(await version()).toBe(before);
    expect(await built()).toBe(2);
    expect(await countOf()).toBe(all);
  });
});
