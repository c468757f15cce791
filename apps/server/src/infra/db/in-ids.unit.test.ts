import { describe, expect, it } from 'vitest';
import { PgDialect, integer, pgTable } from 'drizzle-orm/pg-core';
import { inIds } from './in-ids';

const t = pgTable('t', { id: integer('id') });
const dialect = new PgDialect();

describe('inIds', () => {
  it('binds many ids as one array parameter', () => {
    const q = dialect.sqlToQuery(inIds(t.id, [3, 1, 2]));
    expect(q.sql).toBe('"t"."id" = any($1::bigint[])');
    expect(q.params).toEqual(['{3,1,2}']);
  });

  it('compares one id plainly, so its index is used as for any equality', () => {
    const q = dialect.sqlToQuery(inIds(t.id, [7]));
    expect(q.sql).toBe('"t"."id" = $1');
    expect(q.params).toEqual([7]);
  });

  it('refuses anything but integer ids', () => {
    expect(() => inIds(t.id, [1, 1.5])).toThrow(/not an integer/);
  });
});
