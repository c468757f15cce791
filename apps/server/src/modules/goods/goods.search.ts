import type { SearchWords } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { getSetting } from '../settings';

/** Settings keys of the search words (value `{words: "a,b,c"}`). */
export const HOT_SEARCH_WORDS = 'HOT_SEARCH_WORDS';
export const DEFAULT_SEARCH_WORDS = 'DEFAULT_SEARCH_WORDS';

/** The words of a search-words setting, trimmed and de-duplicated; '' when unset or switched off. */
const words = async (db: Db, key: string): Promise<SearchWords> => {
  const row = await getSetting(db, key);
  const raw = row.is_use === 1 && typeof row.value.words === 'string' ? row.value.words : '';
  const list = [
    ...new Set(
      raw
        .split(/[,，]/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  return { words: list.join(',') };
};

/** `/api/goods/hotSearchWords`: the words shown under 热门搜索 on the search page. */
export const hotSearchWords = (db: Db) => words(db, HOT_SEARCH_WORDS);

/** `/api/goods/defaultSearchWords`: the placeholder of the search box (searched when the box is left empty). */
export const defaultSearchWords = (db: Db) => words(db, DEFAULT_SEARCH_WORDS);
