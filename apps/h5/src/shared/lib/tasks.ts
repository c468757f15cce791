/**
 * Start-up work split into browser tasks. A phone spends several hundred milliseconds evaluating the
 * framework, starting the app and rendering the first page; run in one go that is one long task during
 * which a tap does nothing. Between steps the app gives the browser its turn (input, paint) first.
 */

/** Resolves in a new task, after whatever the browser has queued (setTimeout 0; no scheduler.yield needed). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves after the next frame has been painted (a rendering opportunity, then a new task). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
