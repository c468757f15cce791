import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, numeric, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { openTestDatabase } from '../../test/harness';
import { bulkInsert } from './bulk';
import { inIds } from './in-ids';

/** A table of this test's own with a column of each kind the order tables use. */
const probe = pgTable('bulk_probe', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  note: text('note').notNull().default(''),
  qty: integer('qty').notNull().default(0),
  money: bigint('money', { mode: 'number' }).notNull().default(0),
  rate: numeric('rate', { precision: 10, scale: 2 }).notNull().default('0.00'),
  flag: smallint('flag').notNull().default(1),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
});

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`
    create table bulk_probe (
      id serial primary key, name varchar(40) not null, note text not null default '', qty integer not null default 0,
      money bigint not null default 0, rate numeric(10, 2) not null default 0.00, flag smallint not null default 7,
      info jsonb not null default '{}'::jsonb)`);
}, 120_000);

afterAll(async () => {
  await drop();
});

const all = () => database.db.select().from(probe).orderBy(asc(probe.id));

describe('bulkInsert', () => {
  it('writes every row with its values, in the order given, and answers the returning columns in that order', async () => {
    const back = await bulkInsert(
      database.db,
      probe,
      [
        { name: '甲 "quoted" \\ back', note: 'n1', qty: 3, money: 9_007_199_254_740, rate: '12.50', info: { a: [1, '二'], b: null } },
        { name: 'b', note: '', qty: -1, money: 0, rate: '0.00', info: {} },
        { name: 'c', note: "it's", qty: 0, money: 1, rate: '99999999.99', info: { nested: { ok: true } } },
      ],
      { id: probe.id, name: probe.name },
    );
    expect(back.map((r) => r.name)).toEqual(['甲 "quoted" \\ back', 'b', 'c']);
    const rows = await all();
    expect(rows.map((r) => r.id)).toEqual(back.map((r) => r.id));
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      {
        name: '甲 "quoted" \\ back',
        note: 'n1',
        qty: 3,
        money: 9_007_199_254_740,
        rate: '12.50',
        flag: 7,
        info: { a: [1, '二'], b: null },
      },
      { name: 'b', note: '', qty: -1, money: 0, rate: '0.00', flag: 7, info: {} },
      { name: 'c', note: "it's", qty: 0, money: 1, rate: '99999999.99', flag: 7, info: { nested: { ok: true } } },
    ]);
  });

  it('leaves a column to the table when every row gives its literal default, and writes it when one differs', async () => {
    await database.db.execute(sql`delete from bulk_probe`);
    // flag's declared default (1) differs from the table's (7): a column left out shows the table's.
    await bulkInsert(database.db, probe, [
      { name: 'x', flag: 1 },
      { name: 'y', flag: 1 },
    ]);
    await bulkInsert(database.db, probe, [
      { name: 'z', flag: 1 },
      { name: 'w', flag: 2 },
    ]);
    expect((await all()).map((r) => [r.name, r.flag])).toEqual([
      ['x', 7],
      ['y', 7],
      ['z', 1],
      ['w', 2],
    ]);
  });

  it('writes nothing for no rows', async () => {
    expect(await bulkInsert(database.db, probe, [], { id: probe.id })).toEqual([]);
  });
});

describe('inIds', () => {
  it('finds exactly the rows named, with one id or many', async () => {
    const ids = (await all()).map((r) => r.id);
    const names = async (wanted: number[]) =>
      (await database.db.select({ name: probe.name }).from(probe).where(inIds(probe.id, wanted)).orderBy(asc(probe.id))).map((r) => r.name);
    expect(await names([ids[1]!, ids[3]!, 999_999])).toEqual(['y', 'w']);
    expect(await names([ids[0]!])).toEqual(['x']);
    expect(await names([])).toEqual([]);
  });
});
