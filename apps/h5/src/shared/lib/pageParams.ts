import { useMemo } from 'react';
import { useLocation } from './router';
import { PAGES, type PageName } from '../pages';

type Kinds = Readonly<Record<string, 'number' | 'string' | 'numbers'>>;
type KindValue<K> = K extends 'numbers' ? number[] : K extends 'number' ? number : string;

/** A page's query as it reads it: each declared parameter in its declared type, undefined when missing or unreadable. */
export type PageParams<N extends PageName> = (typeof PAGES)[N] extends { query: infer Q }
  ? { [P in keyof Q]?: KindValue<Q[P]> }
  : Record<string, never>;

const toNumber = (raw: string): number | undefined => {
  const text = raw.trim();
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Parses a query string by a page's declarations: numbers as numbers (`abc` or empty → undefined), text as it
 * came, number lists from the comma list (unreadable items dropped; empty → undefined). Undeclared parameters
 * are left out. A declared parameter that was written but could not be read is still a key (`'num' in p`),
 * with the value undefined, so a reader can tell "written badly" from "not written".
 */
export const parsePageParams = <N extends PageName>(name: N, search: string | URLSearchParams): PageParams<N> => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kinds: Kinds = 'query' in PAGES[name] ? (PAGES[name] as { query: Kinds }).query : {};
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(kinds)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (kind === 'string') out[key] = raw;
    else if (kind === 'number') out[key] = toNumber(raw);
    else
      out[key] =
        raw.trim() === ''
          ? undefined
          : raw
              .split(',')
              .map(toNumber)
              .filter((n): n is number => n !== undefined);
  }
  return out as PageParams<N>;
};

/** The current page's query, typed by its declaration in the page table: `const { order_id } = usePageParams('orderDetail')`. */
export const usePageParams = <N extends PageName>(name: N): PageParams<N> => {
  const { search } = useLocation();
  return useMemo(() => parsePageParams(name, search), [name, search]);
};

/** An id parameter as pages use it: a positive integer, else 0 (missing, `abc`, `-1`, `1.5`). */
export const positiveId = (v: number | undefined): number => (v !== undefined && Number.isInteger(v) && v > 0 ? v : 0);
