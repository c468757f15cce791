import { and, asc, desc, eq, inArray, lte, or } from 'drizzle-orm';
import type { CategoryNode, GoodsAttributeFilter, GoodsCategoryInfo, GoodsCategoryRelevance } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { shop } from '../shop';
import { toBrandItem } from './goods.brand';
import { inCategory, onSaleCondition } from './goods.listconditions';
import { goodsListMessages } from './goods.list.messages';
import { goods, goodsAttribute, goodsAttributeValue, goodsAttrIndex, goodsBrand, goodsCategory } from './goods.tables';

type CategoryRow = typeof goodsCategory.$inferSelect;

const toNode = (r: CategoryRow): CategoryNode => ({
  category_id: r.categoryId,
  category_name: r.categoryName,
  short_name: r.shortName,
  pid: r.pid,
  level: r.level,
  image: r.image,
  image_adv: r.imageAdv,
  category_id_1: r.categoryId1,
  category_id_2: r.categoryId2,
  category_id_3: r.categoryId3,
  sort: r.sort,
  child_list: [],
});

/** Rows ordered by level, then sort: every child finds its parent already placed; a hidden parent hides its subtree. */
const buildTree = (rows: CategoryRow[], isRoot: (r: CategoryRow) => boolean): CategoryNode[] => {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = toNode(r);
    nodes.set(r.categoryId, node);
    if (isRoot(r)) roots.push(node);
    else nodes.get(r.pid)?.child_list.push(node);
  }
  return roots;
};

const treeOrder = [asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId)];

/** `/api/goodscategory/tree`: the shown categories down to `level`, nested. One statement. */
export const goodsCategoryTree = async (db: Db, level: number): Promise<CategoryNode[]> => {
  const rows = await db
    .select()
    .from(goodsCategory)
    .where(and(eq(goodsCategory.isShow, 1), lte(goodsCategory.level, level)))
    .orderBy(...treeOrder);
  return buildTree(rows, (r) => r.level === 1);
};

/** `/api/goodscategory/info`: a shown category with its subtree in `child_list`. One statement. */
export const goodsCategoryInfo = async (db: Db, categoryId: number): Promise<GoodsCategoryInfo> => {
  const rows = await db
    .select()
    .from(goodsCategory)
    .where(
      and(
        eq(goodsCategory.isShow, 1),
        or(eq(goodsCategory.categoryId1, categoryId), eq(goodsCategory.categoryId2, categoryId), eq(goodsCategory.categoryId3, categoryId)),
      ),
    )
    .orderBy(...treeOrder);
  const [root] = buildTree(rows, (r) => r.categoryId === categoryId);
  if (!root) throw new AppError(goodsListMessages['goods.categoryNotExist']);
  return root;
};

/**
 * `/api/goodscategory/relevanceinfo`: the search filters of a category — brands and attribute values
 * that goods on sale in it (children included) really have, so no filter leads to an empty list.
 * Two statements; a third only to tell an unknown category from one without goods.
 */
export const goodsCategoryRelevance = async (db: Db, categoryId: number): Promise<GoodsCategoryRelevance> => {
  const goodsInCategory = (col: typeof goods.brandId | typeof goods.goodsId) =>
    db
      .select({ id: col })
      .from(goods)
      .innerJoin(shop, eq(shop.siteId, goods.siteId))
      .where(and(onSaleCondition(), inCategory(categoryId)));

  const brands = await db
    .select({
      brandId: goodsBrand.brandId,
      brandName: goodsBrand.brandName,
      brandInitial: goodsBrand.brandInitial,
      siteId: goodsBrand.siteId,
      imageUrl: goodsBrand.imageUrl,
    })
    .from(goodsBrand)
    .where(inArray(goodsBrand.brandId, goodsInCategory(goods.brandId)))
    .orderBy(asc(goodsBrand.brandInitial), desc(goodsBrand.sort), asc(goodsBrand.brandId));

  const values = await db
    .selectDistinct({
      attrId: goodsAttribute.attrId,
      attrName: goodsAttribute.attrName,
      attrSort: goodsAttribute.sort,
      attrValueId: goodsAttributeValue.attrValueId,
      attrValueName: goodsAttributeValue.attrValueName,
      valueSort: goodsAttributeValue.sort,
    })
    .from(goodsAttrIndex)
    .innerJoin(goodsAttribute, eq(goodsAttribute.attrId, goodsAttrIndex.attrId))
    .innerJoin(goodsAttributeValue, eq(goodsAttributeValue.attrValueId, goodsAttrIndex.attrValueId))
    .where(and(eq(goodsAttribute.isQuery, 1), inArray(goodsAttrIndex.goodsId, goodsInCategory(goods.goodsId))))
    .orderBy(asc(goodsAttribute.sort), asc(goodsAttribute.attrId), asc(goodsAttributeValue.sort), asc(goodsAttributeValue.attrValueId));

  if (brands.length === 0 && values.length === 0) {
    const [c] = await db
      .select({ id: goodsCategory.categoryId })
      .from(goodsCategory)
      .where(eq(goodsCategory.categoryId, categoryId))
      .limit(1);
    if (!c) throw new AppError(goodsListMessages['goods.categoryNotExist']);
  }

  const attributes = new Map<number, GoodsAttributeFilter>();
  for (const v of values) {
    let a = attributes.get(v.attrId);
    if (!a) attributes.set(v.attrId, (a = { attr_id: v.attrId, attr_name: v.attrName, child: [] }));
    a.child.push({ attr_value_id: v.attrValueId, attr_value_name: v.attrValueName, attr_id: v.attrId });
  }
  const brandList = brands.map(toBrandItem);
  return {
    brand_list: brandList,
    attribute_list: [...attributes.values()],
    brand_initial_list: [...new Set(brandList.map((b) => b.brand_initial).filter(Boolean))].sort(),
  };
};
