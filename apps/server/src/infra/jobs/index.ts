import type { Database } from '../db/client';
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

/**
 * Runs the jobs every `intervalSeconds` (first run one interval after start; runs never overlap).
 * `intervalSeconds` 0 starts nothing.
 */
export const startJobRunner = (deps: JobDeps, jobs: readonly NamedJob[], intervalSeconds: number, log?: JobLogger): JobRunner => {
  if (intervalSeconds <= 0) return { stop: async () => undefined };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = runJobsOnce(deps, jobs, nowSeconds(), log).finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
    }, intervalSeconds * 1000);
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
