import { BASENAME } from '../shared/lib/paths';

/*
 * Spec §9: home preloads the pages a shopper opens from it (detail, lists, tabs; promotion pages once they
 * exist). The server lists their files (`/h5/prefetch.json`, from the build manifest); home fetches them into
 * the HTTP cache once the page has loaded, the shopper has started using home (or a few seconds have passed)
 * and the browser is idle; this module itself loads only then (./prefetchTrigger.ts). They are not run: opening
 * a page then costs no download, and nothing runs on the main thread while the shopper is on home.
 */

/** Browsers without requestIdleCallback (Safari, so WeChat on iOS) wait this long instead. */
const IDLE_FALLBACK_MS = 300;

export interface PrefetchEnv {
  /** Runs `run` once the page has loaded and the shopper has settled on it; answers a cancel function. */
  whenSettled: (run: () => void) => () => void;
  idle: (run: () => void) => () => void;
  list: () => Promise<string[]>;
  /** Fetches one file into the HTTP cache without running it. */
  prefetch: (href: string) => void;
  /** Data saver on, or a 2G connection: nothing is fetched ahead. */
  saveData: () => boolean;
}

const browserEnv = (): PrefetchEnv => ({
  // Home loads this module once the shopper has settled on it (./prefetchTrigger.ts), so it starts right away.
  whenSettled: (run) => {
    run();
    return () => undefined;
  },
  idle: (run) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  },
  list: async () => {
    const res = await fetch(`${BASENAME}/prefetch.json`, { credentials: 'same-origin' });
    const body = (await res.json()) as { files?: unknown };
    return Array.isArray(body.files) ? body.files.filter((f): f is string => typeof f === 'string' && f.startsWith(`${BASENAME}/`)) : [];
  },
  prefetch: (href) => {
    const link = document.createElement('link');
    if (link.relList?.supports?.('prefetch')) {
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    } else {
      // Safari has no prefetch: a low-priority fetch fills the same cache.
      void fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => undefined);
    }
  },
  saveData: () => {
    const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    return Boolean(c?.saveData) || /2g/.test(c?.effectiveType ?? '');
  },
});

/** Once per visit: coming back to home does not fetch again. */
let started = false;

/** Starts fetching the pages opened from home (once per visit); answers a stop function for leaving home first. */
export const prefetchPagesWhenIdle = (env: PrefetchEnv = browserEnv()): (() => void) => {
  if (started || env.saveData()) return () => undefined;
  let stopped = false;
  let cancel = env.whenSettled(() => {
    cancel = env.idle(() => {
      started = true;
      env
        .list()
        .then((files) => {
          if (!stopped) files.forEach(env.prefetch);
        })
        // Nothing is lost: the pages load their files when opened.
        .catch(() => undefined);
    });
  });
  return () => {
    stopped = true;
    cancel();
  };
};

/** For tests: forget that this visit already fetched. */
export const resetPrefetchForTests = () => {
  started = false;
};
