/**
 * Loads of one kind asked for in the same turn of the event loop, answered by one query: under load (a rush
 * of two thousand signed-in requests) one statement serves every request parsed in that turn instead of one
 * each; alone, a load waits only for the end of the turn. Nothing is cached: every load reads afresh.
 */
export const coalesced = <K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): ((key: K) => Promise<V | undefined>) => {
  let waiting: { key: K; done(v: V | undefined): void; fail(e: unknown): void }[] | null = null;
  const flush = async (batch: NonNullable<typeof waiting>) => {
    try {
      const found = await loadMany([...new Set(batch.map((w) => w.key))]);
      for (const w of batch) w.done(found.get(w.key));
    } catch (e) {
      for (const w of batch) w.fail(e);
    }
  };
  return (key) =>
    new Promise((done, fail) => {
      if (waiting) {
        waiting.push({ key, done, fail });
        return;
      }
      const batch = [{ key, done, fail }];
      waiting = batch;
      setImmediate(() => {
        waiting = null;
        void flush(batch);
      });
    });
};

/**
 * A read without a key (a version counter) asked for in the same turn of the event loop, per database: one
 * statement answers every call of the turn. The statement is sent after the turn, so it sees every write
 * committed before any of those calls began; a call in a later turn waits for a read of its own.
 */
export const sharedPerTurn = <D extends object, V>(read: (db: D) => Promise<V>): ((db: D) => Promise<V>) => {
  const perDb = new WeakMap<D, (key: 0) => Promise<V | undefined>>();
  return (db) => {
    let load = perDb.get(db);
    if (!load) perDb.set(db, (load = coalesced(async () => new Map([[0 as const, await read(db)]]))));
    return load(0) as Promise<V>;
  };
};
