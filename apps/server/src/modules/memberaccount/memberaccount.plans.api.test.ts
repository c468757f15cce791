import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mallMonthWindow } from '@mall/contract';
import type { Database } from '../../infra/db/client';
import { openTestDatabase } from '../../test/harness';
import { pageStatements } from './memberaccount.service';

/**
 * The ledger page reads `member_account_member_idx` on a ledger of many members (60,000 rows over 600 members and
 * two years), for every filter shape the page builds (the service's own statements, EXPLAINed). PGlite and PostgreSQL.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

let database: Database;
let drop: () => Promise<void>;

const plan = async (query: { getSQL(): ReturnType<typeof sql> }): Promise<PlanNode[]> => {
  const [row] = await database.rows<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query.getSQL()}`);
  const json = row!['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodes(parsed[0]!.Plan);
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const start = mallMonthWindow('2024-01')!.start;
  await database.db.execute(sql`
    insert into member_account (member_id, account_type, account_data, from_type, type_name, create_time)
    select 1000 + n % 600, (array['point', 'growth', 'balance', 'balance_money'])[1 + n % 4], 100 + n % 50,
      (array['adjust', 'order', 'signin', 'memberrecharge'])[1 + (n / 7) % 4], '', ${start} + n * 1051
    from generate_series(1, 60000) as n`);
  await database.db.execute(sql`analyze member_account`);
}, 120_000);

afterAll(async () => {
  await database.close();
  await drop();
});

describe('ledger page plan', () => {
  const shapes: [string, Parameters<typeof pageStatements>[2]][] = [
    ['points of a month', { kinds: ['point'], window: mallMonthWindow('2024-06')! }],
    ['both balances of a month', { kinds: ['balance', 'balance_money'], window: mallMonthWindow('2024-06')! }],
    ['one kind of balance entry', { kinds: ['balance', 'balance_money'], window: mallMonthWindow('2024-06')!, fromType: 'order' }],
  ];
  it.each(shapes)('%s: page and count use member_account_member_idx', async (_name, filter) => {
    const st = pageStatements(database.db, 1200, filter, 1, 10);
    for (const statement of [st.page, st.count]) {
      const found = await plan(statement);
      const shown = JSON.stringify(found.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
      expect(
        found.filter((n) => n['Node Type'] === 'Seq Scan'),
        shown,
      ).toEqual([]);
      expect(
        found.map((n) => n['Index Name']),
        shown,
      ).toContain('member_account_member_idx');
    }
  });
});
