import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { runJobsOnce, startJobRunner, type NamedJob } from '.';

const deps = { database: {} as Database };

describe('job runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every registered job once; a failing job does not stop the others', async () => {
    const seen: string[] = [];
    const jobs: NamedJob[] = [
      {
        name: 'test-a',
        run: async () => {
          seen.push('a');
          throw new Error('boom');
        },
      },
      {
        name: 'test-b',
        run: async (_d, now) => {
          seen.push(`b${now}`);
          return 3;
        },
      },
    ];
    const errors: unknown[] = [];
    const out = await runJobsOnce(deps, jobs, 42, { error: (e) => errors.push(e) });
    expect(seen).toEqual(['a', 'b42']);
    expect(out['test-a']).toBe(0);
    expect(out['test-b']).toBe(3);
    expect(errors).toHaveLength(1);
  });

  it('ticks on the interval without overlapping and stops (waiting for a run in progress)', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const slow: NamedJob = {
      name: 'test-slow',
      run: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        runs++;
        await new Promise<void>((r) => (release = r));
        running--;
        return 0;
      },
    };
    const runner = startJobRunner(deps, [slow], 10);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    // Still running: no second run however long it takes.
    await vi.advanceTimersByTimeAsync(50_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    const stopped = runner.stop();
    release();
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    expect(maxRunning).toBe(1);
  });

  it("a job with a shorter everySeconds runs on its own interval, the others on the runner's", async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const job = (name: string, everySeconds?: number): NamedJob => ({
      name,
      everySeconds,
      run: async () => {
        seen.push(name);
        return 0;
      },
    });
    const runner = startJobRunner(deps, [job('slow'), job('fast', 5), job('longer', 600)], 60);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.filter((n) => n === 'fast')).toHaveLength(6);
    expect(seen.filter((n) => n !== 'fast')).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen.filter((n) => n === 'fast')).toHaveLength(12);
    expect(seen.filter((n) => n !== 'fast')).toEqual(['slow', 'longer']);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(14);
  });

  it('interval 0 starts nothing', async () => {
    const runner = startJobRunner(deps, [], 0);
    await runner.stop();
  });
});
