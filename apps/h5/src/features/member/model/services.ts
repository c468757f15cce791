import type { DiyMemberMenuItem } from '@mall/contract';
import type { PageDef } from '../../../shared/pages';

/** What the grid needs of a built-in service to stand for a menu entry. */
export interface BuiltInService {
  key: string;
  path: string;
  auth: boolean;
  verifierOnly?: boolean;
}

/** One cell of the member centre's service grid. */
export interface GridEntry<T extends BuiltInService> {
  /** The built-in service's key (`data-service`), or the declared path for a page without one. */
  key: string;
  /** Where it leads: the declared path, with the entry's query. */
  to: string;
  /** The operator's text (in the shopper's language); empty: the built-in label. */
  text: string;
  auth: boolean;
  verifierOnly: boolean;
  builtIn?: T;
  route: PageDef;
}

/**
 * The operator's member-centre menu (`/api/diyview/memberindex`: hidden entries already left out) as grid
 * cells, in the operator's order: only pages this build declares (either spelling), each page once. A built-in
 * service for the same page lends its key, icon and login rule; the verification desk stays for verifiers.
 */
export const followMenu = <T extends BuiltInService>(
  menu: readonly DiyMemberMenuItem[],
  builtIn: readonly T[],
  find: (path: string) => PageDef | undefined,
): GridEntry<T>[] => {
  const seen = new Set<PageDef>();
  const out: GridEntry<T>[] = [];
  for (const item of menu) {
    const url = typeof item.url === 'string' ? item.url : '';
    const cut = url.search(/[?#]/);
    const route = url.startsWith('/') ? find(cut < 0 ? url : url.slice(0, cut)) : undefined;
    if (!route || seen.has(route)) continue;
    seen.add(route);
    const sv = builtIn.find((b) => find(b.path) === route);
    out.push({
      key: sv?.key ?? route.path,
      to: route.path + (cut < 0 ? '' : url.slice(cut)),
      text: typeof item.text === 'string' ? item.text.trim() : '',
      auth: sv?.auth ?? Boolean(route.auth),
      verifierOnly: sv?.verifierOnly ?? item.tag === 'verifier',
      builtIn: sv,
      route,
    });
  }
  return out;
};

/** The built-in list as grid cells (when the menu cannot be read): the pages this build declares. */
export const builtInEntries = <T extends BuiltInService>(
  builtIn: readonly T[],
  find: (path: string) => PageDef | undefined,
): GridEntry<T>[] =>
  builtIn.flatMap((sv) => {
    const route = find(sv.path);
    return route ? [{ key: sv.key, to: sv.path, text: '', auth: sv.auth, verifierOnly: Boolean(sv.verifierOnly), builtIn: sv, route }] : [];
  });
