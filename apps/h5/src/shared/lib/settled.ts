/**
 * When the shopper has settled on the page they landed on: the first touch, scroll or key, or a few seconds
 * after the page's load. Work that is not on the first screen (fetching pages ahead, the code of blocks below
 * it) waits for this, so the first screen's own files, pictures and rows have the connection to themselves.
 */

/** After the page's load, settling is assumed after this long without any use. */
const SETTLED_AFTER_LOAD_MS = 5000;
/** What counts as the shopper settling. */
const FIRST_USE_EVENTS = ['pointerdown', 'scroll', 'keydown'] as const;

/** Runs `run` once the page has loaded and the shopper has settled on it; answers a cancel function. */
export const whenSettled = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    stop();
    run();
  };
  const start = () => {
    timer = setTimeout(go, SETTLED_AFTER_LOAD_MS);
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

let settled: Promise<void> | undefined;
/** Resolves once the shopper has settled on the page the app started on (one set of listeners for all callers). */
export const shopperSettled = (): Promise<void> => (settled ??= new Promise<void>((resolve) => void whenSettled(resolve)));
