import { DEFAULT_SEARCH_WORDS, goodsAttribute, goodsAttributeValue, goodsAttrIndex, goodsBrand, HOT_SEARCH_WORDS } from '../modules/goods';
import { putSetting } from '../modules/settings';
import type { Db } from '../infra/db/client';
import { DEFAULT_WORD, HOT_WORDS } from './catalog';
import { planBrands, type GoodsPlan } from './plan';

/**
 * The goods' brands and attributes (for the brand page and the search filters): brands and the
 * attribute dictionary go in before the goods (which then carry `brand_id` and a `goods_attr_format`
 * with real ids); the goods ↔ value links after them. Batched inserts: 2,500 goods stay fast.
 */

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

export interface GoodsExtras {
  brandId(name: string): number;
  /** `goods_attr_format` of a goods: the brand first (attr_id 0, value id = brand_id), then its attributes. */
  attrFormat(g: GoodsPlan): unknown[];
  /** `{attrId, attrValueId}` of each attribute of a goods. */
  values(g: GoodsPlan): { attrId: number; attrValueId: number }[];
}

export const seedBrandsAndAttributes = async (db: Db, plan: GoodsPlan[]): Promise<GoodsExtras> => {
  const brandRows = planBrands().rows;
  const brandIds = await db.insert(goodsBrand).values(brandRows).returning({ id: goodsBrand.brandId });
  const brandByName = new Map(brandRows.map((b, k) => [b.brandName, brandIds[k].id]));

  // Attribute names and their values in first-seen order.
  const dictionary = new Map<string, string[]>();
  for (const g of plan) {
    for (const [name, value] of g.attrs) {
      const values = dictionary.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      dictionary.set(name, values);
    }
  }
  const names = [...dictionary.keys()];
  const attrIds = names.length
    ? await db
        .insert(goodsAttribute)
        .values(names.map((attrName, k) => ({ attrName, attrClassId: 1, isQuery: 1, sort: k + 1 })))
        .returning({ id: goodsAttribute.attrId })
    : [];
  const attrIdOf = new Map(names.map((n, k) => [n, attrIds[k].id]));
  const valueRows = names.flatMap((n) => dictionary.get(n)!.map((v, k) => ({ attrId: attrIdOf.get(n)!, attrValueName: v, sort: k + 1 })));
  const valueIds: number[] = [];
  for (const batch of chunks(valueRows, 500)) {
    valueIds.push(
      ...(await db.insert(goodsAttributeValue).values(batch).returning({ id: goodsAttributeValue.attrValueId })).map((r) => r.id),
    );
  }
  const valueIdOf = new Map(valueRows.map((v, k) => [`${v.attrId}\u0000${v.attrValueName}`, valueIds[k]]));

  const brandId = (name: string) => {
    const id = brandByName.get(name);
    if (!id) throw new Error(`seed: unknown brand ${name}`);
    return id;
  };
  const values = (g: GoodsPlan) =>
    g.attrs.map(([name, value]) => {
      const attrId = attrIdOf.get(name)!;
      return { attrId, attrValueId: valueIdOf.get(`${attrId}\u0000${value}`)! };
    });
  return {
    brandId,
    values,
    attrFormat: (g) => [
      { attr_class_id: 1, attr_id: 0, attr_name: '品牌', attr_value_id: brandId(g.brand), attr_value_name: g.brand, sort: 0 },
      ...g.attrs.map(([name, value], k) => {
        const attrId = attrIdOf.get(name)!;
        return {
          attr_class_id: 1,
          attr_id: attrId,
          attr_name: name,
          attr_value_id: valueIdOf.get(`${attrId}\u0000${value}`)!,
          attr_value_name: value,
          sort: k + 1,
        };
      }),
    ],
  };
};

/** Links every goods to its attribute values (the `attr` filter's index). */
export const seedGoodsAttrIndex = async (db: Db, goodsIds: number[], plan: GoodsPlan[], extras: GoodsExtras): Promise<void> => {
  const rows = plan.flatMap((g, i) => {
    const seen = new Set<number>();
    return extras.values(g).flatMap((v) => {
      if (seen.has(v.attrValueId)) return [];
      seen.add(v.attrValueId);
      return [{ goodsId: goodsIds[i], attrId: v.attrId, attrValueId: v.attrValueId }];
    });
  });
  for (const batch of chunks(rows, 1000)) await db.insert(goodsAttrIndex).values(batch);
};

/** Hot search words and the default word (settings the operator edits). */
export const seedSearchWords = async (db: Db): Promise<void> => {
  await putSetting(db, HOT_SEARCH_WORDS, { words: HOT_WORDS.join(',') });
  await putSetting(db, DEFAULT_SEARCH_WORDS, { words: DEFAULT_WORD });
};
