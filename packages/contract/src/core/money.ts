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

export const CURRENCY_SYMBOL = '¥';
