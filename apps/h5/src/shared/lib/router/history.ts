/**
 * Session history for the app's router: the browser's (under a basename) or an in-memory one for tests.
 * Every entry carries `{idx, key}` in its state, so the app can tell whether there is an earlier entry of its
 * own (`hasAppHistory`) and where to restore the scroll position on back/forward.
 */

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry (scroll positions are kept by it). */
  key: string;
}

export interface AppHistory {
  readonly location: AppLocation;
  readonly action: HistoryAction;
  /** Index of the current entry among the app's own entries (0 = the first page opened). */
  readonly index: number;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Called after every change; `before` runs while the previous page is still on screen. */
  listen(fn: () => void, before?: (from: AppLocation) => void): () => void;
  /** Full href of a router path (with the basename). */
  href(to: string): string;
}

interface EntryState {
  idx: number;
  key: string;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** Splits `/a/b?x=1#h` into its parts; paths without a leading slash are taken from the root. */
export const parsePath = (to: string): Omit<AppLocation, 'key'> => {
  let rest = to.startsWith('/') ? to : `/${to}`;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  return { pathname: rest || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
};

class Listeners {
  private after = new Set<() => void>();
  private before = new Set<(from: AppLocation) => void>();
  add(fn: () => void, before?: (from: AppLocation) => void) {
    this.after.add(fn);
    if (before) this.before.add(before);
    return () => {
      this.after.delete(fn);
      if (before) this.before.delete(before);
    };
  }
  leaving(from: AppLocation) {
    for (const fn of this.before) fn(from);
  }
  changed() {
    for (const fn of this.after) fn();
  }
}

/** The browser's history under `basename` (e.g. `/h5`). */
export const createBrowserHistory = (basename: string): AppHistory => {
  const base = basename.replace(/\/+$/, '');
  const listeners = new Listeners();
  const strip = (pathname: string): string => {
    if (!base) return pathname || '/';
    if (pathname === base) return '/';
    return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : '/';
  };
  const read = (): { location: AppLocation; index: number } => {
    const st = window.history.state as Partial<EntryState> | null;
    const key = typeof st?.key === 'string' ? st.key : 'default';
    return {
      location: { pathname: strip(window.location.pathname), search: window.location.search, hash: window.location.hash, key },
      index: typeof st?.idx === 'number' ? st.idx : 0,
    };
  };
  // The first entry gets its index and key, so later entries count from it.
  if (typeof (window.history.state as Partial<EntryState> | null)?.idx !== 'number') {
    window.history.replaceState({ idx: 0, key: newKey() } satisfies EntryState, '');
  }
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  let current = read();
  let action: HistoryAction = 'POP';

  window.addEventListener('popstate', () => {
    listeners.leaving(current.location);
    current = read();
    action = 'POP';
    listeners.changed();
  });

  const href = (to: string) => {
    const p = parsePath(to);
    return `${base}${p.pathname === '/' && base ? '/' : p.pathname}${p.search}${p.hash}`;
  };
  const write = (to: string, replace: boolean) => {
    listeners.leaving(current.location);
    const state: EntryState = { idx: replace ? current.index : current.index + 1, key: newKey() };
    if (replace) window.history.replaceState(state, '', href(to));
    else window.history.pushState(state, '', href(to));
    current = read();
    action = replace ? 'REPLACE' : 'PUSH';
    listeners.changed();
  };

  return {
    get location() {
      return current.location;
    },
    get action() {
      return action;
    },
    get index() {
      return current.index;
    },
    push: (to) => write(to, false),
    replace: (to) => write(to, true),
    go: (delta) => window.history.go(delta),
    listen: (fn, before) => listeners.add(fn, before),
    href,
  };
};

/** An in-memory history (tests): starts at the last of `initialEntries`. */
export const createMemoryHistory = (initialEntries: string[] = ['/']): AppHistory => {
  const listeners = new Listeners();
  const entries: AppLocation[] = (initialEntries.length ? initialEntries : ['/']).map((to) => ({ ...parsePath(to), key: newKey() }));
  let index = entries.length - 1;
  let action: HistoryAction = 'POP';
  const write = (to: string, replace: boolean) => {
    listeners.leaving(entries[index]);
    const loc = { ...parsePath(to), key: newKey() };
    if (replace) entries[index] = loc;
    else {
      entries.splice(index + 1, entries.length, loc);
      index += 1;
    }
    action = replace ? 'REPLACE' : 'PUSH';
    listeners.changed();
  };
  return {
    get location() {
      return entries[index];
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    push: (to) => write(to, false),
    replace: (to) => write(to, true),
    go: (delta) => {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      listeners.leaving(entries[index]);
      index = next;
      action = 'POP';
      listeners.changed();
    },
    listen: (fn, before) => listeners.add(fn, before),
    href: (to) => {
      const p = parsePath(to);
      return `${p.pathname}${p.search}${p.hash}`;
    },
  };
};
