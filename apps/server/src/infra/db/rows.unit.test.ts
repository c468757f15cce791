import { describe, expect, it } from 'vitest';
import { rowsOf } from './rows';

describe('rowsOf', () => {
  it('answers the rows of a node-postgres or PGlite result', () => {
    expect(rowsOf<{ sku_id: number }>({ rows: [{ sku_id: 3 }], rowCount: 1, fields: [] })).toEqual([{ sku_id: 3 }]);
  });

  it('answers a bare array as it is', () => {
    expect(rowsOf([{ n: 1 }, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers no rows for a result without any (a statement that returns nothing)', () => {
    expect(rowsOf({ rowCount: 0 })).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
