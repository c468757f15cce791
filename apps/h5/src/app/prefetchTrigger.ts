import { whenSettled } from '../shared/lib/settled';

/*
 * Home's trigger for fetching ahead the pages opened from it (app/prefetchPages, spec §9). Only this waiting is
 * in home's chunk: the fetching module loads once the shopper has settled on home, off the first screen.
 * The list is asked for when the shopper first touches or scrolls home, or a few seconds after the load
 * (shared/lib/settled): until then the first screen's own pictures and rows have the connection.
 */

/** Starts fetching the pages opened from home once the shopper has settled on it; answers a stop function. */
export const prefetchPagesWhenSettled = (): (() => void) => {
  let stop: (() => void) | undefined;
  let left = false;
  const cancel = whenSettled(() => {
    void import('./prefetchPages').then(
      (m) => {
        if (!left) stop = m.prefetchPagesWhenIdle();
      },
      // Nothing is lost: the pages load their files when opened.
      () => undefined,
    );
  });
  return () => {
    left = true;
    cancel();
    stop?.();
  };
};
