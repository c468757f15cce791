import { useAuth } from '../shared/state/auth';
import { loadPage } from './pageLoader';
import { routes, type RouteDef } from './routes';

/*
 * Spec §9: home preloads the code of the pages a shopper opens from it (detail, lists, tabs, and the
 * promotion pages once they exist: routes flagged `preloadFromHome`), so opening them needs no download.
 * It waits until the page has loaded and the browser is idle, and loads one page per idle period, so it
 * never competes with the first screen or with a tap.
 */

/** Wait after the page's load before the first preload. */
const START_AFTER_LOAD_MS = 2000;
/** Browsers without requestIdleCallback (Safari, so WeChat on iOS) wait this long between pages. */
const STEP_FALLBACK_MS = 300;

interface PreloadEnv {
  whenLoaded: (run: () => void) => () => void;
  idle: (run: () => void) => () => void;
  load: (def: RouteDef) => Promise<unknown>;
  /** Data saver on, or a 2G connection: nothing is preloaded. */
  saveData: () => boolean;
  signedIn: () => boolean;
}

const browserEnv = (): PreloadEnv => ({
  whenLoaded: (run) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => (timer = setTimeout(run, START_AFTER_LOAD_MS));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  },
  idle: (run) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, STEP_FALLBACK_MS);
    return () => clearTimeout(timer);
  },
  load: loadPage,
  saveData: () => {
    const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    return Boolean(c?.saveData) || /2g/.test(c?.effectiveType ?? '');
  },
  signedIn: () => Boolean(useAuth.getState().token),
});

/** Starts preloading the flagged pages (those needing a login only when signed in); answers a stop function. */
export const preloadPagesWhenIdle = (env: PreloadEnv = browserEnv(), table: readonly RouteDef[] = routes): (() => void) => {
  if (env.saveData()) return () => undefined;
  const queue = table.filter((r) => r.preloadFromHome && (!r.auth || env.signedIn()));
  let stopped = false;
  let cancel = (): void => undefined;
  const next = () => {
    const def = queue.shift();
    if (stopped || !def) return;
    cancel = env.idle(() => {
      // A failed preload is no error: the page loads (and reports) when it is opened.
      void env
        .load(def)
        .catch(() => undefined)
        .then(next);
    });
  };
  cancel = env.whenLoaded(next);
  return () => {
    stopped = true;
    cancel();
  };
};
