import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { GoodsSkuPageParams } from '@mall/contract';
import type { Database } from '../../infra/db/client';
import { openTestDatabase } from '../../test/harness';
import { listStatements } from './goods.list';
import { shop } from '../shop';
import { keywordCondition, likePattern, listConditions } from './goods.listconditions';
import { goods } from './goods.tables';

/**
 * The goods list's statements use indexes on a large catalogue: the demo goods are copied to about 20,000
 * (with their SKUs and attribute values, varied sales, prices and times, some off the shelf), analysed, and
 * every list shape the server builds (the same query builder, not a copy of its SQL) is EXPLAINed: no
 * sequential scan of goods or goods_sku. Runs on PGlite, and on PostgreSQL with TEST_DB=pg.
 */

const COPIES = 410;
/** Copied rows get ids above the demo's: goods id + n × GOODS_STEP, SKU id + n × SKU_STEP. */
const GOODS_STEP = 1000;
const SKU_STEP = 10000;

const GOODS_COLUMNS = `site_id, website_id, category_id, category_id_1, category_id_2, category_id_3, brand_id, shop_category_id,
  goods_image, introduction, keywords, unit, verify_state, is_delete, is_own, is_virtual,
  goods_spec_format, goods_attr_format, min_buy, max_buy, price, market_price, click_num, collect_num, evaluate,
  recommend_way, modify_time`;
const SKU_COLUMNS = `site_id, sku_name, sku_no, sku_spec_format, price, market_price, cost_price, promotion_type, start_time,
  end_time, stock, sale_num, sku_image, sku_images, weight, is_default, create_time`;

