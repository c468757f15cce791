import { formatFen, parseYuan, type WholesaleCartRow, type WholesaleTier } from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** A tier price in fen (0 when unreadable). */
const fenOf = (price: string): number => parseYuan(price) ?? 0;

/** The price (fen) of `num` pieces: the highest tier whose `num` is at most `num`; null below the first (reference §6). */
export const tierPriceFen = (tiers: readonly WholesaleTier[], num: number): number | null => {
  let price: number | null = null;
  for (const t of tiers) if (t.num <= num) price = fenOf(t.price);
  return price;
};

/** The tier `num` pieces fall in (its index), -1 below the first. */
export const tierIndex = (tiers: readonly WholesaleTier[], num: number): number => {
  let at = -1;
  tiers.forEach((t, i) => {
    if (t.num <= num) at = i;
  });
  return at;
};

/** The first tier's quantity: the fewest pieces sold (1 without tiers). */
export const firstTierNum = (tiers: readonly WholesaleTier[]): number => Math.max(1, tiers[0]?.num ?? 1);

/** A cart row that can be bought as it is: goods on sale, still sold by wholesale, its quantity within a tier and the stock. */
export const isRowValid = (r: WholesaleCartRow): boolean =>
  r.goods_state === 1 &&
  r.verify_state === 1 &&
  r.is_delete === 0 &&
  r.shop_status === 1 &&
  r.status === 1 &&
  r.price_array.length > 0 &&
  r.num <= r.stock &&
  tierPriceFen(r.price_array, r.num) !== null;

/** The total (fen) of the selected valid rows, each at its own tier. */
export const selectedTotalFen = (rows: readonly WholesaleCartRow[], selected: ReadonlySet<number>): number =>
  rows
    .filter((r) => selected.has(r.cart_id) && isRowValid(r))
    .reduce((sum, r) => sum + (tierPriceFen(r.price_array, r.num) ?? 0) * r.num, 0);

export const formatTotal = (fen: number): string => formatFen(fen);

/** What the wholesale payment page reads (`wholesaleOrderCreateData`, reference §4.18). */
export type WholesaleOrderLines = { cart_ids: number[] } | { sku_id: number[]; num: number[] };

export const saveWholesaleLines = (lines: WholesaleOrderLines): void =>
  storage.setString(StorageKey.wholesaleOrderCreateData, JSON.stringify(lines));
