import type { PageParams } from '../../../shared/lib/pageParams';

/**
 * What a checkout buys (`CheckoutEntry`): cart lines, one SKU, or a promotion's line(s) as its detail page stored
 * them (`<x>OrderCreateData`), each read defensively from the page's query or local storage.
 */

/** A positive integer of at most 9 digits (the ids and quantities the page is given), else null. */
const positiveInt = (v: number | undefined): number | null => (v !== undefined && Number.isInteger(v) && v > 0 && v < 1e9 ? v : null);

/** A seckill line: the seckill SKU row, its SKU and how many (reference §4.18). */
export interface SeckillEntry {
  seckill_id: number;
  sku_id: number;
  num: number;
}

/** A combo: every SKU of combo `bl_id`, `num` packages (reference §4.18). */
export interface ComboEntry {
  bl_id: number;
  num: number;
}

/** A groupbuy line: the groupbuy, its SKU and how many (at least its `buy_num`; reference §4.18). */
export interface GroupbuyEntry {
  groupbuy_id: number;
  sku_id: number;
  num: number;
}

/** A topic line: the topic goods row, its SKU and how many (reference §4.18). */
export interface TopicEntry {
  topic_goods_id: number;
  sku_id: number;
  num: number;
}

/** A pintuan line: the pintuan goods row, its SKU, how many and the group to join (0 opens one; reference §4.18). */
export interface PintuanEntry {
  pintuan_goods_id: number;
  sku_id: number;
  num: number;
  group_id: number;
}

/** A presale deposit line: the presale, its SKU and how many (the deposit checkout, reference §4.18). */
export interface PresaleEntry {
  presale_id: number;
  sku_id: number;
  num: number;
}

/** Wholesale lines (reference §4.18): wholesale cart rows, or SKUs with their quantities (aligned). */
export interface WholesaleEntry {
  wholesale: { cart_ids: number[] } | { sku_id: number[]; num: number[] };
}

/** A bargain line: the launch, bought by its launcher at the price it reached (one piece; reference §4.18). */
export interface BargainEntry {
  launch_id: number;
}

/** What is being bought: cart lines, one SKU ("buy now"), or a promotion's line(s) (priced by its own order trio). */
export type CheckoutEntry =
  | { cart_ids: number[] }
  | { sku_id: number; num: number }
  | SeckillEntry
  | GroupbuyEntry
  | TopicEntry
  | ComboEntry
  | PintuanEntry
  | PresaleEntry
  | WholesaleEntry
  | BargainEntry;

export const isSeckillEntry = (e: CheckoutEntry): e is SeckillEntry => 'seckill_id' in e;
export const isGroupbuyEntry = (e: CheckoutEntry): e is GroupbuyEntry => 'groupbuy_id' in e;
export const isTopicEntry = (e: CheckoutEntry): e is TopicEntry => 'topic_goods_id' in e;
export const isPintuanEntry = (e: CheckoutEntry): e is PintuanEntry => 'pintuan_goods_id' in e;
export const isPresaleEntry = (e: CheckoutEntry): e is PresaleEntry => 'presale_id' in e;
export const isWholesaleEntry = (e: CheckoutEntry): e is WholesaleEntry => 'wholesale' in e;
/** A promotion's line: its own payment / calculate / create, and no shop coupon. */
export const isPromotionEntry = (
  e: CheckoutEntry,
): e is SeckillEntry | GroupbuyEntry | TopicEntry | PintuanEntry | PresaleEntry | WholesaleEntry | BargainEntry =>
  isSeckillEntry(e) ||
  isGroupbuyEntry(e) ||
  isTopicEntry(e) ||
  isPintuanEntry(e) ||
  isPresaleEntry(e) ||
  isWholesaleEntry(e) ||
  isBargainEntry(e);

/** A bargain line: its own payment / calculate / create, no shop coupon. */
export const isBargainEntry = (e: CheckoutEntry): e is BargainEntry => 'launch_id' in e;

/** A stored bargain line (`bargainOrderCreateData`) when it is usable, else null. */
export const parseBargainEntry = (raw: unknown): BargainEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.launch_id));
  return id !== null ? { launch_id: id } : null;
};

/** A combo checkout: its own payment / calculate / create, the shop coupon allowed. */
export const isComboEntry = (e: CheckoutEntry): e is ComboEntry => 'bl_id' in e;

