import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced loads', () => {
  it('answers the loads of one turn with one call, each with its own value', async () => {
    const calls: number[][] = [];
    const load = coalesced(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, k * 10]));
    });
    const answers = await Promise.all([load(1), load(2), load(1), load(3)]);
    expect(answers).toEqual([10, 20, 10, undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
    // A later turn reads afresh.
    expect(await load(2)).toBe(20);
    expect(calls).toHaveLength(2);
  });

  it('fails every load of a turn whose query failed, and the next turn still works', async () => {
    let fail = true;
    const load = coalesced(async (keys: string[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const first = await Promise.allSettled([load('a'), load('bb')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('ccc')).toBe(3);
  });
});
