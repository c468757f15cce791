import { and, eq, exists, gte, inArray, like, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { GOODS_STATE, GOODS_VERIFY_STATE, SHOP_STATUS, type GoodsSkuPageParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { shop, shopGoodsCategory } from '../shop';
import { goods, goodsAttrIndex } from './goods.tables';

/** Which goods the goods list (goods.list.ts) and what shares its conditions match, for given params. */

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

type AttrFilter = NonNullable<GoodsSkuPageParams['attr']>[number];

/**
 * The attribute value whose rows lead the page (goods.list.ts): the first `attr` of a list by price. Its rows
 * carry the goods' list fields (goods.tables.ts), so `goods_attr_index_price_idx` gives its goods for sale in price
 * order; other sorts read the goods' own columns (sales change with every order, so they are not copied).
 */
export const leadingAttr = (p: Partial<GoodsSkuPageParams>): AttrFilter | null =>
  p.order === 'discount_price' && p.attr?.length ? p.attr[0]! : null;

/**
 * How the leading attribute value's rows join the goods: the filters its rows' copies answer inside the index
 * (for sale, price range, free shipping, category). The goods' own columns are still checked by listConditions.
 */
export const leadingAttrJoin = (p: Partial<GoodsSkuPageParams>, a: AttrFilter): SQL =>
  and(
    eq(goodsAttrIndex.goodsId, goods.goodsId),
    eq(goodsAttrIndex.attrValueId, a.attr_value_id),
    eq(goodsAttrIndex.onSale, 1),
    eq(goodsAttrIndex.attrId, a.attr_id),
    p.min_price !== undefined ? gte(goodsAttrIndex.discountPrice, p.min_price) : undefined,
    p.max_price !== undefined ? lte(goodsAttrIndex.discountPrice, p.max_price) : undefined,
    p.is_free_shipping === 1 ? eq(goodsAttrIndex.isFreeShipping, 1) : undefined,
    p.category_id
      ? or(
          eq(goodsAttrIndex.categoryId1, p.category_id),
          eq(goodsAttrIndex.categoryId2, p.category_id),
          eq(goodsAttrIndex.categoryId3, p.category_id),
        )
      : undefined,
  )!;

/**
 * The WHERE of the goods list for these params (always includes "on sale"). `opts.leadingAttrJoined`: the
 * leading attribute value (leadingAttr) is joined by the page, so its `exists` is left out.
 */
export const listConditions = (db: Db, p: Partial<GoodsSkuPageParams>, opts: { leadingAttrJoined?: boolean } = {}): SQL => {
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
  for (const a of (opts.leadingAttrJoined ? p.attr?.slice(1) : p.attr) ?? []) {
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