/** A stored combo line (`comboOrderCreateData`) when it is usable, else null. */
export const parseComboEntry = (raw: unknown): ComboEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.bl_id));
  const num = positiveInt(Number(o.num ?? 1));
  return id !== null && num !== null ? { bl_id: id, num } : null;
};

/** A stored seckill line (`seckillOrderCreateData`) when it is usable, else null. */
export const parseSeckillEntry = (raw: unknown): SeckillEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.seckill_id));
  const sku = positiveInt(Number(o.sku_id));
  const num = positiveInt(Number(o.num ?? 1));
  return id !== null && sku !== null && num !== null ? { seckill_id: id, sku_id: sku, num } : null;
};

/** A stored presale deposit line (`presaleOrderCreateData`) when it is usable, else null. */
export const parsePresaleEntry = (raw: unknown): PresaleEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.presale_id));
  const sku = positiveInt(Number(o.sku_id));
  const num = positiveInt(Number(o.num));
  return id !== null && sku !== null && num !== null ? { presale_id: id, sku_id: sku, num } : null;
};

/** A stored groupbuy line (`groupbuyOrderCreateData`) when it is usable, else null. */
export const parseGroupbuyEntry = (raw: unknown): GroupbuyEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.groupbuy_id));
  const sku = positiveInt(Number(o.sku_id));
  const num = positiveInt(Number(o.num ?? 1));
  return id !== null && sku !== null && num !== null ? { groupbuy_id: id, sku_id: sku, num } : null;
};

/** A stored pintuan line (`pintuanOrderCreateData`) when it is usable, else null. */
export const parsePintuanEntry = (raw: unknown): PintuanEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.pintuan_goods_id));
  const sku = positiveInt(Number(o.sku_id));
  const num = positiveInt(Number(o.num ?? 1));
  const group = Number(o.group_id ?? 0);
  if (id === null || sku === null || num === null || !Number.isSafeInteger(group) || group < 0) return null;
  return { pintuan_goods_id: id, sku_id: sku, num, group_id: group };
};

const idList = (v: unknown): number[] | null => {
  if (!Array.isArray(v) || v.length === 0) return null;
  const ids = v.map((x) => positiveInt(Number(x)));
  return ids.every((x) => x !== null) ? (ids as number[]) : null;
};

/** Stored wholesale lines (`wholesaleOrderCreateData`: `{cart_ids}` or aligned `{sku_id, num}`) when usable, else null. */
export const parseWholesaleEntry = (raw: unknown): WholesaleEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const cartIds = idList(o.cart_ids);
  if (cartIds) return { wholesale: { cart_ids: [...new Set(cartIds)] } };
  const skus = idList(o.sku_id);
  const nums = idList(o.num);
  return skus && nums && skus.length === nums.length && new Set(skus).size === skus.length
    ? { wholesale: { sku_id: skus, num: nums } }
    : null;
};

/** A stored topic line (`topicOrderCreateData`) when it is usable, else null. */
export const parseTopicEntry = (raw: unknown): TopicEntry | null => {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = positiveInt(Number(o.topic_goods_id));
  const sku = positiveInt(Number(o.sku_id));
  const num = positiveInt(Number(o.num ?? 1));
  return id !== null && sku !== null && num !== null ? { topic_goods_id: id, sku_id: sku, num } : null;
};

/**
 * Reads `cart_ids=1,2` or `sku_id=&num=` (num defaults to 1) from the payment page's query, as the page table
 * parses it; null when neither is usable. A written `cart_ids` decides even when empty, and a written but
 * unreadable `num` (`num=abc`) refuses the entry (`parsePageParams` keeps such a key without a value); a
 * missing `num` means 1.
 */
export const parseEntry = (params: PageParams<'payment'>): CheckoutEntry | null => {
  if ('cart_ids' in params) {
    const ids = (params.cart_ids ?? []).map(positiveInt).filter((n): n is number => n !== null);
    return ids.length > 0 ? { cart_ids: [...new Set(ids)] } : null;
  }
  const skuId = positiveInt(params.sku_id);
  if (skuId === null) return null;
  const num = 'num' in params ? positiveInt(params.num) : 1;
  return num === null ? null : { sku_id: skuId, num };
};
