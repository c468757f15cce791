import { PAGES, TAB_PAGES } from '../pages';

/** The router basename (Vite `base` without the trailing slash). */
export const BASENAME = '/h5';

/** Paths of the tab pages in tab-bar order (spec §2), from the page table. */
export const TAB_PATHS: readonly string[] = TAB_PAGES.map((name) => PAGES[name].path);

/** Whether a router path (query ignored) is one of the tab pages. */
export const isTabPath = (path: string): boolean => TAB_PATHS.includes(path.split(/[?#]/)[0]);
