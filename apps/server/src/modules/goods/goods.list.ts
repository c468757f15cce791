import { and, asc, desc, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import {
  formatFen,
  pageCount,
  type GoodsRecommendItem,
  type GoodsSkuListItem,
  type GoodsSkuPageParams,
  type GoodsSuggestion,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { preparedPer } from '../../infra/db/prepared';
import { AppError } from '../../infra/http/errors';
import { shop } from '../shop';
import { goodsListMessages } from './goods.list.messages';
import { inCategory, keywordCondition, leadingAttr, leadingAttrJoin, listConditions, onSaleCondition } from './goods.listconditions';
import { LIST_VERSION, countOfShape, keepCount, listShapeKey, versionOf } from './goods.listcount';
import { readStoredSpecs } from './goods.specformat';
import { goods, goodsAttrIndex, goodsSku } from './goods.tables';

/**
 * The goods list (`/api/goodssku/page`) and what shares its conditions: recommendations and search
 * suggestions. At most two statements per page (the page, then a count when needed); filters and
 * sorts use the goods table's indexes (see goods.tables.ts).
 */

const ORDER_KEYS = ['sale_num', 'discount_price', 'create_time'] as const;
type OrderKey = (typeof ORDER_KEYS)[number];
const isOrderKey = (v: string | undefined): v is OrderKey => (ORDER_KEYS as readonly string[]).includes(v ?? '');

/** The list's row before the wire mapping. */
interface ListRow {
  goodsId: number;
  skuId: number;
  skuName: string;
  goodsName: string;
  price: number;
  marketPrice: number;
  discountPrice: number;
  stock: number;
  saleNum: number;
  skuImage: string;
  goodsImage: string;
  siteId: number;
  siteName: string;
  logo: string;
  websiteId: number;
  isOwn: number;
  isFreeShipping: number;
  introduction: string;
  promotionType: string;
  goodsSpecFormat: unknown;
  isVirtual: number;
  recommendWay: number;
  unit: string;
  createTime: number;
  goodsState: number;
  minBuy: number;
  maxBuy: number;
  /** The list's membership version (goods.listcount.ts), read in the page's snapshot. */
  listVersion: string | number | null;
}

/**
 * The page's statement: the goods and shop fields of the page, index-ordered and limited first, then their default
 * SKUs joined to those rows only. Joining the SKUs before the LIMIT made the planner join every match's SKU when
 * it misjudged how many goods correlated filters keep (6 expected where 2,041 matched at 100,000 goods). A goods
 * without its SKU row (not one the shop front can sell) keeps its place in the page and is left out of the
 * answer, so the page's length still tells where the list ends.
 */
const pageSelect = (db: Db, cond: SQL, order: Order, lead?: SQL) => {
  const dir = order.dir === 'asc' ? asc : desc;
  const q = db
    .select({
      goodsId: goods.goodsId,
      skuId: goods.skuId,
      goodsName: goods.goodsName,
      saleNum: goods.saleNum,
      goodsImage: goods.goodsImage,
      siteId: goods.siteId,
      siteName: shop.siteName,
      logo: shop.logo,
      websiteId: goods.websiteId,
      isOwn: goods.isOwn,
      isFreeShipping: goods.isFreeShipping,
      introduction: goods.introduction,
      goodsSpecFormat: goods.goodsSpecFormat,
      isVirtual: goods.isVirtual,
      recommendWay: goods.recommendWay,
      unit: goods.unit,
      createTime: goods.createTime,
      goodsState: goods.goodsState,
      minBuy: goods.minBuy,
      maxBuy: goods.maxBuy,
      sortKey: goods.discountPrice,
      sort: goods.sort,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .$dynamic();
  // A list by price led by an attribute value: ordered by its rows' copies of the price, which the index holds.
  const p = (lead ? q.innerJoin(goodsAttrIndex, lead) : q).where(cond).orderBy(
    ...orderBy(order, dir, {
      goodsId: lead ? goodsAttrIndex.goodsId : goods.goodsId,
      saleNum: goods.saleNum,
      discountPrice: lead ? goodsAttrIndex.discountPrice : goods.discountPrice,
      createTime: goods.createTime,
      sort: goods.sort,
    }),
  );
  return {
    p,
    /** The page's rows with their SKUs, in the page's order. */
    rows: (limited: typeof p) => {
      const page = limited.as('p');
      return db
        .select({
          goodsId: page.goodsId,
          skuId: goodsSku.skuId,
          skuName: goodsSku.skuName,
          goodsName: page.goodsName,
          price: goodsSku.price,
          marketPrice: goodsSku.marketPrice,
          discountPrice: goodsSku.discountPrice,
          stock: goodsSku.stock,
          saleNum: page.saleNum,
          skuImage: goodsSku.skuImage,
          goodsImage: page.goodsImage,
          siteId: page.siteId,
          siteName: page.siteName,
          logo: page.logo,
          websiteId: page.websiteId,
          isOwn: page.isOwn,
          isFreeShipping: page.isFreeShipping,
          introduction: page.introduction,
          promotionType: goodsSku.promotionType,
          goodsSpecFormat: page.goodsSpecFormat,
          isVirtual: page.isVirtual,
          recommendWay: page.recommendWay,
          unit: page.unit,
          createTime: page.createTime,
          goodsState: page.goodsState,
          minBuy: page.minBuy,
          maxBuy: page.maxBuy,
          listVersion: LIST_VERSION,
        })
        .from(page)
        .leftJoin(goodsSku, eq(goodsSku.skuId, page.skuId))
        .orderBy(
          ...orderBy(order, dir, {
            goodsId: page.goodsId,
            saleNum: page.saleNum,
            discountPrice: page.sortKey,
            createTime: page.createTime,
            sort: page.sort,
          }),
        );
    },
  };
};

/** One page of the list: the LIMIT inside, the SKU join outside. */
const pageStatement = (db: Db, cond: SQL, order: Order, limit: number | Placeholder, offset: number | Placeholder, lead?: SQL) => {
  const { p, rows } = pageSelect(db, cond, order, lead);
  return rows(p.limit(limit as number).offset(offset as number) as unknown as typeof p);
};

const countSelect = (db: Db, cond: SQL) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(cond);

/**
 * The two statements `goodsSkuPage` would run for these params, built but not run (the plan tests
 * EXPLAIN them). The plain lists run the same statements, prepared with placeholders.
 */
export const listStatements = (db: Db, p: Partial<GoodsSkuPageParams>) => {
  const { page, count } = builtStatements(db, p, orderOf(p));
  return { page: page(p.page_size ?? 10, ((p.page ?? 1) - 1) * (p.page_size ?? 10)), count: count() };
};

/**
 * A filtered list's page and count statements. A list by price with an attribute filter is led by that value's
 * rows (leadingAttr): the page joins them instead of asking `exists` of each goods; the count keeps the `exists`.
 */
const builtStatements = (db: Db, p: Partial<GoodsSkuPageParams>, order: Order) => {
  const cond = listConditions(db, p);
  const lead = leadingAttr(p);
  const pageCond = lead ? listConditions(db, p, { leadingAttrJoined: true }) : cond;
  const join = lead ? leadingAttrJoin(p, lead) : undefined;
  return {
    page: (limit: number, offset: number) => pageStatement(db, pageCond, order, limit, offset, join),
    count: () => countSelect(db, cond),
  };
};

type SkuField = 'skuId' | 'skuName' | 'price' | 'marketPrice' | 'discountPrice' | 'stock' | 'skuImage' | 'promotionType';
/** A page row as read: the SKU's fields are null for a goods whose default SKU row is missing. */
type PageRow = Omit<ListRow, SkuField> & { [K in SkuField]: ListRow[K] | null };
const hasSku = (r: PageRow): r is ListRow => r.skuId !== null;

/** How one list's page and count are read. */
interface ListReader {
  page(limit: number, offset: number): Promise<PageRow[]>;
  count(): Promise<number>;
}

const builtReader = (db: Db, p: Partial<GoodsSkuPageParams>, order: Order): ListReader => {
  const { page, count } = builtStatements(db, p, order);
  return { page, count: async () => Number((await count())[0]!.total) };
};

type Order = { key: OrderKey | null; dir: 'asc' | 'desc'; ids?: number[] };

const preparePlain = (db: Db, byCategory: boolean, order: Order) => {
  const shape = `${byCategory ? 'category_' : ''}${order.key ?? 'sort'}_${order.dir}`;
  const cond = and(onSaleCondition(), byCategory ? inCategory(sql.placeholder('category')) : undefined)!;
  return {
    page: pageStatement(db, cond, order, sql.placeholder('limit'), sql.placeholder('offset')).prepare(`goods_list_${shape}`),
    count: countSelect(db, cond).prepare(`goods_count${byCategory ? '_category' : ''}`),
  };
};

/**
 * The lists the shop front asks most (all goods, or one platform category, in one of the sorts) as prepared
 * statements per database: built once, and parsed and planned once per PostgreSQL connection.
 */
const plainLists = preparedPer(() => new Map<string, ReturnType<typeof preparePlain>>());

const plainReader = (db: Db, categoryId: number, order: Order): ListReader => {
  const shape = `${categoryId > 0}:${order.key}:${order.dir}`;
  const lists = plainLists(db);
  let q = lists.get(shape);
  if (!q) lists.set(shape, (q = preparePlain(db, categoryId > 0, order)));
  const { page, count } = q;
  return {
    page: (limit, offset) => page.execute({ category: categoryId, limit, offset }),
    count: async () => Number((await count.execute({ category: categoryId }))[0]!.total),
  };
};

/** Only a platform category and a sort: the list can use a prepared statement. */
const isPlainList = (p: Partial<GoodsSkuPageParams>) =>
  !p.keyword &&
  !p.site_id &&
  !p.website_id &&
  !p.brand_id &&
  !p.shop_category_id &&
  !p.goods_id_arr &&
  p.is_free_shipping !== 1 &&
  p.is_own === undefined &&
  p.min_price === undefined &&
  p.max_price === undefined &&
  !p.attr?.length &&
  !p.coupon &&
  !p.platform_coupon_type;

/**
 * One page of goods for the conditions, sorted: the page (an index-ordered LIMIT; the sort indexes
 * and the filter indexes serve it), then a count only when the page cannot tell the total (a full
 * page, or a page past the end) and the shape's count is not kept under the page's version
 * (goods.listcount.ts). So at most two statements; one when the results fit in the page or the count is kept.
 * (A window `count(*) over ()` would make it one statement but forces every matching row through
 * the sort: measured slower from a few hundred goods up.)
 */
const listPage = async (
  db: Db,
  read: ListReader,
  shape: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ListRow[]; total: number }> => {
  const offset = (page - 1) * pageSize;
  const pageRows = await read.page(pageSize, offset);
  const rows = pageRows.filter(hasSku);
  // A partly filled page ends the list: the total is known (and kept for the shape's other pages).
  if (pageRows.length > 0 && pageRows.length < pageSize) {
    keepCount(db, shape, versionOf(pageRows[0]), offset + pageRows.length);
    return { rows, total: offset + pageRows.length };
  }
  if (pageRows.length === 0 && page === 1) return { rows, total: 0 };
  return { rows, total: await countOfShape(db, shape, versionOf(pageRows[0]), read.count) };
};

/** The sort columns, of the goods table (inside the page) or of the page (around it). */
interface SortColumns {
  goodsId: AnyColumn | SQL.Aliased;
  saleNum: AnyColumn | SQL.Aliased;
  discountPrice: AnyColumn | SQL.Aliased;
  createTime: AnyColumn | SQL.Aliased;
  sort: AnyColumn | SQL.Aliased;
}

const orderBy = (order: Order, dir: typeof asc, c: SortColumns): SQL[] => {
  if (order.key) {
    const col = order.key === 'sale_num' ? c.saleNum : order.key === 'discount_price' ? c.discountPrice : c.createTime;
    return [dir(col), dir(c.goodsId)];
  }
  // DIY "goods by ids" blocks list the goods in the order the operator picked them.
  if (order.ids) return [sql`array_position(${sql.raw(`ARRAY[${order.ids.join(',')}]::int[]`)}, ${c.goodsId})`];
  return [desc(c.sort), desc(c.goodsId)];
};

const orderOf = (p: Partial<GoodsSkuPageParams>): Order => ({
  key: isOrderKey(p.order) ? p.order : null,
  dir: p.sort?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  ids: p.goods_id_arr,
});

const toItem = (r: ListRow): GoodsSkuListItem => ({
  goods_id: r.goodsId,
  sku_id: r.skuId,
  sku_name: r.skuName,
  goods_name: r.goodsName,
  price: formatFen(r.price),
  market_price: formatFen(r.marketPrice),
  discount_price: formatFen(r.discountPrice),
  stock: r.stock,
  sale_num: r.saleNum,
  sku_image: r.skuImage,
  goods_image: r.goodsImage,
  site_id: r.siteId,
  site_name: r.siteName,
  website_id: r.websiteId,
  is_own: r.isOwn,
  is_free_shipping: r.isFreeShipping,
  introduction: r.introduction,
  promotion_type: r.promotionType,
  goods_spec_format: JSON.stringify(readStoredSpecs(r.goodsSpecFormat)),
  is_virtual: r.isVirtual,
  recommend_way: r.recommendWay,
  unit: r.unit,
  create_time: r.createTime,
  goods_state: r.goodsState,
  min_buy: r.minBuy,
  max_buy: r.maxBuy,
});

/** `/api/goodssku/page`: one row per goods for sale (its default SKU), filtered, sorted and paged. */
export const goodsSkuPage = async (db: Db, p: GoodsSkuPageParams): Promise<Paged<GoodsSkuListItem>> => {
  if (p.min_price !== undefined && p.max_price !== undefined && p.min_price > p.max_price)
    throw new AppError(goodsListMessages['goods.priceRange']);
  const order = orderOf(p);
  const read = isPlainList(p) ? plainReader(db, p.category_id ?? 0, order) : builtReader(db, p, order);
  const { rows, total } = await listPage(db, read, listShapeKey(p), p.page, p.page_size);
  return { page_count: pageCount(total, p.page_size), count: total, list: rows.map(toItem) };
};

/** `/api/goodssku/recommend`: "you may like" — goods for sale, best sellers first, with the shop logo. */
export const goodsSkuRecommend = async (db: Db, p: { page: number; page_size: number }): Promise<Paged<GoodsRecommendItem>> => {
  const { rows, total } = await listPage(db, plainReader(db, 0, { key: 'sale_num', dir: 'desc' }), listShapeKey({}), p.page, p.page_size);
  return { page_count: pageCount(total, p.page_size), count: total, list: rows.map((r) => ({ ...toItem(r), logo: r.logo })) };
};

/**
 * `/api/goodssku/suggest`: names of goods for sale matching the keyword, those starting with it first,
 * then by sales; each name once. One statement (the list's keyword condition).
 */
export const goodsSuggest = async (db: Db, p: { keyword: string; size: number }): Promise<GoodsSuggestion[]> => {
  const prefix = `${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectDistinctOn([goods.goodsName], {
      goods_name: goods.goodsName,
      sku_id: goods.skuId,
      starts: sql<boolean>`${goods.goodsName} ilike ${prefix}`,
      sales: goods.saleNum,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(and(onSaleCondition(), keywordCondition(p.keyword)))
    .orderBy(goods.goodsName, desc(goods.saleNum))
    .limit(200);
  return rows
    .sort((a, b) => Number(b.starts) - Number(a.starts) || b.sales - a.sales || a.goods_name.localeCompare(b.goods_name))
    .slice(0, p.size)
    .map((r) => ({ goods_name: r.goods_name, sku_id: r.sku_id }));
};
