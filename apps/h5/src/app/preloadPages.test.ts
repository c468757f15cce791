import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { preloadPagesWhenIdle } from './preloadPages';
import type { RouteDef } from './routes';

const page = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  load: () => Promise.resolve({ default: (() => null) as ComponentType }),
  ...extra,
});

const TABLE = [
  page('/home'),
  page('/detail', { preloadFromHome: true }),
  page('/orders', { preloadFromHome: true, auth: true }),
  page('/list', { preloadFromHome: true }),
];

/** A hand-driven environment: the test says when the page has loaded and when the browser is idle. */
const harness = (opts: { signedIn?: boolean; saveData?: boolean; failing?: string } = {}) => {
  const loaded: string[] = [];
  let onLoaded: (() => void) | null = null;
  let onIdle: (() => void) | null = null;
  const stop = preloadPagesWhenIdle(
    {
      whenLoaded: (run) => {
        onLoaded = run;
        return () => (onLoaded = null);
      },
      idle: (run) => {
        onIdle = run;
        return () => (onIdle = null);
      },
      load: (def) => {
        loaded.push(def.path);
        return def.path === opts.failing ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      saveData: () => Boolean(opts.saveData),
      signedIn: () => Boolean(opts.signedIn),
    },
    TABLE,
  );
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    loaded,
    stop,
    pageLoaded: () => onLoaded?.(),
    idle: async () => {
      const run = onIdle;
      onIdle = null;
      run?.();
      await flush();
    },
    waitingForIdle: () => onIdle !== null,
  };
};

describe('preloadPagesWhenIdle', () => {
  it('waits for the page load, then loads one flagged page per idle period, in table order', async () => {
    const h = harness({ signedIn: true });
    expect(h.waitingForIdle()).toBe(false);
    h.pageLoaded();
    expect(h.loaded).toEqual([]);
    await h.idle();
    expect(h.loaded).toEqual(['/detail']);
    await h.idle();
    await h.idle();
    expect(h.loaded).toEqual(['/detail', '/orders', '/list']);
    expect(h.waitingForIdle()).toBe(false);
  });

  it('skips pages that need a login for a visitor, and goes on after a failed load', async () => {
    const h = harness({ failing: '/detail' });
    h.pageLoaded();
    await h.idle();
    await h.idle();
    expect(h.loaded).toEqual(['/detail', '/list']);
  });

  it('loads nothing with the data saver on, and nothing more once stopped (home left)', async () => {
    const saver = harness({ saveData: true });
    saver.pageLoaded();
    await saver.idle();
    expect(saver.loaded).toEqual([]);

    const h = harness();
    h.pageLoaded();
    await h.idle();
    h.stop();
    await h.idle();
    expect(h.loaded).toEqual(['/detail']);
  });
});
