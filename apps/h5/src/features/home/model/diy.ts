/**
 * The DIY page JSON of `/api/diyview/info` (Niushop's editor schema; `value` comes as a JSON string, texts
 * already in the shopper's language) and the pure rules the home page applies to it: which blocks render,
 * what a GoodsList block asks the server for, where a link goes.
 */

/** A block's link: Niushop's client follows `wap_url`; `url` carries the same route (older values only `url`). */
export interface DiyLink {
  url?: string;
  wap_url?: string;
}

export interface DiyBlockBase {
  id: string;
  controller: string;
}

/** The search bar; `title` is the operator's placeholder. */
export interface SearchBlockData extends DiyBlockBase {
  controller: 'Search';
  title?: string;
}

export interface ImageAdsBlockData extends DiyBlockBase {
  controller: 'ImageAds';
  list: { imageUrl: string; link?: DiyLink }[];
}

export interface GraphicNavBlockData extends DiyBlockBase {
  controller: 'GraphicNav';
  list: { imageUrl: string; title: string; link?: DiyLink }[];
}

export interface NoticeBlockData extends DiyBlockBase {
  controller: 'Notice';
  noticeIds?: number[];
  list: { title: string; link?: DiyLink }[];
}

/** Goods of a category, of chosen ids (`sources` 'diy'), or all goods; `sortWay` 'sale_num' = best sellers first. */
export interface GoodsListBlockData extends DiyBlockBase {
  controller: 'GoodsList';
  title?: string;
  sources?: 'default' | 'category' | 'diy';
  categoryId?: number;
  goodsId?: number[];
  goodsCount?: number;
  sortWay?: string;
}

/** Text links; each item's label is `text`. */
export interface TextNavBlockData extends DiyBlockBase {
  controller: 'TextNav';
  list: { text: string; link?: DiyLink }[];
}

export interface RubikCubeBlockData extends DiyBlockBase {
  controller: 'RubikCube';
  selectedTemplate?: string;
  list: { imageUrl: string; link?: DiyLink }[];
}

/** A section title; its "more" link is `operation_name` + `rightLink`, shown when `isOpenOperation`. */
export interface TitleBlockData extends DiyBlockBase {
  controller: 'Title';
  title?: string;
  subTitle?: string;
  isOpenOperation?: boolean | number;
  operation_name?: string;
  rightLink?: DiyLink;
}

export interface RichTextBlockData extends DiyBlockBase {
  controller: 'RichText';
  html?: string;
}

export interface HorzBlankBlockData extends DiyBlockBase {
  controller: 'HorzBlank';
  height?: number;
}

export interface HorzLineBlockData extends DiyBlockBase {
  controller: 'HorzLine';
  borderStyle?: string;
  color?: string;
}

/** Floating buttons; the mall draws the first one (lower right). */
export interface FloatBtnBlockData extends DiyBlockBase {
  controller: 'FloatBtn';
  list?: { imageUrl?: string; title?: string; link?: DiyLink }[];
}

export interface VideoBlockData extends DiyBlockBase {
  controller: 'Video';
  videoUrl?: string;
  imageUrl?: string;
  title?: string;
}

export type KnownBlock =
  | SearchBlockData
  | ImageAdsBlockData
  | GraphicNavBlockData
  | NoticeBlockData
  | GoodsListBlockData
  | TextNavBlockData
  | RubikCubeBlockData
  | TitleBlockData
  | RichTextBlockData
  | HorzBlankBlockData
  | HorzLineBlockData
  | FloatBtnBlockData
  | VideoBlockData;

export interface DiyGlobal {
  title?: string;
  bgColor?: string;
}

export interface DiyPage {
  global: DiyGlobal;
  blocks: DiyBlockBase[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const parseMaybeJson = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return null;
  }
};

/**
 * `data.value` of the diyview answer (the JSON string Niushop sends; an object is accepted too) → global settings and the blocks that
 * have a string `controller`; every block gets a string id (index based when missing).
 */
