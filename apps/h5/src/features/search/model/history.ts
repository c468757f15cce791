import { storage, type KeyValueStore } from '../../../shared/lib/storage';

/** Local search history (newest first, each word once, at most 10), kept under localStorage `search`. */
export const HISTORY_KEY = 'search';
export const HISTORY_MAX = 10;

/** The list with `word` moved (or added) to the front; blank words change nothing. */
export const pushWord = (list: readonly string[], word: string, max = HISTORY_MAX): string[] => {
  const w = word.trim();
  if (!w) return [...list];
  return [w, ...list.filter((x) => x !== w)].slice(0, max);
};

/** Whatever is stored, as a clean list of strings. */
export const readHistory = (store?: KeyValueStore): string[] => {
  const raw = storage.getJSON<unknown>(HISTORY_KEY, store);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    .map((x) => x.trim())
    .filter((x, i, all) => all.indexOf(x) === i)
    .slice(0, HISTORY_MAX);
};

export const rememberWord = (word: string, store?: KeyValueStore): string[] => {
  const next = pushWord(readHistory(store), word);
  storage.setJSON(HISTORY_KEY, next, store);
  return next;
};

export const clearHistory = (store?: KeyValueStore): void => storage.remove(HISTORY_KEY, store);

/** Comma-separated words from the server (hot / default words), trimmed, each once. */
export const splitWords = (words: unknown): string[] =>
  typeof words === 'string' ? [...new Set(words.split(/[,，]/).map((w) => w.trim()).filter(Boolean))] : [];
