import { formatFen, type WholesaleTier } from '@mall/contract';
import type { StoredTier } from './wholesale.tables';

/**
 * The price of `qty` pieces of a SKU (fen each): the highest tier whose `num` is at most `qty` (reference §6);
 * null below the first tier. The tiers are ascending by `num`.
 */
export const tierPrice = (tiers: readonly StoredTier[], qty: number): number | null => {
  let price: number | null = null;
  for (const t of tiers) if (t.num <= qty) price = t.price;
  return price;
};

/** Tiers as an operator may save them: 1 or more, quantities rising, prices above 0 and never above the tier before. */
export const tiersValid = (tiers: readonly StoredTier[]): boolean =>
  tiers.length > 0 &&
  tiers.every(
    (t, i) =>
      Number.isSafeInteger(t.num) &&
      t.num >= 1 &&
      Number.isSafeInteger(t.price) &&
      t.price > 0 &&
      (i === 0 || (t.num > tiers[i - 1]!.num && t.price <= tiers[i - 1]!.price)),
  );

/** Tiers as stored (a jsonb array), read defensively: anything malformed reads as no tiers. */
export const readTiers = (v: unknown): StoredTier[] => {
  const a = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  if (!Array.isArray(a)) return [];
  const tiers = a.map((t: { num?: unknown; price?: unknown }) => ({ num: Number(t?.num), price: Number(t?.price) }));
  return tiersValid(tiers) ? tiers : [];
};

/** `price_array` on the wire. */
export const tiersOut = (tiers: readonly StoredTier[]): WholesaleTier[] => tiers.map((t) => ({ num: t.num, price: formatFen(t.price) }));

/** `price_json`: the tiers as JSON text, as the mall's client parses it (reference §2). */
export const priceJsonOf = (tiers: readonly StoredTier[]): string => JSON.stringify(tiersOut(tiers));

/** What the goods row keeps of its SKUs' tiers: lowest and highest price, smallest first tier. */
export const tierSummary = (skus: readonly (readonly StoredTier[])[]) => {
  const all = skus.flat();
  return {
    minPrice: Math.min(...all.map((t) => t.price)),
    maxPrice: Math.max(...all.map((t) => t.price)),
    minNum: Math.min(...skus.map((t) => t[0]!.num)),
  };
};
