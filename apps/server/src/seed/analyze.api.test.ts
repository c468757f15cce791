import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../infra/db/client';
import { openTestDatabase } from '../test/harness';
import { analyzeIfUnanalysed } from '.';

// A seeded catalogue without planner statistics (a seed stopped before its closing analyse) gets them on the
// next start, which finds the goods and seeds nothing.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const goodsStats = async () =>
  (
    await database.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'goods'`,
    )
  )[0]!.n;

describe('planner statistics of a seeded catalogue', () => {
  it('are made when missing, and left alone when present', async () => {
    await database.db.execute(sql`delete from pg_statistic where starelid = 'goods'::regclass`);
    expect(await goodsStats()).toBe(0);
    expect(await analyzeIfUnanalysed(database)).toBe(true);
    expect(await goodsStats()).toBeGreaterThan(10);
    expect(await analyzeIfUnanalysed(database)).toBe(false);
  });
});
