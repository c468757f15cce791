import type { Db } from './client';

/**
 * A hot read's statement built once per database (or transaction) and kept: Drizzle's `.prepare(name)` turns the
 * query builder into its SQL text a single time (building it costs more than the rest of a simple request), and
 * on PostgreSQL the named statement is parsed and planned once per connection instead of at every call.
 * Values go in through `sql.placeholder(...)`.
 */
export const preparedPer = <P>(build: (db: Db) => P): ((db: Db) => P) => {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let p = built.get(db);
    if (!p) built.set(db, (p = build(db)));
    return p;
  };
};