const growCatalogue = async (database: Database) => {
  const [{ maxGoods, maxSku }] = await database.rows<{ maxGoods: number; maxSku: number }>(
    sql`select (select max(goods_id) from goods) as "maxGoods", (select max(sku_id) from goods_sku) as "maxSku"`,
  );
  expect(maxGoods).toBeLessThan(GOODS_STEP);
  expect(maxSku).toBeLessThan(SKU_STEP);
  await database.db.execute(
    sql.raw(`insert into goods (goods_id, goods_name, goods_state, is_free_shipping, sku_id, discount_price, sale_num, sort, create_time, ${GOODS_COLUMNS})
      select goods_id + n * ${GOODS_STEP}, goods_name || ' ' || n, case when n % 10 = 0 then 0 else goods_state end,
        (goods_id + n) % 2, sku_id + n * ${SKU_STEP}, discount_price + (n * 37) % 5000, (sale_num + n * 7919) % 10007,
        n % 5, create_time + n * 60, ${GOODS_COLUMNS}
      from goods, generate_series(1, ${COPIES}) as n where goods_id < ${GOODS_STEP}`),
  );
  await database.db.execute(
    sql.raw(`insert into goods_sku (sku_id, goods_id, discount_price, ${SKU_COLUMNS})
      select sku_id + n * ${SKU_STEP}, goods_id + n * ${GOODS_STEP}, discount_price + (n * 37) % 5000, ${SKU_COLUMNS}
      from goods_sku, generate_series(1, ${COPIES}) as n where sku_id < ${SKU_STEP}`),
  );
  await database.db.execute(
    sql.raw(`insert into goods_attr_index (attr_value_id, goods_id, attr_id)
      select attr_value_id, goods_id + n * ${GOODS_STEP}, attr_id
      from goods_attr_index, generate_series(1, ${COPIES}) as n where goods_id < ${GOODS_STEP}`),
  );
  await database.db.execute(sql`select setval(pg_get_serial_sequence('goods', 'goods_id'), (select max(goods_id) from goods))`);
  await database.db.execute(sql`select setval(pg_get_serial_sequence('goods_sku', 'sku_id'), (select max(sku_id) from goods_sku))`);
  await database.db.execute(sql`vacuum analyze goods, goods_sku, goods_attr_index`);
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

let database: Database;
let drop: () => Promise<void>;

const plan = async (query: { getSQL(): ReturnType<typeof sql> }): Promise<PlanNode[]> => {
  const [row] = await database.rows<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query.getSQL()}`);
  const json = row['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodes(parsed[0].Plan);
};

const seqScans = (list: PlanNode[]) =>
  list
    .filter((n) => n['Node Type'] === 'Seq Scan' && ['goods', 'goods_sku'].includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']);

const indexes = (list: PlanNode[]) => list.map((n) => n['Index Name']).filter(Boolean) as string[];

describe('goods list plans on about 20,000 goods', () => {
  const shapes: [string, () => Partial<GoodsSkuPageParams>][] = [];
  const ids = { c1: 0, c2: 0, c3: 0, attrId: 0, attrValueId: 0 };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await growCatalogue(database);
    const [c] = await database.rows<{ c1: number; c2: number; c3: number }>(
      sql`select category_id_1 as c1, category_id_2 as c2, category_id_3 as c3 from goods where category_id_3 > 0 order by goods_id limit 1`,
    );
    const [a] = await database.rows<{ attr_id: number; attr_value_id: number }>(
      sql`select attr_id, attr_value_id from goods_attr_index order by goods_id, attr_value_id limit 1`,
    );
    Object.assign(ids, c, { attrId: a.attr_id, attrValueId: a.attr_value_id });
  }, 120_000);

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const sorts = [
    ['sales', { order: 'sale_num', sort: 'desc' }],
    ['price', { order: 'discount_price', sort: 'asc' }],
    ['newest', { order: 'create_time', sort: 'desc' }],
    ['default', {}],
  ] as const;
  for (const [name, s] of sorts) {
    shapes.push([`all goods by ${name}`, () => ({ ...s })]);
    shapes.push([`category level 1 by ${name}`, () => ({ ...s, category_id: ids.c1 })]);
  }
  shapes.push(
    ['category level 2 by sales', () => ({ order: 'sale_num', sort: 'desc', category_id: ids.c2 })],
    ['category level 3 by price', () => ({ order: 'discount_price', sort: 'asc', category_id: ids.c3 })],
    ['price range by sales', () => ({ order: 'sale_num', sort: 'desc', min_price: 1000, max_price: 3000 })],
    ['free shipping by newest', () => ({ order: 'create_time', sort: 'desc', is_free_shipping: 1 })],
    [
      'attribute value by sales',
      () => ({ order: 'sale_num', sort: 'desc', attr: [{ attr_id: ids.attrId, attr_value_id: ids.attrValueId }] }),
    ],
    [
      'category, price range, free shipping and attribute by price',
      () => ({
        order: 'discount_price',
        sort: 'asc',
        category_id: ids.c1,
        min_price: 1000,
        max_price: 300000,
        is_free_shipping: 1,
        attr: [{ attr_id: ids.attrId, attr_value_id: ids.attrValueId }],
      }),
    ],
    ['keyword of 2 Chinese characters (手机)', () => ({ keyword: '手机' })],
    ['keyword of 2 Chinese characters by price', () => ({ keyword: '手机', order: 'discount_price', sort: 'asc' })],
    ['keyword of 1 character', () => ({ keyword: '机' })],
    ['keyword of 4 Chinese characters', () => ({ keyword: '智能手机' })],
    ['Latin keyword', () => ({ keyword: 'pro' })],
  );

  it.each(shapes)('%s: page and count read indexes, no sequential scan of goods or goods_sku', async (_name, params) => {
    const { page, count: total } = listStatements(database.db, { page: 1, page_size: 10, ...params() });
    for (const statement of [page, total]) {
      const found = await plan(statement);
      expect(seqScans(found), JSON.stringify(found.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]))).toEqual([]);
    }
  });

  it.each(shapes)('%s: the SKUs are joined to the page after its LIMIT, not to every match', async (_name, params) => {
    const found = await plan(listStatements(database.db, { page: 1, page_size: 10, ...params() }).page);
    const limit = found.find((n) => n['Node Type'] === 'Limit');
    expect(limit).toBeDefined();
    expect(found.some((n) => n['Relation Name'] === 'goods_sku')).toBe(true);
    expect(nodes(limit!).filter((n) => n['Relation Name'] === 'goods_sku')).toEqual([]);
  });

  const filtered = (sort: 'asc' | 'desc'): Partial<GoodsSkuPageParams> => ({
    order: 'discount_price',
    sort,
    category_id: ids.c1,
    min_price: 1000,
    max_price: 300000,
    is_free_shipping: 1,
    attr: [{ attr_id: ids.attrId, attr_value_id: ids.attrValueId }],
  });

  it.each(['asc', 'desc'] as const)(
    'an attribute by price (%s) reads its goods for sale in price order from the attribute index, sorting no match',
    async (sort) => {
      const found = await plan(listStatements(database.db, { page: 1, page_size: 10, ...filtered(sort) }).page);
      const below = nodes(found.find((n) => n['Node Type'] === 'Limit')!);
      const described = JSON.stringify(below.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
      expect(indexes(below), described).toContain('goods_attr_index_price_idx');
      expect(
        below.filter((n) => n['Node Type'] === 'Sort'),
        described,
      ).toEqual([]);
    },
  );

  it("keeps the attribute rows' copies equal to their goods, and the led page equal to the goods' own order", async () => {
    const drift = () =>
      database.rows<{ n: number }>(sql`select count(*)::int as n from goods_attr_index a join goods g on g.goods_id = a.goods_id
        where a.on_sale <> case when g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 then 1 else 0 end
          or a.discount_price <> g.discount_price or a.is_free_shipping <> g.is_free_shipping
          or a.category_id_1 <> g.category_id_1 or a.category_id_2 <> g.category_id_2 or a.category_id_3 <> g.category_id_3`);
    /** The page as the goods' own columns order it (the shape before the attribute rows led it). */
    const byGoods = async (p: Partial<GoodsSkuPageParams>) =>
      (
        await database.db
          .select({ id: goods.goodsId })
          .from(goods)
          .innerJoin(shop, eq(shop.siteId, goods.siteId))
          .where(listConditions(database.db, p))
          .orderBy(
            p.sort === 'asc' ? asc(goods.discountPrice) : desc(goods.discountPrice),
            p.sort === 'asc' ? asc(goods.goodsId) : desc(goods.goodsId),
          )
          .limit(10)
      ).map((r) => r.id);
    const led = async (p: Partial<GoodsSkuPageParams>) =>
      ((await listStatements(database.db, { page: 1, page_size: 10, ...p }).page) as { goodsId: number }[]).map((r) => r.goodsId);
    const same = async () => {
      for (const sort of ['asc', 'desc'] as const) {
        const expected = await byGoods(filtered(sort));
        expect(expected.length).toBe(10);
        expect(await led(filtered(sort))).toEqual(expected);
      }
    };
    expect((await drift())[0]!.n).toBe(0);
    await same();
    // The page's cheapest goods made dearer, the next taken off the shelf, another moved out of the category,
    // one no longer shipped free: each shows in the led page as in the goods' own order.
    const [first, second, third, fourth] = await led(filtered('asc'));
    await database.db.execute(sql`update goods set discount_price = discount_price + 100000 where goods_id = ${first}`);
    await database.db.execute(sql`update goods set goods_state = 0 where goods_id = ${second}`);
    await database.db.execute(sql`update goods set category_id_1 = category_id_1 + 1 where goods_id = ${third}`);
    await database.db.execute(sql`update goods set is_free_shipping = 0 where goods_id = ${fourth}`);
    expect((await drift())[0]!.n).toBe(0);
    const page = await led(filtered('asc'));
    expect(page).not.toContain(second);
    expect(page).not.toContain(third);
    expect(page).not.toContain(fourth);
    await same();
    // A value added to a goods takes the goods' fields.
    await database.db.execute(sql`insert into goods_attr_index (attr_value_id, goods_id, attr_id)
      select ${ids.attrValueId}, goods_id, ${ids.attrId} from goods
      where goods_id not in (select goods_id from goods_attr_index where attr_value_id = ${ids.attrValueId}) order by goods_id limit 50`);
    expect((await drift())[0]!.n).toBe(0);
    await same();
  });

  it('short keywords use the character index, longer ones the trigram index', async () => {
    expect(indexes(await plan(listStatements(database.db, { keyword: '手机' }).count))).toContain('goods_search_grams_idx');
    expect(indexes(await plan(listStatements(database.db, { keyword: '智能手机' }).count))).toContain('goods_search_trgm_idx');
  });

  it.each(['手机', '机', 'pro', 'ro', '%', '_'])('keyword %s finds the same goods as a plain LIKE', async (keyword) => {
    const counted = async (cond: ReturnType<typeof keywordCondition>) =>
      (await database.db.select({ n: count() }).from(goods).where(and(cond)))[0]!.n;
    const plain = await counted(like(goods.searchText, likePattern(keyword.toLowerCase())));
    expect(await counted(keywordCondition(keyword))).toBe(plain);
    if (keyword === '手机') expect(plain).toBeGreaterThan(1000);
  });
});
