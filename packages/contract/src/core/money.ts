/** Prices are integer fen everywhere except on the wire, where they are "99.00" strings. */

export const formatFen = (fen: number | bigint): string => {
  const n = typeof fen === 'bigint' ? fen : BigInt(Math.trunc(fen));
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${yuan}.${cents}`;
};

/** Parses "12.3", "12.30" or 12.3 into fen; returns null for anything that is not money. */
export const parseYuan = (value: string | number): number | null => {
  const s = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
};

// Shared by checkout pricing and the promotions that split a discount over lines.
/**
 * Splits `total` fen over `weights` pro rata, exactly (largest remainder; ties to the earlier line);
 * no part exceeds its weight (a total above Σweights is capped to it).
 */
export const splitProRata = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  // Never more than there is to take from.
  const T = BigInt(Math.min(total, sum));
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(Math.max(0, w))) / S);
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(Math.max(0, w))) % S }));
  let left = Math.min(total, sum) - parts.reduce((a, b) => a + Number(b), 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0) break;
    if (parts[i]! < BigInt(Math.max(0, weights[i]!))) {
      parts[i]! += 1n;
      left -= 1;
    }
  }
  return parts.map(Number);
};

export const CURRENCY_SYMBOL = '¥';
