import { describe, expect, it } from 'vitest';
import { coalesced, sharedPerTurn } from './coalesce';

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

describe('a read shared per turn', () => {
  it('reads once per database for the calls of one turn, and afresh in a later turn', async () => {
    const reads: string[] = [];
    let version = 1;
    const read = sharedPerTurn(async (db: { name: string }) => {
      reads.push(db.name);
      return `${db.name}@${version}`;
    });
    const a = { name: 'a' };
    const b = { name: 'b' };
    const pending = [read(a), read(b), read(a)];
    // a write committed before the turn ends is seen by the turn's calls: the read is sent after it
    version = 2;
    expect(await Promise.all(pending)).toEqual(['a@2', 'b@2', 'a@2']);
    expect(reads).toEqual(['a', 'b']);
    version = 3;
    expect(await read(a)).toBe('a@3');
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
