import { PINTUAN_STATUS } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** Where a pintuan stands now. */
export type PintuanState = 'running' | 'upcoming' | 'ended';

/** A pintuan's state at `now` (server seconds) with what its countdown counts to; the server's ended or closed status wins. */
export const pintuanState = (
  p: { status: number; start_time: number; end_time: number },
  now: number,
): { state: PintuanState; seconds: number } => {
  if (p.status === PINTUAN_STATUS.ENDED || p.status === PINTUAN_STATUS.CLOSED || now >= p.end_time) return { state: 'ended', seconds: 0 };
  if (now < p.start_time) return { state: 'upcoming', seconds: p.start_time - now };
  return { state: 'running', seconds: p.end_time - now };
};

/** The pintuan order line the payment page takes (kept in local storage as `pintuanOrderCreateData`). */
export interface PintuanOrderLine {
  pintuan_goods_id: number;
  sku_id: number;
  num: number;
  /** 0 opens a group. */
  group_id: number;
}

export const savePintuanLine = (line: PintuanOrderLine): void => storage.setString(StorageKey.pintuanOrderCreateData, JSON.stringify(line));

/** The seats of a group to draw: the members in it, then empty seats up to its size. */
export const seatsOf = <M>(members: readonly M[], size: number): (M | null)[] => [
  ...members.slice(0, Math.max(size, members.length)),
  ...Array.from({ length: Math.max(0, size - members.length) }, () => null),
];

/** A running pintuan of a goods as the goods detail's `goods_promotion` lists it. */
export interface GoodsPintuan {
  id: number;
  price: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/** The pintuan among a goods' promotions within its window (the entry of `skuId` first), or null. */
export const pintuanOfGoods = (list: unknown, skuId: number, now: number): GoodsPintuan | null => {
  if (!Array.isArray(list)) return null;
  const open: (GoodsPintuan & { sku: number })[] = [];
  for (const p of list as unknown[]) {
    const o = p && typeof p === 'object' ? (p as Record<string, unknown>) : null;
    if (!o || o.promotion_type !== 'pintuan') continue;
    const id = num(o.activity_id);
    const end = num(o.end_time);
    if (id === 0 || num(o.start_time) > now || (end > 0 && end <= now)) continue;
    open.push({ id, price: typeof o.promotion_price === 'string' ? o.promotion_price : '', sku: num(o.sku_id) });
  }
  const pick = open.find((e) => e.sku === skuId) ?? open[0];
  return pick ? { id: pick.id, price: pick.price } : null;
};
