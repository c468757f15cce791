import { describe, expect, it } from 'vitest';
import { countingLogger, countQueries, runUncounted } from './query-count';

describe('statement counter', () => {
  it('counts statements, not transaction control, and leaves out the background sweeps', async () => {
    const counted = await countQueries(async () => {
      countingLogger.logQuery('select 1', []);
      countingLogger.logQuery('begin', []);
      // A sweep whose timer fires meanwhile: its statements are its own.
      await runUncounted(async () => {
        await Promise.resolve();
        countingLogger.logQuery('select * from member_consume_claim for update skip locked', []);
      });
      countingLogger.logQuery('select 2', []);
    });
    expect(counted).toEqual({ queries: 2, statements: ['select 1', 'select 2'] });
  });
});
