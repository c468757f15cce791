import { beforeEach, describe, expect, it } from 'vitest';
import { prefetchPagesWhenIdle, resetPrefetchForTests } from './prefetchPages';

/** A hand-driven environment: the test says when the page has loaded and when the browser is idle. */
const harness = (opts: { saveData?: boolean; files?: string[]; failing?: boolean } = {}) => {
  const fetched: string[] = [];
  let lists = 0;
  let onLoaded: (() => void) | null = null;
  let onIdle: (() => void) | null = null;
  const stop = prefetchPagesWhenIdle({
    whenSettled: (run) => {
      onLoaded = run;
      return () => (onLoaded = null);
    },
    idle: (run) => {
      onIdle = run;
      return () => (onIdle = null);
    },
    list: () => {
      lists += 1;
      return opts.failing ? Promise.reject(new Error('offline')) : Promise.resolve(opts.files ?? ['/h5/assets/a.js', '/h5/assets/a.css']);
    },
    prefetch: (href) => fetched.push(href),
    saveData: () => Boolean(opts.saveData),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    fetched,
    lists: () => lists,
    stop,
    pageLoaded: () => onLoaded?.(),
    idle: async () => {
      onIdle?.();
      await settle();
    },
  };
};

beforeEach(() => resetPrefetchForTests());

describe('prefetchPagesWhenIdle', () => {
  it('asks for the list once the page has loaded and the browser is idle, then fetches every file', async () => {
    const h = harness();
    await h.idle();
    expect(h.lists()).toBe(0);
    h.pageLoaded();
    expect(h.lists()).toBe(0);
    await h.idle();
    expect(h.fetched).toEqual(['/h5/assets/a.js', '/h5/assets/a.css']);
  });

  it('fetches once per visit: coming back to home does nothing', async () => {
    const first = harness();
    first.pageLoaded();
    await first.idle();
    const again = harness();
    again.pageLoaded();
    await again.idle();
    expect(again.lists()).toBe(0);
    expect(again.fetched).toEqual([]);
  });

  it('fetches nothing with the data saver on, after leaving home first, or when the list fails', async () => {
    const saver = harness({ saveData: true });
    saver.pageLoaded();
    await saver.idle();
    expect(saver.lists()).toBe(0);

    const left = harness();
    left.pageLoaded();
    left.stop();
    await left.idle();
    expect(left.fetched).toEqual([]);

    resetPrefetchForTests();
    const offline = harness({ failing: true });
    offline.pageLoaded();
    await offline.idle();
    expect(offline.fetched).toEqual([]);
  });
});
