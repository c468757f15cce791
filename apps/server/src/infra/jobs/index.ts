import type { Database } from '../db/client';
import { runUncounted } from '../db/query-count';
import { nowSeconds } from '@mall/contract';

/** What a background job gets: the database and the time to act as of (unix seconds). */
export interface JobDeps {
  database: Database;
}

/** One sweep of a job; answers how many rows it moved (for logs and tests). */
export type Job = (deps: JobDeps, now: number) => Promise<number>;

/**
 * A module's periodic sweep (the order module: auto-close, auto-receive, auto-complete), listed in its
 * module parts and handed to the runner by the composition root (modules/index.ts). Each sweep must be safe
 * to run in several processes at once (claim rows with FOR UPDATE SKIP LOCKED and move them with guarded
 * updates).
 */
export interface NamedJob {
  name: string;
  run: Job;
  /**
   * Seconds between its runs when shorter than the runner's interval (work a shopper waits for, such as the
   * rewards of a payment); without it, the runner's interval.
   */
  everySeconds?: number;
}

export interface JobLogger {
  error(obj: unknown, msg?: string): void;
  debug?(obj: unknown, msg?: string): void;
}

/** Runs every job once, one after another; a failing job is logged and does not stop the others. */
export const runJobsOnce = async (
  deps: JobDeps,
  jobs: readonly NamedJob[],
  now: number,
  log?: JobLogger,
): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const { name, run } of jobs) {
    try {
      out[name] = await run(deps, now);
    } catch (err) {
      out[name] = 0;
      log?.error({ err, job: name }, 'job failed');
    }
  }
  return out;
};

export interface JobRunner {
  /** Stops the timer and waits for a sweep in progress to finish. */
  stop(): Promise<void>;
}

/** Runs `jobs` every `seconds` (first run one interval after start; runs never overlap). */
const startLoop = (deps: JobDeps, jobs: readonly NamedJob[], seconds: number, log?: JobLogger): JobRunner => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = runUncounted(() => runJobsOnce(deps, jobs, nowSeconds(), log)).finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
    }, seconds * 1000);
    // The runner never keeps the process alive on its own.
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
};

/**
 * Runs the jobs every `intervalSeconds`, or every `everySeconds` of a job when shorter, one loop per
 * interval (first run one interval after start; runs of a loop never overlap). `intervalSeconds` 0 starts
 * nothing.
 */
export const startJobRunner = (deps: JobDeps, jobs: readonly NamedJob[], intervalSeconds: number, log?: JobLogger): JobRunner => {
  if (intervalSeconds <= 0) return { stop: async () => undefined };
  const byInterval = new Map<number, NamedJob[]>();
  for (const j of jobs) {
    const every = Math.min(j.everySeconds ?? intervalSeconds, intervalSeconds);
    byInterval.set(every, [...(byInterval.get(every) ?? []), j]);
  }
  if (byInterval.size === 0) byInterval.set(intervalSeconds, []);
  const loops = [...byInterval].map(([seconds, list]) => startLoop(deps, list, seconds, log));
  return {
    stop: async () => {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
};
