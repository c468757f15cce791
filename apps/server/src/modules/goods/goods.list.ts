import { and, asc, desc, eq, exists, gte, inArray, like, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  SHOP_STATUS,
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
import { shop, shopGoodsCategory } from '../shop';
import { goodsListMessages } from './goods.list.messages';
import { LIST_VERSION, countOfShape, keepCount, listShapeKey, versionOf } from './goods.listcount';
import { readStoredSpecs } from './goods.specformat';
import { goods, goodsAttrIndex, goodsSku } from './goods.tables';

/**
 * The goods list (`/api/goodssku/page`) and what shares its conditions: recommendations and search
 * suggestions. At most two statements per page (the page, then a count when needed); filters and
 * sorts use the goods table's indexes (see goods.tables.ts).
 */

/** A goods is for sale when it is on the shelf, approved, not deleted, and its shop is open. */
export const onSaleCondition = () =>
  and(
    eq(goods.goodsState, GOODS_STATE.ON),
    eq(goods.verifyState, GOODS_VERIFY_STATE.APPROVED),
    eq(goods.isDelete, 0),
    eq(shop.shopStatus, SHOP_STATUS.open),
  );

/** `%keyword%` for ILIKE with the wildcards of the keyword itself escaped. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Goods whose search text (name, keywords and spec values, hence SKU names, in one generated lower-case column)
 * holds the keyword. The LIKE is answered by the trigram index from 3 characters on; a trigram needs 3
 * characters, so a shorter keyword (手机) also asks for its characters among the text's single characters and
 * pairs, which the `goods_search_grams` index answers (migration 0003). The LIKE decides in both cases.
 */
export const keywordCondition = (keyword: string): SQL => {
  const kw = keyword.toLowerCase();
  const text = like(goods.searchText, likePattern(kw));
  if ([...kw].length >= 3) return text;
  return and(sql`goods_search_grams(${goods.searchText}) @> array[${kw}]::text[]`, text)!;
};

/**
 * Goods of a platform category of any level: ids are unique across levels, so the category sits in
 * exactly one of the path columns. The three `goods_list_cN_idx` indexes answer it (bitmap OR).
 */
export const inCategory = (categoryId: number | Placeholder) =>
  or(eq(goods.categoryId1, categoryId), eq(goods.categoryId2, categoryId), eq(goods.categoryId3, categoryId))!;

/** The WHERE of the goods list for these params (always includes "on sale"). */
export const listConditions = (db: Db, p: Partial<GoodsSkuPageParams>): SQL => {
  const where: (SQL | undefined)[] = [onSaleCondition()];
  if (p.category_id) where.push(inCategory(p.category_id));
  if (p.site_id) where.push(eq(goods.siteId, p.site_id));
  if (p.website_id) where.push(eq(goods.websiteId, p.website_id));
  if (p.brand_id) where.push(eq(goods.brandId, p.brand_id));
  if (p.shop_category_id) {
    const id = p.shop_category_id;
    where.push(
      or(
        eq(goods.shopCategoryId, id),
        inArray(
          goods.shopCategoryId,
          db.select({ id: shopGoodsCategory.categoryId }).from(shopGoodsCategory).where(eq(shopGoodsCategory.pid, id)),
        ),
      ),
    );
  }
  if (p.goods_id_arr) where.push(inArray(goods.goodsId, p.goods_id_arr));
  // 1 = free-shipping goods only; 0 is what the uni-app list page sends with the box unticked: no filter.
  if (p.is_free_shipping === 1) where.push(eq(goods.isFreeShipping, 1));
  if (p.is_own !== undefined) where.push(eq(goods.isOwn, p.is_own));
  if (p.min_price !== undefined) where.push(gte(goods.discountPrice, p.min_price));
  if (p.max_price !== undefined) where.push(lte(goods.discountPrice, p.max_price));
  for (const a of p.attr ?? []) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(goodsAttrIndex)
          .where(
            and(
              eq(goodsAttrIndex.attrValueId, a.attr_value_id),
              eq(goodsAttrIndex.goodsId, goods.goodsId),
              eq(goodsAttrIndex.attrId, a.attr_id),
            ),
          ),
      ),
    );
  }
  if (p.coupon) {
    // Shop coupon types (coupon module): goods_type 1 = all goods of the shop, 2 = the listed goods,
    // 3 = all but the listed ones; goods_ids is ",1,2,".
    where.push(sql`exists (
      select 1 from coupon_type ct
      where ct.coupon_type_id = ${p.coupon} and ct.site_id = ${goods.siteId}
        and (ct.goods_type = 1
          or (ct.goods_type = 2 and strpos(ct.goods_ids, ',' || ${goods.goodsId} || ',') > 0)
          or (ct.goods_type = 3 and strpos(ct.goods_ids, ',' || ${goods.goodsId} || ',') = 0)))`);
  }
  if (p.platform_coupon_type) {
    // Platform coupon types (coupon module): use_scenario 1 = every shop, 2 = the shops whose level is in
    // group_ids (",1,3,"); unknown or closed (-1) types match nothing. The type is one row read by its key;
    // the shop is already joined (shop_group_idx serves a level's shops).
    where.push(sql`exists (
      select 1 from platformcoupon_type pt
      where pt.platformcoupon_type_id = ${p.platform_coupon_type} and pt.status <> -1
        and (pt.use_scenario = 1
          or (pt.use_scenario = 2 and ${shop.groupId} > 0
            and strpos(',' || pt.group_ids || ',', ',' || ${shop.groupId} || ',') > 0)))`);
  }
  if (p.keyword) where.push(keywordCondition(p.keyword));
  return and(...where)!;
};

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

