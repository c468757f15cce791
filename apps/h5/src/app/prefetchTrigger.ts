/*
 * Home's trigger for fetching ahead the pages opened from it (app/prefetchPages, spec §9). Only this waiting is
 * in home's chunk: the fetching module loads once the shopper has settled on home, off the first screen.
 */

/**
 * After the page's load, the list is asked for when the shopper first touches or scrolls home, or after this
 * long: until then the first screen's own pictures and rows have the connection.
 */
const START_AFTER_LOAD_MS = 5000;
/** What counts as the shopper settling on home. */
const FIRST_USE_EVENTS = ['pointerdown', 'scroll', 'keydown'] as const;
/** Runs `run` once the page has loaded and the shopper has settled on it; answers a cancel function. */
const whenSettled = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    stop();
    run();
  };
  const start = () => {
    timer = setTimeout(go, START_AFTER_LOAD_MS);
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, go, { once: true, passive: true });
  };
  const stop = () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, go);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return stop;
};

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
