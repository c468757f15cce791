import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** China time: order numbers read as the local date the shopper sees. */
const OFFSET_MS = 8 * 3600 * 1000;

const stamp = (at: Date): string => {
  const d = new Date(at.getTime() + OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
};

/**
 * `count` fresh numbers `YmdHi` + 8 digits of the database sequence `order_no_seq` (reference §2 shape,
 * 20 characters). The sequence makes them unique across processes and servers; one query for all.
 * Used for `order_no` and `out_trade_no`.
 */
export const nextNumbers = async (db: Db, count: number): Promise<string[]> => {
  if (count <= 0) return [];
  const list = await db.select({ n: sql<string>`nextval('order_no_seq')::text` }).from(sql`generate_series(1, ${count}::int)`);
  const prefix = stamp(new Date());
  return list.map((r) => `${prefix}${String(BigInt(r.n) % 100_000_000n).padStart(8, '0')}`);
};
