import { RUBIK_LAYOUTS } from '@mall/contract';

type Obj = Record<string, unknown>;
const isRecord = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const LINK_KEYS = new Set(['link', 'rightLink', 'leftLink']);

/**
 * Every link object of a value answers both keys: Niushop's client follows `wap_url`, values saved before
 * carried only `url`. The one that is set fills the other.
 */
export const withBothLinkKeys = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withBothLinkKeys) as T;
  if (!isRecord(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    if (LINK_KEYS.has(k) && isRecord(v)) {
      const route = (typeof v.wap_url === 'string' && v.wap_url) || (typeof v.url === 'string' && v.url) || '';
      out[k] = { ...v, url: typeof v.url === 'string' && v.url ? v.url : route, wap_url: route };
    } else {
      out[k] = withBothLinkKeys(v);
    }
  }
  return out as T;
};

/** `row1-of-2` (the mall's first names) → `row1-of2` (Niushop's). */
const rubikName = (v: unknown): unknown => {
  const name = typeof v === 'string' ? v.replace(/^row1-of-(\d)$/, 'row1-of$1') : v;
  return typeof name === 'string' && name in RUBIK_LAYOUTS ? name : v;
};

/**
 * A block saved in the mall's first schema, in Niushop's editor schema (pages decorated before the switch
 * keep working for both clients): GoodsList `goods_count/goods_ids/category_id` and sources `ids` /
 * `recommended`, Search `placeholder`, TextNav item `title`, Title `more`, RubikCube `layout`, FloatBtn
 * `{imageUrl, title, link}`, Coupon `coupon_ids`. Blocks already in the editor schema pass unchanged.
 */
export const upgradeBlock = (b: Obj): Obj => {
  switch (b.controller) {
    case 'GoodsList': {
      if (!('goods_count' in b || 'goods_ids' in b || 'category_id' in b || b.sources === 'ids' || b.sources === 'recommended')) return b;
      const { goods_count, goods_ids, category_id, ...rest } = b;
      const sources = b.sources === 'ids' ? 'diy' : b.sources === 'category' ? 'category' : 'default';
      return {
        ...rest,
        sources,
        categoryId: rest.categoryId ?? category_id ?? 0,
        goodsId: rest.goodsId ?? goods_ids ?? [],
        goodsCount: rest.goodsCount ?? goods_count ?? 6,
        ...(b.sources === 'recommended' ? { sources: Number(category_id) > 0 ? 'category' : 'default', sortWay: 'sale_num' } : {}),
      };
    }
    case 'Search':
    case 'ShopSearch':
      return b.controller === 'Search' && 'placeholder' in b && !('title' in b) ? (({ placeholder, ...rest }) => ({ ...rest, title: placeholder }))(b) : b;
    case 'TextNav':
      return Array.isArray(b.list)
        ? { ...b, list: b.list.map((i) => (isRecord(i) && !('text' in i) && 'title' in i ? (({ title, ...rest }) => ({ ...rest, text: title }))(i) : i)) }
        : b;
    case 'Title': {
      if (!isRecord(b.more)) return b;
      const { more, ...rest } = b;
      return { isOpenOperation: true, operation_name: more.text ?? '', rightLink: more.link ?? {}, ...rest };
    }
    case 'RubikCube':
      return 'layout' in b && !('selectedTemplate' in b) ? (({ layout, ...rest }) => ({ ...rest, selectedTemplate: rubikName(layout) }))(b) : b;
    case 'FloatBtn':
      return !Array.isArray(b.list) ? (({ imageUrl, title, link, ...rest }) => ({ ...rest, bottomPosition: 4, list: [{ imageUrl, title, link }] }))(b) : b;
    case 'Coupon':
      return 'coupon_ids' in b && !('couponIds' in b)
        ? (({ coupon_ids, ...rest }) => ({ ...rest, sources: Array.isArray(coupon_ids) && coupon_ids.length > 0 ? 'diy' : 'default', couponIds: Array.isArray(coupon_ids) ? coupon_ids.join(',') : '' }))(b)
        : b;
    default:
      return b;
  }
};
