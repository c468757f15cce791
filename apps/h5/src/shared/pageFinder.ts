import { PAGES, type PageDef, type PageName } from './pages';

/**
 * The other spelling of a spec path. A page is `/<root>/<area>/<folder>/<file>` with the file named as its
 * folder (`/otherpages/member/address/address`, `/otherpages/diy/diy/diy`: the spec's and Niushop's links),
 * or the short `/<root>/<area>/<page>`; every declared page answers both, derived here only. Other shapes
 * (`/choose-location`) have one spelling.
 */
export const otherSpelling = (path: string): string | undefined => {
  const segs = path.split('/').slice(1);
  if (segs.some((seg) => seg === '')) return undefined;
  if (segs.length === 3) return `${path}/${segs[2]}`;
  if (segs.length === 4 && segs[3] === segs[2]) return `/${segs.slice(0, 3).join('/')}`;
  return undefined;
};

/** As the router compares paths: case-insensitive, trailing slash ignored. */
const normalise = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

/** Finds the entry a path opens, in either spelling (a declared path wins over another entry's derived one). */
export const routeFinder = <T extends { path: string }>(defs: readonly T[]): ((pathname: string) => T | undefined) => {
  const index = new Map<string, T>();
  for (const def of defs) index.set(normalise(def.path), def);
  for (const def of defs) {
    const alias = otherSpelling(def.path);
    if (alias && !index.has(normalise(alias))) index.set(normalise(alias), def);
  }
  return (pathname) => index.get(normalise(pathname));
};

const findEntry = routeFinder((Object.keys(PAGES) as PageName[]).map((name) => ({ name, path: PAGES[name].path as string })));

/** The name of the page a path opens (either spelling, query ignored); undefined for paths of no page. */
export const findPage = (pathOrUrl: string): PageName | undefined => findEntry(pathOrUrl.split(/[?#]/)[0])?.name;

/** Whether a path (e.g. an operator's link) opens a page of this app; entries to missing pages are not shown. */
export const hasPage = (pathOrUrl: string): boolean => findPage(pathOrUrl) !== undefined;

/** `to` (a router path with its query) with the path as declared in the table; unknown paths stay as they are. */
export const canonicalPath = (to: string): string => {
  const cut = to.search(/[?#]/);
  const path = cut < 0 ? to : to.slice(0, cut);
  const name = findEntry(path)?.name;
  const declared: string | undefined = name && PAGES[name].path;
  return declared && declared !== path ? declared + (cut < 0 ? '' : to.slice(cut)) : to;
};

/** The table entry a path opens (either spelling, query ignored), e.g. to read whether it needs a login. */
export const findPageDef = (pathOrUrl: string): PageDef | undefined => {
  const name = findPage(pathOrUrl);
  return name && PAGES[name];
};