export const parseDiyValue = (value: unknown): DiyPage => {
  const v = parseMaybeJson(value);
  if (!isRecord(v)) return { global: {}, blocks: [] };
  const g = isRecord(v.global) ? v.global : {};
  const list = Array.isArray(v.value) ? v.value : [];
  const blocks = list
    .filter(isRecord)
    .filter((b) => typeof b.controller === 'string' && b.controller !== '')
    .map((b, i) => ({
      ...b,
      id: typeof b.id === 'string' || typeof b.id === 'number' ? String(b.id) : `block-${i}`,
      controller: b.controller as string,
    }));
  return {
    global: {
      title: typeof g.title === 'string' ? g.title : undefined,
      bgColor: typeof g.bgColor === 'string' ? g.bgColor : undefined,
    },
    blocks,
  };
};

/**
 * Promotion blocks: drawn once their promotion is built and registered; until then skipped (the server
 * already drops them while their add-on is off).
 */
export const PROMOTION_CONTROLLERS: ReadonlySet<string> = new Set([
  'Seckill',
  'Pintuan',
  'Groupbuy',
  'Topic',
  'Bargain',
  'Presale',
  'Wholesale',
  'FenxiaoGoodsList',
  'LiveInfo',
]);

/** Pairs every block with its renderer; blocks whose controller is not registered are skipped. */
export const resolveBlocks = <C>(
  blocks: DiyBlockBase[],
  registry: Readonly<Record<string, C>>,
): { block: DiyBlockBase; Component: C }[] => {
  const out: { block: DiyBlockBase; Component: C }[] = [];
  for (const block of blocks) {
    if (!Object.prototype.hasOwnProperty.call(registry, block.controller)) continue;
    out.push({ block, Component: registry[block.controller] });
  }
  return out;
};

export const DEFAULT_GOODS_COUNT = 6;
export const MAX_GOODS_COUNT = 50;

/**
 * `/api/goodssku/page` params of a GoodsList block (Niushop's editor schema): page 1, page_size =
 * `goodsCount` (default 6, at most 50); `category_id` for the category source, `goods_id_arr` (csv,
 * kept in that order) for the 'diy' source; `sortWay` 'sale_num' lists best sellers first.
 * Returns null when the block cannot list anything ('diy' source without ids).
 */
export const goodsListParams = (b: Partial<GoodsListBlockData>): Record<string, string | number> | null => {
  const count = Math.floor(Number(b.goodsCount));
  const page_size = Number.isFinite(count) && count > 0 ? Math.min(count, MAX_GOODS_COUNT) : DEFAULT_GOODS_COUNT;
  const params: Record<string, string | number> = { page: 1, page_size };
  if (b.sources === 'diy') {
    const ids = (Array.isArray(b.goodsId) ? b.goodsId : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length === 0) return null;
    params.goods_id_arr = ids.join(',');
    return params;
  }
  if (b.sources === 'category') {
    const cid = Number(b.categoryId);
    if (Number.isInteger(cid) && cid > 0) params.category_id = cid;
  }
  if (b.sortWay === 'sale_num') {
    params.order = 'sale_num';
    params.sort = 'desc';
  }
  return params;
};

export type LinkTarget = { kind: 'route'; url: string } | { kind: 'external'; url: string } | null;

/**
 * A DIY link: an in-app route (with or without the /h5 base) or an http(s) address; anything else is ignored.
 * `wap_url` first, as Niushop's client reads it, then `url`.
 */
export const linkUrl = (link: DiyLink | undefined | null): string => (link?.wap_url || link?.url || '').trim();

export const linkTarget = (link: DiyLink | undefined | null): LinkTarget => {
  const url = linkUrl(link);
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return { kind: 'external', url };
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = url === '/h5' || url.startsWith('/h5/') ? url.slice(3) || '/' : url;
    return { kind: 'route', url: path };
  }
  return null;
};