/** The page's statement: the default SKU with goods and shop fields, index-ordered. */
const pageSelect = (db: Db, cond: SQL, orders: SQL[]) =>
  db
    .select({
      goodsId: goods.goodsId,
      skuId: goodsSku.skuId,
      skuName: goodsSku.skuName,
      goodsName: goods.goodsName,
      price: goodsSku.price,
      marketPrice: goodsSku.marketPrice,
      discountPrice: goodsSku.discountPrice,
      stock: goodsSku.stock,
      saleNum: goods.saleNum,
      skuImage: goodsSku.skuImage,
      goodsImage: goods.goodsImage,
      siteId: goods.siteId,
      siteName: shop.siteName,
      logo: shop.logo,
      websiteId: goods.websiteId,
      isOwn: goods.isOwn,
      isFreeShipping: goods.isFreeShipping,
      introduction: goods.introduction,
      promotionType: goodsSku.promotionType,
      goodsSpecFormat: goods.goodsSpecFormat,
      isVirtual: goods.isVirtual,
      recommendWay: goods.recommendWay,
      unit: goods.unit,
      createTime: goods.createTime,
      goodsState: goods.goodsState,
      minBuy: goods.minBuy,
      maxBuy: goods.maxBuy,
      listVersion: LIST_VERSION,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(cond)
    .orderBy(...orders);

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
  const key = isOrderKey(p.order) ? p.order : null;
  const dir = p.sort?.toLowerCase() === 'asc' ? asc : desc;
  const cond = listConditions(db, p);
  return {
    page: pageSelect(db, cond, orderBy({ key, ids: p.goods_id_arr }, dir))
      .limit(p.page_size ?? 10)
      .offset(((p.page ?? 1) - 1) * (p.page_size ?? 10)),
    count: countSelect(db, cond),
  };
};

/** How one list's page and count are read. */
interface ListReader {
  page(limit: number, offset: number): Promise<ListRow[]>;
  count(): Promise<number>;
}

const builtReader = (db: Db, cond: SQL, orders: SQL[]): ListReader => ({
  page: (limit, offset) => pageSelect(db, cond, orders).limit(limit).offset(offset),
  count: async () => Number((await countSelect(db, cond))[0]!.total),
});

type Order = { key: OrderKey | null; dir: 'asc' | 'desc'; ids?: number[] };

const preparePlain = (db: Db, byCategory: boolean, order: Order) => {
  const shape = `${byCategory ? 'category_' : ''}${order.key ?? 'sort'}_${order.dir}`;
  const cond = and(onSaleCondition(), byCategory ? inCategory(sql.placeholder('category')) : undefined)!;
  return {
    page: pageSelect(db, cond, orderBy(order, order.dir === 'asc' ? asc : desc))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`goods_list_${shape}`),
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
  const rows = await read.page(pageSize, offset);
  // A partly filled page ends the list: the total is known (and kept for the shape's other pages).
  if (rows.length > 0 && rows.length < pageSize) {
    keepCount(db, shape, versionOf(rows[0]), offset + rows.length);
    return { rows, total: offset + rows.length };
  }
  if (rows.length === 0 && page === 1) return { rows, total: 0 };
  return { rows, total: await countOfShape(db, shape, versionOf(rows[0]), read.count) };
};

const orderBy = (order: { key: OrderKey | null; ids?: number[] }, dir: typeof asc): SQL[] => {
  if (order.key) {
    const col = order.key === 'sale_num' ? goods.saleNum : order.key === 'discount_price' ? goods.discountPrice : goods.createTime;
    return [dir(col), dir(goods.goodsId)];
  }
  // DIY "goods by ids" blocks list the goods in the order the operator picked them.
  if (order.ids) return [sql`array_position(${sql.raw(`ARRAY[${order.ids.join(',')}]::int[]`)}, ${goods.goodsId})`];
  return [desc(goods.sort), desc(goods.goodsId)];
};

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
  const key = isOrderKey(p.order) ? p.order : null;
  const dir = p.sort?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const order: Order = { key, dir, ids: p.goods_id_arr };
  const read = isPlainList(p)
    ? plainReader(db, p.category_id ?? 0, order)
    : builtReader(db, listConditions(db, p), orderBy(order, dir === 'asc' ? asc : desc));
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
