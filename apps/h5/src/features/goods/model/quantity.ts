/** Purchase quantity rules shared by the SKU picker: min_buy (≥ 1), max_buy (0 = unlimited), stock. */

export interface QuantityLimits {
  stock: number | string;
  min_buy?: number | string | null;
  max_buy?: number | string | null;
  /** Already bought by this member (sent with the detail when max_buy > 0 and logged in). */
  purchased_num?: number | string | null;
}

export interface QuantityBounds {
  min: number;
  /** Highest allowed quantity; smaller than `min` when the SKU cannot be bought. */
  max: number;
  canBuy: boolean;
  /** Why the SKU cannot be bought, when it cannot. */
  reason: 'soldOut' | 'limitReached' | 'belowMinimum' | null;
}

const int = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
};

export const quantityBounds = (limits: QuantityLimits): QuantityBounds => {
  const stock = int(limits.stock);
  const min = Math.max(1, int(limits.min_buy));
  const maxBuy = int(limits.max_buy);
  const left = maxBuy > 0 ? Math.max(0, maxBuy - int(limits.purchased_num)) : Infinity;
  const max = Math.min(stock, left);
  if (stock <= 0) return { min, max: 0, canBuy: false, reason: 'soldOut' };
  if (left <= 0) return { min, max: 0, canBuy: false, reason: 'limitReached' };
  if (max < min) return { min, max, canBuy: false, reason: 'belowMinimum' };
  return { min, max, canBuy: true, reason: null };
};

/** Brings a wanted quantity into the bounds (an unbuyable SKU keeps `min` so the stepper shows something sane). */
export const clampQuantity = (wanted: number, b: QuantityBounds): number => {
  const n = Number.isFinite(wanted) ? Math.floor(wanted) : b.min;
  if (!b.canBuy) return b.min;
  return Math.min(b.max, Math.max(b.min, n));
};
